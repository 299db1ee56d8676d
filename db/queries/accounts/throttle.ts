import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { accountThrottle } from '../../schema';

/** A throttle rule as the query needs it: how many attempts (at least 1) a window allows, how long a lock lasts. */
export interface ThrottleWindow {
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

export interface ThrottleState {
  attempts: number;
  /** ISO time until which the key is locked, or null. */
  lockedUntil: string | null;
}

/**
 * Counts one attempt for `key` and returns the state after it, in ONE statement (an upsert), so simultaneous
 * attempts from many addresses are all counted: the attempt past `maxAttempts` locks the key for `lockMs`.
 * While locked, nothing changes (a flood does not extend the lock); a window that has passed starts afresh.
 * Rows left over from windows that passed long ago (`staleBefore`) are swept in the same batch.
 */
export async function countAttempt(db: Db, key: string, rule: ThrottleWindow, now: Date, staleBefore: Date): Promise<ThrottleState> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + rule.lockMs).toISOString();
  const t = accountThrottle;
  const locked = sql`(${t.lockedUntil} IS NOT NULL AND ${t.lockedUntil} > ${at})`;
  const windowOver = sql`(${t.windowStartedAt} <= ${windowStart})`;
  const [, rows] = await db.batch([
    db.delete(t).where(and(lte(t.windowStartedAt, staleBefore.toISOString()), or(isNull(t.lockedUntil), lte(t.lockedUntil, at)))),
    db
      .insert(t)
      .values({ key, attempts: 1, windowStartedAt: at, lockedUntil: null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          attempts: sql`CASE WHEN ${locked} THEN ${t.attempts} WHEN ${windowOver} THEN 1 ELSE ${t.attempts} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${locked} OR NOT ${windowOver} THEN ${t.windowStartedAt} ELSE ${at} END`,
          lockedUntil: sql`CASE
            WHEN ${locked} THEN ${t.lockedUntil}
            WHEN ${windowOver} THEN NULL
            WHEN ${t.attempts} + 1 > ${rule.maxAttempts} THEN ${lockUntil}
            ELSE NULL END`,
        },
      })
      .returning({ attempts: t.attempts, lockedUntil: t.lockedUntil }),
  ]);
  return rows[0];
}

/** Forgets the attempts of `key` (a successful login). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(accountThrottle).where(eq(accountThrottle.key, key));
}
