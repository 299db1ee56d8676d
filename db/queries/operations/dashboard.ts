import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders, products, reviews } from '../../schema';
import { isPublished } from '../catalogue/catalogue';
import { waitingReaders } from '../stock-alerts/stock-alerts';

/** The admin dashboard's reads (worker/services/operations/dashboard.ts): a handful of small aggregations. */

export interface MonthFigures {
  /** Index of the month in the boundaries given (0 = the oldest). */
  index: number;
  orders: number;
  totalCents: number;
  paidCents: number;
}

/**
 * Orders that are not cancelled, counted and summed per month. `boundaries` are the months' first instants in
 * UTC (ISO strings, the format `created_at` is stored in, so they compare as text) plus the end of the last
 * month: n + 1 of them for n months. The caller works out where the shop's months start (time zones, summer
 * time); SQL only sorts each order into the right slot. Months without orders are missing from the answer.
 */
export async function orderFiguresByMonth(db: Db, boundaries: string[]): Promise<MonthFigures[]> {
  if (boundaries.length < 2) return [];
  const slots = boundaries.slice(1, -1).map((b, i) => sql`WHEN ${orders.createdAt} < ${b} THEN ${i}`);
  const slot: SQL<number> = sql`CASE ${sql.join(slots, sql` `)} ELSE ${boundaries.length - 2} END`;
  const rows = await db
    .select({
      index: slot,
      orders: count(),
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`,
      paidCents: sql<number>`coalesce(sum(CASE WHEN ${orders.isPaid} THEN ${orders.totalCents} ELSE 0 END), 0)`,
    })
    .from(orders)
    .where(
      and(eq(orders.isCancelled, false), gte(orders.createdAt, boundaries[0]), lt(orders.createdAt, boundaries[boundaries.length - 1])),
    )
    .groupBy(slot);
  return rows.map((r) => ({
    index: Number(r.index),
    orders: Number(r.orders),
    totalCents: Number(r.totalCents),
    paidCents: Number(r.paidCents),
  }));
}

/**
 * Products on sale with at most `limit` copies in stock, fewest first (then oldest), `take` of them, and how many
 * in all, each with how many readers wait for it ("notify me when it is back"). Drafts are left out: their stock
 * is 0 only because nobody has filled it in yet.
 */
export async function lowStockProducts(db: Db, limit: number, take: number) {
  const low = and(lte(products.countInStock, limit), isPublished);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, countInStock: products.countInStock, waiting: waitingReaders })
      .from(products)
      .where(low)
      .orderBy(asc(products.countInStock), asc(products.id))
      .limit(take),
    db.select({ n: count() }).from(products).where(low),
  ]);
  return { rows, total: Number(n) };
}

/** Reviews waiting for approval: how many, and the `take` newest with their product's name. */
export async function pendingReviews(db: Db, take: number) {
  const waiting = eq(reviews.isAcknowledged, false);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        productName: products.name,
        name: reviews.name,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(waiting)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(take),
    db.select({ n: count() }).from(reviews).where(waiting),
  ]);
  return { rows, total: Number(n) };
}
