import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../db/schema';
import { ENGAGEMENT_MESSAGES } from '../domain/engagement';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { insertProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let jana: TestAccount;
let peter: TestAccount;
let janaToken: string;
let peterToken: string;

beforeAll(async () => {
  t = await createTestApp();
  [jana, peter] = await Promise.all([createAccount(t), createAccount(t)]);
  [janaToken, peterToken] = await Promise.all([loginToken(t, jana), loginToken(t, peter)]);
});
afterAll(() => t.close());

async function storedFavorites(userId: number): Promise<number[]> {
  const rows = await t.db.select().from(favorites).where(eq(favorites.userId, userId));
  return rows.map((r) => r.productId).sort((a, b) => a - b);
}

describe('favourites', () => {
  it('adds and removes the CALLER’s favourite; a user id in the body is ignored', async () => {
    const book = await insertProduct(t);
    const add = await t.call(
      'PUT',
      `/api/products/${book}/anybody`,
      { userId: peter.id, user: peter.id, _id: peter.id },
      bearer(janaToken),
    );
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: ENGAGEMENT_MESSAGES.favoriteAdded, isFavorite: true });
    expect(await storedFavorites(jana.id)).toContain(book);
    expect(await storedFavorites(peter.id)).not.toContain(book);

    // Adding twice keeps one row.
    await t.call('PUT', `/api/products/${book}/anybody`, undefined, bearer(janaToken));
    const rows = await t.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, jana.id), eq(favorites.productId, book)));
    expect(rows).toHaveLength(1);

    // Peter cannot remove Jana's favourite, whatever he sends.
    const other = await t.call('PUT', `/api/products/${book}/remove/favorites`, { userId: jana.id }, bearer(peterToken));
    expect(other.status).toBe(200);
    expect(await storedFavorites(jana.id)).toContain(book);

    const state = await t.call('GET', `/api/products/${book}/favorite`, undefined, bearer(janaToken));
    expect(state.body).toEqual({ isFavorite: true });
    expect((await t.call('GET', `/api/products/${book}/favorite`, undefined, bearer(peterToken))).body).toEqual({ isFavorite: false });

    const remove = await t.call('PUT', `/api/products/${book}/remove/favorites`, undefined, bearer(janaToken));
    expect(remove.body).toEqual({ message: ENGAGEMENT_MESSAGES.favoriteRemoved, isFavorite: false });
    expect(await storedFavorites(jana.id)).not.toContain(book);
  });

  it('the product detail never reveals who has it as a favourite', async () => {
    const book = await insertProduct(t);
    await t.call('PUT', `/api/products/${book}/anybody`, undefined, bearer(janaToken));
    const visitor = await t.call('GET', `/api/products/${book}`);
    expect(visitor.body.favoriteOf).toEqual([]);
    const asPeter = await t.call('GET', `/api/products/${book}`, undefined, bearer(peterToken));
    expect(asPeter.body.favoriteOf).toEqual([]);
  });

  it('lists every favourite (90, not the old 80), newest first, and only the caller’s', async () => {
    const reader = await createAccount(t);
    const token = await loginToken(t, reader);
    const ids: number[] = [];
    for (let i = 0; i < 90; i++) ids.push(await insertProduct(t, { name: `Obľúbená ${i}` }));
    for (const id of ids) expect((await t.call('PUT', `/api/products/${id}/anybody`, undefined, bearer(token))).status).toBe(200);
    const r = await t.call('GET', '/api/products/favorites', undefined, bearer(token));
    expect(r.status).toBe(200);
    expect(r.body.products).toHaveLength(90);
    expect(r.body.products.map((p: any) => p._id)).toEqual([...ids].reverse().map(String));
    expect(r.body.products[0].favoriteOf).toEqual([{ _id: String(reader.id) }]);
    expect(r.body.products[0]).toMatchObject({ name: 'Obľúbená 89', price: 10 });
    expect(await storedFavorites(reader.id)).toEqual([...ids].sort((a, b) => a - b));

    const peters = await t.call('GET', '/api/products/favorites', undefined, bearer(peterToken));
    expect(peters.body.products.map((p: any) => p._id)).not.toContain(String(ids[0]));
  });

  it('refuses unknown products (404), bad ids (400) and visitors (401), writing nothing', async () => {
    const before = await storedFavorites(jana.id);
    const unknown = await t.call('PUT', '/api/products/999999/anybody', undefined, bearer(janaToken));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: ENGAGEMENT_MESSAGES.productNotFound });
    expect((await t.call('PUT', '/api/products/999999/remove/favorites', undefined, bearer(janaToken))).status).toBe(404);
    expect((await t.call('GET', '/api/products/999999/favorite', undefined, bearer(janaToken))).status).toBe(404);
    expect((await t.call('PUT', '/api/products/abc/anybody', undefined, bearer(janaToken))).status).toBe(400);
    const book = await insertProduct(t);
    expect((await t.call('PUT', `/api/products/${book}/anybody`)).status).toBe(401);
    expect((await t.call('GET', '/api/products/favorites')).status).toBe(401);
    expect(await storedFavorites(jana.id)).toEqual(before);
  });
});
