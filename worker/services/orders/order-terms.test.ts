import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { orders } from '~/db/schema';
import { beforeNextStatement, raceBeforeBatch } from '../../test-support/races';
import { ORDER_MESSAGES } from '../../domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices } from '~/db/schema';
import { bearer, createAccount, htmlText, loginToken, mailsTo, testClock, type TestAccount } from '../../test-support/accounts';
import { insertProduct, orderBody, storedOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { runUnpaidOrders } from './unpaid-orders';

/**
 * Issue 29, acceptance with a fake clock: an order keeps the term it was placed under. Placed under a 14-day
 * transfer term, its due date stays on the order page's answer, on the invoice and in the scheduled job after the
 * shop's term becomes 10 days; only new orders take 10. An extension moves the stored date, mails the customer
 * (the outbox row) and reissues the invoice under the same number and issue date with a note of the change.
 */

const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-28T09:00:00.000Z'));
const dir = mkdtempSync(join(tmpdir(), 'prud-terms-'));
let t: TestApp;
let buyer: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  buyer = await createAccount(t, { name: 'Zuzana Termínová' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  return t.close();
});

const as = async (who: TestAccount) => bearer(await loginToken(t, who));
async function place(at: Date) {
  clock.set(at);
  const product = await insertProduct(t, { stock: 5 });
  const r = await t.call('POST', '/api/orders/', orderBody([{ product, qty: 1 }]), await as(buyer));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: Number(r.body._id), orderNumber: r.body.orderNumber as string };
}
const setTransferTerm = async (days: number) =>
  expect(
    (await t.call('PUT', '/api/shop-settings', { transferPayDays: days, cardPayDays: 3, maxOpenUnpaid: 20 }, await as(admin))).status,
  ).toBe(200);
const orderPage = async (id: number) => (await t.call('GET', `/api/orders/${id}`, undefined, await as(buyer))).body;

