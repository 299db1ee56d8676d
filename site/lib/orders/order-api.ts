import type { ApiOrder, CreateOrderInput } from '~/worker/domain/orders';
import { ApiRequestError, apiCallVia, apiRequestOf, apiSend, GENERIC_ERROR, type Sender } from '~/site/lib/api';
import { ORDER_PLACED_KEY } from '~/site/lib/storage-keys';
import { authApi, authDownload, authSend } from '~/site/stores/user';
import { orderKeyHeaders } from './guest-key';
import { invoiceFileName, stripeSessionRequest } from './order-view';

/**
 * The order pages' (and the checkout's) calls, as the signed-in user, or for a guest's order whose private key this
 * browser holds (guest-key.ts) with that key instead; each through the typed client of the published contract
 * (worker/domain/api-contract/orders.ts), which types the answers.
 */

type Id = number | string;

/** Who asks about order `id`: with its key when this browser holds one (a guest's order), else the signed-in user. */
function orderSender(id: Id): Sender {
  const headers = orderKeyHeaders(id);
  return headers ? (path, options) => apiSend(path, { ...options, headers: { ...options.headers, ...headers } }) : authSend;
}

/** `POST /api/orders/`: the server prices the order itself and answers it (201), or says why not. */
export const placeOrder = (body: CreateOrderInput) => authApi('POST /api/orders/', { body });

export const readOrder = (id: Id, signal?: AbortSignal) => apiCallVia(orderSender(id), 'GET /api/orders/:id', { params: { id }, signal });

/** The current card-payment attempt (the success page checks that its address names it). */
export const readCardAttempt = (id: Id, signal?: AbortSignal) =>
  apiCallVia(orderSender(id), 'GET /api/orders/:id/init-payment', { params: { id }, signal });

export const readPayBySquare = (id: Id, signal?: AbortSignal) =>
  apiCallVia(orderSender(id), 'GET /api/orders/:id/pay-by-square', { params: { id }, signal });

export const resendConfirmation = (id: Id) => authApi('PUT /api/orders/:id/resend-confirmation', { params: { id } });

/** The card page sent the buyer back with a failure: the server notes it and tells the shop. */
export const noteFailedPayment = (id: Id) => apiCallVia(orderSender(id), 'PUT /api/orders/:id/failed-payment-notif', { params: { id } });

/** The checkout notes the order it just placed, so that its page can say thank you once (this tab only). */
export function notePlacedOrder(id: string): void {
  try {
    sessionStorage.setItem(ORDER_PLACED_KEY, id);
  } catch {
    /* storage blocked: no thank-you line */
  }
}

/** True once, on the page of the order this tab just placed. */
export function takePlacedOrder(): boolean {
  try {
    const id = sessionStorage.getItem(ORDER_PLACED_KEY);
    const m = /^\/order\/(\d+)\/?$/.exec(location.pathname);
    if (!id || !m || m[1] !== id) return false;
    sessionStorage.removeItem(ORDER_PLACED_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Platba Stripe': a fresh payment attempt (`PUT /init-payment` → initPaymentId), a Checkout Session for it
 * (`POST /api/create-stripe-checkout-session` → { id, url }), then the browser goes to the card page (Stripe, or the
 * built-in test checkout). Resolves only if leaving failed to start; errors carry the server's message.
 */
export async function startCardPayment(order: ApiOrder): Promise<void> {
  const params = { id: order._id };
  const { initPaymentId } = await apiCallVia(orderSender(order._id), 'PUT /api/orders/:id/init-payment', { params });
  const session = await apiCallVia(orderSender(order._id), 'POST /api/create-stripe-checkout-session', {
    body: stripeSessionRequest(order, initPaymentId, location.origin),
  });
  if (!session?.url) throw new ApiRequestError(GENERIC_ERROR, 0);
  location.assign(session.url);
}

/** `GET /api/orders/{id}/invoice` with the bearer token (or the order's key), saved as `faktura-{orderNumber}.pdf`. */
export function downloadInvoice(order: Pick<ApiOrder, '_id' | 'orderNumber'>): Promise<void> {
  const { path } = apiRequestOf('GET /api/orders/:id/invoice', { params: { id: order._id } });
  return authDownload(path, invoiceFileName(order.orderNumber), 'application/pdf', orderKeyHeaders(order._id));
}

/** `POST /api/orders/:id/claim`: the signed-in account of the order's e-mail takes the guest's order (with its key). */
export const claimOrder = (id: Id, orderKey: string) => authApi('POST /api/orders/:id/claim', { params: { id }, body: { orderKey } });

/** `DELETE /api/orders/:id/guest-link` (staff): the guest's private link stops working. */
export const revokeGuestLink = (id: Id) => authApi('DELETE /api/orders/:id/guest-link', { params: { id } });
