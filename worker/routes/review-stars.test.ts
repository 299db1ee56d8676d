import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../../db/schema';
import { readCatalogueVersion } from '../../db/queries/catalogue/catalogue-version';
import { ENGAGEMENT_MESSAGES } from '../domain/engagement';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { insertOrderRow, insertProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { approveReview, removeReview, REVIEW_REPUBLISH_REASON } from '../services/engagement/reviews';

/** Issue 31: stars of reviews, the products' rating in every answer, 'Overený nákup', and the republish. */

let t: TestApp;
let admin: TestAccount;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  adminToken = await loginToken(t, admin);
});
afterAll(() => t.close());

const storedReviews = (productId: number) => t.db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(asc(reviews.id));

/** A new customer who reviews `productId` with these stars; returns the account and the stored review's id. */
async function reviewer(productId: number, rating: number | undefined, comment = 'Dobrá kniha.') {
  const who = await createAccount(t, { name: `Čitateľ ${rating}` });
  const r = await t.call(
    'POST',
    `/api/products/${productId}/reviews`,
    { comment, ...(rating === undefined ? {} : { rating }) },
    bearer(await loginToken(t, who)),
  );
  expect(r.status).toBe(201);
  const mine = (await storedReviews(productId)).find((x) => x.userId === who.id)!;
  return { who, reviewId: mine.id };
}

const approve = (productId: number, reviewId: number) =>
  t.call('PUT', `/api/products/${productId}/reviews/acknowledge`, { reviewId }, bearer(adminToken));

describe('the stars a review carries', () => {
  it('stores 1–5 as sent (digits too), and 0 or none as "no stars" (the original client sends 0)', async () => {
    const book = await insertProduct(t);
    for (const rating of [4, '5', 0, undefined, 1] as const) await reviewer(book, rating as number | undefined);
    expect((await storedReviews(book)).map((r) => r.rating)).toEqual([4, 5, 0, 0, 1]);
  });

  it('refuses out of range and fractions in Slovak, storing nothing', async () => {
    const book = await insertProduct(t);
    const who = await createAccount(t);
    const token = await loginToken(t, who);
    for (const rating of [6, -1, 4.5, '9', 100]) {
      const r = await t.call('POST', `/api/products/${book}/reviews`, { comment: 'Dobrá', rating }, bearer(token));
      expect(r, JSON.stringify(rating)).toMatchObject({ status: 400, body: { message: ENGAGEMENT_MESSAGES.ratingInvalid } });
    }
    expect(await storedReviews(book)).toEqual([]);
  });
});

describe('the rating in product answers: approved reviews only', () => {
  it('the detail, the list, a search and /all agree; unapproved and starless reviews leave the average alone', async () => {
    const book = await insertProduct(t, { name: 'Hviezdičková kniha' });
    const a = await reviewer(book, 5);
    const b = await reviewer(book, 4);
    await reviewer(book, 1); // never approved
    const c = await reviewer(book, 0); // approved, but without stars
    const before = await t.call('GET', `/api/products/${book}`);
    expect(before.body).toMatchObject({ rating: 0, numReviews: 0, reviews: [] });
    for (const r of [a, b, c]) expect((await approve(book, r.reviewId)).status).toBe(200);

    const detail = await t.call('GET', `/api/products/${book}`);
    expect(detail.body).toMatchObject({ rating: 4.5, numReviews: 3 });
    expect(detail.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 0]);
    const listed = (await t.call('GET', '/api/products?pageSize=100')).body.products.find((p: { _id: string }) => p._id === String(book));
    expect(listed).toMatchObject({ rating: 4.5, numReviews: 3, reviews: [] });
    const found = (await t.call('GET', '/api/products?keyword=Hviezdičková')).body.products;
    expect(found.map((p: { rating: number; numReviews: number }) => [p.rating, p.numReviews])).toEqual([[4.5, 3]]);
    const all = (await t.call('GET', '/api/products/all')).body.products.find((p: { _id: string }) => p._id === String(book));
    expect(all).toMatchObject({ rating: 4.5, numReviews: 3 });
  });

  it('rounds the average to one decimal, half up', async () => {
    const book = await insertProduct(t);
    for (const stars of [5, 4, 4]) await approve(book, (await reviewer(book, stars)).reviewId);
    expect((await t.call('GET', `/api/products/${book}`)).body).toMatchObject({ rating: 4.3, numReviews: 3 });
  });

  it('a product without reviews has rating 0 and numReviews 0', async () => {
    const book = await insertProduct(t);
    expect((await t.call('GET', `/api/products/${book}`)).body).toMatchObject({ rating: 0, numReviews: 0 });
  });
});

