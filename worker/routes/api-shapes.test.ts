import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audio, products, reviews } from '../../db/schema';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertProduct, orderBody } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The answers as spec sections 3 and 7 shape them, for the clients of the shop this replaces (issue 10, point 8):
 * every id is text, `/all` is `{ products }` with reviews and related titles, `related*` is `{ id, name }` or `''`,
 * `/api/audio` answers every recording unless asked for pages, contact answers "ok", the counter the number.
 * Each test builds its own app and data.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DIGITS = /^[1-9][0-9]*$/;

/**
 * Every id in an answer, wherever it sits: `_id` and `productId` keys, an order line's and a discount's `product`,
 * and the `id` of a related title. Paths say where each was found, for the failure message.
 */
function idsIn(value: unknown, path = '$', parentKey = ''): { path: string; id: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => idsIn(v, `${path}[${i}]`, parentKey));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const here = `${path}.${key}`;
    const isId =
      key === '_id' ||
      key === 'productId' ||
      (key === 'product' && (parentKey === 'orderItems' || parentKey === 'discounts')) ||
      (key === 'id' && /^related[23]?$/.test(parentKey));
    return [...(isId ? [{ path: here, id: v }] : []), ...idsIn(v, here, key)];
  });
}

async function staffAndCustomer() {
  const admin = await createAccount(t, { role: 'admin' });
  const jana = await createAccount(t, { name: 'Jana', isSubscribed: true });
  const leaver = await createAccount(t, { name: 'Odhlásená' });
  const leaverToken = await loginToken(t, leaver);
  expect((await t.call('PUT', '/api/users/profile', { isSubscribed: true }, bearer(leaverToken))).status).toBe(200);
  expect((await t.call('PUT', '/api/users/profile', { isSubscribed: false }, bearer(leaverToken))).status).toBe(200);
  return { admin, jana, adminToken: await loginToken(t, admin), janaToken: await loginToken(t, jana) };
}

