import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, products } from '../db/schema';

/** What the database holds after a burst of orders, against what the buyers were promised. */
export interface StockAndNumbers {
  /** Units the order lines hold, and units that left the stock of the titles sold. */
  unitsInOrderLines: number;
  unitsTakenFromStock: number;
  /** Units sold beyond a title's initial stock, summed over titles (must be 0). */
  oversold: number;
  /** Titles whose stock went below zero (must be 0). */
  negativeStock: number;
  /** Order numbers missing from 1..n (must be 0). */
  numberGaps: number;
}

/** `initialStock`: title id → copies before the burst (only these titles are checked). */
export async function stockAndNumbers(db: Db, initialStock: Map<number, number>): Promise<StockAndNumbers> {
  const ids = [...initialStock.keys()];
  const stock = await db.select({ id: products.id, n: products.countInStock }).from(products).where(inArray(products.id, ids));
  const lines = await db
    .select({ id: orderItems.productId, qty: orderItems.qty })
    .from(orderItems)
    .where(inArray(orderItems.productId, ids));
  const numbers = (await db.select({ n: orders.orderNumber }).from(orders).orderBy(asc(orders.orderNumber))).map((r) => r.n);
  const sold = new Map<number, number>();
  for (const l of lines) sold.set(l.id!, (sold.get(l.id!) ?? 0) + l.qty);
  let oversold = 0;
  for (const [id, initial] of initialStock) oversold += Math.max(0, (sold.get(id) ?? 0) - initial);
  // `{YYYY}{4 digits}W` (worker/domain/orders.ts): the running part between the year and the letter.
  const seqs = new Set(numbers.map((n) => Number(n.slice(4, -1))));
  let numberGaps = 0;
  for (let k = 1; k <= numbers.length; k++) if (!seqs.has(k)) numberGaps++;
  return {
    unitsInOrderLines: lines.reduce((s, l) => s + l.qty, 0),
    unitsTakenFromStock: stock.reduce((s, p) => s + (initialStock.get(p.id)! - p.n), 0),
    oversold,
    negativeStock: stock.filter((p) => p.n < 0).length,
    numberGaps,
  };
}
