import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../client';
import { orderCounters, orderItems, orders, products, users } from '../../schema';
import { recordNoticeWhen, type NoticeKind } from './order-notices';
import { refusedWith } from '../driver-errors';

/**
 * The writes of an order's life: placing it (stock, order number, order, lines in ONE atomic batch), the admin's
 * flags and the cancel that gives the stock back exactly once. Reads shared with other features are in
 * order-read.ts and orders.ts.
 */

/** What placing an order needs to know of a product: its price rule inputs, name, image and stock. */
export interface ProductForOrder {
  id: number;
  name: string;
  image: string;
  priceCents: number;
  discount: number;
  discountedPriceCents: number;
  countInStock: number;
  /** Kilograms as the catalogue writes them ("0.35"): the parcel's weight prices the postage (issue 30). */
  weight: string;
}

/** Only published products can be ordered: a draft (worker/domain/drafts.ts) reads as not in the shop's offer. */
export async function productsForOrder(db: Db, ids: readonly number[]): Promise<ProductForOrder[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      image: products.image,
      priceCents: products.priceCents,
      discount: products.discount,
      discountedPriceCents: products.discountedPriceCents,
      countInStock: products.countInStock,
      weight: products.weight,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isDraft, false)));
}

/** The stock of these products now (after a refused batch: which line ran short). */
export async function stockOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = ids.length
    ? await db
        .select({ id: products.id, countInStock: products.countInStock })
        .from(products)
        .where(inArray(products.id, [...ids]))
    : [];
  return new Map(rows.map((r) => [r.id, r.countInStock]));
}

/** The order row as the service priced it; the order number is not here: the database assigns it. */
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'> & { productId: number; qty: number };

export type PlaceOrderResult = { placed: true; orderId: number; orderNumber: string } | { placed: false; reason: 'out_of_stock' };

/** True when `err` is the stock guard trigger (migration 0003) aborting a write, however the driver wrapped it. */
function isOutOfStock(err: unknown): boolean {
  return refusedWith(err, 'out_of_stock');
}

/**
 * Places an order in ONE write batch (a single transaction on the local file and on Turso alike):
 *  1. takes the copies: `count_in_stock = count_in_stock - qty` per line; the stock guard trigger aborts the whole
 *     batch when any line would go below zero, so two buyers can never both get the last copy;
 *  2. bumps the per-year counter (created at 1 for the first order of a year);
 *  3. inserts the order with its number computed IN SQL from the counter row (`{YYYY}{4 digits}W`), so the number
 *     is decided inside the same transaction: a refused batch rolls the counter back (no gaps, no reuse);
 *  4. inserts the lines, finding the order by that (unique) number;
 *  5. optionally records the newsletter consent on the account;
 *  6. reads back the new order's id and number.
 * Returns `{ placed: false }` when the stock guard refused; nothing is written then. `guards` run first in the same
 * batch and refuse it by failing (the per-account limit, unpaid-orders.ts `openLimitGuard`); `after` adds rows of
 * the order after its lines and may refuse it too (a discount code's use at its limit): the caller tells their
 * error apart.
 */
export async function insertOrderTakingStock(
  db: Db,
  o: {
    year: number;
    order: NewOrderRow;
    lines: readonly NewOrderLine[];
    subscribeUserId?: number;
    guards?: readonly BatchItem<'sqlite'>[];
    after?: (orderId: SQL) => readonly BatchItem<'sqlite'>[];
  },
): Promise<PlaceOrderResult> {
  const orderNumber = sql`(SELECT printf('%d%04dW', ${orderCounters.year}, ${orderCounters.seq}) FROM ${orderCounters} WHERE ${orderCounters.year} = ${o.year})`;
  const orderId = sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNumber} = ${orderNumber})`;

  const takeStock = o.lines.map((l) =>
    db
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${l.qty}` })
      .where(eq(products.id, l.productId)),
  );
  const statements: BatchItem<'sqlite'>[] = [
    ...(o.guards ?? []),
    ...takeStock,
    db
      .insert(orderCounters)
      .values({ year: o.year, seq: 1 })
      .onConflictDoUpdate({ target: orderCounters.year, set: { seq: sql`${orderCounters.seq} + 1` } }),
    db.insert(orders).values({ ...o.order, orderNumber }),
    db.insert(orderItems).values(
      // A product deleted between pricing and this batch leaves the line without a product (as a later deletion
      // would); the sub-select keeps the foreign key valid.
      o.lines.map((l) => ({
        ...l,
        orderId,
        productId: sql`(SELECT ${products.id} FROM ${products} WHERE ${products.id} = ${l.productId})`,
      })),
    ),
  ];
  // Rows that belong to the new order, found by its number like the lines (a discount code's use, whose trigger
  // refuses it at the code's limit and with it the whole order).
  if (o.after) statements.push(...o.after(orderId));
  if (o.subscribeUserId !== undefined) {
    // The consent is dated by the order that gave it (issue 31: the data export lists consents with dates).
    const consentAt = o.order.createdAt ?? new Date().toISOString();
    statements.push(
      db
        .update(users)
        .set({ isSubscribed: true, isUnsubscribed: false, newsletterConsentAt: consentAt })
        .where(eq(users.id, o.subscribeUserId)),
    );
  }
  statements.push(
    db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(sql`${orders.orderNumber} = ${orderNumber}`),
  );
  try {
    const results = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    const [row] = results[results.length - 1] as { id: number; orderNumber: string }[];
    return { placed: true, orderId: row.id, orderNumber: row.orderNumber };
  } catch (err) {
    if (isOutOfStock(err)) return { placed: false, reason: 'out_of_stock' };
    throw err;
  }
}

