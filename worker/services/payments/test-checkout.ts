import { getOrderWithItems, type OrderWithItems } from '~/db/queries/orders/order-read';
import { orderIdByStripeSessionId } from '~/db/queries/payments/payments';
import { randomHex, stripeSignatureFor, TEST_CHECKOUT_SESSION_PREFIX } from '../../adapters/stripe-gateway';
import type { AppDeps } from '../../deps';
import { checkoutLines, paymentReturnUrls, type CheckoutLine } from '../../domain/payments';
import { handleStripeWebhook } from './stripe-webhook';

/**
 * The built-in test checkout (no Stripe keys): it plays the card provider. "Zaplatiť" builds the event Stripe
 * would send, signs it with the webhook secret exactly as Stripe does and hands the raw body and signature to the
 * same webhook handler; nothing here writes to the order itself.
 */

export interface TestCheckoutView {
  sessionId: string;
  orderNumber: string;
  totalCents: number;
  lines: CheckoutLine[];
  state: 'open' | 'paid' | 'cancelled';
  successUrl: string;
  cancelUrl: string;
}

/** Available only while no Stripe secret key is configured and the switch is on (see AppConfig['stripe']). */
export function testCheckoutEnabled(deps: AppDeps): boolean {
  return !deps.config.stripe.secretKey && deps.config.stripe.testCheckout;
}

async function orderOfSession(deps: AppDeps, sessionId: string): Promise<OrderWithItems | undefined> {
  if (!testCheckoutEnabled(deps) || !sessionId.startsWith(TEST_CHECKOUT_SESSION_PREFIX) || sessionId.length > 200) return undefined;
  const orderId = await orderIdByStripeSessionId(deps.db, sessionId);
  const found = orderId === undefined ? undefined : await getOrderWithItems(deps.db, orderId);
  return found?.order.initPaymentId ? found : undefined;
}

function view(deps: AppDeps, sessionId: string, { order, items }: OrderWithItems): TestCheckoutView {
  return {
    sessionId,
    orderNumber: order.orderNumber,
    totalCents: order.totalCents,
    lines: checkoutLines(order, items) ?? [],
    state: order.isPaid ? 'paid' : order.isCancelled ? 'cancelled' : 'open',
    ...paymentReturnUrls(deps.config.baseUrl, order.id, order.initPaymentId!),
  };
}

/** The page's content, or undefined for an unknown session (a 404 page). */
export async function testCheckoutView(deps: AppDeps, sessionId: string): Promise<TestCheckoutView | undefined> {
  const found = await orderOfSession(deps, sessionId);
  return found && view(deps, sessionId, found);
}

/**
 * "Zaplatiť": a signed `checkout.session.completed` through the webhook handler, then where to send the customer:
 * the success page when the order is paid now, else the failure page. Undefined for an unknown session.
 */
export async function payTestCheckout(deps: AppDeps, sessionId: string): Promise<string | undefined> {
  const found = await orderOfSession(deps, sessionId);
  if (!found) return undefined;
  const { order } = found;
  const now = deps.now();
  const urls = paymentReturnUrls(deps.config.baseUrl, order.id, order.initPaymentId!);
  const event = {
    id: `evt_test_local_${randomHex(12)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: order.totalCents,
        currency: 'eur',
        client_reference_id: String(order.id),
        customer_email: order.email,
        metadata: { orderId: String(order.id), initPaymentId: order.initPaymentId },
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      },
    },
  };
  const payload = JSON.stringify(event);
  await handleStripeWebhook(deps, payload, await stripeSignatureFor(payload, deps.config.stripe.webhookSecret, now));
  const after = await getOrderWithItems(deps.db, order.id);
  return after?.order.isPaid ? urls.successUrl : urls.cancelUrl;
}

/** "Zrušiť": back to the failure page, as Stripe's cancel link does. Undefined for an unknown session. */
export async function cancelTestCheckout(deps: AppDeps, sessionId: string): Promise<string | undefined> {
  const found = await orderOfSession(deps, sessionId);
  return found && paymentReturnUrls(deps.config.baseUrl, found.order.id, found.order.initPaymentId!).cancelUrl;
}
