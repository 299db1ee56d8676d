import { reviews } from '../../db/schema';
import { insertProduct } from './orders';
import type { TestApp } from './test-app';

/** Review helpers for API tests (and the role matrix): rows written straight into the database. */

/** A fresh product with one unapproved review (by `userId`, or by nobody); returns both ids. */
export async function insertReview(
  t: TestApp,
  o: { userId?: number | null; comment?: string } = {},
): Promise<{ productId: number; reviewId: number }> {
  const productId = await insertProduct(t);
  const [row] = await t.db
    .insert(reviews)
    .values({ productId, userId: o.userId ?? null, name: 'Recenzent', comment: o.comment ?? 'Testovacia recenzia' })
    .returning({ id: reviews.id });
  return { productId, reviewId: row.id };
}

const shared = new WeakMap<TestApp, Promise<{ productId: number; reviewId: number }>>();

/** One review per test app, made on first use: approving it again is still 200, so every caller can share it. */
export function sharedReview(t: TestApp): Promise<{ productId: number; reviewId: number }> {
  let r = shared.get(t);
  if (!r) {
    r = insertReview(t);
    shared.set(t, r);
  }
  return r;
}
