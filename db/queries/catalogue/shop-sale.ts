import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { products, shopSale } from '../../schema';

/*
 * The shop-wide sale (table `shop_sale`, one row id 1; migration 0006) and the writes that keep every product's
 * effective discount (`products.discount`, `discounted_price_cents`) in step with it. The values themselves come
 * from the caller (worker/domain/pricing.ts `effectivePricing`): no money rule is written out in SQL here.
 */

export interface ShopSaleRow {
  /** 0 = no sale running. */
  discount: number;
  startedAt: string | null;
}

const SALE_ID = 1;

export async function readShopSale(db: Db): Promise<ShopSaleRow> {
  const [row] = await db
    .select({ discount: shopSale.discount, startedAt: shopSale.startedAt })
    .from(shopSale)
    .where(eq(shopSale.id, SALE_ID));
  return row ?? { discount: 0, startedAt: null };
}

/**
 * The running sale's percent inside a statement: a product write guarded by `saleIs(n)` stores nothing when the
 * sale changed after the writer read it (the writer reads the sale again and retries). A missing row is no sale.
 */
export function saleIs(discount: number): SQL {
  return sql`coalesce((SELECT ${shopSale.discount} FROM ${shopSale} WHERE ${shopSale.id} = ${SALE_ID}), 0) = ${discount}`;
}

/** A distinct (list price, own discount) of the catalogue: a sale prices every product with the same pair alike. */
export interface PricePair {
  priceCents: number;
  ownDiscount: number;
}

export async function distinctPricePairs(db: Db): Promise<PricePair[]> {
  return db.selectDistinct({ priceCents: products.priceCents, ownDiscount: products.ownDiscount }).from(products);
}

/** What the caller computed for one pair with the domain rule. */
export interface PairPricing extends PricePair {
  discount: number;
  discountedPriceCents: number;
}

/**
 * Starts, changes or ends the sale in ONE batch (one transaction): the sale's row, then each product's effective
 * discount and discounted price looked up by its (price, own discount) in `pricing`, sent as one JSON value (one
 * bound variable, whatever the catalogue's size). Only products whose stored values differ are rewritten.
 *
 * A product whose pair is missing from `pricing` was saved after the caller read the pairs, priced for the sale
 * that ran then. The batch's guard sets its discount to NULL, the NOT NULL column refuses it and the whole batch
 * rolls back: 'stale', the caller reads again. So no product can keep the price of another sale, and no
 * half-applied sale is ever seen.
 */
export async function writeShopSale(
  db: Db,
  sale: ShopSaleRow,
  pricing: readonly PairPricing[],
  updatedAt: string,
): Promise<'written' | 'stale'> {
  // The table as rows, columns read out of the JSON once. Typed as INTEGER, SQLite indexes it by itself for the
  // joins below (untyped, each product scanned the whole table: 1 s instead of 40 ms for 5 000 products).
  const table = sql`WITH pricing(price, own, discount, discounted) AS MATERIALIZED (
    SELECT CAST(json_extract(value, '$[0]') AS INTEGER), CAST(json_extract(value, '$[1]') AS INTEGER),
      CAST(json_extract(value, '$[2]') AS INTEGER), CAST(json_extract(value, '$[3]') AS INTEGER)
    FROM json_each(${JSON.stringify(pricing.map((p) => [p.priceCents, p.ownDiscount, p.discount, p.discountedPriceCents]))})
  )`;
  try {
    await db.batch([
      db
        .insert(shopSale)
        .values({ id: SALE_ID, ...sale })
        .onConflictDoUpdate({ target: shopSale.id, set: sale }),
      // The guard: a product the caller did not price aborts the batch (see above).
      db.run(sql`${table} UPDATE products SET discount = NULL WHERE (price_cents, own_discount) NOT IN (SELECT price, own FROM pricing)`),
      db.run(sql`${table} UPDATE products SET discount = m.discount, discounted_price_cents = m.discounted, updated_at = ${updatedAt}
        FROM pricing AS m
        WHERE m.price = products.price_cents AND m.own = products.own_discount
          AND (products.discount IS NOT m.discount OR products.discounted_price_cents IS NOT m.discounted)`),
    ]);
    return 'written';
  } catch (err) {
    if (isUnpricedProduct(err)) return 'stale';
    throw err;
  }
}

/** True when `err` (or what drizzle wrapped) is the guard's NOT NULL refusal of a product missing from the table. */
function isUnpricedProduct(err: unknown): boolean {
  for (let e = err as { message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (/NOT NULL constraint failed: products\.discount\b/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}