type FlagOutcome = 'done' | 'cancelled' | 'missing';

/** A staff action's outcome and the customer's notice it recorded (null: the flag was set already, or refused). */
export interface FlagResult {
  outcome: FlagOutcome;
  noticeId: number | null;
}

/**
 * Sets `is_paid`/`is_delivered` unless the order is cancelled, in ONE batch with the customer's notice ('paid' or
 * 'sent'), recorded only when this request sets the flag: marking twice sends no second e-mail. Marking twice
 * keeps the first date (the flag records when it happened, not when somebody clicked again); a parcel number
 * given replaces the stored one (staff correcting a typo), none keeps it.
 */
export async function markOrder(
  db: Db,
  id: number,
  flag: 'paid' | 'delivered',
  at: string,
  o: { parcelNumber?: string } = {},
): Promise<FlagResult> {
  const set =
    flag === 'paid'
      ? { isPaid: true, paidAt: sql`coalesce(${orders.paidAt}, ${at})` }
      : {
          isDelivered: true,
          deliveredAt: sql`coalesce(${orders.deliveredAt}, ${at})`,
          ...(o.parcelNumber ? { parcelNumber: o.parcelNumber } : {}),
        };
  const notYet = flag === 'paid' ? sql`${orders.isPaid} = 0` : sql`${orders.isDelivered} = 0`;
  const [notice, done] = await db.batch([
    recordNoticeWhen(db, id, flag === 'paid' ? 'paid' : 'sent', at, sql`${notYet} AND ${orders.isCancelled} = 0`),
    db
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, id), eq(orders.isCancelled, false)))
      .returning({ id: orders.id }),
  ]);
  if (done.length) return { outcome: 'done', noticeId: notice[0]?.id ?? null };
  return { outcome: (await orderExists(db, id)) ? 'cancelled' : 'missing', noticeId: null };
}

/** A line whose copies a cancel gave back to stock (a deleted product's line keeps a null product). */
export interface ReturnedLine {
  productId: number | null;
  qty: number;
}

/** A cancel's outcome, with the lines it returned to stock: what the back-in-stock mails and pages need. */
export interface CancelResult extends FlagResult {
  /** Empty unless `outcome` is 'done': another cancel returned them, or there was no order. */
  returned: ReturnedLine[];
}

/**
 * Cancels an order and returns its copies to stock, exactly once, in ONE batch: the customer's 'cancelled' notice
 * and the stock return come first and only when the order is not cancelled yet, then the cancel itself,
 * conditional on the same thing. All run in one transaction, so they see the same state: either all happen or
 * none (a second or concurrent cancel). The batch also reads the order's lines (they never change once placed),
 * so the caller needs no second read to tell who waits for those titles. The scheduled job cancels an unpaid
 * order through here too (unpaid-orders.ts): with a narrower `when` (still open and past its time), its own
 * notice and the reason.
 */
export async function cancelOrderReturningStock(
  db: Db,
  id: number,
  at: string,
  o: { when?: SQL; notice?: NoticeKind; reason?: 'unpaid' } = {},
): Promise<CancelResult> {
  const when = o.when ?? sql`${orders.isCancelled} = 0`;
  const notCancelledYet = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${id} AND ${when})`;
  // Written out in SQL: the line must be matched to the product row being updated (a correlated sub-select).
  const returned = sql`(SELECT coalesce(sum(oi.qty), 0) FROM order_items AS oi WHERE oi.order_id = ${id} AND oi.product_id = products.id)`;
  const [lines, notice, , cancelled] = await db.batch([
    db
      .select({ productId: orderItems.productId, qty: orderItems.qty })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    recordNoticeWhen(db, id, o.notice ?? 'cancelled', at, when),
    db
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${returned}` })
      .where(
        and(
          inArray(products.id, db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, id))),
          notCancelledYet,
        ),
      ),
    db
      .update(orders)
      .set({ isCancelled: true, cancelledAt: at, cancelReason: o.reason ?? '' })
      .where(and(eq(orders.id, id), when))
      .returning({ id: orders.id }),
  ]);
  if (cancelled.length) return { outcome: 'done', noticeId: notice[0]?.id ?? null, returned: lines };
  return { outcome: (await orderExists(db, id)) ? 'cancelled' : 'missing', noticeId: null, returned: [] };
}

async function orderExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  return row !== undefined;
}
