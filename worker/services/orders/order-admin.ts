import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { listAllOrders, type OrderStatusFilter } from '~/db/queries/orders/orders';
import { cancelUnsentOrder } from '~/db/queries/orders/order-cancel';
import { markOrder, type FlagResult } from '~/db/queries/orders/order-write';
import type { AppDeps } from '../../deps';
import { isDeliveryMethod } from '../../domain/delivery';
import { centsToEuros } from '../../domain/money';
import type { DeliverOrder } from '../../domain/order-notices';
import { ORDER_MESSAGES, type ApiAdminOrderSummary, type ApiOrder, type PaymentMethod } from '../../domain/orders';
import { conflict, notFound } from '../../domain/errors';
import { toOrderSummary } from './orders';
import { deliverOrderNotice } from './order-notices';
import { mailBackInStock } from '../stock-alerts/stock-alerts';
import { republishIfBackInStock } from '../catalogue/stock-pages';
import { toApiOrder } from './order-view';

/** What admins do with orders (the routes check the caller with requireAdmin). Times come from `deps.now()`. */

/** `GET /api/orders`: every order (optionally in one state), newest first. */
export async function allOrders(deps: AppDeps, status?: OrderStatusFilter): Promise<ApiAdminOrderSummary[]> {
  return (await listAllOrders(deps.db, status)).map((o) => ({
    ...toOrderSummary(o),
    name: o.name,
    email: o.email,
    paymentMethod: o.paymentMethod as PaymentMethod,
    cancelReason: o.cancelReason === 'unpaid' ? 'unpaid' : '',
    deliveryMethod: isDeliveryMethod(o.deliveryMethod) ? o.deliveryMethod : 'post',
    pickupPointName: o.pickupPointName,
    discountCode: o.discountCode,
    discountPrice: centsToEuros(o.discountCents),
  }));
}

/**
 * `PUT /api/orders/:id/paid` (bank transfer, cash). A cancelled order stays as it is (409). The first time, the
 * customer is told 'Platbu sme prijali'; a card order paid through the webhook is paid already, so it gets no
 * second mail here.
 */
export async function markPaid(deps: AppDeps, id: number): Promise<ApiOrder> {
  return answer(deps, id, await markOrder(deps.db, id, 'paid', deps.now().toISOString()), ORDER_MESSAGES.cancelledNoChange);
}

/**
 * `PUT /api/orders/:id/deliver` ("Odoslané"), optionally with the parcel number. A cancelled order stays as it is
 * (409). The first time, the customer is told it is on its way (with the tracking link).
 */
export async function markDelivered(deps: AppDeps, id: number, body: DeliverOrder = { parcelNumber: '' }): Promise<ApiOrder> {
  const at = deps.now().toISOString();
  return answer(
    deps,
    id,
    await markOrder(deps.db, id, 'delivered', at, { parcelNumber: body.parcelNumber }),
    ORDER_MESSAGES.cancelledNoChange,
  );
}

/**
 * `PUT /api/orders/:id/cancell` (the spec's spelling): cancels and returns the copies to stock, once (409 after),
 * and tells the customer. A sent order is refused (409): its copies are on their way, not back in stock.
 */
export async function cancelOrder(deps: AppDeps, id: number): Promise<ApiOrder> {
  const result = await cancelUnsentOrder(deps.db, id, deps.now().toISOString());
  // Nothing changed: say why (a cancelled order reads as cancelled even if it had been sent as well).
  if (result.outcome === 'cancelled') {
    const found = await getOrderWithItems(deps.db, id);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    if (!found.order.isCancelled) throw conflict(ORDER_MESSAGES.sentNoCancel);
  }
  const order = await answer(deps, id, result, ORDER_MESSAGES.alreadyCancelled);
  // The copies are back: readers waiting for a sold-out title among them are told (services/stock-alerts/stock-alerts.ts).
  mailBackInStock(
    deps,
    order.orderItems.flatMap((line) => (line.product === null ? [] : [Number(line.product)])),
  );
  await republishIfBackInStock(
    deps,
    order.orderItems.map((line) => ({ productId: line.product === null ? null : Number(line.product), qty: line.qty })),
  );
  return order;
}

/**
 * The updated order for the answer; the notice this change recorded goes out after the answer (as the order's
 * confirmation does), so a slow mail API never holds up staff and a failure only shows on the notice.
 */
async function answer(deps: AppDeps, id: number, result: FlagResult, whenCancelled: string): Promise<ApiOrder> {
  if (result.outcome === 'missing') throw notFound(ORDER_MESSAGES.notFound);
  if (result.outcome === 'cancelled') throw conflict(whenCancelled);
  if (result.noticeId !== null) deps.waitUntil(deliverOrderNotice(deps, result.noticeId));
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return toApiOrder(found);
}
