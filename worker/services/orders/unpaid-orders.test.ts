import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDb } from '~/db/client-node';
import { orderNotices } from '~/db/schema';
import { bearer, createAccount, htmlText, loginToken, mailsTo, testClock, type TestAccount } from '../../test-support/accounts';
import { CZECH_ADDRESS, insertOrderRow, insertProduct, orderBody, stockOfProduct, storedOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { runScheduledJobs } from '../operations/scheduled';
import { runUnpaidOrders } from './unpaid-orders';

/**
 * Acceptance of the unpaid-order life cycle with a fake clock (issue 19): placed through the API, reminded at half
 * its term, cancelled when it ran out with its copies back in stock, and the customer told twice; card orders on
 * their shorter term; two runs at once (two app instances on one database) do everything once.
 */

const DAY = 86_400_000;
const T0 = new Date('2026-03-01T10:00:00.000Z');
const clock = testClock(T0);
let t: TestApp;
let buyer: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, openOrderLimit: 'production' });
  buyer = await createAccount(t, { name: 'Mária Nezaplatená' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

/** A request of `who` at the clock's time (tokens last seven days; the clock moves by months). */
const as = async (who: TestAccount) => bearer(await loginToken(t, who));

/** Places an order of `qty` copies of a fresh product (stock 5) through the API at `at`. */
async function place(paymentMethod: string, at: Date, qty = 2) {
  clock.set(at);
  const product = await insertProduct(t, { stock: 5 });
  const r = await t.call('POST', '/api/orders/', orderBody([{ product, qty }], { paymentMethod }), await as(buyer));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: Number(r.body._id), orderNumber: r.body.orderNumber as string, product };
}
const runAt = async (at: Date) => {
  clock.set(at);
  return runUnpaidOrders(t.deps, { limit: 20 });
};
const subjects = async () => (await mailsTo(t, buyer.email)).map((m) => m.subject).reverse();
const noticesOf = async (orderId: number) =>
  (await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId)).orderBy(asc(orderNotices.id))).map((n) => [
    n.kind,
    n.status,
  ]);
const staff = async (id: number, action: 'paid' | 'cancell') => t.call('PUT', `/api/orders/${id}/${action}`, undefined, await as(admin));

describe('a bank transfer left unpaid (term 14 days)', () => {
  it('is reminded at half time with the account, VS and due date, then cancelled at the due time: stock back, two mails', async () => {
    const start = new Date('2026-04-01T08:00:00.000Z');
    const order = await place('Prevodom vopred', start);
    expect(await stockOfProduct(t, order.product)).toBe(3);
    const due = new Date(start.getTime() + 14 * DAY);
    const half = new Date(start.getTime() + 7 * DAY);
    const before = await subjects();
    expect(before).toEqual([expect.stringContaining(order.orderNumber)]); // the confirmation

    expect(await runAt(new Date(half.getTime() - 60_000))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await runAt(half)).toEqual({ reminded: 1, cancelled: 0 });
    expect(await storedOrderRow(t, order.id)).toMatchObject({
      remindedAt: half.toISOString(),
      payUntil: due.toISOString(),
      isCancelled: false,
    });
    const [reminder] = await mailsTo(t, buyer.email);
    expect(reminder.subject).toBe(`Objednávka ${order.orderNumber} čaká na platbu`);
    for (const line of [
      'IBAN: SK38 1100 0000 0026 2075 3192',
      `Variabilný symbol: ${order.orderNumber.replace(/\D/g, '')}`,
      'do 15. 4. 2026 10:00',
    ]) {
      expect(reminder.text).toContain(line);
      expect(htmlText(reminder.html!)).toContain(line);
    }
    // A second run (and the retries) send no second reminder.
    expect(await runAt(new Date(half.getTime() + 3_600_000))).toEqual({ reminded: 0, cancelled: 0 });
    await runScheduledJobs(t.deps);

    expect(await runAt(new Date(due.getTime() - 60_000))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await stockOfProduct(t, order.product)).toBe(3);
    expect(await runAt(due)).toEqual({ reminded: 0, cancelled: 1 });
    expect(await storedOrderRow(t, order.id)).toMatchObject({
      isCancelled: true,
      cancelledAt: due.toISOString(),
      cancelReason: 'unpaid',
      isPaid: false,
    });
    expect(await stockOfProduct(t, order.product)).toBe(5);
    const [expired] = await mailsTo(t, buyer.email);
    expect(expired.subject).toBe(`Objednávka ${order.orderNumber} bola zrušená – nebola zaplatená`);
    expect(expired.text).toContain('pretože sme za ňu do 15. 4. 2026 10:00 neprijali platbu');
    expect(await subjects()).toEqual([...before, reminder.subject, expired.subject]);
    expect(await noticesOf(order.id)).toEqual([
      ['reminder', 'sent'],
      ['expired', 'sent'],
    ]);

    // Later runs change nothing: no second stock return, no third mail.
    await runAt(new Date(due.getTime() + DAY));
    await runScheduledJobs(t.deps);
    expect(await stockOfProduct(t, order.product)).toBe(5);
    expect(await subjects()).toHaveLength(3);
    // The owner and the admin read why and until when.
    const seen = await t.call('GET', `/api/orders/${order.id}`, undefined, await as(buyer));
    expect(seen.body).toMatchObject({
      isCancelled: true,
      cancelReason: 'unpaid',
      payUntil: due.toISOString(),
      remindedAt: half.toISOString(),
    });
  });
});

