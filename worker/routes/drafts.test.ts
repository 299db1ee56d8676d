import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allProducts,
  libraryPage,
  libraryProducts,
  listProducts,
  productsInCategory,
  productsOfYear,
} from '../../db/queries/catalogue/catalogue';
import { favorites, products, reviews } from '../../db/schema';
import { DRAFT_MESSAGES } from '../domain/drafts';
import { ORDER_MESSAGES } from '../domain/orders';
import { PRODUCT_MESSAGES } from '../domain/product-admin';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertCatalogue } from '../test-support/fixtures';
import { orderBody, orderState } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Drafts of products (issue 16, item 3): 'Vytvoriť produkt' makes a product only the admin reads; no visitor
 * answer, page, list, search, favourite, review or order reaches it until a complete save publishes it.
 * Media drafts are in media-drafts.test.ts.
 */

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
beforeAll(async () => {
  t = await createTestApp({
    pages: {
      '/shell/product/': '<h1>Produkt (shell)</h1>',
      '/shell/library/': '<h1>Čitáreň (shell)</h1>',
      '/404.html': '<h1>Stránka sa nenašla</h1>',
    },
  });
  catalogue = await insertCatalogue(t.db);
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
});
afterAll(() => t.close());
beforeEach(() => void (t.published.length = 0));

const stored = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const ids = (list: { _id: string }[]) => list.map((p) => Number(p._id));

/** The fields of a save, in the shape the edit screen sends; `price` 0 leaves a draft incomplete. */
function save(o: { name: string; price: number; related?: number }) {
  return {
    name: o.name,
    author: 'Witness Lee',
    price: o.price,
    discount: 0,
    countInStock: 4,
    category: 'život',
    year: '2024',
    related: o.related ?? '',
    excerpt: { image: '', part: 'Úvod', excerpt: 'Text ukážky konceptu.' },
  };
}

/** A new product, saved with a distinctive name but no price: still a draft, now findable by its words. */
async function namedDraft(name: string): Promise<number> {
  const created = await t.call('POST', '/api/products', undefined, as.admin);
  expect(created.status).toBe(201);
  const id = Number(created.body._id);
  const r = await t.call('PUT', `/api/products/${id}`, save({ name, price: 0 }), as.admin);
  expect(r.body).toMatchObject({ name, isDraft: true });
  return id;
}

/** Every answer a visitor (or a customer) could read the catalogue from, as ids. */
async function publicIds(headers: Record<string, string> = {}, keyword = 'koncept') {
  const get = async (path: string) => (await t.call('GET', path, undefined, headers)).body;
  return {
    list: ids((await get('/api/products?pageSize=100')).products),
    search: ids((await get(`/api/products?keyword=${encodeURIComponent(keyword)}`)).products),
    all: ids((await get('/api/products/all')).products),
  };
}

