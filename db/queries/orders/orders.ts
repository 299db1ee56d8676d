import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders } from '../../schema';

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

/** The columns of an order list's row (own orders and the admin list). */
const SUMMARY_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  isPaid: orders.isPaid,
  paidAt: orders.paidAt,
  isDelivered: orders.isDelivered,
  deliveredAt: orders.deliveredAt,
  isCancelled: orders.isCancelled,
};

/** The orders placed by one account, newest first (by creation time, then id for orders of one instant). */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderSummaryRow[]> {
  return db.select(SUMMARY_COLUMNS).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The admin list's row: the summary plus who ordered and how they pay. */
export interface AdminOrderSummaryRow extends OrderSummaryRow {
  name: string;
  email: string;
  paymentMethod: string;
  cancelReason: string;
  deliveryMethod: string;
  pickupPointName: string;
  discountCode: string;
  discountCents: number;
}

/** The admin list's filter (`?status=`); an order counts once it is cancelled only as cancelled. */
export type OrderStatusFilter = 'unpaid' | 'paid' | 'sent' | 'cancelled';

const STATUS_WHERE: Record<OrderStatusFilter, SQL | undefined> = {
  unpaid: and(eq(orders.isPaid, false), eq(orders.isCancelled, false)),
  paid: and(eq(orders.isPaid, true), eq(orders.isCancelled, false)),
  sent: and(eq(orders.isDelivered, true), eq(orders.isCancelled, false)),
  cancelled: eq(orders.isCancelled, true),
};

/** Every order (or those in one state), newest first. */
export async function listAllOrders(db: Db, status?: OrderStatusFilter): Promise<AdminOrderSummaryRow[]> {
  return db
    .select({
      ...SUMMARY_COLUMNS,
      name: orders.name,
      email: orders.email,
      paymentMethod: orders.paymentMethod,
      cancelReason: orders.cancelReason,
      deliveryMethod: orders.deliveryMethod,
      pickupPointName: orders.pickupPointName,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .where(status ? STATUS_WHERE[status] : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
