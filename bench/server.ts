import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../tests/support/net';

/**
 * Runs `fn` against the real Node entry (worker/platform/start.ts) on a free 127.0.0.1 port, serving `dir`'s
 * database and its already built `dist/`; the server (and its process group: builds it started) is stopped after.
 * `env` adds to the server's environment (e.g. TRUST_PROXY, PASSWORD_HASH_THREADS). `entry` runs another entry
 * with the same settings: worker/platform/start-worker.ts, the Worker under wrangler dev on sqld (data under
 * `dir/sqld`).
 */
export async function withServer<T>(
  dir: string,
  fn: (base: string) => Promise<T>,
  env: Record<string, string> = {},
  entry = 'worker/platform/start.ts',
): Promise<T> {
  const port = await freePort();
  const log = openSync(join(dir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DIST_DIR: join(dir, 'dist'), SKIP_BUILD: '1', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // Up to 2 minutes: the Worker's entry seeds and has wrangler bundle it first.
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return await fn(base);
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}
