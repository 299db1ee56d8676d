import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../client';
import { favorites, orderItems, products, reviews } from '../../schema';
import type { ProductRow } from './catalogue';
import { saleIs } from './shop-sale';

/* The staff's product writes (spec section 2 "Admin screens"); the shop-wide sale's are in shop-sale.ts. */

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** Every field the edit form sets (related ids packed, money in cents) and the time of the edit. */
export type ProductValues = Omit<ProductRow, 'id' | 'createdAt'>;

export async function insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

/**
 * Stores the edit only while the shop-wide sale is still `whileSale` (the percent its effective discount was
 * priced for): undefined when there is no such product or the sale changed meanwhile (the caller tells which).
 */
export async function updateProduct(db: Db, id: number, values: ProductValues, whileSale: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, id), saleIs(whileSale)))
    .returning();
  return row;
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await existingProductIds(db, [id])).has(id);
}

/** Which of these ids are products. */
export async function existingProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** An order line still names the product (order_items keep the id; their FK would only null it on delete). */
export async function isInOrders(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
  return rows.length > 0;
}

/**
 * Deletes a product in one batch (one transaction) with its reviews, its favourites and the other products'
 * related1/2/3 references to it. Reviews and favourites are deleted explicitly although their FKs cascade: the
 * cascade needs `PRAGMA foreign_keys`, which Turso over HTTP does not promise per request. Every statement is
 * guarded by "no order line names it", so an order placed since the caller's check leaves everything as it was.
 * Returns false when nothing was deleted (no such product, or it is in an order now).
 */
export async function deleteProductUnlessOrdered(db: Db, id: number): Promise<boolean> {
  const notOrdered = notExists(db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)));
  const results = await db.batch([
    db
      .update(products)
      .set({ related1Id: null })
      .where(and(eq(products.related1Id, id), notOrdered)),
    db
      .update(products)
      .set({ related2Id: null })
      .where(and(eq(products.related2Id, id), notOrdered)),
    db
      .update(products)
      .set({ related3Id: null })
      .where(and(eq(products.related3Id, id), notOrdered)),
    db.delete(reviews).where(and(eq(reviews.productId, id), notOrdered)),
    db.delete(favorites).where(and(eq(favorites.productId, id), notOrdered)),
    db
      .delete(products)
      .where(and(eq(products.id, id), notOrdered))
      .returning({ id: products.id }),
  ]);
  return results[5].length > 0;
}
