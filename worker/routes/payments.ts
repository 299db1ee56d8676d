import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import type { StripeWebhookAnswer } from '../domain/checkout-answers';
import { createCheckoutSessionSchema } from '../domain/payments';
import { requireUserOrOrderKey } from '../http/order-key';
import { validate } from '../http/validate';
import { openCheckoutSession } from '../services/payments/payments';
import { handleStripeWebhook } from '../services/payments/stripe-webhook';

/**
 * `/api/create-stripe-checkout-session` (a signed-in customer, their own order) and `/api/stripe/webhook`
 * (public: Stripe calls it; its signature is the authentication).
 */
export const paymentsRoutes = new Hono<AppEnv>()
  .post('/create-stripe-checkout-session', requireUserOrOrderKey, validate('json', createCheckoutSessionSchema), async (c) => {
    const { initPaymentId } = c.req.valid('json');
    return c.json(await openCheckoutSession(c.get('deps'), c.var.orderCaller, initPaymentId));
  })
  // Its body limit (worker/http/body-limits.ts, `stripeWebhook`) is applied app-wide before this runs.
  .post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent: read them raw, never re-serialised JSON.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const result = await handleStripeWebhook(c.get('deps'), raw, c.req.header('stripe-signature'));
    return c.json({ received: true, outcome: result.outcome } satisfies StripeWebhookAnswer);
  });
