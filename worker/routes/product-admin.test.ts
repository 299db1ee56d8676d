import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favorites, products, reviews } from '../../db/schema';
import { PRODUCT_MESSAGES } from '../domain/product-admin';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { insertOrderRow, insertProduct } from '../test-support/orders';
import { raceBeforeStatement } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

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

/** A complete edit in the shape GET returns (related `{ id, name }` or `''`), with a related title. */
function edit(related: number | null = null) {
  return {
    name: 'Normálny kresťanský život',
    author: 'Watchman Nee',
    price: 12.35,
    discount: 10,
    countInStock: 7,
    image: '/uploads/img/obal-1.png',
    category: 'život',
    category2: 'kresťanská-prax',
    description: 'Kniha o živote viery.',
    catalog: 'K-101',
    related: related === null ? '' : { id: String(related), name: 'čokoľvek' },
    related2: '',
    related3: '',
    weight: '0.33',
    tags: 'viera, život',
    binding: 'brožovaná',
    pages: 256,
    isbn: '978-80-1234-567-8',
    language: 'CZ',
    year: '2024',
    excerpt: { image: '/uploads/img/ukazka-1.png', part: 'Kapitola 1', excerpt: 'Na začiatku…' },
  };
}

/** A product with a stored edit; the republish it asked for is forgotten. */
async function editedProduct(): Promise<number> {
  const id = Number((await t.call('POST', '/api/products', undefined, as.admin)).body._id);
  expect((await t.call('PUT', `/api/products/${id}`, edit(), as.admin)).status).toBe(200);
  t.published.length = 0;
  return id;
}

describe('POST /api/products', () => {
  it('creates a sold-out draft (201) that only the admin reads, and asks for no republish', async () => {
    const r = await t.call('POST', '/api/products', undefined, as.admin);
    expect(r.status).toBe(201);
    const defaults = {
      name: 'Nový produkt',
      author: '',
      price: 0,
      discount: 0,
      discountedPrice: 0,
      countInStock: 0,
      language: 'SK',
      category: '',
      image: '',
    };
    expect(r.body).toMatchObject({
      _id: expect.stringMatching(/^[1-9]\d*$/),
      ...defaults,
      related: '',
      related2: '',
      related3: '',
      reviews: [],
      isDraft: true,
    });
    expect((await t.call('GET', `/api/products/${r.body._id}`, undefined, as.admin)).body).toMatchObject({
      _id: r.body._id,
      ...defaults,
      isDraft: true,
    });
    expect(await stored(Number(r.body._id))).toMatchObject({ isDraft: true, priceCents: 0 });
    // Visitors (and staff without the product role) get the 404 of a product that does not exist (drafts.test.ts).
    expect((await get(r.body._id)).status).toBe(404);
    expect(t.published).toEqual([]);
  });
});

