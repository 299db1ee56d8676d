import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runUnpaidOrders } from '../services/orders/unpaid-orders';
import { STOCK_REPUBLISH_REASON } from '../services/catalogue/stock-pages';
import { bearer, createAccount, loginToken, mailsTo, testClock } from '../test-support/accounts';
import { insertProduct, orderBody } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Product pages are pre-rendered with their stock: a cancel (staff's or the unpaid-order job's) that brings copies
 * back to a sold-out title asks for a republish; other stock moves do not. The job's cancel also mails the readers
 * waiting for the title (the staff's is shown in stock-alerts.test.ts).
 */
const clock = testClock(new Date('2026-03-05T10:00:00.000Z'));
let t: TestApp;
let buyer: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  buyer = bearer(await loginToken(t, await createAccount(t)));
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());
beforeEach(() => {
  t.published.length = 0;
});

const stockRepublishes = () => t.published.filter((r) => r === STOCK_REPUBLISH_REASON).length;
async function order(lines: { product: number; qty: number }[]): Promise<string> {
  const r = await t.call('POST', '/api/orders/', orderBody(lines), buyer);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body._id;
}

describe('republishing when stock crosses zero', () => {
  it("an order that takes a title's last copy republishes (its page must say 'Vypredané'); one that leaves copies does not", async () => {
    const [p, q] = [await insertProduct(t, { stock: 2 }), await insertProduct(t, { stock: 5 })];
    t.published.length = 0;
    await order([{ product: q, qty: 2 }]);
    expect(stockRepublishes()).toBe(0);
    await order([
      { product: p, qty: 2 },
      { product: q, qty: 1 },
    ]);
    expect(stockRepublishes()).toBe(1);
  });

  it("the staff's cancel republishes when the copies come back to a sold-out title, not otherwise", async () => {
    const [soldOut, plenty] = [await insertProduct(t, { stock: 2 }), await insertProduct(t, { stock: 10 })];
    const emptied = await order([{ product: soldOut, qty: 2 }]);
    const other = await order([{ product: plenty, qty: 1 }]);
    t.published.length = 0;
    expect((await t.call('PUT', `/api/orders/${other}/cancell`, undefined, admin)).status).toBe(200);
    expect(stockRepublishes()).toBe(0);
    expect((await t.call('PUT', `/api/orders/${emptied}/cancell`, undefined, admin)).status).toBe(200);
    expect(stockRepublishes()).toBe(1);
  });

  it("the unpaid-order job's cancel republishes when it brings a sold-out title back, not otherwise, and tells who waits for it", async () => {
    // The earlier tests' open orders would expire too: this one has a shop of its own.
    const own = await createTestApp({ now: clock.now });
    try {
      const customer = bearer(await loginToken(own, await createAccount(own)));
      const reader = await createAccount(own, { name: 'Čakajúca Čitateľka' });
      const [p, q] = [await insertProduct(own, { stock: 1, name: 'Posledný kus' }), await insertProduct(own, { stock: 5 })];
      for (const product of [p, q])
        expect((await own.call('POST', '/api/orders/', orderBody([{ product, qty: 1 }]), customer)).status).toBe(201);
      expect((await own.call('PUT', `/api/products/${p}/notify-me`, undefined, bearer(await loginToken(own, reader)))).status).toBe(200);
      own.published.length = 0;
      // Reminded at half the term, cancelled once it ran out (an order is cancelled only after its reminder).
      clock.advance(8 * 24 * 60 * 60_000);
      expect(await runUnpaidOrders(own.deps, { limit: 20 })).toEqual({ reminded: 2, cancelled: 0 });
      clock.advance(8 * 24 * 60 * 60_000);
      expect(await runUnpaidOrders(own.deps, { limit: 20 })).toEqual({ reminded: 0, cancelled: 2 });
      expect(own.published.filter((r) => r === STOCK_REPUBLISH_REASON)).toHaveLength(1);
      // The back-in-stock mail goes out after the run (deps.waitUntil): once it settled, the reader has it.
      await own.settle();
      expect((await mailsTo(own, reader.email)).map((m) => m.subject)).toEqual(['Kniha „Posledný kus“ je znova na sklade']);
    } finally {
      await own.close();
    }
  });
});
