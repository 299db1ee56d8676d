import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { ORDER_MESSAGES } from '../domain/orders';
import { runUnpaidOrders } from '../services/orders/unpaid-orders';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { insertOrder, storedOrderRow } from '../test-support/card-orders';
import { raceBeforeStatement } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * A customer paying by card at the last minute is never charged for an order the scheduled job cancelled
 * meanwhile: opening the card page moves the order's due time past the page's end (an hour, plus 15 minutes).
 */
const clock = testClock(new Date('2026-03-10T10:00:00.000Z'));
const MIN = 60_000;
let t: TestApp;
let auth: Record<string, string>;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const jana = await createAccount(t);
  userId = jana.id;
  auth = bearer(await loginToken(t, jana));
});
afterAll(() => t.close());

/** A card order of Jana's, reminded, due in `minutes`; its payment attempt started. */
async function dueSoon(minutes: number) {
  const now = clock.now().getTime();
  const id = await insertOrder(t, userId, {
    createdAt: new Date(now - 3 * 24 * 60 * MIN).toISOString(),
    remindedAt: new Date(now - 36 * 60 * MIN).toISOString(),
    payUntil: new Date(now + minutes * MIN).toISOString(),
  });
  const init = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, auth);
  expect(init.status).toBe(200);
  return { id, initPaymentId: init.body.initPaymentId as string };
}

describe('a card payment page open at the end of the term', () => {
  it('moves the due time past the page, so the job leaves the order alone until then', async () => {
    const { id, initPaymentId } = await dueSoon(10);
    const r = await t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, auth);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const due = clock.now().getTime() + 75 * MIN;
    expect((await storedOrderRow(t, id)).payUntil).toBe(new Date(due).toISOString());

    clock.advance(30 * MIN);
    await runUnpaidOrders(t.deps, { limit: 20 });
    expect((await storedOrderRow(t, id)).isCancelled).toBe(false);
    clock.advance(50 * MIN);
    await runUnpaidOrders(t.deps, { limit: 20 });
    expect(await storedOrderRow(t, id)).toMatchObject({ isCancelled: true, cancelReason: 'unpaid' });
  });

  it('keeps a later due time as it is', async () => {
    const { id, initPaymentId } = await dueSoon(24 * 60);
    const before = (await storedOrderRow(t, id)).payUntil;
    expect((await t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, auth)).status).toBe(200);
    expect((await storedOrderRow(t, id)).payUntil).toBe(before);
  });

  it('refuses a page for an order the job has cancelled, and starts nothing', async () => {
    const { id, initPaymentId } = await dueSoon(-5);
    await runUnpaidOrders(t.deps, { limit: 20 });
    const r = await t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, auth);
    expect(r).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.cancelledNoChange } });
    expect((await storedOrderRow(t, id)).stripeSessionId).toBeNull();
  });

  it('refuses a page for an order cancelled after it was read, before its due time moved, and starts nothing', async () => {
    const { id, initPaymentId } = await dueSoon(10);
    // The request reads the order once: the conditional write of the due time is what sees the cancel.
    const cancel = () => t.db.update(orders).set({ isCancelled: true, cancelledAt: clock.now().toISOString() }).where(eq(orders.id, id));
    const logged = t.logs.length;
    const r = await raceBeforeStatement(t, /^update "orders" set "pay_until"/, cancel, () =>
      t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, auth),
    );
    expect(r).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.cancelledNoChange } });
    expect(await storedOrderRow(t, id)).toMatchObject({
      isCancelled: true,
      stripeSessionId: null,
      payUntil: new Date(clock.now().getTime() + 10 * MIN).toISOString(),
    });
    // No page was asked of the card provider (one asked for and then left unattached is logged).
    expect(t.logs.slice(logged).map((l) => l.message)).toEqual([]);
  });
});