describe('a new product is a draft', () => {
  it('answers 404 to visitors, customers, assistants and a broken token; the admin reads it (200)', async () => {
    const id = Number((await t.call('POST', '/api/products', undefined, as.admin)).body._id);
    expect(await stored(id)).toMatchObject({ isDraft: true, name: 'Nový produkt', priceCents: 0 });
    for (const headers of [{}, as.customer, as.assistant, { authorization: 'Bearer nie-je-token' }]) {
      const r = await t.call('GET', `/api/products/${id}`, undefined, headers);
      expect(r, JSON.stringify(headers)).toMatchObject({ status: 404, body: { message: PRODUCT_MESSAGES.notFound } });
    }
    const admin = await t.call('GET', `/api/products/${id}`, undefined, as.admin);
    expect(admin).toMatchObject({ status: 200, body: { _id: String(id), name: 'Nový produkt', isDraft: true } });
    expect(t.published).toEqual([]);
  });

  it('is in no visitor list, search or /all; the admin list and search show it; /all never does (the pickers)', async () => {
    const id = await namedDraft('Zvláštny koncept');
    for (const headers of [{}, as.customer, as.assistant]) {
      const seen = await publicIds(headers, 'zvlastny koncept');
      expect(seen.list).not.toContain(id);
      expect(seen.search).toEqual([]);
      expect(seen.all).not.toContain(id);
      // The published catalogue is all still there.
      expect(seen.list).toContain(catalogue.id('Život viery'));
    }
    const admin = await publicIds(as.admin, 'zvlastny koncept');
    expect(admin.list).toContain(id);
    expect(admin.search).toEqual([id]);
    expect(admin.all).not.toContain(id);
    const row = (await t.call('GET', '/api/products?pageSize=100', undefined, as.admin)).body.products.find(
      (p: { _id: string }) => p._id === String(id),
    );
    expect(row).toMatchObject({ name: 'Zvláštny koncept', isDraft: true });
  });

  it('has no page: /product/{id} and /library/{id} answer the 404 page, not the shell', async () => {
    const id = await namedDraft('Koncept bez stránky');
    for (const path of [`/product/${id}`, `/library/${id}`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Stránka sa nenašla');
    }
    // A published product newer than the build gets the shell.
    expect(await (await t.app.request(`/product/${catalogue.id('Život viery')}`)).text()).toContain('Produkt (shell)');
  });

  it('is left out of what the build renders: home, categories, new books, library, product pages', async () => {
    const id = await namedDraft('Koncept pre stavbu');
    expect(await stored(id)).toMatchObject({ category: 'život', year: '2024', excerptText: 'Text ukážky konceptu.' });
    const everywhere = [
      (await listProducts(t.db, { page: 1, pageSize: 100 })).rows,
      await allProducts(t.db),
      await productsInCategory(t.db, 'život'),
      await productsOfYear(t.db, '2024'),
      (await libraryPage(t.db, 1, 100)).rows,
      await libraryProducts(t.db),
    ];
    for (const rows of everywhere) expect(rows.map((p) => p.id)).not.toContain(id);
    // The staff's read of the same list holds it, so the filter is the draft flag and nothing else.
    expect((await listProducts(t.db, { page: 1, pageSize: 100, drafts: true })).rows.map((p) => p.id)).toContain(id);
  });

  it('cannot be a favourite, reviewed or ordered; nothing is written', async () => {
    const id = await namedDraft('Koncept na objednanie');
    expect(await t.call('PUT', `/api/products/${id}/anybody`, undefined, as.customer)).toMatchObject({ status: 404 });
    expect(await t.call('GET', `/api/products/${id}/favorite`, undefined, as.customer)).toMatchObject({ status: 404 });
    expect(await t.db.select().from(favorites).where(eq(favorites.productId, id))).toEqual([]);
    // Even a favourite row written behind the API's back (a script) lists no draft.
    const customerId = (await t.call('GET', '/api/users/profile', undefined, as.customer)).body._id;
    await t.db.insert(favorites).values({ userId: Number(customerId), productId: id });
    expect(ids((await t.call('GET', '/api/products/favorites', undefined, as.customer)).body.products)).not.toContain(id);
    await t.db.delete(favorites).where(eq(favorites.productId, id));
    expect((await t.call('POST', `/api/products/${id}/reviews`, { rating: 5, comment: 'Skoro' }, as.customer)).status).toBe(404);
    expect((await t.call('GET', `/api/products/${id}/reviews`)).status).toBe(404);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, id))).toEqual([]);

    // The draft has stock by now: only its being a draft stops the order.
    await t.db.update(products).set({ countInStock: 5, priceCents: 900, discountedPriceCents: 900 }).where(eq(products.id, id));
    const before = await orderState(t);
    const r = await t.call('POST', '/api/orders/', orderBody([{ product: id, qty: 1 }]), as.customer);
    expect(r).toMatchObject({ status: 400, body: { message: ORDER_MESSAGES.unknownProduct(id) } });
    expect(await orderState(t)).toEqual(before);
  });

  it('is no low-stock line on the dashboard (its 0 is only unfilled)', async () => {
    const id = await namedDraft('Koncept na prehľade');
    const dash = (await t.call('GET', '/api/dashboard', undefined, as.admin)).body;
    expect(ids(dash.lowStock)).not.toContain(id);
    // The published title sold out is still listed.
    expect(ids(dash.lowStock)).toContain(catalogue.id('Duchovný človek'));
  });
});

