import type { LoadResult } from './load';
import { runOnOwnThread } from './own-thread';

/**
 * `load()` (load.ts) on a thread of its own (own-thread.ts): the reader of the home page is another client than the
 * buyers, so the time this process spends sending orders and reading their answers must not count as the page's
 * wait. On its own event loop the reader measures the server (and the machine), as a second browser would.
 */
export function loadOnOwnThread(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  return runOnOwnThread(new URL('./load.ts', import.meta.url), 'load', [url, connections, seconds, headers], "the home page's reader");
}
