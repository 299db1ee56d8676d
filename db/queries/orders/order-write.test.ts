import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '../../client-node';
import type { Db } from '../../client';
import { orderCounters, orderItems, orderNotices, orders, products, users } from '../../schema';
import { cancelOrderReturningStock, insertOrderTakingStock, markOrder, type NewOrderLine, type NewOrderRow } from './order-write';

/** The order batch on a real libSQL file: all or nothing, numbers from the counter row, stock back once. */

const dir = mkdtempSync(join(tmpdir(), 'prud-order-write-'));
let db: Db;
let userId: number;
let a: number;
let b: number;

beforeAll(async () => {
  db = openNodeDb(`file:${join(dir, 'w.db')}`);
  await migrateDb(db);
  [{ id: userId }] = await db
    .insert(users)
    .values({ name: 'Jana', email: 'jana@example.sk', isSubscribed: false, isUnsubscribed: true })
    .returning({ id: users.id });
  [{ id: a }, { id: b }] = await db
    .insert(products)
    .values([
      { name: 'A', priceCents: 1000, countInStock: 5 },
      { name: 'B', priceCents: 500, countInStock: 1 },
    ])
    .returning({ id: products.id });
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const order = (): NewOrderRow => ({
  userId,
  name: 'Jana',
  email: 'jana@example.sk',
  shipName: 'Jana',
  shipAddress: 'Hlavná 1',
  shipCity: 'Bratislava',
  shipPostalCode: '81101',
  shipCountry: 'Slovensko',
  paymentMethod: 'Prevodom vopred',
  itemsCents: 0,
  shippingCents: 450,
  totalCents: 450,
});
const line = (productId: number, qty: number): NewOrderLine => ({
  productId,
  qty,
  name: `#${productId}`,
  unitPriceCents: 100,
  listPriceCents: 100,
});

async function everything() {
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    items: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    counters: await db.select().from(orderCounters),
    stock: await db.select({ id: products.id, n: products.countInStock }).from(products).orderBy(asc(products.id)),
    users: await db.select().from(users),
  };
}

describe('insertOrderTakingStock', () => {
  it('refused by the stock guard on its last line, it writes nothing: no order, no line, no counter, no stock, no consent', async () => {
    const before = await everything();
    const r = await insertOrderTakingStock(db, { year: 2026, order: order(), lines: [line(a, 2), line(b, 2)], subscribeUserId: userId });
    expect(r).toEqual({ placed: false, reason: 'out_of_stock' });
    expect(await everything()).toEqual(before);
  });

  it('numbers orders per year in SQL, consecutive after a refusal, and links the lines to their own order', async () => {
    const first = await insertOrderTakingStock(db, { year: 2026, order: order(), lines: [line(a, 1), line(b, 1)] });
    const refused = await insertOrderTakingStock(db, { year: 2026, order: order(), lines: [line(b, 1)] });
    const second = await insertOrderTakingStock(db, { year: 2026, order: order(), lines: [line(a, 2)], subscribeUserId: userId });
    const nextYear = await insertOrderTakingStock(db, { year: 2027, order: order(), lines: [line(a, 1)] });
    expect(refused.placed).toBe(false);
    expect([first, second, nextYear].map((r) => (r.placed ? r.orderNumber : null))).toEqual(['20260001W', '20260002W', '20270001W']);
    const items = await db.select().from(orderItems).orderBy(asc(orderItems.id));
    expect(items.map((i) => [i.orderId, i.productId, i.qty])).toEqual([
      [first.placed && first.orderId, a, 1],
      [first.placed && first.orderId, b, 1],
      [second.placed && second.orderId, a, 2],
      [nextYear.placed && nextYear.orderId, a, 1],
    ]);
    expect(await db.select().from(orderCounters).orderBy(asc(orderCounters.year))).toEqual([
      { year: 2026, seq: 2 },
      { year: 2027, seq: 1 },
    ]);
    const stock = await db.select({ id: products.id, n: products.countInStock }).from(products).orderBy(asc(products.id));
    expect(stock).toEqual([
      { id: a, n: 1 },
      { id: b, n: 0 },
    ]);
    const [jana] = await db.select().from(users).where(eq(users.id, userId));
    expect(jana).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
  });
});

describe('cancelOrderReturningStock and markOrder', () => {
  it('returns the copies once; a second cancel changes nothing; paid/delivered are refused on a cancelled order', async () => {
    const placed = await insertOrderTakingStock(db, { year: 2026, order: order(), lines: [line(a, 1)] });
    if (!placed.placed) throw new Error('not placed');
    const stockA = async () => (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, a)))[0].n;
    const before = await stockA();

    const cancelled = await cancelOrderReturningStock(db, placed.orderId, '2026-04-01T10:00:00.000Z');
    expect(cancelled).toEqual({ outcome: 'done', noticeId: expect.any(Number), returned: [{ productId: a, qty: 1 }] });
    expect(await stockA()).toBe(before + 1);
    expect(await cancelOrderReturningStock(db, placed.orderId, '2026-04-02T10:00:00.000Z')).toEqual({
      outcome: 'cancelled',
      noticeId: null,
      returned: [],
    });
    expect(await stockA()).toBe(before + 1);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ isCancelled: true, cancelledAt: '2026-04-01T10:00:00.000Z' });

    expect(await markOrder(db, placed.orderId, 'paid', '2026-04-03T10:00:00.000Z')).toEqual({ outcome: 'cancelled', noticeId: null });
    expect(await markOrder(db, placed.orderId, 'delivered', '2026-04-03T10:00:00.000Z', { parcelNumber: 'RR1SK' })).toEqual({
      outcome: 'cancelled',
      noticeId: null,
    });
    expect(await cancelOrderReturningStock(db, 987_654, '2026-04-03T10:00:00.000Z')).toEqual({
      outcome: 'missing',
      noticeId: null,
      returned: [],
    });
    expect(await markOrder(db, 987_654, 'paid', '2026-04-03T10:00:00.000Z')).toEqual({ outcome: 'missing', noticeId: null });
    // Only the cancellation was recorded for the customer; the refused flags and the unknown order recorded nothing.
    const notices = await db.select().from(orderNotices).orderBy(asc(orderNotices.id));
    expect(notices).toEqual([
      expect.objectContaining({
        id: cancelled.noticeId,
        orderId: placed.orderId,
        kind: 'cancelled',
        status: 'pending',
        attempts: 0,
        createdAt: '2026-04-01T10:00:00.000Z',
      }),
    ]);
    expect((await db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]).toMatchObject({
      isPaid: false,
      isDelivered: false,
      parcelNumber: '',
    });
  });

  it('records one notice per order and kind: only the request that sets the flag records it', async () => {
    const placed = await insertOrderTakingStock(db, { year: 2026, order: order(), lines: [line(a, 1)] });
    if (!placed.placed) throw new Error('not placed');
    const paid = await markOrder(db, placed.orderId, 'paid', '2026-04-05T10:00:00.000Z');
    expect(paid).toEqual({ outcome: 'done', noticeId: expect.any(Number) });
    expect(await markOrder(db, placed.orderId, 'paid', '2026-04-06T10:00:00.000Z')).toEqual({ outcome: 'done', noticeId: null });
    const sent = await markOrder(db, placed.orderId, 'delivered', '2026-04-07T10:00:00.000Z', { parcelNumber: 'RR123456789SK' });
    expect(sent).toEqual({ outcome: 'done', noticeId: expect.any(Number) });
    // Again with a corrected number: stored, no second notice; again without one: the number stays.
    expect(await markOrder(db, placed.orderId, 'delivered', '2026-04-08T10:00:00.000Z', { parcelNumber: 'RR987654321SK' })).toEqual({
      outcome: 'done',
      noticeId: null,
    });
    expect(await markOrder(db, placed.orderId, 'delivered', '2026-04-09T10:00:00.000Z')).toEqual({ outcome: 'done', noticeId: null });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({
      paidAt: '2026-04-05T10:00:00.000Z',
      deliveredAt: '2026-04-07T10:00:00.000Z',
      parcelNumber: 'RR987654321SK',
    });
    const notices = await db.select().from(orderNotices).where(eq(orderNotices.orderId, placed.orderId)).orderBy(asc(orderNotices.id));
    expect(notices.map((n) => [n.id, n.kind, n.status])).toEqual([
      [paid.noticeId, 'paid', 'pending'],
      [sent.noticeId, 'sent', 'pending'],
    ]);
  });
});
