import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { orders } from '../schema';

/** What the customer's own order list needs of an order (no addresses, no items). */
export interface OrderSummaryRow {
  id: number;
  orderNumber: string;
  createdAt: string;
  totalCents: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
}

/** The orders placed by one account, newest first (by creation time, then id for orders of one instant). */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderSummaryRow[]> {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      isPaid: orders.isPaid,
      paidAt: orders.paidAt,
      isDelivered: orders.isDelivered,
      deliveredAt: orders.deliveredAt,
      isCancelled: orders.isCancelled,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
