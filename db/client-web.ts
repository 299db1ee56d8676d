import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { schema, type Db } from './client';

/**
 * Opens Turso over HTTP: the only libSQL client that runs on Cloudflare Workers.
 *
 * Foreign keys: `PRAGMA foreign_keys` is a per-connection setting, and over HTTP every request (an `execute`, or a
 * `batch`, which the client wraps in BEGIN…COMMIT, where the pragma is a no-op) may run on another server
 * connection, so it cannot be switched on here once and for all. Whether the server enforces them by default is
 * the server's business. The shop therefore never relies on ON DELETE rules: deletes that must take rows with
 * them do so explicitly in one batch (db/queries/accounts/personal-data.ts `eraseAccount`), the same on Node and on Workers.
 */
export function openWebDb(url: string, authToken?: string): Db {
  // No queue in the client: by default it runs 20 statements at once per client and queues the rest in plain
  // JavaScript, and the client is shared by every request of an isolate. In workerd a queued statement is then
  // started from another request's continuation, and the waiting request, with no I/O of its own, is cancelled as
  // hung ("The Workers runtime canceled this request…": 500s at 32 concurrent requests against sqld). The runtime
  // itself bounds each request's simultaneous connections.
  return drizzle(createClient({ url, authToken, concurrency: Infinity }), { schema }) as unknown as Db;
}
