import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, products, shopSale } from '../../db/schema';
import { discountedPriceCents } from '../domain/pricing';
import { PRODUCT_MESSAGES } from '../domain/product-admin';
import { SALE_MESSAGES } from '../domain/shop-sale';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { insertCatalogue } from '../test-support/fixtures';
import { insertProduct, orderBody } from '../test-support/orders';
import { raceBeforeBatch, raceBeforeStatement } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * The shop-wide sale as a campaign (issue 16 item 4): `POST /api/products/discount` starts or ends it without
 * touching any product's own discount; a product's effective discount is the larger of its own and the sale's.
 * Every check reads back what the server stored, through the API and in the database.
 */

let t: TestApp;
const clock = testClock(new Date('2026-11-25T09:00:00Z'));
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
let ownFifteen: number;
let ownNone: number;
let lifeOfFaith: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
  lifeOfFaith = (await insertCatalogue(t.db)).id('Život viery'); // its own 10 % at 9,90 €
  ownFifteen = await createdProduct('Sedem duchov', 15);
  ownNone = await createdProduct('Boží večný plán', 0);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.published.length = 0;
  // Each test starts without a sale (ending one that is not running writes nothing to the products).
  expect((await t.call('POST', '/api/products/discount', { discount: 0 }, as.admin)).status).toBe(200);
  t.published.length = 0;
});

/** A complete product form (what the edit screen sends) at 19,95 € with its own discount. */
const form = (name: string, own: number, price = 19.95) => ({
  name,
  author: 'Watchman Nee',
  price,
  discount: own,
  countInStock: 20,
  category: 'život',
});

/** Made as staff make products: 'Vytvoriť produkt', then the form saved. */
async function createdProduct(name: string, own: number): Promise<number> {
  const id = Number((await t.call('POST', '/api/products', undefined, as.admin)).body._id);
  expect((await t.call('PUT', `/api/products/${id}`, form(name, own), as.admin)).status).toBe(200);
  return id;
}

const api = async (id: number) => (await t.call('GET', `/api/products/${id}`, undefined, as.admin)).body;
const row = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const saleRow = async () => (await t.db.select().from(shopSale).where(eq(shopSale.id, 1)))[0];
const allRows = () => t.db.select().from(products).orderBy(asc(products.id));
const startSale = (discount: number) => t.call('POST', '/api/products/discount', { discount }, as.admin);

