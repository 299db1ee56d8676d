import type { Db } from '../../db/client';

/** A lock held a moment longer than expected is waited out this many times, this far apart (10 s in all). */
const TRIES = 40;
const EVERY_MS = 250;

/** Whether libSQL refused a statement because another connection held the write lock. */
export function isBusy(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY' || /SQLITE_BUSY|database is locked/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Makes `db` wait out SQLITE_BUSY from sqld: right after `drizzle-kit migrate` exits, sqld may still hold that
 * process's write lock for a moment (its stream ends after the client is gone), and the seed's first batch then got
 * "database is locked" once on a busy machine. A statement or batch refused with SQLITE_BUSY wrote nothing (the
 * client rolls a failed batch back), so sending it again is safe; anything else, or a lock held past ~10 s, throws.
 */
export function retryingBusy(db: Db): Db {
  const client = db.$client;
  const execute = client.execute.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const batch = client.batch.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const again =
    (call: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await call(...args);
        } catch (err) {
          if (attempt >= TRIES || !isBusy(err)) throw err;
          await new Promise((r) => setTimeout(r, EVERY_MS));
        }
      }
    };
  // drizzle's session calls these on the same client object, so the seed's every write goes through them.
  Object.assign(client, { execute: again(execute), batch: again(batch) });
  return db;
}
