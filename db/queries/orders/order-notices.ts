import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { orderNotices, orders } from '../../schema';
import type { MailClaim, MailOutcome } from './order-mail';

/**
 * The customer's e-mails about what staff did with an order (`order_notices`: paid, sent, cancelled) and what the
 * scheduled job did with an unpaid one (reminder, expired). A notice is recorded by the action's own write batch
 * (order-write.ts, unpaid-orders.ts) and only when the flag changes, at most once per order and kind (unique
 * index); then it is sent, and its outcome kept here for the scheduled retries.
 */

export type NoticeKind = (typeof orderNotices.$inferSelect)['kind'];
export type OrderNoticeRow = typeof orderNotices.$inferSelect;

/**
 * The statement, for a write batch, that records notice `kind` of order `orderId` when `when` holds for the order
 * row now (e.g. 'not paid yet and not cancelled'): placed before the flag's update in the same batch, it sees the
 * state before the change, so only the request that changes the flag records a notice. A notice already recorded
 * for this order and kind stays as it is. Answers the new notice's id (no row when nothing was recorded).
 */
export function recordNoticeWhen(db: Db, orderId: number, kind: NoticeKind, at: string, when: SQL) {
  // Raw SQL: drizzle's insert … select wants every column of the table selected.
  return db.all<{ id: number }>(sql`
    INSERT INTO ${orderNotices} (order_id, kind, created_at)
    SELECT ${orders.id}, ${kind}, ${at} FROM ${orders} WHERE ${orders.id} = ${orderId} AND (${when})
    ON CONFLICT (order_id, kind) DO NOTHING
    RETURNING id`);
}

/** One notice with the order it belongs to (undefined when either is gone). */
export async function getNotice(db: Db, id: number): Promise<OrderNoticeRow | undefined> {
  const [row] = await db.select().from(orderNotices).where(eq(orderNotices.id, id));
  return row;
}

/** Claims notice `id` for one send, as claimConfirmation (order-mail.ts) does the confirmation. */
export async function claimNotice(db: Db, id: number, c: MailClaim): Promise<boolean> {
  const rows = await db
    .update(orderNotices)
    .set({ claimedAt: c.at })
    .where(
      and(
        eq(orderNotices.id, id),
        or(isNull(orderNotices.claimedAt), lt(orderNotices.claimedAt, c.staleBefore)),
        c.again ? undefined : ne(orderNotices.status, 'sent'),
      ),
    )
    .returning({ id: orderNotices.id });
  return rows.length === 1;
}

/** Records one try and lets the claim go: the status, when it went out or why not, one more attempt (in SQL). */
export async function recordNoticeAttempt(db: Db, id: number, outcome: MailOutcome): Promise<void> {
  await db
    .update(orderNotices)
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', sentAt: outcome.at, error: null, attempts: sql`${orderNotices.attempts} + 1`, claimedAt: null }
        : { status: 'failed', error: outcome.error, attempts: sql`${orderNotices.attempts} + 1`, claimedAt: null },
    )
    .where(eq(orderNotices.id, id));
}

/**
 * Notices that have not gone out: failed, or still pending (the send right after the staff action never finished),
 * recorded before `recordedBefore`, tried fewer than `maxAttempts` times. Of a cancelled order only the
 * cancellation goes out late: 'paid' or 'sent' after 'zrušená' would mislead. A reminder to pay goes out late only
 * while the order still waits for the money (not paid, sent or cancelled). Oldest first.
 */
export async function listUnsentNotices(
  db: Db,
  o: { recordedBefore: string; maxAttempts: number; limit: number; staleBefore: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: orderNotices.id })
    .from(orderNotices)
    .innerJoin(orders, eq(orders.id, orderNotices.orderId))
    .where(
      and(
        inArray(orderNotices.status, ['failed', 'pending']),
        lt(orderNotices.createdAt, o.recordedBefore),
        lt(orderNotices.attempts, o.maxAttempts),
        or(eq(orders.isCancelled, false), inArray(orderNotices.kind, ['cancelled', 'expired'])),
        or(ne(orderNotices.kind, 'reminder'), and(eq(orders.isPaid, false), eq(orders.isDelivered, false))),
        or(isNull(orderNotices.claimedAt), lt(orderNotices.claimedAt, o.staleBefore)),
      ),
    )
    .orderBy(asc(orderNotices.id))
    .limit(o.limit);
  return rows.map((r) => r.id);
}