describe('a sale over the products own discounts', () => {
  it('a 10 % sale keeps a higher own 15 % and its price, gives 10 % to a product without one; ending it restores every own discount', async () => {
    expect(await t.call('GET', '/api/products/discount', undefined, as.admin)).toMatchObject({
      status: 200,
      body: { discount: 0, startedAt: null },
    });
    const before = new Map((await allRows()).map((p) => [p.id, p]));
    expect(await api(ownFifteen)).toMatchObject({ price: 19.95, discount: 15, ownDiscount: 15, discountedPrice: 17 });

    const on = await startSale(10);
    expect(on).toMatchObject({
      status: 200,
      body: { message: PRODUCT_MESSAGES.discountCreated, discount: 10, startedAt: clock.now().toISOString() },
    });
    expect(t.published).toEqual(['product']);
    expect(await t.call('GET', '/api/products/discount', undefined, as.admin)).toMatchObject({
      body: { discount: 10, startedAt: clock.now().toISOString() },
    });
    expect(await saleRow()).toEqual({ id: 1, discount: 10, startedAt: clock.now().toISOString() });

    // Own 15 % beats the sale: the same discount and the same 17,00 €; own 0 gets 10 %: 19,95 € → 17,955 → 18,00 €.
    expect(await api(ownFifteen)).toMatchObject({ discount: 15, ownDiscount: 15, discountedPrice: 17 });
    expect(await api(ownNone)).toMatchObject({ discount: 10, ownDiscount: 0, discountedPrice: 18 });
    expect(await api(lifeOfFaith)).toMatchObject({ discount: 10, ownDiscount: 10, discountedPrice: 8.95 });
    expect(await row(ownFifteen)).toMatchObject({ discount: 15, ownDiscount: 15, discountedPriceCents: 1700 });
    expect(await row(ownNone)).toMatchObject({ discount: 10, ownDiscount: 0, discountedPriceCents: 1800 });
    // No product's price rose, no own discount moved, and every stored price is the rule's.
    for (const p of await allRows()) {
      const was = before.get(p.id)!;
      expect(p.ownDiscount, p.name).toBe(was.ownDiscount);
      expect(p.discount, p.name).toBe(Math.max(p.ownDiscount, 10));
      expect(p.discountedPriceCents, p.name).toBe(discountedPriceCents(p.priceCents, p.discount));
      expect(p.discountedPriceCents, p.name).toBeLessThanOrEqual(was.discountedPriceCents);
    }
    // Public lists show the effective discount too.
    const listed = (await t.call('GET', '/api/products/all')).body.products as { _id: string; discount: number; discountedPrice: number }[];
    expect(listed.find((p) => p._id === String(ownNone))).toMatchObject({ discount: 10, discountedPrice: 18 });

    const off = await startSale(0);
    expect(off).toMatchObject({ status: 200, body: { message: PRODUCT_MESSAGES.discountCancelled, discount: 0, startedAt: null } });
    expect(await saleRow()).toEqual({ id: 1, discount: 0, startedAt: null });
    expect((await allRows()).map(({ updatedAt: _u, ...p }) => p)).toEqual([...before.values()].map(({ updatedAt: _u, ...p }) => p));
    for (const p of (await t.call('GET', '/api/products/all')).body.products) expect(p.discount, p.name).toBe(p.ownDiscount);
    expect(await api(ownFifteen)).toMatchObject({ discount: 15, discountedPrice: 17 });
    expect(await api(ownNone)).toMatchObject({ discount: 0, discountedPrice: 19.95 });
    expect(t.published).toEqual(['product', 'product']);
  });

  it('an edit during the sale stores the own discount and prices the effective one: own 5 → 10, own 25 → 25; the end gives each its own', async () => {
    const id = await createdProduct('Duchovný človek', 0);
    await startSale(10);
    expect((await t.call('PUT', `/api/products/${id}`, form('Duchovný človek', 5), as.admin)).body).toMatchObject({
      discount: 10,
      ownDiscount: 5,
      discountedPrice: 18,
    });
    expect(await row(id)).toMatchObject({ ownDiscount: 5, discount: 10, discountedPriceCents: 1800 });

    // 19,95 € − 25 % = 14,9625 → 15,00 €.
    expect((await t.call('PUT', `/api/products/${id}`, form('Duchovný človek', 25), as.admin)).body).toMatchObject({
      discount: 25,
      ownDiscount: 25,
      discountedPrice: 15,
    });
    expect(await row(id)).toMatchObject({ ownDiscount: 25, discount: 25, discountedPriceCents: 1500 });

    await t.call('PUT', `/api/products/${id}`, form('Duchovný človek', 5), as.admin);
    await startSale(0);
    // 19,95 € − 5 % = 18,9525 → rounded up to 19,00 €.
    expect(await api(id)).toMatchObject({ discount: 5, ownDiscount: 5, discountedPrice: 19 });
    expect(await row(id)).toMatchObject({ discount: 5, ownDiscount: 5, discountedPriceCents: 1900 });
  });

  it('a product answer sent back unchanged during the sale keeps its own discount (ownDiscount wins over the effective discount)', async () => {
    const id = await createdProduct('Poslaný späť', 0);
    await startSale(10);
    const shown = await api(id);
    expect(shown).toMatchObject({ discount: 10, ownDiscount: 0 });
    const again = await t.call('PUT', `/api/products/${id}`, shown, as.admin);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await row(id)).toMatchObject({ ownDiscount: 0, discount: 10 });
    await startSale(0);
    expect(await row(id)).toMatchObject({ ownDiscount: 0, discount: 0, discountedPriceCents: 1995 });
  });

  it('a sale changed while running (10 % → 20 %) prices from the own discounts, not from the last sale', async () => {
    await startSale(10);
    clock.advance(60_000);
    expect((await startSale(20)).body).toMatchObject({ discount: 20, startedAt: clock.now().toISOString() });
    expect(await row(ownFifteen)).toMatchObject({ discount: 20, ownDiscount: 15, discountedPriceCents: discountedPriceCents(1995, 20) });
    await startSale(12);
    expect(await row(ownFifteen)).toMatchObject({ discount: 15, ownDiscount: 15, discountedPriceCents: 1700 });
    expect(await row(ownNone)).toMatchObject({ discount: 12, discountedPriceCents: discountedPriceCents(1995, 12) });
  });

  it('a product made during the sale gets the sale, and its own discount once saved', async () => {
    await startSale(10);
    const made = (await t.call('POST', '/api/products', undefined, as.admin)).body;
    expect(made).toMatchObject({ discount: 10, ownDiscount: 0, price: 0 });
    expect(await row(Number(made._id))).toMatchObject({ discount: 10, ownDiscount: 0, discountedPriceCents: 0 });
    await t.call('PUT', `/api/products/${made._id}`, form('Nový titul', 30, 10), as.admin);
    expect(await row(Number(made._id))).toMatchObject({ discount: 30, ownDiscount: 30, discountedPriceCents: 700 });
  });

  it('an order placed during the sale is priced with the effective discounts', async () => {
    const jana = await loginToken(t, await createAccount(t));
    await startSale(10);
    const r = await t.call(
      'POST',
      '/api/orders/',
      orderBody([
        { product: ownNone, qty: 2 },
        { product: ownFifteen, qty: 1 },
      ]),
      bearer(jana),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.orderItems).toMatchObject([
      { product: String(ownNone), qty: 2, price: 18, listPrice: 19.95, discount: 10 },
      { product: String(ownFifteen), qty: 1, price: 17, listPrice: 19.95, discount: 15 },
    ]);
    // 2 × 18,00 + 17,00 = 53,00 €, postage 4,50 €.
    expect(r.body).toMatchObject({ itemsPrice: 53, totalPrice: 57.5 });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(r.body._id)))
      .orderBy(asc(orderItems.id));
    expect(items.map((i) => [i.productId, i.unitPriceCents, i.listPriceCents, i.discount])).toEqual([
      [ownNone, 1800, 1995, 10],
      [ownFifteen, 1700, 1995, 15],
    ]);
  });
});

