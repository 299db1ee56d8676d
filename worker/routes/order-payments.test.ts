import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ORDER_MESSAGES } from '../domain/orders';
import { siteFacts } from '../domain/site-facts';
import { ORDER_OWNER_ONLY, ORDER_OWNER_ONLY_STRICT } from '../services/orders/order-view';
import { bearer, createAccount, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertOrder, storedOrderRow } from '../test-support/card-orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let jana: TestAccount;
let peter: TestAccount;
let admin: TestAccount;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [jana, peter, admin] = await Promise.all([createAccount(t), createAccount(t), createAccount(t, { role: 'admin' })]);
  for (const a of [jana, peter, admin]) token[a.email] = await loginToken(t, a);
});
afterAll(() => t.close());

const as = (a: TestAccount) => bearer(token[a.email]);

describe('PUT /api/orders/:id/init-payment', () => {
  it('gives the owner a fresh unguessable id, stores it on the order and starts the attempt without a session', async () => {
    const id = await insertOrder(t, jana.id, { stripeSessionId: 'cs_old_attempt' });
    const first = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana));
    expect(first.status).toBe(200);
    expect(first.body.initPaymentId).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedOrderRow(t, id)).toMatchObject({ initPaymentId: first.body.initPaymentId, stripeSessionId: null, isPaid: false });

    const second = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana));
    expect(second.body.initPaymentId).not.toBe(first.body.initPaymentId);
    expect((await storedOrderRow(t, id)).initPaymentId).toBe(second.body.initPaymentId);
  });

  it('refuses another customer (403), an admin (403) and a visitor (401), and stores nothing', async () => {
    const id = await insertOrder(t, jana.id);
    expect(await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(peter))).toMatchObject({
      status: 403,
      body: { message: ORDER_OWNER_ONLY_STRICT },
    });
    expect(await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(admin))).toMatchObject({ status: 403 });
    expect(await t.call('PUT', `/api/orders/${id}/init-payment`)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
    expect((await storedOrderRow(t, id)).initPaymentId).toBeNull();
  });

  it('refuses bank-transfer, cash, paid and cancelled orders with 409 and stores nothing', async () => {
    const cases = [
      [{ paymentMethod: 'Prevodom vopred' }, ORDER_MESSAGES.notCardOrder],
      [{ paymentMethod: 'Hotovosť' }, ORDER_MESSAGES.notCardOrder],
      [{ isPaid: true, paidAt: '2026-03-01T10:00:00.000Z' }, ORDER_MESSAGES.alreadyPaid],
      [{ isCancelled: true, cancelledAt: '2026-03-01T10:00:00.000Z' }, ORDER_MESSAGES.cancelledNoChange],
    ] as const;
    for (const [fields, message] of cases) {
      const id = await insertOrder(t, jana.id, fields);
      expect(await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana))).toMatchObject({ status: 409, body: { message } });
      expect((await storedOrderRow(t, id)).initPaymentId).toBeNull();
    }
  });

  it('answers 404 for an unknown order and 400 for an id that is not a number', async () => {
    expect(await t.call('PUT', '/api/orders/999999/init-payment', undefined, as(jana))).toMatchObject({
      status: 404,
      body: { message: ORDER_MESSAGES.notFound },
    });
    expect(await t.call('PUT', '/api/orders/abc/init-payment', undefined, as(jana))).toMatchObject({ status: 400 });
  });
});

describe('GET /api/orders/:id/init-payment', () => {
  it('answers null before any attempt, then the current id', async () => {
    const id = await insertOrder(t, jana.id);
    expect(await t.call('GET', `/api/orders/${id}/init-payment`, undefined, as(jana))).toMatchObject({
      status: 200,
      body: { initPaymentId: null },
    });
    const started = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana));
    expect((await t.call('GET', `/api/orders/${id}/init-payment`, undefined, as(jana))).body).toEqual({
      initPaymentId: started.body.initPaymentId,
      testCheckout: false,
    });
  });

  it("says whether the attempt's session was the shop's test checkout or Stripe's", async () => {
    const local = await insertOrder(t, jana.id, {
      initPaymentId: 'a-1',
      stripeSessionId: 'cs_test_local_abc',
      isPaid: true,
      paidAt: '2026-03-01T10:00:00.000Z',
    });
    expect((await t.call('GET', `/api/orders/${local}/init-payment`, undefined, as(jana))).body).toEqual({
      initPaymentId: 'a-1',
      testCheckout: true,
    });
    const stripe = await insertOrder(t, jana.id, {
      initPaymentId: 'a-2',
      stripeSessionId: 'cs_test_a1B2c3',
      isPaid: true,
      paidAt: '2026-03-01T10:00:00.000Z',
    });
    expect((await t.call('GET', `/api/orders/${stripe}/init-payment`, undefined, as(jana))).body).toEqual({
      initPaymentId: 'a-2',
      testCheckout: false,
    });
  });

  it('still answers once the order is paid: the success page compares it after the payment', async () => {
    const id = await insertOrder(t, jana.id, { initPaymentId: 'attempt-1', isPaid: true, paidAt: '2026-03-01T10:00:00.000Z' });
    expect(await t.call('GET', `/api/orders/${id}/init-payment`, undefined, as(jana))).toMatchObject({
      status: 200,
      body: { initPaymentId: 'attempt-1' },
    });
  });

  it('is for the owner only and only for card orders', async () => {
    const id = await insertOrder(t, jana.id, { initPaymentId: 'attempt-secret' });
    for (const other of [peter, admin]) {
      const r = await t.call('GET', `/api/orders/${id}/init-payment`, undefined, as(other));
      expect(r.status).toBe(403);
      expect(JSON.stringify(r.body)).not.toContain('attempt-secret');
    }
    expect((await t.call('GET', `/api/orders/${id}/init-payment`)).status).toBe(401);
    const transfer = await insertOrder(t, jana.id, { paymentMethod: 'Prevodom vopred' });
    expect(await t.call('GET', `/api/orders/${transfer}/init-payment`, undefined, as(jana))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.notCardOrder },
    });
  });
});

