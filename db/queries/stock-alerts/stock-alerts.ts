import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { products, stockAlerts, users } from '../../schema';
import { isPublished } from '../catalogue/catalogue';

/**
 * "Notify me when it is back" (issue 20): one row per reader and product. `notified_at` null = the reader waits;
 * set = the one mail was decided (claimBackInStock) and the row is kept, so raising the stock again mails nobody.
 */

/**
 * The reader waits for the product, only while it is a published, sold-out product, decided in the one statement
 * (a staff edit that raises the stock can never slip between a check and the insert and leave a wait nobody
 * mails). Asking again while waiting changes nothing; asking again after the mail went out is a new wait (the
 * book sold out again). True when a row was written.
 */
export async function waitForStock(db: Db, productId: number, userId: number, at: string): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO stock_alerts (product_id, user_id, created_at)
    SELECT ${productId}, ${userId}, ${at}
    WHERE EXISTS (SELECT 1 FROM products WHERE id = ${productId} AND is_draft = 0 AND count_in_stock <= 0)
    ON CONFLICT (product_id, user_id) DO UPDATE SET created_at = excluded.created_at, notified_at = NULL
    WHERE stock_alerts.notified_at IS NOT NULL`);
  return result.rowsAffected > 0;
}

/** Removes the reader's alert for the product (waiting or already mailed); nothing when there is none. */
export async function stopWaiting(db: Db, productId: number, userId: number): Promise<void> {
  await db.delete(stockAlerts).where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.userId, userId)));
}

export async function isWaiting(db: Db, productId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)));
  return rows.length > 0;
}

/** One mail to send: the reader and the title. */
export interface BackInStockMail {
  alertId: number;
  productId: number;
  productName: string;
  email: string;
  name: string;
}

/**
 * Decides who is mailed, once: marks every waiting alert of these products that are published and in stock now
 * (one conditional UPDATE … RETURNING, so two saves at once, or a retry, never claim a reader twice), then reads
 * the readers' addresses and the titles for the mails.
 */
export async function claimBackInStock(
  db: Db,
  productIds: readonly number[] | 'any',
  at: string,
  limit: number,
): Promise<BackInStockMail[]> {
  if (productIds !== 'any' && !productIds.length) return [];
  const inStock = db
    .select({ id: products.id })
    .from(products)
    .where(and(productIds === 'any' ? undefined : inArray(products.id, [...productIds]), gt(products.countInStock, 0), isPublished));
  // A bounded batch, oldest waits first: a title hundreds wait for goes out over several runs, and a run cut short
  // (an isolate's time after the answer) loses at most one batch's claims, which the failures give back.
  const batch = db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.productId, inStock)))
    .orderBy(stockAlerts.id)
    .limit(limit);
  const claimed = await db
    .update(stockAlerts)
    .set({ notifiedAt: at })
    .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.id, batch)))
    .returning({ id: stockAlerts.id });
  if (!claimed.length) return [];
  return db
    .select({
      alertId: stockAlerts.id,
      productId: products.id,
      productName: products.name,
      email: users.email,
      name: users.name,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .where(
      inArray(
        stockAlerts.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(stockAlerts.id);
}

/** A claimed alert whose mail failed waits again (the scheduled job tries it next). */
export async function unclaimAlert(db: Db, alertId: number, claimedAt: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ notifiedAt: null })
    .where(and(eq(stockAlerts.id, alertId), eq(stockAlerts.notifiedAt, claimedAt)));
}

/**
 * How many readers wait for the product: a column for selects from `products` (the dashboard's low stock). The
 * outer table is named in full: drizzle writes a column of a one-table select without its table, which inside
 * this subquery would mean stock_alerts' own `id`.
 */
export const waitingReaders = sql<number>`(SELECT count(*) FROM stock_alerts WHERE stock_alerts.product_id = products.id AND stock_alerts.notified_at IS NULL)`;