describe('a card order left at the payment page (term 3 days)', () => {
  it('is reminded after a day and a half with the link to pay on the order page, and cancelled after 3 days', async () => {
    const start = new Date('2026-05-01T08:00:00.000Z');
    const order = await place('Stripe', start, 1);
    expect(await runAt(new Date(start.getTime() + 1.5 * DAY))).toEqual({ reminded: 1, cancelled: 0 });
    const [reminder] = await mailsTo(t, buyer.email);
    expect(reminder.text).toContain(
      `kartou na stránke objednávky (tlačidlo „Platba Stripe“) do 4. 5. 2026 10:00:\nhttp://shop.test/order/${order.id}`,
    );
    expect(reminder.text).not.toContain('IBAN');
    expect(await runAt(new Date(start.getTime() + 3 * DAY - 1))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await runAt(new Date(start.getTime() + 3 * DAY))).toEqual({ reminded: 0, cancelled: 1 });
    expect(await storedOrderRow(t, order.id)).toMatchObject({ isCancelled: true, cancelReason: 'unpaid' });
    expect(await stockOfProduct(t, order.product)).toBe(5);
    expect((await mailsTo(t, buyer.email))[0].subject).toContain('bola zrušená – nebola zaplatená');
  });
});

describe('a bank transfer to Czechia (issue 30: priced whole when placed)', () => {
  it('has the term of a transfer at home: its due date in the answer, reminded at half time, cancelled at the end', async () => {
    const start = new Date('2026-05-10T08:00:00.000Z');
    clock.set(start);
    const product = await insertProduct(t, { stock: 5 });
    const r = await t.call('POST', '/api/orders/', orderBody([{ product, qty: 1 }], { shippingAddress: CZECH_ADDRESS }), await as(buyer));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ shippingLater: false, payUntil: '2026-05-24T08:00:00.000Z', dueDate: '2026-05-24T08:00:00.000Z' });
    expect(await runAt(new Date(start.getTime() + 7 * DAY))).toEqual({ reminded: 1, cancelled: 0 });
    expect(await runAt(new Date(start.getTime() + 14 * DAY))).toEqual({ reminded: 0, cancelled: 1 });
    expect(await storedOrderRow(t, Number(r.body._id))).toMatchObject({ isCancelled: true, cancelReason: 'unpaid' });
    expect(await stockOfProduct(t, product)).toBe(5);
  });
});

