import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { recordCardPayment } from '~/db/queries/payments/payments';
import { verifiedStripeEvent, type StripeCheckoutSession, type StripeEvent } from '../../adapters/stripe-gateway';
import type { AppDeps } from '../../deps';
import type { StripeWebhookAnswer } from '../../domain/checkout-answers';
import { CARD } from '../../domain/orders';
import { cardPaymentAvailable, completesPayment, PAYMENT_MESSAGES } from '../../domain/payments';
import { invalid, notFound } from '../../domain/errors';
import { deliverOrderNotice } from '../orders/order-notices';

/**
 * `POST /api/stripe/webhook` and the built-in test checkout's "Zaplatiť" both end here: THE only code path that
 * marks a card order paid. Stripe retries a delivery until it gets a 2xx, so everything that is not a bad
 * signature is acknowledged (200), including events we ignore; a refused signature writes nothing.
 */

/**
 * What a delivery did, as the webhook answers it (checkout-answers.ts describes it for the contract): 'paid' the
 * order went from unpaid to paid; 'unchanged' a new, matching event for an order already paid (or cancelled
 * meanwhile); 'replay' this event id was handled before; 'ignored' not an event that pays anything, or it does not
 * match the stored order. Nothing changed but for 'paid'.
 */
type WebhookOutcome = StripeWebhookAnswer['outcome'];

export interface WebhookResult {
  outcome: WebhookOutcome;
  orderId?: number;
}

/** Why a paying session does not belong to the stored order's current attempt (null when it does). */
function mismatch(
  session: StripeCheckoutSession,
  order: { paymentMethod: string; stripeSessionId: string | null; initPaymentId: string | null; totalCents: number },
): string | null {
  if (order.paymentMethod !== CARD) return 'not a card order';
  if (!order.stripeSessionId || session.id !== order.stripeSessionId) return 'session id differs from the stored one';
  if (!order.initPaymentId || session.metadata?.initPaymentId !== order.initPaymentId) return 'init payment id differs from the stored one';
  if (session.amount_total !== order.totalCents) return 'amount_total differs from the stored total';
  if ((session.currency ?? '').toLowerCase() !== 'eur') return 'currency is not eur';
  return null;
}

/**
 * Verifies, deduplicates and applies one webhook delivery. Throws 400 (nothing written) on a bad signature, and
 * 404 (nothing read) where card payment is off: without Stripe keys the webhook secret is the data folder's
 * test-checkout secret, which a shop that once ran as a local demo still keeps, so its signatures count only
 * while the test checkout is on (worker/platform/env-config.ts); with keys it is Stripe's own secret.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  rawBody: string | Uint8Array,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!cardPaymentAvailable(deps.config.stripe)) {
    deps.log('warn', 'stripe webhook refused: card payment is off (no Stripe keys, test checkout off)');
    throw notFound(PAYMENT_MESSAGES.webhookOff);
  }
  if (!signature?.trim()) throw invalid(PAYMENT_MESSAGES.signatureMissing);
  let event: StripeEvent;
  try {
    event = await verifiedStripeEvent(rawBody, signature, deps.config.stripe.webhookSecret, deps.now());
  } catch (err) {
    deps.log('warn', 'stripe webhook refused: signature', { error: err instanceof Error ? err.message.split('\n')[0] : String(err) });
    throw invalid(PAYMENT_MESSAGES.signatureInvalid);
  }
  if (!completesPayment(event.type)) return { outcome: 'ignored' };

  const session = event.data.object as StripeCheckoutSession;
  if (session.payment_status !== 'paid') {
    deps.log('info', 'stripe webhook: session not paid yet', {
      eventId: event.id,
      sessionId: session.id,
      paymentStatus: session.payment_status,
    });
    return { outcome: 'ignored' };
  }
  const orderId = Number(session.metadata?.orderId);
  const found = Number.isSafeInteger(orderId) && orderId > 0 ? await getOrderWithItems(deps.db, orderId) : undefined;
  if (!found) {
    deps.log('error', 'stripe webhook: paid session for an unknown order', {
      eventId: event.id,
      sessionId: session.id,
      metadata: session.metadata,
    });
    return { outcome: 'ignored' };
  }
  const { order } = found;
  const why = mismatch(session, order);
  if (why) {
    // Money may have been taken for a session that is not the order's current one: staff must reconcile by hand.
    deps.log('error', `stripe webhook: paid session ignored (${why})`, {
      eventId: event.id,
      orderId,
      sessionId: session.id,
      amountTotal: session.amount_total,
      storedTotalCents: order.totalCents,
    });
    return { outcome: 'ignored', orderId };
  }

  const { outcome, noticeId } = await recordCardPayment(deps.db, {
    eventId: event.id,
    eventType: event.type,
    orderId,
    sessionId: session.id,
    initPaymentId: order.initPaymentId!,
    totalCents: order.totalCents,
    paidAt: deps.now().toISOString(),
  });
  if (outcome === 'unchanged' && !order.isPaid) {
    deps.log('error', 'stripe webhook: paid session for an order that is not open (cancelled or changed meanwhile)', {
      eventId: event.id,
      orderId,
    });
  }
  // The customer's 'Objednávka zaplatená' receipt, owed from the payment's own batch: a failure stays on the
  // notice for the scheduled job (owed-mails.ts), never in the webhook's answer.
  if (noticeId !== null) await deliverOrderNotice(deps, noticeId);
  return { outcome, orderId };
}
