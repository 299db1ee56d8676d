import { afterEach, describe, expect, it } from 'vitest';
import { stripeSignatureFor } from '../adapters/stripe-gateway';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { stripeFromEnv } from '../platform/env-config';
import { createAccount } from '../test-support/accounts';
import { insertOrder, storedOrderRow, storedPaymentEvents } from '../test-support/card-orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * A shop that once ran as a local demo keeps its data folder's test-checkout secret; started again on a public
 * address without Stripe keys, its webhook secret is still that one (platform/env-config.ts). Issue 28: an event
 * signed with it paid an order. Card payment is off there, so the webhook now refuses every event (404, its
 * `{ message }`, nothing stored); with the test checkout switched on the same event still pays.
 */
const LOCAL_SECRET = 'whsec_local_from_the_data_folder';
const BASE_URL = 'https://shop.example.sk';

let t: TestApp;
afterEach(() => t.close());

/** An app configured as the platform entries configure it from these variables. */
const shopWith = async (env: Record<string, string>) =>
  (t = await createTestApp({ config: { baseUrl: BASE_URL, stripe: stripeFromEnv({ BASE_URL, ...env }, LOCAL_SECRET, BASE_URL) } }));

/** An order paid by test checkout once, and the event that test checkout would sign for it. */
async function orderAndSignedEvent(secret = LOCAL_SECRET) {
  const account = await createAccount(t);
  const id = await insertOrder(t, account.id, { initPaymentId: 'init-demo', stripeSessionId: 'cs_test_local_demo0001' });
  const { totalCents } = await storedOrderRow(t, id);
  const body = JSON.stringify({
    id: `evt_test_local_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_local_demo0001',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: totalCents,
        currency: 'eur',
        metadata: { orderId: String(id), initPaymentId: 'init-demo' },
      },
    },
  });
  return { id, body, signature: await stripeSignatureFor(body, secret, t.deps.now()) };
}

async function postWebhook(body: string, signature: string) {
  const res = await t.app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  return { status: res.status, body: await res.json() };
}

describe('the Stripe webhook where card payment is off', () => {
  it('public BASE_URL, no keys: an event signed with the test-checkout secret is refused and pays nothing', async () => {
    await shopWith({});
    expect(t.deps.config.stripe.testCheckout).toBe(false);
    const { id, body, signature } = await orderAndSignedEvent();
    expect(await postWebhook(body, signature)).toEqual({ status: 404, body: { message: PAYMENT_MESSAGES.webhookOff } });
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null });
    expect(await storedPaymentEvents(t)).toEqual([]);
  });

  it('TEST_CHECKOUT=0 on a loopback address: refused the same way', async () => {
    t = await createTestApp({ config: { stripe: stripeFromEnv({ TEST_CHECKOUT: '0' }, LOCAL_SECRET, 'http://127.0.0.1:4321') } });
    const { id, body, signature } = await orderAndSignedEvent();
    expect((await postWebhook(body, signature)).status).toBe(404);
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
  });
});

describe('the Stripe webhook while the test checkout is on', () => {
  it('TEST_CHECKOUT=1 on the public address: the same event pays the order', async () => {
    await shopWith({ TEST_CHECKOUT: '1' });
    const { id, body, signature } = await orderAndSignedEvent();
    expect(await postWebhook(body, signature)).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    expect((await storedOrderRow(t, id)).isPaid).toBe(true);
    expect((await storedPaymentEvents(t)).map((e) => e.id)).toEqual([`evt_test_local_${id}`]);
  });

  it('with Stripe keys the test-checkout secret no longer signs: 400, unpaid', async () => {
    await shopWith({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_real' });
    const { id, body, signature } = await orderAndSignedEvent();
    expect(await postWebhook(body, signature)).toEqual({ status: 400, body: { message: PAYMENT_MESSAGES.signatureInvalid } });
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
    const real = await orderAndSignedEvent('whsec_real');
    expect((await postWebhook(real.body, real.signature)).status).toBe(200);
  });
});
