import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { LoadResult } from './load';

/**
 * `load()` (load.ts) on a thread of its own: the reader of the home page is another client than the buyers, so the
 * time this process spends sending orders and reading their answers must not count as the page's wait. On its own
 * event loop the reader measures the server (and the machine), as a second browser would. The thread loads load.ts
 * through tsx's `tsImport`, as the server's pools load their TypeScript modules.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.tsx)
  .tsImport(workerData.module, workerData.parentURL)
  .then((m) => m.load(workerData.url, workerData.connections, workerData.seconds, workerData.headers))
  .then((result) => parentPort.postMessage({ result }), (err) => parentPort.postMessage({ error: String((err && err.stack) || err) }));
`;

export function loadOnOwnThread(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const workerData = {
    tsx: createRequire(import.meta.url).resolve('tsx/esm/api'),
    module: new URL('./load.ts', import.meta.url).href,
    parentURL: import.meta.url,
    url,
    connections,
    seconds,
    headers,
  };
  return new Promise((resolve, reject) => {
    const reader = new Worker(READER, { eval: true, workerData });
    reader.once('message', (msg: { result?: LoadResult; error?: string }) => {
      if (msg.result) resolve(msg.result);
      else reject(new Error(`the home page's reader failed: ${msg.error}`));
      void reader.terminate();
    });
    reader.once('error', reject);
    reader.once('exit', (code) => reject(new Error(`the home page's reader ended (${code}) without figures`)));
  });
}