describe('leaving draft', () => {
  it('an incomplete save stores every field and keeps it a draft, publishing nothing', async () => {
    const id = await namedDraft('Koncept bez ceny');
    expect(await stored(id)).toMatchObject({
      name: 'Koncept bez ceny',
      author: 'Witness Lee',
      priceCents: 0,
      countInStock: 4,
      isDraft: true,
    });
    expect((await t.call('GET', `/api/products/${id}`)).status).toBe(404);
    expect(t.published).toEqual([]);
    expect(DRAFT_MESSAGES.product).toMatch(/koncept/i);
  });

  it('a complete save publishes it: every visitor answer holds it and the site is republished', async () => {
    const id = await namedDraft('Koncept hotový');
    const r = await t.call('PUT', `/api/products/${id}`, save({ name: 'Koncept hotový', price: 12.5 }), as.admin);
    expect(r).toMatchObject({ status: 200, body: { isDraft: false, price: 12.5 } });
    expect(await stored(id)).toMatchObject({ isDraft: false, priceCents: 1250 });
    expect(t.published).toEqual(['product']);

    expect(await t.call('GET', `/api/products/${id}`)).toMatchObject({ status: 200, body: { name: 'Koncept hotový', isDraft: false } });
    const seen = await publicIds({}, 'koncept hotovy');
    expect(seen.list).toContain(id);
    expect(seen.search).toEqual([id]);
    expect(seen.all).toContain(id);
    expect(await (await t.app.request(`/product/${id}`)).text()).toContain('Produkt (shell)');
    expect((await listProducts(t.db, { page: 1, pageSize: 100 })).rows.map((p) => p.id)).toContain(id);
    const order = await t.call('POST', '/api/orders/', orderBody([{ product: id, qty: 1 }]), as.customer);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
  });

  it('a published product stays published: a later save at 0 € is stored as before, not hidden', async () => {
    const id = await namedDraft('Koncept raz zverejnený');
    expect((await t.call('PUT', `/api/products/${id}`, save({ name: 'Koncept raz zverejnený', price: 5 }), as.admin)).body.isDraft).toBe(
      false,
    );
    t.published.length = 0;
    const r = await t.call('PUT', `/api/products/${id}`, save({ name: 'Koncept raz zverejnený', price: 0 }), as.admin);
    expect(r.body).toMatchObject({ isDraft: false, price: 0 });
    expect(await stored(id)).toMatchObject({ isDraft: false, priceCents: 0 });
    expect((await t.call('GET', `/api/products/${id}`)).status).toBe(200);
    expect(t.published).toEqual(['product']);
  });

  it('an isDraft sent back in the GET shape is ignored: it neither publishes nor hides', async () => {
    const id = await namedDraft('Koncept s príznakom');
    const shown = (await t.call('GET', `/api/products/${id}`, undefined, as.admin)).body;
    expect((await t.call('PUT', `/api/products/${id}`, { ...shown, isDraft: false }, as.admin)).body.isDraft).toBe(true);
    expect((await stored(id)).isDraft).toBe(true);
  });
});

describe('related titles', () => {
  it('a draft named as related is no link for visitors; the admin sees it; once published it is a link', async () => {
    const draft = await namedDraft('Koncept súvisiaci');
    const book = catalogue.id('Normálny kresťanský život');
    const withRelated = { ...save({ name: 'Normálny kresťanský život', price: 12.5, related: draft }) };
    expect((await t.call('PUT', `/api/products/${book}`, withRelated, as.admin)).status).toBe(200);
    expect((await stored(book)).related1Id).toBe(draft);

    const visitor = async () => ({
      detail: (await t.call('GET', `/api/products/${book}`)).body.related,
      listed: (await t.call('GET', '/api/products?pageSize=100')).body.products.find((p: { _id: string }) => p._id === String(book))
        .related,
      all: (await t.call('GET', '/api/products/all')).body.products.find((p: { _id: string }) => p._id === String(book)).related,
    });
    expect(await visitor()).toEqual({ detail: '', listed: '', all: '' });
    expect((await t.call('GET', `/api/products/${book}`, undefined, as.admin)).body.related).toEqual({
      id: String(draft),
      name: 'Koncept súvisiaci',
    });

    expect((await t.call('PUT', `/api/products/${draft}`, save({ name: 'Koncept súvisiaci', price: 3 }), as.admin)).body.isDraft).toBe(
      false,
    );
    const linked = { id: String(draft), name: 'Koncept súvisiaci' };
    expect(await visitor()).toEqual({ detail: linked, listed: linked, all: linked });
  });
});

describe.each(['database', 'process'] as const)('the catalogue cache and drafts (%s version)', (source) => {
  let c: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    c = await createTestApp({ catalogueVersion: source });
    await insertCatalogue(c.db);
    admin = bearer(await loginToken(c, await createAccount(c, { role: 'admin' })));
  });
  afterAll(() => c.close());

  it("never serves the admin's answer to a visitor, nor a visitor's stored answer to the admin", async () => {
    const id = Number((await c.call('POST', '/api/products', undefined, admin)).body._id);
    const listPath = '/api/products?pageSize=100';
    const visitorList = await c.call('GET', listPath);
    expect(ids(visitorList.body.products)).not.toContain(id);

    // The admin's read comes from the database (the stored public list lacks the draft) and is not stored.
    const adminList = await c.call('GET', listPath, undefined, admin);
    expect(ids(adminList.body.products)).toContain(id);
    expect(adminList.headers.get('cache-control')).toBe('no-store');
    const adminDetail = await c.call('GET', `/api/products/${id}`, undefined, admin);
    expect(adminDetail.status).toBe(200);

    // The visitor still gets the stored public answer (same ETag), without the draft; the draft stays 404.
    const again = await c.call('GET', listPath);
    expect(again.headers.get('etag')).toBe(visitorList.headers.get('etag'));
    expect(ids(again.body.products)).not.toContain(id);
    expect((await c.call('GET', `/api/products/${id}`)).status).toBe(404);
  });
});
