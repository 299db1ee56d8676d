import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favorites, products, reviews } from '../../db/schema';
import { PRODUCT_MESSAGES } from '../domain/product-admin';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { insertOrderRow, insertProduct } from '../test-support/orders';
import { editedProduct as savedProduct, productEdit as edit } from '../test-support/product-edit';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** `DELETE /api/products/:id` and who may write products (the edits themselves: product-admin.test.ts). */
let t: TestApp;
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
});
afterAll(() => t.close());
// Each test asserts the republishes of its own calls only.
beforeEach(() => void (t.published.length = 0));

const get = async (id: number) => t.call('GET', `/api/products/${id}`);
const stored = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

/** A product with a stored edit; the republish it asked for is forgotten. */
const editedProduct = () => savedProduct(t, as.admin);

describe('DELETE /api/products/:id', () => {
  it('deletes the product with its reviews and favourites and clears references to it', async () => {
    const gone = await insertProduct(t, { name: 'Na zmazanie' });
    const kept = await insertProduct(t, { name: 'Zostáva' });
    await t.db.insert(reviews).values({ productId: gone, name: 'Jana', comment: 'Dobrá', isAcknowledged: true });
    expect((await t.call('PUT', `/api/products/${gone}/anybody`, undefined, as.customer)).status).toBe(200);
    const referrer = await editedProduct();
    // related1 points at the deleted title, related2 at a kept one.
    await t.call('PUT', `/api/products/${referrer}`, { ...edit(gone), related2: kept }, as.admin);
    t.published.length = 0;

    // As on Turso over HTTP, where no connection promises `PRAGMA foreign_keys`: no cascade may be relied on.
    await t.db.$client.execute('PRAGMA foreign_keys = OFF');
    const r = await t
      .call('DELETE', `/api/products/${gone}`, undefined, as.admin)
      .finally(() => t.db.$client.execute('PRAGMA foreign_keys = ON'));
    expect(r).toMatchObject({ status: 200, body: { message: PRODUCT_MESSAGES.deleted } });
    expect((await get(gone)).status).toBe(404);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, gone))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.productId, gone))).toEqual([]);
    expect(await stored(referrer)).toMatchObject({ related1Id: null, related2Id: kept });
    expect((await get(referrer)).body).toMatchObject({ related: { id: String(kept), name: 'Zostáva' }, related2: '' });
    expect(t.published).toEqual(['product']);
    expect(await t.call('DELETE', `/api/products/${gone}`, undefined, as.admin)).toMatchObject({
      status: 404,
      body: { message: PRODUCT_MESSAGES.notFound },
    });
  });

  it('refuses a product an order lists (409) and keeps it with its reviews', async () => {
    const id = await insertProduct(t);
    await t.db.insert(reviews).values({ productId: id, name: 'Peter', comment: 'Pekná', isAcknowledged: true });
    await insertOrderRow(t, null, { orderNumber: '19989001W' }, [
      { productId: id, name: 'Titul', qty: 1, unitPriceCents: 1000, listPriceCents: 1000, discount: 0 },
    ]);
    const r = await t.call('DELETE', `/api/products/${id}`, undefined, as.admin);
    expect(r).toMatchObject({ status: 409, body: { message: PRODUCT_MESSAGES.inOrders } });
    expect((await get(id)).body).toMatchObject({ _id: String(id), numReviews: 1 });
    expect(t.published).toEqual([]);
  });

  it('answers 400 for a malformed id', async () => {
    expect(await t.call('DELETE', '/api/products/abc', undefined, as.admin)).toMatchObject({
      status: 400,
      body: { message: 'Neplatné ID.' },
    });
  });
});

// The shop-wide sale (`POST /api/products/discount`) has its own file: shop-sale.test.ts.

describe('who may write products', () => {
  it.each([
    ['a visitor', () => ({}), 401],
    ['a customer', () => as.customer, 403],
    ['an assistant', () => as.assistant, 403],
  ] as const)('%s is refused on all four writes and nothing is stored', async (_who, headers, status) => {
    const id = await editedProduct();
    const before = await t.db.select().from(products);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/products', undefined],
      ['PUT', `/api/products/${id}`, { ...edit(), name: 'Prepísané' }],
      ['DELETE', `/api/products/${id}`, undefined],
      ['POST', '/api/products/discount', { discount: 50 }],
    ];
    for (const [method, path, body] of calls) {
      const r = await t.call(method, path, body, headers());
      expect(r.status, `${method} ${path}`).toBe(status);
      expect(typeof r.body.message).toBe('string');
    }
    expect(await t.db.select().from(products)).toEqual(before);
    expect(t.published).toEqual([]);
  });
});
