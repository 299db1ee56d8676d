import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../domain/orders';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { ORDER_OWNER_ONLY_STRICT } from '../services/orders/order-view';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { insertOrder, storedOrderRow } from '../test-support/card-orders';
import { startStripeStandIn, type StripeStandIn } from '../test-support/stripe-stand-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

const WEBHOOK_SECRET = 'whsec_x';
let standIn: StripeStandIn;
let t: TestApp;
/** The app's clock; events are signed by it (Stripe's signatures carry a timestamp the webhook checks). */
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
let jana: TestAccount;
let peter: TestAccount;
const token: Record<string, string> = {};
const as = (a: TestAccount) => bearer(token[a.email]);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    now: clock.now,
    config: { stripe: { secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET, api: standIn.api, testCheckout: false } },
  });
  [jana, peter] = await Promise.all([createAccount(t), createAccount(t)]);
  for (const a of [jana, peter]) token[a.email] = await loginToken(t, a);
});
afterAll(async () => {
  t.close();
  await standIn.close();
});

/** A card order of Jana's with a started attempt (through the API): its id and init id. */
async function startedOrder(fields: Parameters<typeof insertOrder>[2] = {}) {
  const id = await insertOrder(t, jana.id, fields);
  const r = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana));
  expect(r.status).toBe(200);
  return { id, init: r.body.initPaymentId as string };
}

/** What the old client sends: its own names and prices, which must not matter. */
const clientBody = (initPaymentId: string) => ({
  userName: 'Jana',
  email: 'someone-else@example.sk',
  products: [{ name: 'Lacná kniha', qty: 1, price: 0.01 }],
  url: 'https://evil.example/',
  shippingPrice: 0,
  initPaymentId,
});

describe('POST /api/create-stripe-checkout-session (real SDK against the local stand-in)', () => {
  it("builds the session from the stored order, not the client's products and prices", async () => {
    const { id, init } = await startedOrder();
    const before = standIn.sessionRequests().length;
    const r = await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: expect.stringMatching(/^cs_test_/), url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });

    const sent = standIn.sessionRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe('Bearer sk_test_x');
    const form = sent[0].form;
    expect(form.line_items).toEqual([
      { quantity: '2', price_data: { currency: 'eur', unit_amount: '1250', product_data: { name: 'Normálny kresťanský život' } } },
      { quantity: '1', price_data: { currency: 'eur', unit_amount: '895', product_data: { name: 'Život viery' } } },
      { quantity: '1', price_data: { currency: 'eur', unit_amount: '450', product_data: { name: 'Poštovné' } } },
    ]);
    expect(form).toMatchObject({
      mode: 'payment',
      customer_email: 'jana.novakova@example.sk',
      client_reference_id: String(id),
      metadata: { orderId: String(id), initPaymentId: init },
      success_url: `http://shop.test/order/${id}/stripe-success/${init}`,
      cancel_url: `http://shop.test/order/${id}/stripe-fail`,
      // The card page closes after an hour (worker/domain/payments.ts CARD_SESSION_MINUTES).
      expires_at: String(Math.floor(clock.now().getTime() / 1000) + 3600),
    });
    expect(sent[0].raw).not.toContain('evil.example');
    expect(sent[0].raw).not.toContain('Lacn');
    expect((await storedOrderRow(t, id)).stripeSessionId).toBe(r.body.id);
  });

  it('leaves out postage when it is free', async () => {
    const { init } = await startedOrder({ lines: [{ name: 'Veľká kniha', qty: 5, unitPriceCents: 2100 }] });
    const before = standIn.sessionRequests().length;
    expect((await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana))).status).toBe(200);
    const [sent] = standIn.sessionRequests().slice(before);
    expect(sent.form.line_items).toEqual([
      { quantity: '5', price_data: { currency: 'eur', unit_amount: '2100', product_data: { name: 'Veľká kniha' } } },
    ]);
  });

  it("refuses someone else's init id (403) and an unknown one (404), asking Stripe nothing and storing nothing", async () => {
    const { id, init } = await startedOrder();
    const before = standIn.requests.length;
    expect(await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(peter))).toMatchObject({
      status: 403,
      body: { message: ORDER_OWNER_ONLY_STRICT },
    });
    expect(await t.call('POST', '/api/create-stripe-checkout-session', clientBody('f'.repeat(64)), as(jana))).toMatchObject({
      status: 404,
      body: { message: PAYMENT_MESSAGES.initUnknown },
    });
    expect((await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init))).status).toBe(401);
    expect(await t.call('POST', '/api/create-stripe-checkout-session', { products: [] }, as(jana))).toMatchObject({
      status: 400,
      body: { message: PAYMENT_MESSAGES.initMissing },
    });
    for (const broken of ['{"initPaymentId":', '"just text"']) {
      const r = await t.call('POST', '/api/create-stripe-checkout-session', broken, as(jana));
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/JSON|initPaymentId/);
    }
    expect(standIn.requests.length).toBe(before);
    expect((await storedOrderRow(t, id)).stripeSessionId).toBeNull();
  });

  it('refuses paid, cancelled and non-card orders (409)', async () => {
    const cases = [
      [{ isPaid: true, paidAt: '2026-03-01T10:00:00.000Z', initPaymentId: 'init-paid' }, 'init-paid', ORDER_MESSAGES.alreadyPaid],
      [
        { isCancelled: true, cancelledAt: '2026-03-01T10:00:00.000Z', initPaymentId: 'init-cancelled' },
        'init-cancelled',
        ORDER_MESSAGES.cancelledNoChange,
      ],
      [{ paymentMethod: 'Prevodom vopred', initPaymentId: 'init-transfer' }, 'init-transfer', ORDER_MESSAGES.notCardOrder],
    ] as const;
    const before = standIn.requests.length;
    for (const [fields, init, message] of cases) {
      const id = await insertOrder(t, jana.id, fields);
      expect(await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana))).toMatchObject({
        status: 409,
        body: { message },
      });
      expect((await storedOrderRow(t, id)).stripeSessionId).toBeNull();
    }
    expect(standIn.requests.length).toBe(before);
  });

  it('keeps the first session of an attempt: a second request (double-click) is refused, asks Stripe nothing and changes nothing', async () => {
    const { id, init } = await startedOrder();
    const first = await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana));
    const asked = standIn.sessionRequests().length;
    const second = await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana));
    expect(second).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.sessionAlreadyStarted } });
    expect(standIn.sessionRequests().length).toBe(asked);
    expect((await storedOrderRow(t, id)).stripeSessionId).toBe(first.body.id);
  });

  it('answers 502 when Stripe fails, storing no session', async () => {
    const { id, init } = await startedOrder();
    standIn.failNextRequests(500);
    try {
      expect(await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana))).toMatchObject({
        status: 502,
        body: { message: PAYMENT_MESSAGES.gatewayUnavailable },
      });
    } finally {
      standIn.failNextRequests(null);
    }
    expect((await storedOrderRow(t, id)).stripeSessionId).toBeNull();
  });
});
