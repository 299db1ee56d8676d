import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { ORDER_MESSAGES } from '../domain/orders';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { counterOf, insertProduct, orderBody, orderState, stockOfProduct, storedOrder } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Stock under competition (the stock guard, 50 buyers for 5 copies) and order numbers (consecutive, per year). */

let t: TestApp;
let jana: TestAccount;
let token: string;
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  jana = await createAccount(t, { name: 'Jana Účtová' });
  token = await loginToken(t, jana);
});
afterAll(() => t.close());

const place = (body: unknown, tok = token, path = '/api/orders/') => t.call('POST', path, body, bearer(tok));

describe('another buyer between the stock check and the write', () => {
  /** Runs `meanwhile` just before the next `times` write batches (another request slipping in), then the batch itself. */
  function beforeNextBatch(meanwhile: () => Promise<unknown>, after?: () => Promise<unknown>, times = 1) {
    const db = t.db as unknown as { batch: (...a: unknown[]) => Promise<unknown> };
    const real = db.batch;
    let left = times;
    db.batch = async (...args) => {
      if (--left === 0) db.batch = real;
      await meanwhile();
      try {
        return await real.apply(t.db, args);
      } finally {
        await after?.();
      }
    };
  }
  const setStock = (id: number, n: number) => t.db.update(products).set({ countInStock: n }).where(eq(products.id, id));

  it('took the copies: the stock guard refuses the batch, 409 with what is left now, nothing of ours written', async () => {
    const book = await insertProduct(t, { name: 'Kniha v pretekoch', stock: 3 });
    const other = await insertProduct(t, { stock: 3 });
    const before = await orderState(t);
    beforeNextBatch(() => setStock(book, 1));
    const r = await place(
      orderBody([
        { product: other, qty: 1 },
        { product: book, qty: 2 },
      ]),
    );
    expect(r).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.overStock('Kniha v pretekoch', 1) } });
    const after = await orderState(t);
    expect({ ...after, stock: undefined }).toEqual({ ...before, stock: undefined });
    expect(after.stock.find((p) => p.id === other)?.countInStock).toBe(3);
    expect(after.stock.find((p) => p.id === book)?.countInStock).toBe(1);
  });

  it('took them and the shop restocked before we looked again: the order is tried again and placed', async () => {
    const book = await insertProduct(t, { stock: 2 });
    beforeNextBatch(
      () => setStock(book, 0),
      () => setStock(book, 5),
    );
    const r = await place(orderBody([{ product: book, qty: 2 }]));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await stockOfProduct(t, book)).toBe(3);
    expect((await storedOrder(t, r.body._id)).items).toHaveLength(1);
  });

  it('loses the race three times although restocked each time: gives up with 409, nothing of ours written', async () => {
    const book = await insertProduct(t, { name: 'Kniha na dračku', stock: 2 });
    const before = await orderState(t);
    // Three batches lose to another buyer; a fourth would go through.
    beforeNextBatch(
      () => setStock(book, 0),
      () => setStock(book, 5),
      3,
    );
    const r = await place(orderBody([{ product: book, qty: 2 }]));
    expect(r).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.overStock('Kniha na dračku', 5) } });
    const after = await orderState(t);
    expect({ ...after, stock: undefined }).toEqual({ ...before, stock: undefined });
    expect(await stockOfProduct(t, book)).toBe(5);
  });
});

describe('order numbers: {YYYY}{4 digits}W, consecutive, restarting every year', () => {
  it('counts on without gaps across refusals, restarts in a new year (Bratislava time) and carries on in the old one', async () => {
    // This file's earlier orders used 2026 numbers too: the counter is read, not assumed.
    const book = await insertProduct(t, { stock: 100 });
    // Bearer tokens expire after 7 days of the app's clock: log in again after each jump.
    const placeAt = async (iso: string, qty = 1) => {
      clock.set(new Date(iso));
      return place(orderBody([{ product: book, qty }]), await loginToken(t, jana));
    };
    const seq2026 = (await counterOf(t, 2026)) ?? 0;
    const numbers: string[] = [];
    for (const qty of [1, 1, 500, 1]) {
      const r = await placeAt('2026-06-01T08:00:00Z', qty);
      if (qty === 500) expect(r.status).toBe(409);
      else numbers.push(r.body.orderNumber);
    }
    const expected2026 = [1, 2, 3].map((k) => `2026${String(seq2026 + k).padStart(4, '0')}W`);
    expect(numbers).toEqual(expected2026);

    // 23:30 UTC on 31 December is 00:30 on 1 January in Bratislava: the first order of 2027.
    const lastOf2026 = await placeAt('2026-12-31T22:59:00Z');
    const first2027 = await placeAt('2026-12-31T23:30:00Z');
    const second2027 = await placeAt('2027-01-02T09:00:00Z');
    expect(lastOf2026.body.orderNumber).toBe(`2026${String(seq2026 + 4).padStart(4, '0')}W`);
    expect([first2027.body.orderNumber, second2027.body.orderNumber]).toEqual(['20270001W', '20270002W']);
    expect(first2027.body.createdAt).toBe('2026-12-31T23:30:00.000Z');
    expect(await counterOf(t, 2027)).toBe(2);
    expect(await counterOf(t, 2026)).toBe(seq2026 + 4);
    // The bank transfer's variable symbol is the number's digits.
    expect(first2027.body.variableSymbol).toBe('20270001');
    clock.set(new Date('2026-03-01T10:00:00Z'));
  });
});

describe('two buyers can never get the same copy', () => {
  it('50 simultaneous orders for a title with 5 in stock: exactly 5 orders, stock 0, consecutive numbers', async () => {
    const fresh = await createTestApp({ now: testClock(new Date('2026-05-04T12:00:00Z')).now });
    try {
      const buyers = await Promise.all(Array.from({ length: 5 }, () => createAccount(fresh)));
      const tokens = await Promise.all(buyers.map((b) => loginToken(fresh, b)));
      const book = await insertProduct(fresh, { name: 'Posledné kusy', stock: 5 });
      const body = JSON.stringify(orderBody([{ product: book, qty: 1 }]));

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          Promise.resolve(
            fresh.app.request('/api/orders/', {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...bearer(tokens[i % 5]) },
              body,
            }),
          ).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string; orderNumber?: string } })),
        ),
      );

      const placed = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(45);
      for (const a of refused) expect(a).toEqual({ status: 409, body: { message: ORDER_MESSAGES.overStock('Posledné kusy', 0) } });

      const state = await orderState(fresh);
      expect(state.stock.find((p) => p.id === book)?.countInStock).toBe(0);
      expect(state.orders).toHaveLength(5);
      expect(state.items.reduce((sum, i) => sum + i.qty, 0)).toBe(5);
      const numbers = state.orders.map((o) => o.orderNumber).sort();
      expect(numbers).toEqual(['20260001W', '20260002W', '20260003W', '20260004W', '20260005W']);
      expect(state.counters).toEqual([{ year: 2026, seq: 5 }]);
      expect(placed.map((a) => a.body.orderNumber).sort()).toEqual(numbers);
    } finally {
      fresh.close();
    }
  });
});
