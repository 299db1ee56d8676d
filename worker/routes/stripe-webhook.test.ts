import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { siteFacts } from '../domain/site-facts';
import { bearer, createAccount, loginToken, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import { insertOrder, storedOrderRow, storedPaymentEvents } from '../test-support/card-orders';
import { startStripeStandIn, type StripeStandIn } from '../test-support/stripe-stand-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

const WEBHOOK_SECRET = 'whsec_x';
let standIn: StripeStandIn;
let t: TestApp;
/** The app's clock; events are signed by it (Stripe's signatures carry a timestamp the webhook checks). */
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const signedAt = () => Math.floor(clock.now().getTime() / 1000);
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

/** A Checkout Session event as Stripe sends it, signed with `secret` (default: the endpoint's). */
async function signedEvent(session: Record<string, unknown>, o: { type?: string; id?: string; secret?: string } = {}) {
  const body = JSON.stringify({
    id: o.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: o.type ?? 'checkout.session.completed',
    data: { object: { object: 'checkout.session', payment_status: 'paid', currency: 'eur', ...session } },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret: o.secret ?? WEBHOOK_SECRET,
    timestamp: signedAt(),
  });
  return { body, signature };
}

async function postWebhook(body: string, signature?: string) {
  const res = await t.app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    body,
  });
  return { status: res.status, body: await res.json() };
}

/** A card order with a started attempt and a Checkout Session made through the API. */
async function orderAwaitingPayment() {
  const { id, init } = await startedOrder();
  const r = await t.call('POST', '/api/create-stripe-checkout-session', clientBody(init), as(jana));
  expect(r.status).toBe(200);
  const session = { id: r.body.id as string, amount_total: 3845, metadata: { orderId: String(id), initPaymentId: init } };
  return { id, init, session };
}

const paidMails = async () => (await mailsTo(t, 'jana.novakova@example.sk')).filter((m) => m.subject === siteFacts.emails.subjects.paid);

describe('POST /api/stripe/webhook', () => {
  it('marks the order paid on a validly signed, matching checkout.session.completed, and mails the customer once', async () => {
    const { id, session } = await orderAwaitingPayment();
    const mailsBefore = (await paidMails()).length;
    const event = await signedEvent(session, { id: 'evt_paid_once' });
    expect(await postWebhook(event.body, event.signature)).toMatchObject({ status: 200, body: { received: true, outcome: 'paid' } });
    const paid = await storedOrderRow(t, id);
    expect(paid.isPaid).toBe(true);
    expect(paid.paidAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await storedPaymentEvents(t)).map((e) => e.id)).toContain('evt_paid_once');
    const mails = await paidMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0].text).toContain(paid.orderNumber);
    expect(mails[0].text).toContain('38,45');

    // Stripe delivers the same event again: 200, nothing changes, no second mail.
    expect(await postWebhook(event.body, event.signature)).toMatchObject({ status: 200, body: { outcome: 'replay' } });
    expect((await storedOrderRow(t, id)).paidAt).toBe(paid.paidAt);
    expect((await paidMails()).length).toBe(mailsBefore + 1);

    // A later async_payment_succeeded for the same session: recorded, nothing else changes.
    const later = await signedEvent(session, { type: 'checkout.session.async_payment_succeeded' });
    expect(await postWebhook(later.body, later.signature)).toMatchObject({ status: 200, body: { outcome: 'unchanged' } });
    expect((await storedOrderRow(t, id)).paidAt).toBe(paid.paidAt);
    expect((await paidMails()).length).toBe(mailsBefore + 1);
  });

  it('refuses a bad signature, a missing header and a tampered body with 400, changing nothing', async () => {
    const { id, session } = await orderAwaitingPayment();
    const eventsBefore = (await storedPaymentEvents(t)).length;
    const wrongSecret = await signedEvent(session, { secret: 'whsec_someone_else' });
    const good = await signedEvent(session);
    const tampered = good.body.replace('"amount_total":3845', '"amount_total":1');
    expect(tampered).not.toBe(good.body);

    expect(await postWebhook(wrongSecret.body, wrongSecret.signature)).toEqual({
      status: 400,
      body: { message: PAYMENT_MESSAGES.signatureInvalid },
    });
    expect(await postWebhook(good.body)).toEqual({ status: 400, body: { message: PAYMENT_MESSAGES.signatureMissing } });
    expect(await postWebhook(good.body, 'garbage')).toEqual({ status: 400, body: { message: PAYMENT_MESSAGES.signatureInvalid } });
    expect(await postWebhook(tampered, good.signature)).toEqual({ status: 400, body: { message: PAYMENT_MESSAGES.signatureInvalid } });

    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null });
    expect((await storedPaymentEvents(t)).length).toBe(eventsBefore);
  });

  it('refuses an event signed long ago (a captured delivery replayed later)', async () => {
    const { id, session } = await orderAwaitingPayment();
    const body = JSON.stringify({
      id: 'evt_old',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, payment_status: 'paid', currency: 'eur' } },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: signedAt() - 3600,
    });
    expect((await postWebhook(body, signature)).status).toBe(400);
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
  });

  it('ignores (200, not paid) a paid session whose amount, session id or attempt differs from the stored order', async () => {
    const { id, init, session } = await orderAwaitingPayment();
    const variants = [
      { ...session, amount_total: 100 },
      { ...session, id: 'cs_test_another_session' },
      { ...session, metadata: { orderId: String(id), initPaymentId: 'an-old-attempt' } },
      { ...session, currency: 'czk' },
    ];
    for (const v of variants) {
      const e = await signedEvent(v);
      expect(await postWebhook(e.body, e.signature)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    }
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null, initPaymentId: init });
    expect(t.logs.filter((l) => l.level === 'error' && l.message.includes('paid session ignored')).length).toBeGreaterThanOrEqual(4);
  });

  it('ignores unpaid sessions, other event types and unknown orders with 200', async () => {
    const { id, session } = await orderAwaitingPayment();
    const cases = [
      await signedEvent({ ...session, payment_status: 'unpaid' }),
      await signedEvent(session, { type: 'checkout.session.expired' }),
      await signedEvent(session, { type: 'payment_intent.succeeded' }),
      await signedEvent({ ...session, metadata: { orderId: '999999', initPaymentId: 'x' } }),
    ];
    for (const e of cases) expect(await postWebhook(e.body, e.signature)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
  });

  it('does not mark a cancelled order paid', async () => {
    const { id, session } = await orderAwaitingPayment();
    await t.db.$client.execute({
      sql: "update orders set is_cancelled = 1, cancelled_at = '2026-03-01T10:00:00.000Z' where id = ?",
      args: [id],
    });
    const e = await signedEvent(session);
    expect(await postWebhook(e.body, e.signature)).toMatchObject({ status: 200, body: { outcome: 'unchanged' } });
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, isCancelled: true });
  });

  it('refuses a huge body without reading it as an event', async () => {
    const res = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: 'x'.repeat(300 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: PAYMENT_MESSAGES.bodyTooLarge });
  });
});