/** The invoice's text as a reader's PDF tool reads it (poppler's pdftotext), downloaded as the customer does. */
async function invoiceText(id: number): Promise<string> {
  const r = await t.app.request(`/api/orders/${id}/invoice`, { headers: await as(buyer) });
  expect(r.status).toBe(200);
  const file = join(dir, `${id}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, new Uint8Array(await r.arrayBuffer()));
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

describe('an order placed under a 14-day transfer term, after the shop’s term becomes 10 days', () => {
  const placedAt = new Date('2026-11-28T09:00:00.000Z');
  const due = new Date(placedAt.getTime() + 14 * DAY); // 12. 12. 2026, as the shopper was told

  it('keeps its due date on the order page, on the invoice and in the reminder and cancel of the job', async () => {
    await setTransferTerm(14);
    const order = await place(placedAt);
    expect((await storedOrderRow(t, order.id)).payUntil).toBe(due.toISOString());
    await setTransferTerm(10);

    expect(await orderPage(order.id)).toMatchObject({ payUntil: due.toISOString(), dueDate: due.toISOString(), dueDateChange: null });
    const invoice = await invoiceText(order.id);
    expect(invoice).toContain('Dátum splatnosti: 12. 12. 2026');
    expect(invoice).not.toContain('Zmena dátumu splatnosti');

    // Half of 10 days would be 3 December; half of its own 14 is 5 December.
    expect(await runAt(new Date(placedAt.getTime() + 7 * DAY - 60_000))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await runAt(new Date(placedAt.getTime() + 7 * DAY))).toEqual({ reminded: 1, cancelled: 0 });
    const [reminder] = await mailsTo(t, buyer.email);
    expect(reminder.subject).toBe(`Objednávka ${order.orderNumber} čaká na platbu`);
    expect(reminder.text).toContain('do 12. 12. 2026 10:00');
    // Ten days would have cancelled it on 8 December: it is cancelled when its own term runs out.
    expect(await runAt(new Date(placedAt.getTime() + 10 * DAY))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await runAt(new Date(due.getTime() - 1))).toEqual({ reminded: 0, cancelled: 0 });
    expect(await runAt(due)).toEqual({ reminded: 0, cancelled: 1 });
    expect(await storedOrderRow(t, order.id)).toMatchObject({ isCancelled: true, cancelReason: 'unpaid', payUntil: due.toISOString() });
    expect(await invoiceText(order.id)).toContain('Dátum splatnosti: 12. 12. 2026');
  });

  it('keeps it once paid, while an order placed after the change takes the new 10 days', async () => {
    await setTransferTerm(14);
    const old = await place(placedAt);
    await setTransferTerm(10);
    const later = new Date('2026-11-30T09:00:00.000Z');
    const fresh = await place(later);
    expect((await storedOrderRow(t, fresh.id)).payUntil).toBe(new Date(later.getTime() + 10 * DAY).toISOString());
    expect(await orderPage(fresh.id)).toMatchObject({ dueDate: '2026-12-10T09:00:00.000Z' });

    expect((await t.call('PUT', `/api/orders/${old.id}/paid`, undefined, await as(admin))).status).toBe(200);
    expect(await orderPage(old.id)).toMatchObject({ isPaid: true, payUntil: null, dueDate: due.toISOString() });
    expect(await invoiceText(old.id)).toContain('Dátum splatnosti: 12. 12. 2026');
  });
});

describe('an extension', () => {
  it('moves the stored date, mails the customer the new one and reissues the invoice with a note of the change', async () => {
    await setTransferTerm(14);
    const placedAt = new Date('2027-01-04T09:00:00.000Z');
    const order = await place(placedAt);
    await setTransferTerm(10);
    const before = await invoiceText(order.id);
    expect(before).toContain('Dátum splatnosti: 18. 1. 2027');

    clock.set(new Date('2027-01-15T12:00:00.000Z'));
    const r = await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 7 }, await as(admin));
    expect(r).toMatchObject({ status: 200, body: { payUntil: '2027-01-25T09:00:00.000Z', dueDate: '2027-01-25T09:00:00.000Z' } });
    expect(r.body.dueDateChange).toEqual({ from: '2027-01-18T09:00:00.000Z', at: '2027-01-15T12:00:00.000Z' });
    expect(await storedOrderRow(t, order.id)).toMatchObject({
      payUntil: '2027-01-25T09:00:00.000Z',
      dueChangedFrom: '2027-01-18T09:00:00.000Z',
      dueChangedAt: '2027-01-15T12:00:00.000Z',
    });

    const [mail] = await mailsTo(t, buyer.email);
    expect(mail.subject).toBe(`Objednávka ${order.orderNumber}: nový dátum splatnosti 25. 1. 2027`);
    for (const text of [mail.text, htmlText(mail.html!)]) expect(text).toContain('Zaplatiť ju môžete do 25. 1. 2027 10:00.');
    expect(await kindsOf(order.id)).toEqual([['extended', 'sent', 1]]);

    const after = await invoiceText(order.id);
    expect(after).toContain(`Číslo faktúry: ${order.orderNumber}`);
    expect(after).toContain('Dátum vystavenia: 4. 1. 2027');
    expect(after).toContain('Dátum splatnosti: 25. 1. 2027');
    expect(after).toContain('Zmena dátumu splatnosti z 18. 1. 2027 na 25. 1. 2027 dňa 15. 1. 2027.');
  });

  it('a second one mails again and keeps the date the invoice was first issued with in the note', async () => {
    await setTransferTerm(14);
    const order = await place(new Date('2027-02-01T09:00:00.000Z'));
    clock.set(new Date('2027-02-10T09:00:00.000Z'));
    await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 5 }, await as(admin));
    clock.set(new Date('2027-02-18T09:00:00.000Z'));
    await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 3 }, await as(admin));
    const subjects = (await mailsTo(t, buyer.email)).slice(0, 2).map((m) => m.subject);
    expect(subjects).toEqual([
      `Objednávka ${order.orderNumber}: nový dátum splatnosti 23. 2. 2027`,
      `Objednávka ${order.orderNumber}: nový dátum splatnosti 20. 2. 2027`,
    ]);
    expect(await kindsOf(order.id)).toEqual([['extended', 'sent', 1]]);
    expect(await invoiceText(order.id)).toContain('Zmena dátumu splatnosti z 15. 2. 2027 na 23. 2. 2027 dňa 18. 2. 2027.');
  });
});

describe('an extension racing another request', () => {
  it('paid by staff between its read and its write: 409, the date, the change and the notices stay as they were', async () => {
    await setTransferTerm(14);
    const order = await place(new Date('2027-03-01T09:00:00.000Z'));
    const before = await storedOrderRow(t, order.id);
    const payMeanwhile = async () =>
      expect((await t.call('PUT', `/api/orders/${order.id}/paid`, undefined, await as(admin))).status).toBe(200);
    const extend = async () => t.call('PUT', `/api/orders/${order.id}/extend`, { days: 7 }, await as(admin));
    const r = await raceBeforeBatch(t, /insert into "order_notices"/i, payMeanwhile, extend);
    expect(r.status).toBe(409);
    expect(await storedOrderRow(t, order.id)).toMatchObject({
      payUntil: before.payUntil,
      dueChangedFrom: null,
      dueChangedAt: null,
      isPaid: true,
    });
    expect((await kindsOf(order.id)).map(([kind]) => kind)).not.toContain('extended');
  });

  it('of an order deleted right after its write: 404, not a server error', async () => {
    await setTransferTerm(14);
    const order = await place(new Date('2027-03-02T09:00:00.000Z'));
    const token = await as(admin);
    const read = /^select .+ from "orders" .*where "orders"\."id" = \?/s;
    const deleteIt = () => t.db.delete(orders).where(eq(orders.id, order.id));
    // At the first read of the order nothing happens but arming the second: the read after the write finds it gone.
    const restore = beforeNextStatement(t, read, async () => void beforeNextStatement(t, read, deleteIt));
    try {
      const r = await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 7 }, token);
      expect(r).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
      expect(await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, order.id))).toHaveLength(0);
    } finally {
      restore();
    }
  });
});

const runAt = async (at: Date) => {
  clock.set(at);
  return runUnpaidOrders(t.deps, { limit: 20 });
};
const kindsOf = async (orderId: number) =>
  (await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId)).orderBy(asc(orderNotices.id))).map((n) => [
    n.kind,
    n.status,
    n.attempts,
  ]);
