import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { stripeFromEnv } from '../platform/env-config';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertOrder, storedOrderRow } from '../test-support/card-orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Safe default: a shop on a public address (BASE_URL=https://example.sk) without Stripe keys takes no card
 * payments. The configuration is made as both platform entries make it (platform/env-config.ts).
 */

const BASE_URL = 'https://example.sk';
let t: TestApp;
let auth: Record<string, string>;
let ownerId: number;

beforeAll(async () => {
  const stripe = stripeFromEnv({ BASE_URL }, 'whsec_local', BASE_URL);
  t = await createTestApp({ config: { baseUrl: BASE_URL, stripe } });
  const owner = await createAccount(t);
  ownerId = owner.id;
  auth = bearer(await loginToken(t, owner));
});
afterAll(() => t.close());

describe('BASE_URL=https://example.sk and no Stripe keys', () => {
  it('the test checkout does not exist: 404, even for a test session stored earlier', async () => {
    const earlier = await insertOrder(t, ownerId, { initPaymentId: 'init-earlier', stripeSessionId: 'cs_test_local_0123' });
    expect((await t.app.request('/test-checkout/cs_test_local_0123')).status).toBe(404);
    expect((await t.app.request('/test-checkout/cs_test_local_0123/pay', { method: 'POST' })).status).toBe(404);
    expect((await t.app.request('/test-checkout/cs_test_local_0123/cancel', { method: 'POST' })).status).toBe(404);
    expect((await storedOrderRow(t, earlier)).isPaid).toBe(false);
  });

  it('card payment says it is unavailable (503, in Slovak) and nothing is stored', async () => {
    const id = await insertOrder(t, ownerId);
    expect(await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, auth)).toMatchObject({
      status: 503,
      body: { message: PAYMENT_MESSAGES.cardUnavailable },
    });
    expect(PAYMENT_MESSAGES.cardUnavailable).toMatch(/^Platba kartou je momentálne nedostupná/);
    expect(await storedOrderRow(t, id)).toMatchObject({ initPaymentId: null, stripeSessionId: null, isPaid: false });
    // An attempt started while cards were on cannot open a session now.
    const started = await insertOrder(t, ownerId, { initPaymentId: 'init-before' });
    expect(await t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId: 'init-before' }, auth)).toMatchObject({
      status: 503,
      body: { message: PAYMENT_MESSAGES.cardUnavailable },
    });
    expect((await storedOrderRow(t, started)).stripeSessionId).toBeNull();
  });

  it('the site learns it from /api/auth/config (the checkout offers no card)', async () => {
    expect((await t.call('GET', '/api/auth/config')).body).toEqual({ google: false, cardPayment: false });
  });
});

describe('TEST_CHECKOUT=1 on the same public address (a staging shop)', () => {
  it('switches the test checkout on: an attempt and a test session start', async () => {
    const staging = await createTestApp({
      config: { baseUrl: BASE_URL, stripe: stripeFromEnv({ BASE_URL, TEST_CHECKOUT: '1' }, 'whsec_local', BASE_URL) },
    });
    try {
      const account = await createAccount(staging);
      const owner = bearer(await loginToken(staging, account));
      const id = await insertOrder(staging, account.id);
      const init = await staging.call('PUT', `/api/orders/${id}/init-payment`, undefined, owner);
      expect(init.status).toBe(200);
      const session = await staging.call('POST', '/api/create-stripe-checkout-session', { initPaymentId: init.body.initPaymentId }, owner);
      expect(session.body.url).toMatch(new RegExp(`^${BASE_URL}/test-checkout/cs_test_local_`));
      expect((await staging.call('GET', '/api/auth/config')).body.cardPayment).toBe(true);
    } finally {
      await staging.close();
    }
  });
});
