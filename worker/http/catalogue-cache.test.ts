import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, products, reviews } from '../../db/schema';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertCatalogue } from '../test-support/fixtures';
import { placeTestOrder, stockOfProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-cache';

/**
 * The catalogue read cache through the whole app, with both version sources: 'process' as on Node (in memory,
 * looked up again after each write request) and 'database' as on Workers (read per cached request).
 */
describe.each(['process', 'database'] as const)('catalogue cache (%s version)', (source) => {
  let t: TestApp;
  let id: (name: string) => number;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ catalogueVersion: source });
    ({ id } = await insertCatalogue(t.db));
    admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
    customer = bearer(await loginToken(t, await createAccount(t)));
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.call('GET', path, undefined, headers);
  const detail = (pid: number) => get(`/api/products/${pid}`);
  const listed = async (pid: number, path = '/api/products?pageSize=50') =>
    (await get(path)).body.products.find((p: any) => Number(p._id) === pid);

  it('answers a catalogue read with an ETag, a short shared lifetime and 304 for the ETag it gave', async () => {
    const first = await get('/api/products');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(first.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    const again = await get('/api/products');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(etag);

    const held = await get('/api/products', { 'if-none-match': etag });
    expect(held.status).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.get('etag')).toBe(etag);
    // The weak form and the tag of a compressed copy name the same content.
    expect((await get('/api/products', { 'if-none-match': `"nope", W/${etag.replace(/"$/, '-gz"')}` })).status).toBe(304);
    expect((await get('/api/products', { 'if-none-match': '"0123456789abcdef0123"' })).status).toBe(200);
  });

  it('shows a product edit in the next list, search, detail and /all read; the old ETag no longer matches', async () => {
    const pid = id('Duchovný človek');
    const before = await detail(pid);
    const listBefore = await get('/api/products?pageSize=50');
    await get('/api/products?keyword=clovek');
    await get('/api/products/all');
    const edit = { ...before.body, name: 'Duchovný človek – nové vydanie', countInStock: 9, related: '', related2: '', related3: '' };
    expect((await t.call('PUT', `/api/products/${pid}`, edit, admin)).status).toBe(200);
    expect((await t.db.select().from(products).where(eq(products.id, pid)))[0].name).toBe('Duchovný človek – nové vydanie');

    const after = await detail(pid);
    expect(after.body).toMatchObject({ name: 'Duchovný človek – nové vydanie', countInStock: 9 });
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await get(`/api/products/${pid}`, { 'if-none-match': before.headers.get('etag')! })).status).toBe(200);
    expect((await get('/api/products?pageSize=50', { 'if-none-match': listBefore.headers.get('etag')! })).status).toBe(200);
    expect((await listed(pid))?.name).toBe('Duchovný človek – nové vydanie');
    expect((await listed(pid, '/api/products?keyword=vydanie'))?.name).toBe('Duchovný človek – nové vydanie');
    const all = (await get('/api/products/all')).body.products;
    expect(all.find((p: any) => Number(p._id) === pid).countInStock).toBe(9);
  });

  it('shows the stock an order takes, and gives it back when staff cancel the order', async () => {
    const pid = id('Normálny kresťanský život');
    const stock = (await detail(pid)).body.countInStock;
    expect((await listed(pid)).countInStock).toBe(stock);
    const order = await placeTestOrder(t, customer.authorization.slice(7), pid, 2);
    expect(await stockOfProduct(t, pid)).toBe(stock - 2);
    expect((await detail(pid)).body.countInStock).toBe(stock - 2);
    expect((await listed(pid)).countInStock).toBe(stock - 2);

    expect((await t.call('PUT', `/api/orders/${order}/cancell`, undefined, admin)).status).toBe(200);
    expect(await stockOfProduct(t, pid)).toBe(stock);
    expect((await detail(pid)).body.countInStock).toBe(stock);
  });

  it('shows a review once staff approve it, and drops it once they delete it', async () => {
    const pid = id('Sedieť, kráčať, stáť');
    const posted = await t.call('POST', `/api/products/${pid}/reviews`, { rating: 5, comment: 'Silné slovo' }, customer);
    expect(posted.status).toBe(201);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.productId, pid));
    expect((await detail(pid)).body.numReviews).toBe(0);
    expect((await get(`/api/products/${pid}/reviews`)).body.reviews).toEqual([]);

    expect((await t.call('PUT', `/api/products/${pid}/reviews/acknowledge`, { reviewId: row.id }, admin)).status).toBe(200);
    const shown = await detail(pid);
    expect(shown.body.numReviews).toBe(1);
    expect(shown.body.reviews.map((r: any) => r.comment)).toEqual(['Silné slovo']);
    expect((await get(`/api/products/${pid}/reviews`)).body.reviews).toHaveLength(1);

    expect((await t.call('DELETE', `/api/products/${pid}/reviews/${row.id}`, undefined, admin)).status).toBe(200);
    expect((await detail(pid)).body.numReviews).toBe(0);
    expect((await get(`/api/products/${pid}/reviews`)).body.reviews).toEqual([]);
  });

  it('shows the shop-wide discount in the next read', async () => {
    const pid = id('Evanjelium Božie');
    expect((await listed(pid)).discount).toBe(0);
    expect((await t.call('POST', '/api/products/discount', { discount: 20 }, admin)).status).toBe(200);
    expect((await listed(pid)).discount).toBe(20);
    expect((await detail(pid)).body.discount).toBe(20);
    expect((await t.call('POST', '/api/products/discount', { discount: 0 }, admin)).status).toBe(200);
    expect((await listed(pid)).discount).toBe(0);
  });

  it('shows staff edits of banners, videos and audio in the next read', async () => {
    const banner = (await get('/api/banner')).body.banners[0];
    const bid = Number(banner._id);
    const one = await get(`/api/banner/${bid}`);
    const edit = { bannerTitle: 'Novinky 2024', image: '/uploads/banners/2.svg', category: 'home' };
    expect((await t.call('PUT', `/api/banner/${bid}`, edit, admin)).status).toBe(200);
    expect((await t.db.select().from(banners).where(eq(banners.id, bid)))[0].bannerTitle).toBe('Novinky 2024');
    expect(JSON.stringify((await get('/api/banner')).body)).toContain('Novinky 2024');
    const oneAfter = await get(`/api/banner/${bid}`);
    expect(oneAfter.body.bannerTitle).toBe('Novinky 2024');
    expect(oneAfter.headers.get('etag')).not.toBe(one.headers.get('etag'));

    const videosBefore = JSON.stringify((await get('/api/video')).body);
    const created = await t.call('POST', '/api/video', undefined, admin);
    expect(created.status).toBe(201);
    expect((await t.call('PUT', `/api/video/${created.body._id}`, { videoTitle: 'Nové video', code: 'zyxwvutsrqp' }, admin)).status).toBe(
      200,
    );
    const videosAfter = JSON.stringify((await get('/api/video')).body);
    expect(videosAfter).not.toBe(videosBefore);
    expect(videosAfter).toContain('Nové video');

    // A new recording is a draft: the public list stays as it was until an edit gives it its Drive link.
    const audioBefore = (await get('/api/audio')).body;
    const draft = await t.call('POST', '/api/audio', undefined, admin);
    expect(draft.status).toBe(201);
    expect((await get('/api/audio')).body).toEqual(audioBefore);
    const link = {
      audioTitle: 'Nová nahrávka',
      mp3file: 'https://drive.google.com/file/d/n/preview',
      category: 'Slová života',
      subcategory: '',
    };
    expect((await t.call('PUT', `/api/audio/${draft.body._id}`, link, admin)).status).toBe(200);
    expect(JSON.stringify((await get('/api/audio')).body)).toContain('Nová nahrávka');
  });

  it('never keeps a personal answer: favourites are per account and marked no-store', async () => {
    const other = bearer(await loginToken(t, await createAccount(t)));
    const pid = id('Život viery');
    expect((await t.call('PUT', `/api/products/${pid}/anybody`, undefined, customer)).status).toBe(200);
    const mine = await get('/api/products/favorites', customer);
    const theirs = await get('/api/products/favorites', other);
    expect(JSON.stringify(mine.body)).toContain('Život viery');
    expect(JSON.stringify(theirs.body)).not.toContain('Život viery');
    for (const r of [mine, theirs]) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('etag')).toBeNull();
    }
    expect((await get(`/api/products/${pid}/favorite`, other)).body).not.toEqual(
      (await get(`/api/products/${pid}/favorite`, customer)).body,
    );
    expect((await get('/api/products/favorites')).status).toBe(401);
    // A public read sent with a token gets the public answer, and no cache may keep it.
    const withToken = await detail(pid).then(() => get(`/api/products/${pid}`, customer));
    expect(withToken.body).toEqual((await detail(pid)).body);
    expect(withToken.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps only 200 answers: a product that appears after a 404 is found at once', async () => {
    const missing = 900_001;
    expect((await detail(missing)).status).toBe(404);
    expect((await get('/api/products/abc')).status).toBe(400);
    await t.db.insert(products).values({ id: missing, name: 'Neskôr pridaný', countInStock: 1 });
    const found = await detail(missing);
    expect(found.status).toBe(200);
    expect(found.body.name).toBe('Neskôr pridaný');
  });
});