describe('no stale price when a sale and a product edit meet', () => {
  it('a product saved between the sale reading the catalogue and writing it: the sale reads again and prices it', async () => {
    const id = await createdProduct('Práve upravovaný', 0);
    // The edit brings a (price, own discount) the sale has not read: its write must not leave it at no sale.
    const saveMeanwhile = () => t.call('PUT', `/api/products/${id}`, form('Práve upravovaný', 3, 23.45), as.admin);
    const r = await raceBeforeBatch(t, /update products set discount/i, saveMeanwhile, () => startSale(10));
    expect(r).toMatchObject({ status: 200, body: { discount: 10 } });
    // 23,45 € − 10 % = 21,105 → 21,15 €.
    expect(await row(id)).toMatchObject({ priceCents: 2345, ownDiscount: 3, discount: 10, discountedPriceCents: 2115 });
    for (const p of await allRows()) expect(p.discount, p.name).toBe(Math.max(p.ownDiscount, 10));
  });

  it('a sale started between an edit reading the sale and storing the product: the edit prices again for the sale', async () => {
    const id = await createdProduct('Upravovaný počas akcie', 0);
    const startMeanwhile = () => startSale(10);
    const put = await raceBeforeStatement(t, /^update "products"/, startMeanwhile, () =>
      t.call('PUT', `/api/products/${id}`, form('Upravovaný počas akcie', 5), as.admin),
    );
    expect(put).toMatchObject({ status: 200, body: { discount: 10, ownDiscount: 5, discountedPrice: 18 } });
    expect(await row(id)).toMatchObject({ ownDiscount: 5, discount: 10, discountedPriceCents: 1800 });
    expect(await saleRow()).toMatchObject({ discount: 10 });
  });

  it('when the catalogue keeps changing under every try, the sale answers 409 and writes nothing at all', async () => {
    const before = await allRows();
    let n = 0;
    // Before each of the 5 tries a new product with a pair the try did not read: each batch must roll back whole.
    const insertMeanwhile = () => insertProduct(t, { name: `Vložený ${++n}`, priceCents: 3000 + n, discount: 0 });
    const r = await raceBeforeBatch(t, /update products set discount/i, insertMeanwhile, () => startSale(30), 5);
    expect(r).toMatchObject({ status: 409, body: { message: SALE_MESSAGES.busy } });
    expect(await saleRow()).toEqual({ id: 1, discount: 0, startedAt: null });
    const after = await allRows();
    expect(after.slice(0, before.length)).toEqual(before);
    for (const p of after.slice(before.length)) expect(p).toMatchObject({ discount: 0, discountedPriceCents: p.priceCents });
    expect(t.published).toEqual([]);
  });
});

describe('refusals', () => {
  const percent = 'Zľava musí byť celé číslo 0 až 100.';
  const missing = 'Zadajte zľavu v percentách (0 až 100).';
  it.each([
    [{}, missing],
    [{ discount: null }, missing],
    [{ discount: 'x' }, percent],
    [{ discount: 101 }, percent],
    [{ discount: -1 }, percent],
    [{ discount: 1.5 }, percent],
    [{ discount: 10, extra: 1 }, 'Neznáme pole „extra“. Pošlite len polia, ktoré táto požiadavka pozná.'],
  ])('refuses %j (400, Slovak) and writes nothing', async (body, message) => {
    await startSale(10);
    t.published.length = 0;
    const [rows, sale] = [await allRows(), await saleRow()];
    const r = await t.call('POST', '/api/products/discount', body, as.admin);
    expect(r).toMatchObject({ status: 400, body: { message } });
    expect(await allRows()).toEqual(rows);
    expect(await saleRow()).toEqual(sale);
    expect(t.published).toEqual([]);
  });

  it.each([
    ['a visitor', () => ({}), 401],
    ['a customer', () => as.customer, 403],
    ['an assistant', () => as.assistant, 403],
  ] as const)('%s may neither read nor start the sale', async (_who, headers, status) => {
    expect((await t.call('GET', '/api/products/discount', undefined, headers())).status).toBe(status);
    expect((await t.call('POST', '/api/products/discount', { discount: 50 }, headers())).status).toBe(status);
    expect(await saleRow()).toMatchObject({ discount: 0 });
  });
});
