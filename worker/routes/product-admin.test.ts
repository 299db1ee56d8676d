import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { PRODUCT_MESSAGES } from '../domain/product-admin';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { insertProduct } from '../test-support/orders';
import { raceBeforeStatement } from '../test-support/races';
import { editedProduct as savedProduct, productEdit as edit } from '../test-support/product-edit';
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

/** A product with a stored edit; the republish it asked for is forgotten. */
const editedProduct = () => savedProduct(t, as.admin);

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
