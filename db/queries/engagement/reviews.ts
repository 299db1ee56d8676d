import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { products, reviews } from '../../schema';
import { pageCount } from '~/worker/domain/page-sizes';
import type { Page, ReviewRow } from '../catalogue/catalogue';
import { reviewWithMark } from './review-marks';

/** Reviews (spec sections 3, 5): one per account and product, public once an admin acknowledged them. */

/**
 * Inserts the review unless this account already reviewed the product, in ONE statement (SQLite runs it
 * atomically, so two simultaneous posts cannot both land). Returns the new row, or undefined for a duplicate.
 */
export async function insertReviewOnce(
  db: Db,
  r: { productId: number; userId: number; name: string; rating: number; comment: string; createdAt: string },
): Promise<ReviewRow | undefined> {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO reviews (product_id, user_id, name, rating, comment, is_acknowledged, created_at)
    SELECT ${r.productId}, ${r.userId}, ${r.name}, ${r.rating}, ${r.comment}, 0, ${r.createdAt}
    WHERE NOT EXISTS (SELECT 1 FROM reviews WHERE product_id = ${r.productId} AND user_id = ${r.userId})
    RETURNING id`);
  if (!rows.length) return undefined;
  const [row] = await db
    .select()
    .from(reviews)
    .where(eq(reviews.id, Number(rows[0].id)));
  return row;
}

/** Approved reviews of a product, oldest first (id breaks ties). */
export function approvedReviews(db: Db, productId: number): Promise<ReviewRow[]> {
  return db
    .select(reviewWithMark)
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.isAcknowledged, true)))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/**
 * Approves a review of THIS product: 'approved' when it was waiting (the public pages change), 'unchanged' when
 * it was approved already, undefined when there is none with that id on it.
 */
export async function acknowledgeReview(db: Db, productId: number, reviewId: number): Promise<'approved' | 'unchanged' | undefined> {
  const ofProduct = and(eq(reviews.id, reviewId), eq(reviews.productId, productId));
  const rows = await db
    .update(reviews)
    .set({ isAcknowledged: true })
    .where(and(ofProduct, eq(reviews.isAcknowledged, false)))
    .returning({ id: reviews.id });
  if (rows.length) return 'approved';
  const [found] = await db.select({ id: reviews.id }).from(reviews).where(ofProduct);
  return found ? 'unchanged' : undefined;
}

/** Deletes a review of THIS product; returns whether it was public, undefined when there is none with that id on it. */
export async function deleteReview(db: Db, productId: number, reviewId: number): Promise<{ wasApproved: boolean } | undefined> {
  const [row] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
    .returning({ wasApproved: reviews.isAcknowledged });
  return row;
}

export interface ProductWithReviews {
  id: number;
  name: string;
  reviews: ReviewRow[];
}

/** Products that have reviews, the one with the newest review first; each with all its reviews, newest first. */
export async function productsWithReviews(db: Db, page: number, pageSize: number): Promise<Page<ProductWithReviews>> {
  const newest = max(reviews.createdAt);
  const [[{ n }], ids] = await Promise.all([
    db.select({ n: sql<number>`count(DISTINCT ${reviews.productId})` }).from(reviews),
    db
      .select({ productId: reviews.productId, newest, lastId: max(reviews.id) })
      .from(reviews)
      .groupBy(reviews.productId)
      .orderBy(desc(newest), desc(max(reviews.id)))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const productIds = ids.map((r) => r.productId);
  if (!productIds.length) return { rows: [], page, pages: pageCount(Number(n), pageSize), total: Number(n) };
  const [names, all] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)),
    db
      .select(reviewWithMark)
      .from(reviews)
      .where(inArray(reviews.productId, productIds))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const rows = productIds.map((id) => ({ id, name: nameOf.get(id) ?? '', reviews: all.filter((r) => r.productId === id) }));
  return { rows, page, pages: pageCount(Number(n), pageSize), total: Number(n) };
}
