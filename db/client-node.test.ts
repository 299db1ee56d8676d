import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, migrateDb, openNodeDb } from './client-node';

const dir = mkdtempSync(join(tmpdir(), 'prud-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pragma = async (db: ReturnType<typeof openNodeDb>, name: string) => Number((await db.$client.execute(`PRAGMA ${name}`)).rows[0][0]);

describe('a local database file', () => {
  it('keeps its connection settings under concurrent calls (no second connection without them)', async () => {
    const db = openNodeDb(`file:${join(dir, 'settings.db')}`);
    await migrateDb(db);
    const seen = await Promise.all(
      Array.from({ length: 8 }, async () => [await pragma(db, 'foreign_keys'), await pragma(db, 'busy_timeout')]),
    );
    expect(seen).toEqual(Array.from({ length: 8 }, () => [1, BUSY_TIMEOUT_MS]));
    db.$client.close();
  });

  it("waits for another process's write lock instead of failing with SQLITE_BUSY", async () => {
    const path = join(dir, 'lock.db');
    const server = openNodeDb(`file:${path}`);
    await migrateDb(server);
    // Another process (as the e2e tests or a build are) takes the write lock and lets it go 300 ms later.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `
      const Database = require('libsql');
      const db = new Database(${JSON.stringify(path)});
      db.exec('BEGIN IMMEDIATE');
      db.exec('INSERT INTO counter (id, visitors_count) VALUES (1, 7)');
      process.stdout.write('locked\\n');
      setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout, 'data');
    for (const name of ['N0', 'N1']) {
      await server.$client.execute({
        sql: 'INSERT INTO contact_messages (name, email, message) VALUES (?, ?, ?)',
        args: [name, 'a@b.sk', 'text'],
      });
    }
    await once(holder, 'exit');
    const stored = await server.$client.execute('SELECT name FROM contact_messages ORDER BY name');
    expect(stored.rows.map((r) => r.name)).toEqual(['N0', 'N1']);
    expect((await server.$client.execute('SELECT visitors_count FROM counter WHERE id = 1')).rows[0].visitors_count).toBe(7);
    server.$client.close();
  });
});