describe('PUT /api/orders/:id/failed-payment-notif', () => {
  const subjectOf = (orderNumber: string) => siteFacts.emails.subjects.failedPayment.replace('{orderNumber}', orderNumber);

  it('records the failure and e-mails the shop once per order, whatever the attempts', async () => {
    const id = await insertOrder(t, jana.id);
    const { orderNumber } = await storedOrderRow(t, id);
    await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana));

    const r = await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, as(jana));
    expect(r).toMatchObject({ status: 200, body: { message: ORDER_MESSAGES.paymentFailedNoted } });
    const failedAt = (await storedOrderRow(t, id)).paymentFailedAt;
    expect(failedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    let notices = (await mailsTo(t, t.deps.config.shopEmail)).filter((m) => m.subject === subjectOf(orderNumber));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(orderNumber);
    expect(notices[0].text).toContain('38,45');

    // The failure page opened again for the same attempt: same answer, no second e-mail.
    expect(await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, as(jana))).toMatchObject({ status: 200 });
    notices = (await mailsTo(t, t.deps.config.shopEmail)).filter((m) => m.subject === subjectOf(orderNumber));
    expect(notices).toHaveLength(1);

    // A new attempt that fails again: the shop already knows this order's payment failed (no mail, nothing new).
    await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, as(jana));
    expect(await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, as(jana))).toMatchObject({
      status: 200,
      body: { message: ORDER_MESSAGES.paymentFailedNoted },
    });
    notices = (await mailsTo(t, t.deps.config.shopEmail)).filter((m) => m.subject === subjectOf(orderNumber));
    expect(notices).toHaveLength(1);
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paymentFailedAt: failedAt });
  });

  it('refuses others, admins and visitors, and paid or non-card orders, recording and mailing nothing', async () => {
    const id = await insertOrder(t, jana.id);
    const paid = await insertOrder(t, jana.id, { isPaid: true, paidAt: '2026-03-01T10:00:00.000Z' });
    const transfer = await insertOrder(t, jana.id, { paymentMethod: 'Prevodom vopred' });
    const before = (await mailsTo(t, t.deps.config.shopEmail)).length;
    expect((await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, as(peter))).status).toBe(403);
    expect((await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, as(admin))).status).toBe(403);
    expect((await t.call('PUT', `/api/orders/${id}/failed-payment-notif`)).status).toBe(401);
    expect(await t.call('PUT', `/api/orders/${paid}/failed-payment-notif`, undefined, as(jana))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.alreadyPaid },
    });
    expect(await t.call('PUT', `/api/orders/${transfer}/failed-payment-notif`, undefined, as(jana))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.notCardOrder },
    });
    for (const o of [id, paid, transfer]) expect((await storedOrderRow(t, o)).paymentFailedAt).toBeNull();
    expect((await mailsTo(t, t.deps.config.shopEmail)).length).toBe(before);
  });
});

describe('PUT /api/orders/:id/pay-stripe', () => {
  it('never marks an order paid, whatever the body claims, and answers the stored order', async () => {
    const id = await insertOrder(t, jana.id, { initPaymentId: 'attempt-x', stripeSessionId: 'cs_test_x' });
    const claims = { isPaid: true, paidAt: '2026-01-01T00:00:00.000Z', id: 'cs_test_x', status: 'COMPLETED', payment_status: 'paid' };
    const r = await t.call('PUT', `/api/orders/${id}/pay-stripe`, claims, as(jana));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ _id: String(id), isPaid: false, paidAt: null, totalPrice: 38.45, paymentMethod: 'Stripe' });
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null });
  });

  it('lets an admin read it too (owner or admin), refuses another customer and a visitor', async () => {
    const id = await insertOrder(t, jana.id);
    expect(await t.call('PUT', `/api/orders/${id}/pay-stripe`, {}, as(admin))).toMatchObject({
      status: 200,
      body: { _id: String(id), isPaid: false },
    });
    expect(await t.call('PUT', `/api/orders/${id}/pay-stripe`, {}, as(peter))).toMatchObject({
      status: 403,
      body: { message: ORDER_OWNER_ONLY },
    });
    expect((await t.call('PUT', `/api/orders/${id}/pay-stripe`, {})).status).toBe(401);
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
  });

  it('answers a paid order as paid (the webhook got there first)', async () => {
    const id = await insertOrder(t, jana.id, { isPaid: true, paidAt: '2026-03-02T09:00:00.000Z' });
    expect((await t.call('PUT', `/api/orders/${id}/pay-stripe`, 'not json at all', as(jana))).body).toMatchObject({
      isPaid: true,
      paidAt: '2026-03-02T09:00:00.000Z',
    });
  });
});
