import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { reviews } from '../../schema';

/**
 * What issue 31 adds to a review when it is read: 'Overený nákup' and the stars the product's rating is made of.
 * Every read of reviews that shows them (the product's, the build's, the staff's) selects `reviewWithMark`.
 */

/**
 * 'Overený nákup': the mark frozen when the reviewer's account was deleted (`verified_purchase`), or the
 * reviewer's paid order of this title that is not cancelled (orders_user_idx, then the order's lines).
 */
// The review's columns are named with their table: drizzle leaves it off in a one-table select, and inside the
// subquery a bare user_id or product_id would be the order's or the line's own.
const verifiedPurchase = sql<boolean>`(reviews.verified_purchase OR EXISTS (
  SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE o.user_id = reviews.user_id AND o.is_paid AND NOT o.is_cancelled AND i.product_id = reviews.product_id))`.mapWith((v: unknown) =>
  Boolean(Number(v)),
);

/** A review's columns with the live mark in place of the frozen one (the same row shape). */
export const reviewWithMark = { ...getTableColumns(reviews), verifiedPurchase };

/** The sum and number of stars and the number of approved reviews (worker/domain/ratings.ts StarTally, same shape). */
export interface ReviewTally {
  starsSum: number;
  rated: number;
  approved: number;
}

/**
 * The approved reviews' star tally of these products (all products when `ids` is omitted: the build); a product
 * without approved reviews is absent. Ratings outside 1–5 are "no stars" (worker/domain/ratings.ts hasStars).
 */
export async function ratingTallies(db: Db, ids?: readonly number[]): Promise<Map<number, ReviewTally>> {
  if (ids && !ids.length) return new Map();
  const starred = sql`${reviews.rating} BETWEEN 1 AND 5`;
  const rows = await db
    .select({
      productId: reviews.productId,
      starsSum: sql<number>`coalesce(sum(CASE WHEN ${starred} THEN ${reviews.rating} END), 0)`.mapWith(Number),
      rated: sql<number>`count(CASE WHEN ${starred} THEN 1 END)`.mapWith(Number),
      approved: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.isAcknowledged, true), ids ? inArray(reviews.productId, [...ids]) : undefined))
    .groupBy(reviews.productId);
  return new Map(rows.map(({ productId, ...tally }) => [productId, tally]));
}