describe('ids in answers', () => {
  it('every id of every kind of answer is text (decimal digits), the ones inside lists and lines too', async () => {
    const { jana, adminToken, janaToken } = await staffAndCustomer();
    const book = await insertProduct(t, { name: 'Normálny kresťanský život', stock: 3 });
    const other = await insertProduct(t, { name: 'Život viery', stock: 3 });
    await t.db.update(products).set({ related1Id: other }).where(eq(products.id, book));
    await t.db.insert(reviews).values([
      { productId: book, name: 'Jana', comment: 'Schválená', isAcknowledged: true },
      { productId: other, name: 'Peter', comment: 'Čaká', isAcknowledged: false },
    ]);
    await t.db.insert(audio).values({ audioTitle: 'Nahrávka', category: 'Slová života', subcategory: 'Téma', mp3file: '' });
    expect((await t.call('PUT', `/api/products/${book}/anybody`, undefined, bearer(janaToken))).status).toBe(200);
    const placed = await t.call('POST', '/api/orders/', orderBody([{ product: book, qty: 1 }]), bearer(janaToken));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body._id;
    // New media are drafts (visitors read none): each is saved complete, which publishes it.
    const published = async (kind: 'video' | 'banner', edit: Record<string, string>) => {
      const id = (await t.call('POST', `/api/${kind}`, undefined, bearer(adminToken))).body._id;
      expect((await t.call('PUT', `/api/${kind}/${id}`, edit, bearer(adminToken))).body.isDraft).toBe(false);
      return id;
    };
    const mediaIds = {
      audio: (await t.call('GET', '/api/audio')).body.audios[0]._id,
      video: await published('video', { videoTitle: 'Video', code: 'dQw4w9WgXcQ' }),
      banner: await published('banner', { bannerTitle: 'Banner', image: '/uploads/banners/b.png', category: '' }),
    };

    const answers: [string, { status: number; body: unknown }][] = [
      ['POST /api/orders/', placed],
      ['POST /api/users/login', await t.call('POST', '/api/users/login', { email: jana.email, password: jana.password })],
      ['POST /api/products', await t.call('POST', '/api/products', undefined, bearer(adminToken))],
    ];
    const reads: [string, Record<string, string>?][] = [
      ['/api/products'],
      ['/api/products/all'],
      [`/api/products/${book}`],
      [`/api/products/${book}/reviews`],
      ['/api/audio'],
      [`/api/audio/${mediaIds.audio}`],
      ['/api/video'],
      [`/api/video/${mediaIds.video}`],
      ['/api/banner'],
      [`/api/banner/${mediaIds.banner}`],
      ['/api/users/profile', bearer(janaToken)],
      ['/api/products/favorites', bearer(janaToken)],
      ['/api/orders/myorders', bearer(janaToken)],
      [`/api/orders/${orderId}`, bearer(janaToken)],
      ['/api/users', bearer(adminToken)],
      [`/api/users/${jana.id}`, bearer(adminToken)],
      ['/api/orders', bearer(adminToken)],
      ['/api/products/reviews', bearer(adminToken)],
      ['/api/subscribers/subscribed', bearer(adminToken)],
      ['/api/subscribers/unsubscribed', bearer(adminToken)],
      ['/api/dashboard', bearer(adminToken)],
      ['/api/outbox', bearer(adminToken)],
    ];
    for (const [path, headers] of reads) answers.push([`GET ${path}`, await t.call('GET', path, undefined, headers)]);

    for (const [call, r] of answers) {
      expect(r.status, `${call}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
      const ids = idsIn(r.body);
      expect(ids.length, `${call} answers no id at all`).toBeGreaterThan(0);
      for (const { path, id } of ids) {
        if (id === null) continue; // a line of a deleted product, a deleted account: none here, but allowed
        expect(typeof id, `${call} ${path} = ${JSON.stringify(id)}`).toBe('string');
        expect(id, `${call} ${path}`).toMatch(DIGITS);
      }
    }

    // The ids name what they did before: the order's line is the book, its user is Jana, the favourite is hers.
    expect(placed.body).toMatchObject({
      user: { _id: String(jana.id) },
      orderItems: [{ product: String(book) }],
      discounts: [{ product: String(book) }],
    });
    const favourites = answers.find(([call]) => call === 'GET /api/products/favorites')![1].body as {
      products: { _id: string; favoriteOf: unknown }[];
    };
    expect(favourites.products.map((p) => [p._id, p.favoriteOf])).toEqual([[String(book), [{ _id: String(jana.id) }]]]);
  });

  it('the path parameters take the ids the answers give back', async () => {
    const { adminToken } = await staffAndCustomer();
    const created = await t.call('POST', '/api/products', undefined, bearer(adminToken));
    const id: string = created.body._id;
    // A new product is a draft: the admin reads it.
    expect((await t.call('GET', `/api/products/${id}`, undefined, bearer(adminToken))).body._id).toBe(id);
    const audioId: string = (await t.call('POST', '/api/audio', undefined, bearer(adminToken))).body._id;
    const put = await t.call(
      'PUT',
      `/api/audio/${audioId}`,
      { _id: audioId, audioTitle: 'Späť', mp3file: '', category: '', subcategory: '' },
      bearer(adminToken),
    );
    expect(put).toMatchObject({ status: 200, body: { _id: audioId, audioTitle: 'Späť' } });
    expect(
      (
        await t.db
          .select()
          .from(audio)
          .where(eq(audio.id, Number(audioId)))
      )[0].audioTitle,
    ).toBe('Späť');
  });
});

describe('GET /api/products/all', () => {
  it('answers { products }, each exactly as GET /api/products/{id} shows it: approved reviews and related titles', async () => {
    const a = await insertProduct(t, { name: 'Alfa' });
    const b = await insertProduct(t, { name: 'Beta' });
    const c = await insertProduct(t, { name: 'Gama' });
    await t.db.update(products).set({ related1Id: b, related2Id: c }).where(eq(products.id, a));
    await t.db.insert(reviews).values([
      { productId: a, name: 'Jana', comment: 'Prvá', isAcknowledged: true, createdAt: '2026-01-01T10:00:00.000Z' },
      { productId: a, name: 'Peter', comment: 'Neschválená', isAcknowledged: false, createdAt: '2026-01-02T10:00:00.000Z' },
      { productId: a, name: 'Eva', comment: 'Druhá', isAcknowledged: true, createdAt: '2026-01-03T10:00:00.000Z' },
      { productId: c, name: 'Ján', comment: 'Ku Game', isAcknowledged: true, createdAt: '2026-01-04T10:00:00.000Z' },
    ]);

    const r = await t.call('GET', '/api/products/all');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['products']);
    expect(r.body.products.map((p: { name: string }) => p.name)).toEqual(['Alfa', 'Beta', 'Gama']);
    const [alfa, beta, gama] = r.body.products;
    expect(alfa).toMatchObject({
      _id: String(a),
      related: { id: String(b), name: 'Beta' },
      related2: { id: String(c), name: 'Gama' },
      related3: '',
      numReviews: 2,
    });
    expect(alfa.reviews.map((x: { comment: string }) => x.comment)).toEqual(['Prvá', 'Druhá']);
    expect(beta).toMatchObject({ related: '', related2: '', related3: '', reviews: [], numReviews: 0 });
    expect(gama.reviews.map((x: { comment: string }) => x.comment)).toEqual(['Ku Game']);
    for (const p of r.body.products) expect(p).toEqual((await t.call('GET', `/api/products/${p._id}`)).body);
  });

  it('takes the same number of database queries for 3 products as for 33 (not one per product)', async () => {
    const client = t.db.$client;
    const queriesOf = async (path: string) => {
      const { execute, batch } = client;
      let n = 0;
      client.execute = ((...args: Parameters<typeof execute>) => (n++, execute.apply(client, args))) as typeof execute;
      client.batch = ((...args: Parameters<typeof batch>) => (n++, batch.apply(client, args))) as typeof batch;
      try {
        expect((await t.call('GET', path)).status).toBe(200);
      } finally {
        Object.assign(client, { execute, batch });
      }
      return n;
    };
    const withRelated = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const p = await insertProduct(t);
        const q = await insertProduct(t);
        await t.db.update(products).set({ related1Id: q }).where(eq(products.id, p));
        await t.db.insert(reviews).values({ productId: p, name: 'Jana', comment: `Recenzia ${i}`, isAcknowledged: true });
      }
    };
    await withRelated(1);
    await insertProduct(t);
    const few = await queriesOf('/api/products/all');
    await withRelated(15);
    const many = await queriesOf('/api/products/all');
    expect((await t.call('GET', '/api/products/all')).body.products).toHaveLength(33);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(4);
  });
});

describe('related titles', () => {
  it("are { id, name } and '' for an empty slot in the list, the search, the detail, the favourites and the admin's answers", async () => {
    const admin = await createAccount(t, { role: 'admin' });
    const adminToken = await loginToken(t, admin);
    const book = await insertProduct(t, { name: 'S odkazom' });
    const target = await insertProduct(t, { name: 'Cieľ' });
    await t.db.update(products).set({ related2Id: target }).where(eq(products.id, book));
    await t.call('PUT', `/api/products/${book}/anybody`, undefined, bearer(adminToken));
    const linked = { related: { id: String(target), name: 'Cieľ' }, related2: '', related3: '' };
    const empty = { related: '', related2: '', related3: '' };

    const list = (await t.call('GET', '/api/products')).body.products;
    expect(list.find((p: { _id: string }) => p._id === String(target))).toMatchObject(empty);
    expect(list.find((p: { _id: string }) => p._id === String(book))).toMatchObject(linked);
    expect((await t.call('GET', `/api/products?keyword=${encodeURIComponent('odkazom')}`)).body.products[0]).toMatchObject(linked);
    expect((await t.call('GET', `/api/products/${book}`)).body).toMatchObject(linked);
    expect((await t.call('GET', '/api/products/favorites', undefined, bearer(adminToken))).body.products[0]).toMatchObject({
      _id: String(book),
      ...linked,
    });
    expect((await t.call('POST', '/api/products', undefined, bearer(adminToken))).body).toMatchObject(empty);
    for (const p of list)
      for (const key of ['related', 'related2', 'related3']) expect(p[key] === '' || typeof p[key]?.id === 'string').toBe(true);
  });
});
