import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '../../db/client-node';
import { sqliteFileChangeProbe } from './file-change-probe';

const dir = mkdtempSync(join(tmpdir(), 'prud-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sqliteFileChangeProbe', () => {
  it('reports each write by another connection once, and nothing while nobody writes', async () => {
    const url = `file:${join(dir, 'a.db')}`;
    const writer = openNodeDb(url);
    await migrateDb(writer);
    const probe = sqliteFileChangeProbe(url)!;
    expect(probe()).toBe(true); // first look
    expect(probe()).toBe(false);
    for (let i = 0; i < 3; i++) {
      await writer.$client.execute({ sql: 'INSERT INTO videos (video_title, code) VALUES (?, ?)', args: [`v${i}`, 'abcdefghijk'] });
      expect(probe(), `write ${i}`).toBe(true);
      expect(probe()).toBe(false);
    }
    writer.$client.close();
  });

  it('cannot watch a remote or in-memory database', () => {
    expect(sqliteFileChangeProbe('libsql://shop.turso.io')).toBeNull();
    expect(sqliteFileChangeProbe('file::memory:')).toBeNull();
  });
});