describe('PUT /api/products/:id', () => {
  it('stores every field; the discounted price comes from the rule, not from the client', async () => {
    const id = Number((await t.call('POST', '/api/products', undefined, as.admin)).body._id);
    const a = await insertProduct(t, { name: 'Súvisiaci A' });
    const b = await insertProduct(t, { name: 'Súvisiaci B' });
    t.published.length = 0;
    // The edit is stamped with the app's clock, an hour after the product was made.
    clock.advance(60 * 60 * 1000);
    // Nulls in the middle are packed; what the server computes or owns is ignored. Older spellings (null, `{ _id }`,
    // a bare id) are still read.
    const body = {
      ...edit(),
      _id: 999999,
      related: null,
      related2: { _id: a, name: 'x' },
      related3: b,
      discountedPrice: 0.01,
      numReviews: 9,
      reviews: [{ comment: 'x' }],
    };
    const r = await t.call('PUT', `/api/products/${id}`, body, as.admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const expected = {
      ...edit(),
      _id: String(id),
      discountedPrice: 11.15,
      related: { id: String(a), name: 'Súvisiaci A' },
      related2: { id: String(b), name: 'Súvisiaci B' },
      related3: '',
      reviews: [],
      numReviews: 0,
    };
    expect(r.body).toMatchObject(expected);
    expect((await get(id)).body).toMatchObject(expected);
    const row = await stored(id);
    expect(row).toMatchObject({
      priceCents: 1235,
      discountedPriceCents: 1115,
      related1Id: a,
      related2Id: b,
      related3Id: null,
      weight: '0.33',
    });
    expect(row.updatedAt).toBe(clock.now().toISOString());
    expect(t.published).toEqual(['product']);
  });

  it('accepts the form spellings: comma price and weight, related as digits, empty pages', async () => {
    const id = await editedProduct();
    const other = await insertProduct(t);
    const r = await t.call(
      'PUT',
      `/api/products/${id}`,
      { ...edit(), price: '12,50', weight: '0,5', related: String(other), pages: '', language: 'SK' },
      as.admin,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await get(id)).body).toMatchObject({
      price: 12.5,
      weight: '0.5',
      related: { id: String(other) },
      pages: null,
      language: 'SK',
      discountedPrice: 11.25,
    });
  });

  it('takes the product in the shape GET returns: an answer sent back unchanged stores the same product', async () => {
    const id = await editedProduct();
    const a = await insertProduct(t, { name: 'Prvý súvisiaci' });
    const b = await insertProduct(t, { name: 'Druhý súvisiaci' });
    expect((await t.call('PUT', `/api/products/${id}`, { ...edit(a), related2: String(b) }, as.admin)).status).toBe(200);
    const shown = (await get(id)).body;
    expect(shown).toMatchObject({
      related: { id: String(a), name: 'Prvý súvisiaci' },
      related2: { id: String(b), name: 'Druhý súvisiaci' },
      related3: '',
    });
    const row = await stored(id);

    // A client's discountedPrice is never stored: the answer sent back with a forged one changes nothing.
    const again = await t.call('PUT', `/api/products/${id}`, { ...shown, discountedPrice: 0.01 }, as.admin);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual(shown);
    expect(shown.discountedPrice).toBe(11.15);
    expect((await get(id)).body).toEqual(shown);
    const { updatedAt: _before, ...kept } = row;
    const { updatedAt: _after, ...now } = await stored(id);
    expect(now).toEqual(kept);

    // '' empties a slot; the others are packed forward.
    expect((await t.call('PUT', `/api/products/${id}`, { ...shown, related: '' }, as.admin)).status).toBe(200);
    expect((await get(id)).body).toMatchObject({ related: { id: String(b), name: 'Druhý súvisiaci' }, related2: '', related3: '' });
    expect(await stored(id)).toMatchObject({ related1Id: b, related2Id: null, related3Id: null });

    // All three slots taken, then the first emptied: the last slot is cleared in the database, not left as it was.
    const c = await insertProduct(t, { name: 'Tretí súvisiaci' });
    expect((await t.call('PUT', `/api/products/${id}`, { ...edit(a), related2: String(b), related3: String(c) }, as.admin)).status).toBe(
      200,
    );
    expect(await stored(id)).toMatchObject({ related1Id: a, related2Id: b, related3Id: c });
    expect((await t.call('PUT', `/api/products/${id}`, { ...edit(), related2: String(b), related3: String(c) }, as.admin)).status).toBe(
      200,
    );
    expect(await stored(id)).toMatchObject({ related1Id: b, related2Id: c, related3Id: null });
  });

  it('discount 0 cancels the promotion: the discounted price is the price again', async () => {
    const id = await editedProduct();
    // Without a sale the form's discount (the product's own) is the effective one.
    expect((await get(id)).body).toMatchObject({ discount: 10, ownDiscount: 10, discountedPrice: 11.15 });
    expect(await stored(id)).toMatchObject({ discount: 10, ownDiscount: 10, discountedPriceCents: 1115 });
    expect((await t.call('PUT', `/api/products/${id}`, { ...edit(), discount: 0 }, as.admin)).status).toBe(200);
    expect((await get(id)).body).toMatchObject({ price: 12.35, discount: 0, ownDiscount: 0, discountedPrice: 12.35 });
    expect(await stored(id)).toMatchObject({ discount: 0, ownDiscount: 0, discountedPriceCents: 1235 });
  });

  const omit = (key: string) => () => {
    const body: Record<string, unknown> = edit();
    delete body[key];
    return body;
  };
  const withFields = (patch: Record<string, unknown>) => () => ({ ...edit(), ...patch });
  it.each<[string, (ctx: { id: number; other: number }) => unknown, string]>([
    ['missing name', omit('name'), 'Názov je povinný údaj.'],
    ['missing author', omit('author'), 'Autor je povinný údaj.'],
    ['missing price', omit('price'), 'Cena je povinný údaj (napr. 12,50).'],
    ['negative price', withFields({ price: -1 }), 'Cena nemôže byť záporná.'],
    ['price with 3 decimals', withFields({ price: 12.345 }), 'Cena môže mať najviac 2 desatinné miesta.'],
    ['discount 150', withFields({ discount: 150 }), 'Zľava musí byť celé číslo 0 až 100.'],
    ['discount -1', withFields({ discount: -1 }), 'Zľava musí byť celé číslo 0 až 100.'],
    ['unknown category', withFields({ category: 'sci-fi' }), PRODUCT_MESSAGES.unknownCategory],
    ['category2 = category', withFields({ category2: 'život' }), 'Kategória 2 sa musí líšiť od kategórie.'],
    ['language EN', withFields({ language: 'EN' }), 'Jazyk je SK alebo CZ.'],
    ['related = itself', ({ id }) => edit(id), PRODUCT_MESSAGES.relatedSelf],
    ['related that does not exist', () => edit(987654), PRODUCT_MESSAGES.relatedMissing],
    ['the same related twice', ({ other }) => ({ ...edit(other), related3: other }), PRODUCT_MESSAGES.relatedTwice],
    ['a script as the image', withFields({ image: 'javascript:alert(1)' }), 'Obrázok: nahrajte obrázok tlačidlom „Nahrať“.'],
    ['a name of 201 characters', withFields({ name: 'x'.repeat(201) }), 'Názov: najviac 200 znakov.'],
    ['malformed JSON', () => '{"name":', 'Telo požiadavky nie je platný JSON.'],
  ])('refuses %s (400, Slovak) and stores nothing', async (_label, body, message) => {
    const id = await editedProduct();
    const other = await insertProduct(t);
    const old = (await get(id)).body;
    const r = await t.call('PUT', `/api/products/${id}`, body({ id, other }), as.admin);
    expect(r).toMatchObject({ status: 400, body: { message } });
    expect((await get(id)).body).toEqual(old);
    expect(t.published).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, storing nothing', async () => {
    const put = await t.call('PUT', '/api/products/987654', edit(), as.admin);
    expect(put).toMatchObject({ status: 404, body: { message: PRODUCT_MESSAGES.notFound } });
    // Not found comes first: the form's related titles are not judged for a product that is not there.
    const withMissingRelated = await t.call('PUT', '/api/products/987654', edit(987653), as.admin);
    expect(withMissingRelated).toMatchObject({ status: 404, body: { message: PRODUCT_MESSAGES.notFound } });
    expect((await get(987654)).status).toBe(404);
    expect(await t.call('PUT', '/api/products/abc', edit(), as.admin)).toMatchObject({ status: 400, body: { message: 'Neplatné ID.' } });
    expect(t.published).toEqual([]);
  });

  it('answers 404, storing nothing, when another staff member deletes the product during the edit', async () => {
    const id = await insertProduct(t, { name: 'Práve mazaný' });
    const deleteMeanwhile = () => t.call('DELETE', `/api/products/${id}`, undefined, as.admin);
    const put = await raceBeforeStatement(t, /^update "products"/, deleteMeanwhile, () =>
      t.call('PUT', `/api/products/${id}`, edit(), as.admin),
    );
    expect(put).toMatchObject({ status: 404, body: { message: PRODUCT_MESSAGES.notFound } });
    expect(await t.db.select().from(products).where(eq(products.id, id))).toEqual([]);
  });
});

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
