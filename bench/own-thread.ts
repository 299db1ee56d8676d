import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs an exported async function of a bench module on a worker thread of its own and answers what it resolves
 * to: a client of the server (the home page's reader, the burst's buyers) measures on its own event loop and heap,
 * as another device would, so the bench process's work and garbage collection are not counted as the server's wait.
 * The thread loads the module through tsx's `tsImport`, as the server's pools load their TypeScript modules;
 * arguments and result cross by structured clone.
 */
const RUNNER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.tsx)
  .tsImport(workerData.module, workerData.parentURL)
  .then((m) => m[workerData.name](...workerData.args))
  .then((result) => parentPort.postMessage({ result }), (err) => parentPort.postMessage({ error: String((err && err.stack) || err) }));
`;

export function runOnOwnThread<T>(module: URL, name: string, args: unknown[], what: string): Promise<T> {
  const workerData = {
    tsx: createRequire(import.meta.url).resolve('tsx/esm/api'),
    module: module.href,
    parentURL: import.meta.url,
    name,
    args,
  };
  return new Promise((resolve, reject) => {
    const thread = new Worker(RUNNER, { eval: true, workerData });
    thread.once('message', (msg: { result?: T; error?: string }) => {
      if (msg.error === undefined) resolve(msg.result as T);
      else reject(new Error(`${what} failed: ${msg.error}`));
      void thread.terminate();
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`${what} ended (${code}) without figures`)));
  });
}
