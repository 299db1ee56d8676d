import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders } from '../../schema';

/** The outcome of one try to send an order's confirmation e-mail. */
export type MailOutcome = { status: 'sent'; at: string } | { status: 'failed'; error: string };

/** How a sender claims an owed mail (worker/services/mail/owed-mails.ts): now, and when an older claim counts as dead. */
export interface MailClaim {
  at: string;
  staleBefore: string;
  /** A person's resend: the mail goes out again even when it went out before. */
  again?: boolean;
}

/**
 * Claims the confirmation of order `orderId` for one send, in one conditional UPDATE: only when no other sender
 * holds it (no claim, or one older than `staleBefore`: that sender died) and, unless `again`, it has not gone out.
 * True when this caller holds it now; the outcome's record lets it go.
 */
export async function claimConfirmation(db: Db, orderId: number, c: MailClaim): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ mailClaimedAt: c.at })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.mailClaimedAt), lt(orders.mailClaimedAt, c.staleBefore)),
        c.again ? undefined : ne(orders.mailStatus, 'sent'),
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * Records one try and lets the claim go: the status, when it was sent or why not, and one more attempt (counted
 * in SQL: no lost update).
 */
export async function recordConfirmationAttempt(db: Db, orderId: number, outcome: MailOutcome): Promise<void> {
  await db
    .update(orders)
    .set(
      outcome.status === 'sent'
        ? {
            mailStatus: 'sent',
            mailSentAt: outcome.at,
            mailError: null,
            mailAttempts: sql`${orders.mailAttempts} + 1`,
            mailClaimedAt: null,
          }
        : { mailStatus: 'failed', mailError: outcome.error, mailAttempts: sql`${orders.mailAttempts} + 1`, mailClaimedAt: null },
    )
    .where(eq(orders.id, orderId));
}

/**
 * Orders whose confirmation has not gone out: failed, or still pending (the send right after the order never
 * finished), placed before `placedBefore`, tried fewer than `maxAttempts` times, not cancelled, not held by a
 * live sender (claimed before `staleBefore` counts as dead). Oldest first.
 */
export async function listUnsentConfirmations(
  db: Db,
  o: { placedBefore: string; maxAttempts: number; limit: number; staleBefore: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.mailStatus, ['failed', 'pending']),
        lt(orders.createdAt, o.placedBefore),
        lt(orders.mailAttempts, o.maxAttempts),
        eq(orders.isCancelled, false),
        or(isNull(orders.mailClaimedAt), lt(orders.mailClaimedAt, o.staleBefore)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(o.limit);
  return rows.map((r) => r.id);
}
