import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type TransactionMode } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { schema, type Db } from './client';

/** How long a local connection waits for another process's write lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * A batch on a local file takes the write lock as it begins (BEGIN IMMEDIATE; libSQL's default is DEFERRED). One
 * that reads first (a cancel reads its lines) and writes later cannot wait for another process's write at that
 * point: SQLite refuses it at once with SQLITE_BUSY, busy timeout or not. A clean-clone run on a busy machine saw
 * the unpaid-order job's cancel refused so for 15 s while the e2e helpers wrote. Taken at the start, the lock is
 * waited for (BUSY_TIMEOUT_MS). The shop, the scripts and the tests write beside each other on one file.
 */
export const LOCAL_BATCH_MODE: TransactionMode = 'write';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens a libSQL database on Node: a local file (`file:...`) or a remote Turso URL. */
export function openNodeDb(url: string, authToken?: string): Db {
  const local = url.startsWith('file:');
  if (local) {
    const path = url.slice('file:'.length);
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  // A local file gets one connection, waiting up to 5 s for another process's lock (the server, the astro build
  // and e2e tests share the file). @libsql/client ≥ 0.18 pools connections, and `PRAGMA busy_timeout` and
  // `PRAGMA foreign_keys` hold per connection only: a second pooled connection opened under concurrent calls had
  // neither and failed with SQLITE_BUSY at once. One process gains nothing from more: libsql runs synchronously
  // on the main thread, and the code uses batches, never interactive transactions.
  const client = createClient(local ? { url, authToken, concurrency: 1, timeout: BUSY_TIMEOUT_MS } : { url, authToken });
  if (local) {
    const batch = client.batch.bind(client);
    client.batch = (stmts, mode) => batch(stmts, mode ?? LOCAL_BATCH_MODE);
  }
  return drizzle(client, { schema });
}

/** Applies the committed drizzle-kit migrations (idempotent). */
export async function migrateDb(db: Db): Promise<void> {
  // WAL lets the API keep answering while `astro build` reads the same file.
  await db.$client.execute('PRAGMA journal_mode = WAL').catch(() => undefined);
  await db.$client.execute('PRAGMA foreign_keys = ON');
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
