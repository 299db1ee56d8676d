import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedStripeEvent } from '../../adapters/stripe-gateway';
import { insertOrder, storedOrderRow } from '../../test-support/card-orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { handleStripeWebhook } from './stripe-webhook';
import { payTestCheckout } from './test-checkout';

/**
 * "Zaplatiť" of the built-in test checkout plays the card provider: what it hands the webhook handler must be
 * the delivery Stripe would send. The handler is the real one, watched on its way in.
 */
vi.mock('./stripe-webhook', async (original) => {
  const real = await original<typeof import('./stripe-webhook')>();
  return { ...real, handleStripeWebhook: vi.fn(real.handleStripeWebhook) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('payTestCheckout', () => {
  it("hands the webhook a checkout.session.completed signed with the webhook secret, as Stripe's own", async () => {
    const sessionId = 'cs_test_local_event_shape';
    const id = await insertOrder(t, null, { initPaymentId: 'attempt-shape', stripeSessionId: sessionId, email: 'tvar@example.sk' });
    const delivered = vi.mocked(handleStripeWebhook);
    delivered.mockClear();

    expect(await payTestCheckout(t.deps, sessionId)).toBe(`http://shop.test/order/${id}/stripe-success/attempt-shape`);
    expect(delivered).toHaveBeenCalledTimes(1);
    const [, body, signature] = delivered.mock.calls[0];
    // Stripe's check of the signature (secret and timestamp) passes at the app's time.
    const event = await verifiedStripeEvent(body, signature!, t.deps.config.stripe.webhookSecret, t.deps.now());
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_test_local_[0-9a-f]{24}$/),
      object: 'event',
      type: 'checkout.session.completed',
      created: t.deps.now().getTime() / 1000,
      livemode: false,
      pending_webhooks: 1,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 3845,
          currency: 'eur',
          client_reference_id: String(id),
          customer_email: 'tvar@example.sk',
          metadata: { orderId: String(id), initPaymentId: 'attempt-shape' },
          success_url: `http://shop.test/order/${id}/stripe-success/attempt-shape`,
          cancel_url: `http://shop.test/order/${id}/stripe-fail`,
        },
      },
    });
    expect((await storedOrderRow(t, id)).isPaid).toBe(true);
  });
});
