import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { schema, type Db } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens a libSQL database on Node: a local file (`file:...`) or a remote Turso URL. */
export function openNodeDb(url: string, authToken?: string): Db {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  const client = createClient({ url, authToken });
  // Several processes share a local file (the server, the astro build, e2e tests): wait for a lock instead of
  // failing with SQLITE_BUSY. Statements on one connection run in order, so this precedes every query.
  if (url.startsWith('file:')) client.execute('PRAGMA busy_timeout = 5000').catch(() => undefined);
  return drizzle(client, { schema });
}

/** Applies the committed drizzle-kit migrations (idempotent). */
export async function migrateDb(db: Db): Promise<void> {
  // WAL lets the API keep answering while `astro build` reads the same file.
  await db.$client.execute('PRAGMA journal_mode = WAL').catch(() => undefined);
  await db.$client.execute('PRAGMA foreign_keys = ON');
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
