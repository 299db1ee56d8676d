import { createServer } from 'node:net';

/**
 * A TCP port that is free on 127.0.0.1 right now, as the kernel hands one out (for the local servers that
 * `npm run start:worker`, tests and benchmarks start). Another process may take it before it is bound: callers
 * that can, retry on "address in use".
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