describe('what the job leaves alone', () => {
  it('cash on delivery, a transfer from abroad still waiting for its postage (from before issue 30), a paid order and a sent one, however old', async () => {
    const old = { createdAt: '2025-01-01T10:00:00.000Z' };
    const cash = await insertOrderRow(t, buyer.id, { ...old, paymentMethod: 'Hotovosť' });
    const abroad = await insertOrderRow(t, buyer.id, { ...old, shipCountry: 'Česko', shippingLater: true });
    const paid = await insertOrderRow(t, buyer.id, { ...old, isPaid: true, paidAt: old.createdAt });
    const sent = await insertOrderRow(t, buyer.id, { ...old, isDelivered: true, deliveredAt: old.createdAt });
    expect(await runAt(new Date('2026-06-01T10:00:00.000Z'))).toEqual({ reminded: 0, cancelled: 0 });
    for (const o of [cash, abroad, paid, sent])
      expect(await storedOrderRow(t, o.id)).toMatchObject({ remindedAt: null, isCancelled: false });
    const seen = await t.call('GET', `/api/orders/${cash.id}`, undefined, await as(buyer));
    expect(seen.body.payUntil).toBeNull();
    // Room for the next tests: the limit of open unpaid orders per account counts these two.
    for (const o of [cash, abroad]) await staff(o.id, 'cancell');
  });

  it('an order paid after its reminder is not cancelled', async () => {
    const start = new Date('2026-07-01T08:00:00.000Z');
    const order = await place('Prevodom vopred', start, 1);
    await runAt(new Date(start.getTime() + 7 * DAY));
    await staff(order.id, 'paid');
    expect(await runAt(new Date(start.getTime() + 20 * DAY))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await storedOrderRow(t, order.id)).toMatchObject({ isPaid: true, isCancelled: false });
  });

  it('a reminder whose mail failed is sent again by the retries while the order waits, never once it is paid', async () => {
    clock.set(new Date('2026-07-10T08:00:00.000Z'));
    const failedAt = { kind: 'reminder' as const, status: 'failed' as const, attempts: 1, createdAt: '2026-07-10T07:00:00.000Z' };
    const waiting = await insertOrderRow(t, null, { email: 'caka@example.sk', mailStatus: 'sent' });
    const paid = await insertOrderRow(t, null, {
      email: 'zaplatila@example.sk',
      mailStatus: 'sent',
      isPaid: true,
      paidAt: failedAt.createdAt,
    });
    await t.db.insert(orderNotices).values([
      { orderId: waiting.id, ...failedAt },
      { orderId: paid.id, ...failedAt },
    ]);
    await runScheduledJobs(t.deps);
    expect((await mailsTo(t, 'caka@example.sk')).map((m) => m.subject)).toEqual([`Objednávka ${waiting.orderNumber} čaká na platbu`]);
    expect(await mailsTo(t, 'zaplatila@example.sk')).toEqual([]);
    expect(await noticesOf(paid.id)).toEqual([['reminder', 'failed']]);
    await staff(waiting.id, 'cancell'); // out of the later tests' runs
  });
});

describe('a reminder that comes late (the job was stopped, or the terms were shortened)', () => {
  it('still gives the customer half a term after it before the cancel', async () => {
    const start = new Date('2026-08-01T08:00:00.000Z');
    const order = await place('Prevodom vopred', start, 1);
    const late = new Date(start.getTime() + 20 * DAY); // the due time passed 6 days ago, never reminded
    expect(await runAt(late)).toEqual({ reminded: 1, cancelled: 0 });
    const payUntil = new Date(late.getTime() + 7 * DAY);
    expect(await storedOrderRow(t, order.id)).toMatchObject({ payUntil: payUntil.toISOString(), isCancelled: false });
    expect(await runAt(new Date(payUntil.getTime() - 1))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await runAt(payUntil)).toEqual({ reminded: 0, cancelled: 1 });
  });
});

describe('two runs at once (two app instances on one database)', () => {
  it('remind, cancel, return the stock and mail once', async () => {
    const [{ file }] = (await t.db.$client.execute('PRAGMA database_list')).rows as unknown as { file: string }[];
    const other = openNodeDb(`file:${file}`);
    const twin = { ...t.deps, db: other };
    try {
      const start = new Date('2026-09-01T08:00:00.000Z');
      const a = await place('Prevodom vopred', start, 2);
      const b = await place('Stripe', start, 1);
      const mails = (await subjects()).length;
      clock.set(new Date(start.getTime() + 7 * DAY));
      const reminded = await Promise.all([runUnpaidOrders(t.deps, { limit: 20 }), runUnpaidOrders(twin, { limit: 20 })]);
      // b (card, 3 days) is past its half time and its due time, but is reminded first: never cancelled unwarned.
      expect(reminded.reduce((n, r) => n + r.reminded, 0)).toBe(2);
      clock.set(new Date(start.getTime() + 30 * DAY));
      const cancelled = await Promise.all([runUnpaidOrders(t.deps, { limit: 20 }), runUnpaidOrders(twin, { limit: 20 })]);
      expect(cancelled.reduce((n, r) => n + r.cancelled, 0)).toBe(2);
      expect(await stockOfProduct(t, a.product)).toBe(5);
      expect(await stockOfProduct(t, b.product)).toBe(5);
      expect((await subjects()).length).toBe(mails + 4);
      for (const o of [a, b])
        expect(await noticesOf(o.id)).toEqual([
          ['reminder', 'sent'],
          ['expired', 'sent'],
        ]);
    } finally {
      other.$client.close();
    }
  });
});
