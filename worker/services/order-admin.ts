import { getOrderWithItems } from '../../db/queries/order-read';
import { listAllOrders, type OrderStatusFilter } from '../../db/queries/orders';
import { cancelOrderReturningStock, markOrder, type FlagOutcome } from '../../db/queries/order-write';
import type { AppDeps } from '../deps';
import { ORDER_MESSAGES, type ApiOrder, type ApiOrderSummary, type PaymentMethod } from '../domain/orders';
import { conflict, notFound } from '../http/errors';
import { toOrderSummary } from './orders';
import { toApiOrder } from './order-view';

/** What admins do with orders (the routes check the caller with requireAdmin). Times come from `deps.now()`. */

/** A row of the admin's order list: the summary plus who ordered and how they pay. */
export interface ApiAdminOrderSummary extends ApiOrderSummary {
  name: string;
  email: string;
  paymentMethod: PaymentMethod;
}

/** `GET /api/orders`: every order (optionally in one state), newest first. */
export async function allOrders(deps: AppDeps, status?: OrderStatusFilter): Promise<ApiAdminOrderSummary[]> {
  return (await listAllOrders(deps.db, status)).map((o) => ({
    ...toOrderSummary(o),
    name: o.name,
    email: o.email,
    paymentMethod: o.paymentMethod as PaymentMethod,
  }));
}

/** `PUT /api/orders/:id/paid`. A cancelled order stays as it is (409). */
export async function markPaid(deps: AppDeps, id: number): Promise<ApiOrder> {
  return answer(deps, id, await markOrder(deps.db, id, 'paid', deps.now().toISOString()), ORDER_MESSAGES.cancelledNoChange);
}

/** `PUT /api/orders/:id/deliver` ("Odoslané"). A cancelled order stays as it is (409). */
export async function markDelivered(deps: AppDeps, id: number): Promise<ApiOrder> {
  return answer(deps, id, await markOrder(deps.db, id, 'delivered', deps.now().toISOString()), ORDER_MESSAGES.cancelledNoChange);
}

/** `PUT /api/orders/:id/cancell` (the spec's spelling): cancels and returns the copies to stock, once (409 after). */
export async function cancelOrder(deps: AppDeps, id: number): Promise<ApiOrder> {
  return answer(deps, id, await cancelOrderReturningStock(deps.db, id, deps.now().toISOString()), ORDER_MESSAGES.alreadyCancelled);
}

async function answer(deps: AppDeps, id: number, outcome: FlagOutcome, whenCancelled: string): Promise<ApiOrder> {
  if (outcome === 'missing') throw notFound(ORDER_MESSAGES.notFound);
  if (outcome === 'cancelled') throw conflict(whenCancelled);
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return toApiOrder(found);
}
