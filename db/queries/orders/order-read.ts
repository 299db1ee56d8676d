import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { orderItems, orders, shopSettings } from '../../schema';
import { TERMS_COLUMNS, type ShopTermsRow } from './shop-settings';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
  /**
   * The shop's terms now, read with the order: its due time is its own (`pay_until`, stored when placed), these count
   * only for a row written without one; null if the row went missing.
   */
  terms: ShopTermsRow | null;
}

/** One order with its lines in the order they were placed; undefined when there is none. */
export async function getOrderWithItems(db: Db, id: number): Promise<OrderWithItems | undefined> {
  const [found] = await db
    .select({ order: orders, terms: TERMS_COLUMNS })
    .from(orders)
    .leftJoin(shopSettings, eq(shopSettings.id, 1))
    .where(eq(orders.id, id));
  if (!found) return undefined;
  const { order, terms } = found;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  return { order, items, terms };
}
