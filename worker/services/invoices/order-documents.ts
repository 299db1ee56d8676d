import type { AppDeps } from '../../deps';
import type { OrderCaller } from '../orders/guest-access';
import { offersPayBySquare, PAY_BY_SQUARE_UNAVAILABLE, payBySquare, type PayBySquare } from '../../domain/pay-by-square';
import { notFound } from '../../domain/errors';
import { invoicePdf } from './invoice-file';
import { invoiceFilename } from './invoice-pdf';
import { orderForCaller, toApiOrder } from '../orders/order-view';

/**
 * The documents of an order, for its owner, an admin or the holder of its private key (`orderForCaller`: others
 * 403, unknown 404).
 */

/** `GET /api/orders/:id/pay-by-square`: only while an unpaid bank transfer at home waits for its money. */
export async function payBySquareForCaller(deps: AppDeps, caller: OrderCaller, orderId: number): Promise<PayBySquare> {
  const order = toApiOrder(await orderForCaller(deps, caller, orderId));
  if (!offersPayBySquare(order)) throw notFound(PAY_BY_SQUARE_UNAVAILABLE);
  return payBySquare(order);
}

/** `GET /api/orders/:id/invoice`: the same PDF the confirmation e-mail carries, from the store once rendered. */
export async function invoiceForCaller(
  deps: AppDeps,
  caller: OrderCaller,
  orderId: number,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const order = toApiOrder(await orderForCaller(deps, caller, orderId));
  return { filename: invoiceFilename(order.orderNumber), pdf: await invoicePdf(deps, order) };
}