describe('catalogue cache on Node: the database file watched', () => {
  let t: TestApp;
  let id: (name: string) => number;
  beforeAll(async () => {
    t = await createTestApp({ catalogueVersion: 'process', catalogueFileProbe: true });
    ({ id } = await insertCatalogue(t.db));
  });
  afterAll(() => t.close());

  it('shows a write made straight into the database (a script, an e2e helper) in the very next read', async () => {
    const pid = id('Život viery');
    for (const [priceCents, price] of [
      [1500, 15],
      [1600, 16],
      [1700, 17],
    ] as const) {
      expect((await t.call('GET', `/api/products/${pid}`)).status).toBe(200);
      await t.db.update(products).set({ priceCents }).where(eq(products.id, pid));
      expect((await t.call('GET', `/api/products/${pid}`)).body.price).toBe(price);
    }
  });
});

describe('catalogue cache on Node without the file probe (a remote database): the version in memory', () => {
  let t: TestApp;
  let id: (name: string) => number;
  beforeAll(async () => {
    t = await createTestApp({ catalogueVersion: 'process' });
    ({ id } = await insertCatalogue(t.db));
  });
  afterAll(() => t.close());

  it('answers from memory until a request that may have written makes it look at the database again', async () => {
    const pid = id('Život viery');
    expect((await t.call('GET', `/api/products/${pid}`)).body.name).toBe('Život viery');
    // A write from outside this process (a script on the live file): the poll (off here) would see it.
    await t.db.update(products).set({ name: 'Život viery (skript)' }).where(eq(products.id, pid));
    expect((await t.call('GET', `/api/products/${pid}`)).body.name).toBe('Život viery');
    // Any request but GET/HEAD makes the cache look again, even one that writes no catalogue data.
    expect((await t.call('PUT', '/api/counter/increase')).status).toBe(200);
    expect((await t.call('GET', `/api/products/${pid}`)).body.name).toBe('Život viery (skript)');
  });
});
