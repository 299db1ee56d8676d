import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { ORDER_MESSAGES } from '../domain/orders';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { insertOrder, storedOrderRow } from '../test-support/card-orders';
import { raceBeforeStatement } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The card payment steps when something else changes the order between their check and their write (staff
 * cancel it, the webhook pays it, the customer starts a new attempt in another tab): the conditional write
 * refuses, and the answer says what happened. The app uses the built-in test checkout (no Stripe keys).
 */

let t: TestApp;
let jana: TestAccount;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  jana = await createAccount(t);
  token = await loginToken(t, jana);
});
afterAll(() => t.close());

const AT = '2026-03-01T10:00:00.000Z';
const set = (id: number, fields: Partial<typeof orders.$inferInsert>) => t.db.update(orders).set(fields).where(eq(orders.id, id));

/** `PUT …/init-payment` (a new attempt) with `meanwhile` run just before its write. */
const initPaymentWhile = (id: number, meanwhile: () => Promise<unknown>) =>
  raceBeforeStatement(t, /^update "orders" set "init_payment_id"/, meanwhile, () =>
    t.call('PUT', `/api/orders/${id}/init-payment`, undefined, bearer(token)),
  );
/** Opening the Checkout Session with `meanwhile` run just before the session is stored on the order. */
const openSessionWhile = (initPaymentId: string, meanwhile: () => Promise<unknown>) =>
  raceBeforeStatement(t, /^update "orders" set "stripe_session_id"/, meanwhile, () => openSession(initPaymentId));

async function startAttempt(id: number) {
  const r = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, bearer(token));
  expect(r.status).toBe(200);
  return r.body.initPaymentId as string;
}
const openSession = (initPaymentId: string) => t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, bearer(token));

describe('PUT /api/orders/:id/init-payment while the order changes', () => {
  it('paid meanwhile (the webhook got there first): 409 "already paid", no attempt stored', async () => {
    const id = await insertOrder(t, jana.id);
    expect(await initPaymentWhile(id, () => set(id, { isPaid: true, paidAt: AT }))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.alreadyPaid },
    });
    expect(await storedOrderRow(t, id)).toMatchObject({ initPaymentId: null, isPaid: true });
  });

  it('cancelled meanwhile by staff: 409 "cancelled", no attempt stored', async () => {
    const id = await insertOrder(t, jana.id);
    expect(await initPaymentWhile(id, () => set(id, { isCancelled: true, cancelledAt: AT }))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.cancelledNoChange },
    });
    expect((await storedOrderRow(t, id)).initPaymentId).toBeNull();
  });

  it('deleted meanwhile: 409 "cancelled" rather than an error', async () => {
    const id = await insertOrder(t, jana.id);
    expect(await initPaymentWhile(id, () => t.db.delete(orders).where(eq(orders.id, id)))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.cancelledNoChange },
    });
  });
});

describe('POST /api/create-stripe-checkout-session while the order changes', () => {
  it('cancelled meanwhile: 409 "cancelled", the session is not stored', async () => {
    const id = await insertOrder(t, jana.id);
    const init = await startAttempt(id);
    expect(await openSessionWhile(init, () => set(id, { isCancelled: true, cancelledAt: AT }))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.cancelledNoChange },
    });
    expect(await storedOrderRow(t, id)).toMatchObject({ stripeSessionId: null, initPaymentId: init, isCancelled: true });
  });

  it('paid meanwhile: 409 "already paid", the session is not stored', async () => {
    const id = await insertOrder(t, jana.id);
    const init = await startAttempt(id);
    expect(await openSessionWhile(init, () => set(id, { isPaid: true, paidAt: AT }))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.alreadyPaid },
    });
    expect((await storedOrderRow(t, id)).stripeSessionId).toBeNull();
  });

  it('a new attempt started in another tab meanwhile: 409 "attempt replaced", the new attempt stays untouched', async () => {
    const id = await insertOrder(t, jana.id);
    const init = await startAttempt(id);
    let newer = '';
    expect(await openSessionWhile(init, async () => (newer = await startAttempt(id)))).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.attemptReplaced },
    });
    expect(newer).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedOrderRow(t, id)).toMatchObject({ initPaymentId: newer, stripeSessionId: null });
  });

  it('the same attempt got its session meanwhile (a double-click): 409 "already started", the first session stays', async () => {
    const id = await insertOrder(t, jana.id);
    const init = await startAttempt(id);
    expect(await openSessionWhile(init, () => set(id, { stripeSessionId: 'cs_test_local_first_click' }))).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.sessionAlreadyStarted },
    });
    expect(await storedOrderRow(t, id)).toMatchObject({ initPaymentId: init, stripeSessionId: 'cs_test_local_first_click' });
  });

  it('deleted meanwhile: 409 "attempt replaced" rather than an error', async () => {
    const id = await insertOrder(t, jana.id);
    const init = await startAttempt(id);
    expect(await openSessionWhile(init, () => t.db.delete(orders).where(eq(orders.id, id)))).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.attemptReplaced },
    });
  });
});

describe('POST /api/create-stripe-checkout-session for an order whose lines do not add up to its total', () => {
  it('refuses the card payment (409) and stores no session: the charge could not be matched to the order', async () => {
    const id = await insertOrder(t, jana.id, { totalCents: 9999 });
    const init = await startAttempt(id);
    expect(await openSession(init)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.totalsInconsistent } });
    expect(await storedOrderRow(t, id)).toMatchObject({ initPaymentId: init, stripeSessionId: null });
  });
});
