import { resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { R2Like } from '../adapters/object-store';

/** What the backup reads of the emulated bucket beyond the app's own use: a paged listing of its keys. */
export interface LocalBucket extends R2Like {
  list(options?: { cursor?: string; limit?: number }): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
}

/**
 * The uploads bucket of the embedded default: R2 as wrangler's `getPlatformProxy()` emulates it, persisted under
 * `<dataDir>/r2`. The server, `npm run backup` and `npm run restore` open it the same way; a second process may
 * open it while the server runs (the emulator's files are SQLite and content-addressed blobs). The server's copy is
 * wrapped by healing-bucket.ts, which opens it again when its workerd process dies; the commands' short runs are not.
 */
export async function openLocalBucket(dataDir: string): Promise<{ bucket: LocalBucket; dispose(): Promise<void> }> {
  const proxy = await getPlatformProxy<{ BUCKET: LocalBucket }>({
    configPath: resolve('wrangler.toml'),
    persist: { path: resolve(dataDir, 'r2') },
  });
  return { bucket: proxy.env.BUCKET, dispose: () => proxy.dispose() };
}
