import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSqld, type Sqld } from '../../worker/platform/sqld';

export type TestSqld = Sqld & {
  /** The fresh folder its data lives in. */
  dir: string;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
};

/**
 * A real libSQL server for one test file or bench run: a fresh temporary folder, a free loopback port
 * (worker/platform/sqld.ts). Its process ends with `close()`, and with this process if a run dies before that.
 */
export async function startTestSqld(): Promise<TestSqld> {
  const dir = mkdtempSync(join(tmpdir(), 'prud-sqld-'));
  try {
    const sqld = await startLocalSqld({ dbPath: join(dir, 'db') });
    return {
      ...sqld,
      dir,
      async close() {
        await sqld.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
