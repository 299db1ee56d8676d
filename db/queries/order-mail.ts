import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { orders } from '../schema';

/** The outcome of one try to send an order's confirmation e-mail. */
export type MailOutcome = { status: 'sent'; at: string } | { status: 'failed'; error: string };

/** Records one try: the status, when it was sent or why not, and one more attempt (counted in SQL: no lost update). */
export async function recordConfirmationAttempt(db: Db, orderId: number, outcome: MailOutcome): Promise<void> {
  await db
    .update(orders)
    .set(
      outcome.status === 'sent'
        ? { mailStatus: 'sent', mailSentAt: outcome.at, mailError: null, mailAttempts: sql`${orders.mailAttempts} + 1` }
        : { mailStatus: 'failed', mailError: outcome.error, mailAttempts: sql`${orders.mailAttempts} + 1` },
    )
    .where(eq(orders.id, orderId));
}

/**
 * Orders whose confirmation has not gone out: failed, or still pending (the send right after the order never
 * finished), placed before `placedBefore`, tried fewer than `maxAttempts` times, not cancelled. Oldest first.
 */
export async function listUnsentConfirmations(db: Db, o: { placedBefore: string; maxAttempts: number; limit: number }): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.mailStatus, ['failed', 'pending']),
        lt(orders.createdAt, o.placedBefore),
        lt(orders.mailAttempts, o.maxAttempts),
        eq(orders.isCancelled, false),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(o.limit);
  return rows.map((r) => r.id);
}
