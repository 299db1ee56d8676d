import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { favorites, orderItems, products, reviews } from '../schema';
import type { ProductRow } from './catalog';

/* The staff's product writes (spec section 2 "Admin screens": products and the shop-wide discount). */

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** Every field the edit form sets (related ids packed, money in cents) and the time of the edit. */
export type ProductValues = Omit<ProductRow, 'id' | 'createdAt'>;

export async function insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

export async function updateProduct(db: Db, id: number, values: ProductValues): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

/** Which of these ids are products. */
export async function existingProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, [...ids]));
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
    db.update(products).set({ related1Id: null }).where(and(eq(products.related1Id, id), notOrdered)),
    db.update(products).set({ related2Id: null }).where(and(eq(products.related2Id, id), notOrdered)),
    db.update(products).set({ related3Id: null }).where(and(eq(products.related3Id, id), notOrdered)),
    db.delete(reviews).where(and(eq(reviews.productId, id), notOrdered)),
    db.delete(favorites).where(and(eq(favorites.productId, id), notOrdered)),
    db.delete(products).where(and(eq(products.id, id), notOrdered)).returning({ id: products.id }),
  ]);
  return results[5].length > 0;
}

/** The distinct list prices of the catalogue (cents): the shop-wide discount is computed once per price. */
export async function distinctPriceCents(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ priceCents: products.priceCents }).from(products);
  return rows.map((r) => r.priceCents);
}

/** Prices per UPDATE statement: 3 bound values each, far below SQLite's limit on variables. */
const PRICES_PER_STATEMENT = 200;

/**
 * Sets `discount` on every product and its discounted price from `discountedByPrice` (list price cents →
 * discounted cents, computed by the caller with the domain rule) in one batch, i.e. one transaction.
 * Keyed by price rather than by id so that a price edited meanwhile can never be stored with the discounted
 * price of its old price: a row whose price is not in the map is left as its own edit stored it.
 */
export async function applyDiscountToAll(db: Db, discount: number, discountedByPrice: ReadonlyMap<number, number>, updatedAt: string): Promise<void> {
  const entries = [...discountedByPrice];
  const statements = [];
  for (let i = 0; i < entries.length; i += PRICES_PER_STATEMENT) {
    const chunk = entries.slice(i, i + PRICES_PER_STATEMENT);
    const cases = sql.join(
      chunk.map(([price, discounted]) => sql`WHEN ${price} THEN ${discounted}`),
      sql` `,
    );
    statements.push(
      db
        .update(products)
        .set({ discount, discountedPriceCents: sql`CASE ${products.priceCents} ${cases} END`, updatedAt })
        .where(inArray(products.priceCents, chunk.map(([price]) => price))),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
