import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import type { ApiDashboard } from '../domain/dashboard';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertOrderRow, insertProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** `GET /api/dashboard` (issue #9, item 9): the admin's overview, counted on the shop's (Bratislava) calendar. */

// 20 November 2026: the dashboard shows December 2025 … November 2026.
const NOW = new Date('2026-11-20T10:00:00Z');

let t: TestApp;
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
});
afterAll(() => t.close());

async function get(): Promise<ApiDashboard> {
  const r = await t.call('GET', '/api/dashboard', undefined, as.admin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

/** An order of one line, `cents` in all (no shipping), placed at `createdAt`. */
function order(createdAt: string, cents: number, o: { isPaid?: boolean; isCancelled?: boolean } = {}) {
  return insertOrderRow(t, null, { createdAt, shippingCents: 0, ...o }, [
    { productId: null, name: 'Titul', qty: 1, unitPriceCents: cents, listPriceCents: cents, discount: 0 },
  ]);
}

describe('GET /api/dashboard', () => {
  it('is for admins only: visitor 401, customer 403, assistant 403 (with a Slovak message)', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [as.customer, 403],
      [as.assistant, 403],
    ] as const) {
      const r = await t.call('GET', '/api/dashboard', undefined, headers);
      expect(r.status).toBe(status);
      expect(r.body).toEqual({ message: expect.any(String) });
      expect(r.body).not.toHaveProperty('months');
    }
    const ok = await t.call('GET', '/api/dashboard', undefined, as.admin);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('starts with zeros: twelve empty months ending with the current one, nothing low, nothing waiting', async () => {
    expect(await get()).toEqual({
      visits: 0,
      months: MONTHS.map((month) => ({ month, orders: 0, revenue: 0, paidRevenue: 0 })),
      lowStock: [],
      lowStockTotal: 0,
      lowStockLimit: 10,
      pendingReviews: 0,
      latestPendingReviews: [],
      mailDelivery: 'outbox',
    });
  });

  it("says whether the shop sends mail: 'outbox' without a provider (the test app's), 'provider' with one", async () => {
    expect((await get()).mailDelivery).toBe('outbox');
    const sending = await createTestApp({ config: { mailDelivery: 'provider' } });
    try {
      const admin = bearer(await loginToken(sending, await createAccount(sending, { role: 'admin' })));
      const r = await sending.call('GET', '/api/dashboard', undefined, admin);
      expect(r.body.mailDelivery).toBe('provider');
    } finally {
      sending.close();
    }
  });

  it('counts orders and revenue per Bratislava month: boundaries, summer time, cancelled and paid ones', async () => {
    // Outside the window: 30 November 2025, 23:00 in Bratislava.
    await order('2025-11-30T22:00:00.000Z', 99_900);
    // 1 December 2025, 00:30 in Bratislava: the oldest month shown.
    await order('2025-11-30T23:30:00.000Z', 1000);
    // 31 January, 23:59:59 in Bratislava stays in January; 23:30 UTC is already 1 February there.
    await order('2026-01-31T22:59:59.999Z', 1234);
    await order('2026-01-31T23:30:00.000Z', 3845);
    // March: one paid, one unpaid, one cancelled (not counted at all, paid or not).
    await order('2026-03-05T10:00:00.000Z', 1000, { isPaid: true });
    await order('2026-03-06T10:00:00.000Z', 2550);
    await order('2026-03-07T10:00:00.000Z', 50_000, { isCancelled: true, isPaid: true });
    // Summer time (UTC+2): 31 March 21:59:59 UTC is still March, 22:30 UTC is 1 April 00:30.
    await order('2026-03-31T21:59:59.000Z', 5);
    await order('2026-03-31T22:30:00.000Z', 700, { isPaid: true });
    // Winter time again (from 25 October): 31 October 23:30 UTC is 1 November 00:30.
    await order('2026-10-31T23:30:00.000Z', 1999);
    await order('2026-11-20T09:00:00.000Z', 12_345, { isPaid: true });

    const { months } = await get();
    const want: Record<string, { orders: number; revenue: number; paidRevenue: number }> = {
      '2025-12': { orders: 1, revenue: 10, paidRevenue: 0 },
      '2026-01': { orders: 1, revenue: 12.34, paidRevenue: 0 },
      '2026-02': { orders: 1, revenue: 38.45, paidRevenue: 0 },
      '2026-03': { orders: 3, revenue: 35.55, paidRevenue: 10 },
      '2026-04': { orders: 1, revenue: 7, paidRevenue: 7 },
      '2026-11': { orders: 2, revenue: 143.44, paidRevenue: 123.45 },
    };
    expect(months).toEqual(MONTHS.map((month) => ({ month, ...(want[month] ?? { orders: 0, revenue: 0, paidRevenue: 0 }) })));
  });

  it('lists products with at most 10 in stock, fewest first, at most 20, and counts them all', async () => {
    await insertProduct(t, { name: 'Dosť kusov', stock: 11 });
    const ten = await insertProduct(t, { name: 'Presne desať', stock: 10 });
    const none = await insertProduct(t, { name: 'Vypredané', stock: 0 });
    const five = await insertProduct(t, { name: 'Päť kusov', stock: 5 });
    let d = await get();
    expect(d.lowStock).toEqual([
      { _id: String(none), name: 'Vypredané', countInStock: 0, waiting: 0 },
      { _id: String(five), name: 'Päť kusov', countInStock: 5, waiting: 0 },
      { _id: String(ten), name: 'Presne desať', countInStock: 10, waiting: 0 },
    ]);
    expect(d.lowStockTotal).toBe(3);

    for (let i = 0; i < 20; i++) await insertProduct(t, { name: `Málo ${i}`, stock: 7 });
    d = await get();
    expect(d.lowStockTotal).toBe(23);
    expect(d.lowStock).toHaveLength(20);
    expect(d.lowStock.slice(0, 2).map((p) => p._id)).toEqual([String(none), String(five)]);
    expect(d.lowStock.slice(2).every((p) => p.countInStock === 7)).toBe(true);
    expect(d.lowStock.map((p) => p._id)).not.toContain(String(ten));
  });

  it('counts the reviews waiting for approval and shows the 5 newest, comments cut to 200 characters', async () => {
    const productId = await insertProduct(t, { name: 'Normálny kresťanský život', stock: 500 });
    // 199 letters, then an emoji (two UTF-16 units) as the 200th character: it is kept whole.
    const long = `${'Ďakujem za túto knihu. '.repeat(8)}${'x'.repeat(15)}🙂 a ešte ďalší text`;
    const rows = await t.db
      .insert(reviews)
      .values([
        { productId, name: 'Anna', comment: 'Najstaršia', createdAt: '2026-11-01T08:00:00.000Z' },
        { productId, name: 'Boris', comment: 'Druhá', createdAt: '2026-11-02T08:00:00.000Z' },
        { productId, name: 'Cyril', comment: 'Tretia', createdAt: '2026-11-03T08:00:00.000Z' },
        { productId, name: 'Dana', comment: long, createdAt: '2026-11-04T08:00:00.000Z' },
        { productId, name: 'Eva', comment: 'Piata', createdAt: '2026-11-05T08:00:00.000Z' },
        { productId, name: 'Filip', comment: 'Šiesta', createdAt: '2026-11-06T08:00:00.000Z' },
        // Approved already: neither counted nor listed, although the newest.
        { productId, name: 'Gita', comment: 'Schválená', createdAt: '2026-11-07T08:00:00.000Z', isAcknowledged: true },
      ])
      .returning({ id: reviews.id });
    const d = await get();
    expect(d.pendingReviews).toBe(6);
    expect(d.latestPendingReviews.map((r) => r.name)).toEqual(['Filip', 'Eva', 'Dana', 'Cyril', 'Boris']);
    expect(d.latestPendingReviews[0]).toEqual({
      _id: String(rows[5].id),
      productId: String(productId),
      productName: 'Normálny kresťanský život',
      name: 'Filip',
      comment: 'Šiesta',
      createdAt: '2026-11-06T08:00:00.000Z',
    });
    expect(d.latestPendingReviews[2].comment).toBe(`${'Ďakujem za túto knihu. '.repeat(8)}${'x'.repeat(15)}🙂`);
    // The product with 500 copies is not low on stock.
    expect(d.lowStock.map((p) => p._id)).not.toContain(String(productId));
  });

  it('shows the visit counter, the same figure as GET /api/counter/count', async () => {
    await t.call('PUT', '/api/counter/increase');
    await t.call('PUT', '/api/counter/increase');
    const d = await get();
    expect(d.visits).toBe(2);
    expect((await t.call('GET', '/api/counter/count', undefined, as.admin)).body).toBe(2);
  });
});
