import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders, paymentEvents } from '../../schema';
import { recordNoticeWhen } from '../orders/order-notices';
import { errorMessages } from '../driver-errors';

/**
 * Card payment state on an order: the attempt (`init_payment_id`), its Checkout Session (`stripe_session_id`),
 * the handled webhook events (`payment_events`) and the one write that marks a card order paid. Every write is
 * conditional on the state it expects, so a payment, a cancellation or a new attempt racing with it cannot be
 * overwritten.
 */

const open = and(eq(orders.isPaid, false), eq(orders.isCancelled, false));

/**
 * Starts a new attempt: a fresh init id, no session yet (a session belongs to one attempt). False when the order
 * was paid or cancelled meanwhile.
 */
export async function startPaymentAttempt(db: Db, orderId: number, initPaymentId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ initPaymentId, stripeSessionId: null })
    .where(and(eq(orders.id, orderId), open))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function orderIdByInitPaymentId(db: Db, initPaymentId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.initPaymentId, initPaymentId));
  return row?.id;
}

/** The built-in test checkout finds its order by the session id it made (no index: a local tool, few orders). */
export async function orderIdByStripeSessionId(db: Db, sessionId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.stripeSessionId, sessionId));
  return row?.id;
}

/**
 * Records the Checkout Session of the current attempt. Only the first session of an attempt is kept (a
 * double-click makes two; the webhook accepts only the stored one), and only while the attempt is still current
 * and the order open. False otherwise.
 */
export async function attachCheckoutSession(db: Db, orderId: number, initPaymentId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ stripeSessionId: sessionId })
    .where(and(eq(orders.id, orderId), eq(orders.initPaymentId, initPaymentId), isNull(orders.stripeSessionId), open))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** True when `err` (or what drizzle wrapped) is SQLite refusing a duplicate `payment_events` id. */
function isDuplicateEvent(err: unknown): boolean {
  return errorMessages(err).some((text) => /SQLITE_CONSTRAINT.*payment_events|UNIQUE constraint failed: payment_events\.id/.test(text));
}

export type CardPaymentResult =
  /** The order went from unpaid to paid with this event. */
  | 'paid'
  /** The event is new but the order was not open with this session any more (already paid, cancelled, new attempt). */
  | 'unchanged'
  /** This event id was handled before: nothing was written. */
  | 'replay';

/**
 * THE write that marks a card order paid. The event id goes into `payment_events` in the same batch (one
 * transaction) as the update, so a redelivered event is refused by the primary key and changes nothing. The
 * update only touches the order when it is still open with exactly this session, attempt and total; the
 * customer's receipt is owed from the same batch (the 'card-paid' notice, recorded only when the update applies),
 * so it is sent and retried like every mail the shop owes (worker/services/mail/owed-mails.ts). `noticeId`: that
 * notice when this call paid the order.
 */
export async function recordCardPayment(
  db: Db,
  p: { eventId: string; eventType: string; orderId: number; sessionId: string; initPaymentId: string; totalCents: number; paidAt: string },
): Promise<{ outcome: CardPaymentResult; noticeId: number | null }> {
  const payable = and(
    eq(orders.id, p.orderId),
    eq(orders.stripeSessionId, p.sessionId),
    eq(orders.initPaymentId, p.initPaymentId),
    eq(orders.totalCents, p.totalCents),
    open,
  )!;
  try {
    const [, notice, updated] = await db.batch([
      db.insert(paymentEvents).values({ id: p.eventId, type: p.eventType, receivedAt: p.paidAt }),
      // Before the update, so it sees the order still open: only the event that pays it owes the receipt.
      recordNoticeWhen(db, p.orderId, 'card-paid', p.paidAt, payable),
      db.update(orders).set({ isPaid: true, paidAt: p.paidAt }).where(payable).returning({ id: orders.id }),
    ]);
    if (updated.length !== 1) return { outcome: 'unchanged', noticeId: null };
    return { outcome: 'paid', noticeId: notice[0]?.id ?? null };
  } catch (err) {
    if (isDuplicateEvent(err)) return { outcome: 'replay', noticeId: null };
    throw err;
  }
}

/**
 * Notes a failed card payment once per key (services/payments/payments.ts passes one per order, `failed-payment:<order>`):
 * the key goes into `payment_events` with the update, so a second report changes nothing. True when this call recorded it.
 */
export async function recordPaymentFailure(db: Db, p: { orderId: number; attemptKey: string; failedAt: string }): Promise<boolean> {
  try {
    const [, updated] = await db.batch([
      db.insert(paymentEvents).values({ id: p.attemptKey, type: 'payment_failed_notice', receivedAt: p.failedAt }),
      db
        .update(orders)
        .set({ paymentFailedAt: p.failedAt })
        .where(and(eq(orders.id, p.orderId), open))
        .returning({ id: orders.id }),
    ]);
    return updated.length === 1;
  } catch (err) {
    if (isDuplicateEvent(err)) return false;
    throw err;
  }
}
