import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { attachCheckoutSession, orderIdByInitPaymentId, recordPaymentFailure, startPaymentAttempt } from '~/db/queries/payments/payments';
import { GatewayError, paymentGateway, randomHex, TEST_CHECKOUT_SESSION_PREFIX } from '../../adapters/stripe-gateway';
import type { AppDeps } from '../../deps';
import { isKeyHolder, type OrderCaller } from '../orders/guest-access';
import { keyOpens } from '../orders/guest-links';
import { CARD, ORDER_MESSAGES, type ApiOrder } from '../../domain/orders';
import {
  CARD_SESSION_MINUTES,
  cardPaymentAvailable,
  type ApiCardAttempt,
  cardPaymentRefusal,
  checkoutLines,
  PAYMENT_MESSAGES,
  paymentReturnUrls,
} from '../../domain/payments';
import { keepOpenWhilePaying } from '../orders/unpaid-orders';
import { conflict, forbidden, notFound, switchedOff, unavailable } from '../../domain/errors';
import { ORDER_OWNER_ONLY_STRICT, orderForCaller, ownOrder, toApiOrder } from '../orders/order-view';
import { paymentFailedShopMail } from './payment-mails';
import { accountSubject, countAccountAttempt } from '../accounts/account-throttle';
import { orderPageUrl } from '../../domain/shop-url';

/**
 * The customer's card payment steps (spec sections 4 and 7): start an attempt, open a Checkout Session, report a
 * failure. None of them marks an order paid: only the verified webhook does (services/payments/stripe-webhook.ts).
 */

/** 32 random bytes as hex: the attempt id the success page must present back. */
const newInitPaymentId = () => randomHex(32);

/** Neither Stripe keys nor the test checkout (a public shop not yet set up for cards): 503, in Slovak. */
function requireCardPayments(deps: AppDeps): void {
  if (!cardPaymentAvailable(deps.config.stripe)) throw switchedOff(PAYMENT_MESSAGES.cardUnavailable);
}

/** `PUT /api/orders/:id/init-payment`: a fresh attempt on the caller's own unpaid, open card order. */
export async function startCardPayment(deps: AppDeps, caller: OrderCaller, orderId: number): Promise<{ initPaymentId: string }> {
  const { order } = await ownOrder(deps, caller, orderId);
  const refusal = cardPaymentRefusal(order);
  if (refusal) throw conflict(refusal);
  requireCardPayments(deps);
  const initPaymentId = newInitPaymentId();
  // Paid or cancelled between the read and this write: the conditional update says so.
  if (!(await startPaymentAttempt(deps.db, orderId, initPaymentId))) {
    const now = await getOrderWithItems(deps.db, orderId);
    throw conflict((now && cardPaymentRefusal(now.order)) ?? ORDER_MESSAGES.cancelledNoChange);
  }
  return { initPaymentId };
}

/**
 * `GET /api/orders/:id/init-payment`: the current attempt id (or null). The success page compares it with the
 * one in its URL AFTER the payment, so it answers for paid (and cancelled) card orders too; and whether the
 * attempt's session was the shop's test checkout (its ids carry their own prefix), which that page says.
 */
export async function currentCardPayment(deps: AppDeps, caller: OrderCaller, orderId: number): Promise<ApiCardAttempt> {
  const { order } = await ownOrder(deps, caller, orderId);
  if (order.paymentMethod !== CARD) throw conflict(ORDER_MESSAGES.notCardOrder);
  return { initPaymentId: order.initPaymentId, testCheckout: order.stripeSessionId?.startsWith(TEST_CHECKOUT_SESSION_PREFIX) ?? false };
}

/**
 * `PUT /api/orders/:id/failed-payment-notif`: records when the payment failed and tells the shop, ONCE per order
 * (not per attempt: a customer who starts and abandons attempts in a loop must not flood the shop's mailbox), and
 * at most `failedPayment` orders an hour per account (worker/domain/rate-limit-rules.ts). An order already noted
 * answers the same message and records nothing new, without counting against the account.
 */
