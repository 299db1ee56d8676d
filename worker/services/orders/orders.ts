import { listOrdersOfUser, type OrderSummaryRow } from '~/db/queries/orders/orders';
import type { AppDeps, AuthUser } from '../../deps';
import { apiId } from '../../domain/api-id';
import { centsToEuros } from '../../domain/money';
import type { ApiOrder, ApiOrderSummary } from '../../domain/orders';
import type { OrderCaller } from './guest-access';
import { orderForCaller, toApiOrder } from './order-view';

/** An order row as the own-orders list shows it (worker/domain/orders.ts). */
export function toOrderSummary(o: OrderSummaryRow): ApiOrderSummary {
  return {
    _id: apiId(o.id),
    orderNumber: o.orderNumber,
    createdAt: o.createdAt,
    totalPrice: centsToEuros(o.totalCents),
    isPaid: o.isPaid,
    paidAt: o.paidAt,
    isDelivered: o.isDelivered,
    deliveredAt: o.deliveredAt,
    isCancelled: o.isCancelled,
  };
}

/** `GET /api/orders/myorders`: the caller's own orders only (the id comes from the bearer token). */
export async function myOrders(deps: AppDeps, caller: AuthUser): Promise<ApiOrderSummary[]> {
  return (await listOrdersOfUser(deps.db, caller.id)).map(toOrderSummary);
}

/** `GET /api/orders/:id`: the whole order, for its owner or an admin (others 403, unknown 404). */
export async function orderDetail(deps: AppDeps, caller: OrderCaller, id: number): Promise<ApiOrder> {
  return toApiOrder(await orderForCaller(deps, caller, id));
}