describe("'Overený nákup'", () => {
  async function verifiedOf(productId: number, order: Parameters<typeof insertOrderRow>[2] | null, lineOf = productId) {
    const { who, reviewId } = await reviewer(productId, 4);
    const line = { productId: lineOf, name: 'Kniha', qty: 1, unitPriceCents: 1000, listPriceCents: 1000, discount: 0 };
    if (order) await insertOrderRow(t, who.id, order, [line]);
    await approve(productId, reviewId);
    const pub = (await t.call('GET', `/api/products/${productId}/reviews`)).body.reviews.find(
      (r: { _id: string }) => r._id === String(reviewId),
    );
    const detail = (await t.call('GET', `/api/products/${productId}`)).body.reviews.find(
      (r: { _id: string }) => r._id === String(reviewId),
    );
    expect(detail.verifiedPurchase).toBe(pub.verifiedPurchase);
    return pub.verifiedPurchase as boolean;
  }

  it('is true for a paid order of the title, false for an unpaid, a cancelled, another title’s or no order', async () => {
    const book = await insertProduct(t);
    const other = await insertProduct(t);
    expect(await verifiedOf(book, { isPaid: true })).toBe(true);
    expect(await verifiedOf(book, { isPaid: false })).toBe(false);
    expect(await verifiedOf(book, { isPaid: true, isCancelled: true })).toBe(false);
    expect(await verifiedOf(book, { isPaid: true }, other)).toBe(false);
    expect(await verifiedOf(book, null)).toBe(false);
  });

  it('the mark frozen on the review counts without an account or orders, and staff see it with the stars', async () => {
    const book = await insertProduct(t, { name: 'Kniha zmazaného čitateľa' });
    const { reviewId } = await reviewer(book, 3);
    await t.db.update(reviews).set({ userId: null, verifiedPurchase: true }).where(eq(reviews.id, reviewId));
    await approve(book, reviewId);
    expect((await t.call('GET', `/api/products/${book}/reviews`)).body.reviews).toMatchObject([{ rating: 3, verifiedPurchase: true }]);
    const staff = await t.call('GET', '/api/products/reviews', undefined, bearer(adminToken));
    const row = staff.body.products.find((p: { name: string }) => p.name === 'Kniha zmazaného čitateľa');
    expect(row.reviews).toMatchObject([{ _id: String(reviewId), rating: 3, verifiedPurchase: true }]);
  });
});

describe("'Overený nákup' in the catalogue cache (migration 0016)", () => {
  it('an order paid, cancelled or detached after the review was approved shows at once in the cached answers', async () => {
    const book = await insertProduct(t);
    const { who, reviewId } = await reviewer(book, 5);
    const line = { productId: book, name: 'Kniha', qty: 1, unitPriceCents: 1000, listPriceCents: 1000, discount: 0 };
    const order = await insertOrderRow(t, who.id, { isPaid: false }, [line]);
    await approve(book, reviewId);
    const mark = async () => {
      const [list, detail] = [await t.call('GET', `/api/products/${book}/reviews`), await t.call('GET', `/api/products/${book}`)];
      expect(detail.body.reviews[0].verifiedPurchase).toBe(list.body.reviews[0].verifiedPurchase);
      return list.body.reviews[0].verifiedPurchase as boolean;
    };
    expect(await mark()).toBe(false);
    expect(await mark()).toBe(false); // the second answer comes from the cache
    expect((await t.call('PUT', `/api/orders/${order.id}/paid`, undefined, bearer(adminToken))).status).toBe(200);
    expect(await mark()).toBe(true);
    await t.db.update(orders).set({ isCancelled: true }).where(eq(orders.id, order.id));
    expect(await mark()).toBe(false);
    await t.db.update(orders).set({ isCancelled: false }).where(eq(orders.id, order.id));
    expect(await mark()).toBe(true);
    await t.db.update(orders).set({ userId: null }).where(eq(orders.id, order.id));
    expect(await mark()).toBe(false);
  });

  it('payments of orders nobody reviewed leave the catalogue version alone', async () => {
    const book = await insertProduct(t);
    const buyer = await createAccount(t);
    const line = { productId: book, name: 'Kniha', qty: 1, unitPriceCents: 1000, listPriceCents: 1000, discount: 0 };
    const order = await insertOrderRow(t, buyer.id, { isPaid: false }, [line]);
    // A waiting review of the title by the same buyer is not public: it does not count either.
    await t.db.insert(reviews).values({ productId: book, userId: buyer.id, name: buyer.name, rating: 3, comment: 'Čaká.' });
    const before = await readCatalogueVersion(t.db);
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, order.id));
    expect(await readCatalogueVersion(t.db)).toBe(before);
  });
});

describe('republishing after a review changes the pre-rendered pages (asked by the service)', () => {
  it('approving a waiting review asks once; approving it again asks nothing', async () => {
    const book = await insertProduct(t);
    const { reviewId } = await reviewer(book, 4);
    t.published.length = 0;
    await approveReview(t.deps, book, reviewId);
    expect(t.published).toEqual([REVIEW_REPUBLISH_REASON]);
    await approveReview(t.deps, book, reviewId);
    expect(t.published).toEqual([REVIEW_REPUBLISH_REASON]);
  });

  it('deleting an approved review asks; deleting one never approved, or a missing one, asks nothing', async () => {
    const book = await insertProduct(t);
    const shown = await reviewer(book, 5);
    const hidden = await reviewer(book, 2);
    await approveReview(t.deps, book, shown.reviewId);
    t.published.length = 0;
    await removeReview(t.deps, book, hidden.reviewId);
    expect(t.published).toEqual([]);
    await expect(removeReview(t.deps, book, hidden.reviewId)).rejects.toMatchObject({ kind: 'notFound' });
    await expect(approveReview(t.deps, book, hidden.reviewId)).rejects.toMatchObject({ kind: 'notFound' });
    expect(t.published).toEqual([]);
    await removeReview(t.deps, book, shown.reviewId);
    expect(t.published).toEqual([REVIEW_REPUBLISH_REASON]);
    expect(await storedReviews(book)).toEqual([]);
  });

  it('a new review (waiting for approval) asks nothing, through the API', async () => {
    const book = await insertProduct(t);
    t.published.length = 0;
    await reviewer(book, 5);
    expect(t.published).toEqual([]);
  });
});