export async function noteCardPaymentFailed(deps: AppDeps, caller: OrderCaller, orderId: number): Promise<{ message: string }> {
  const { order } = await ownOrder(deps, caller, orderId);
  const refusal = cardPaymentRefusal(order);
  if (refusal) throw conflict(refusal);
  if (order.paymentFailedAt) return { message: ORDER_MESSAGES.paymentFailedNoted };
  // A guest has no account: the order (noted once ever, above) is the budget's key.
  await countAccountAttempt(deps, 'failedPayment', isKeyHolder(caller) ? `guest-order:${orderId}` : accountSubject(caller.id));
  // The key is the order's: of simultaneous first reports, the database lets one through.
  const recorded = await recordPaymentFailure(deps.db, {
    orderId,
    attemptKey: `failed-payment:${orderId}`,
    failedAt: deps.now().toISOString(),
  });
  if (recorded) {
    try {
      await deps.mailer.send({ to: deps.config.shopEmail, ...paymentFailedShopMail(order, orderPageUrl(deps.config.baseUrl, orderId)) });
    } catch (err) {
      // The failure is recorded on the order (staff see it); a lost notice must not turn into an error page.
      deps.log('error', 'failed-payment notice to the shop could not be sent', { orderId, error: String(err) });
    }
  }
  return { message: ORDER_MESSAGES.paymentFailedNoted };
}

/**
 * `PUT /api/orders/:id/pay-stripe` (old clients call it after returning from the card provider): answers the
 * order as stored and NEVER marks it paid, whatever the body says. The webhook is the only way to paid.
 */
export async function storedOrderAfterCardReturn(deps: AppDeps, caller: OrderCaller, orderId: number): Promise<ApiOrder> {
  return toApiOrder(await orderForCaller(deps, caller, orderId));
}

/**
 * `POST /api/create-stripe-checkout-session`: the Checkout Session of the caller's current attempt, built from
 * the stored order (lines, amounts, e-mail, return URLs), never from what the client sent.
 */
export async function openCheckoutSession(deps: AppDeps, caller: OrderCaller, initPaymentId: string): Promise<{ id: string; url: string }> {
  const orderId = await orderIdByInitPaymentId(deps.db, initPaymentId);
  const found = orderId === undefined ? undefined : await getOrderWithItems(deps.db, orderId);
  if (!found) throw notFound(PAYMENT_MESSAGES.initUnknown);
  const { order, items } = found;
  if (isKeyHolder(caller)) {
    if (!(await keyOpens(caller.orderKey, order.guestKeyHash))) throw notFound(PAYMENT_MESSAGES.initUnknown);
  } else if (order.userId !== caller.id) throw forbidden(ORDER_OWNER_ONLY_STRICT);
  const refusal = cardPaymentRefusal(order);
  if (refusal) throw conflict(refusal);
  if (order.stripeSessionId) throw conflict(PAYMENT_MESSAGES.sessionAlreadyStarted);
  requireCardPayments(deps);

  const lines = checkoutLines(order, items);
  if (!lines) {
    deps.log('error', 'order lines do not add up to its total: card payment refused', { orderId: order.id, totalCents: order.totalCents });
    throw conflict(PAYMENT_MESSAGES.totalsInconsistent);
  }
  // The page closes before the order's term can end: its due time moves past the page's end (or the order was
  // cancelled or paid meanwhile, and there is nothing to pay).
  const expiresAt = deps.now().getTime() + CARD_SESSION_MINUTES * 60_000;
  if (!(await keepOpenWhilePaying(deps, found, new Date(expiresAt)))) throw conflict(ORDER_MESSAGES.cancelledNoChange);
  const gateway = paymentGateway(deps.config);
  let session: { id: string; url: string };
  try {
    session = await gateway.createCheckoutSession(
      { orderId: order.id, initPaymentId, email: order.email, lines, expiresAt: Math.floor(expiresAt / 1000) },
      paymentReturnUrls(deps.config.baseUrl, order.id, initPaymentId),
    );
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log('error', 'checkout session could not be created', { orderId: order.id, error: err.message });
    throw unavailable(PAYMENT_MESSAGES.gatewayUnavailable);
  }
  if (!(await attachCheckoutSession(deps.db, order.id, initPaymentId, session.id))) {
    // A second request of the same attempt (double-click) or a new attempt won the race: this session stays unused.
    deps.log('warn', 'checkout session not attached: attempt already has one or changed', { orderId: order.id, sessionId: session.id });
    const now = await getOrderWithItems(deps.db, order.id);
    const nowRefusal = now && cardPaymentRefusal(now.order);
    if (nowRefusal) throw conflict(nowRefusal);
    throw conflict(now?.order.initPaymentId === initPaymentId ? PAYMENT_MESSAGES.sessionAlreadyStarted : PAYMENT_MESSAGES.attemptReplaced);
  }
  return session;
}
