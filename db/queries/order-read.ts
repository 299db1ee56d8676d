import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { orderItems, orders } from '../schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

/** One order with its lines in the order they were placed; undefined when there is none. */
export async function getOrderWithItems(db: Db, id: number): Promise<OrderWithItems | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  return { order, items };
}
