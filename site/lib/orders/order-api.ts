import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiOrder, PayBySquare } from '~/worker/domain/orders';
import type { ApiCardAttempt, ApiCardAttemptStarted, ApiCheckoutSession } from '~/worker/domain/payments';
import { ApiRequestError, apiSend, GENERIC_ERROR, type ApiOptions } from '~/site/lib/api';
import { ORDER_PLACED_KEY } from '~/site/lib/storage-keys';
import { authDownload, authSend } from '~/site/stores/user';
import { orderKeyHeaders } from './guest-key';
import { invoiceFileName, stripeSessionRequest } from './order-view';

/**
 * The order pages' (and the checkout's) calls, as the signed-in user, or for a guest's order whose private key this
 * browser holds (guest-key.ts) with that key instead; answers typed in worker/domain.
 */

type Id = number | string;

/** A call about order `id`: with its key when this browser holds one (a guest's order), else as the signed-in user. */
function orderSend<T>(id: Id, path: string, opts: Omit<ApiOptions, 'token' | 'headers'> = {}): Promise<T> {
  const headers = orderKeyHeaders(id);
  return headers ? apiSend<T>(path, { ...opts, headers }) : authSend<T>(path, opts);
}
const orderGet = <T>(id: Id, path: string, signal?: AbortSignal) => orderSend<T>(id, path, { method: 'GET', signal });

/** `POST /api/orders/`: the server prices the order itself and answers it (201), or says why not. */
export const placeOrder = (body: unknown) => authSend<ApiOrder>('/api/orders/', { body });

export const readOrder = (id: Id, signal?: AbortSignal) => orderGet<ApiOrder>(id, `/api/orders/${id}`, signal);

/** The current card-payment attempt (the success page checks that its address names it). */
export const readCardAttempt = (id: Id, signal?: AbortSignal) => orderGet<ApiCardAttempt>(id, `/api/orders/${id}/init-payment`, signal);

export const readPayBySquare = (id: Id, signal?: AbortSignal) => orderGet<PayBySquare>(id, `/api/orders/${id}/pay-by-square`, signal);

export const resendConfirmation = (id: Id) => authSend<MessageAnswer>(`/api/orders/${id}/resend-confirmation`, { method: 'PUT' });

/** The card page sent the buyer back with a failure: the server notes it and tells the shop. */
export const noteFailedPayment = (id: Id) => orderSend<MessageAnswer>(id, `/api/orders/${id}/failed-payment-notif`, { method: 'PUT' });

/** An admin's flag on the order (the spec's paths, 'cancell' included); the server answers the updated order. */
export const markOrder = (id: Id, action: 'paid' | 'deliver' | 'cancell', body?: { parcelNumber: string }) =>
  authSend<ApiOrder | undefined>(`/api/orders/${id}/${action}`, { method: 'PUT', body });

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
  const { initPaymentId } = await orderSend<ApiCardAttemptStarted>(order._id, `/api/orders/${order._id}/init-payment`, { method: 'PUT' });
  const session = await orderSend<ApiCheckoutSession>(order._id, '/api/create-stripe-checkout-session', {
    body: stripeSessionRequest(order, initPaymentId, location.origin),
  });
  if (!session?.url) throw new ApiRequestError(GENERIC_ERROR, 0);
  location.assign(session.url);
}

/** `GET /api/orders/{id}/invoice` with the bearer token, saved as `faktura-{orderNumber}.pdf`. */
export function downloadInvoice(order: Pick<ApiOrder, '_id' | 'orderNumber'>): Promise<void> {
  return authDownload(`/api/orders/${order._id}/invoice`, invoiceFileName(order.orderNumber), 'application/pdf', orderKeyHeaders(order._id));
}

/** `POST /api/orders/:id/claim`: the signed-in account of the order's e-mail takes the guest's order (with its key). */
export const claimOrder = (id: Id, orderKey: string) => authSend<ApiOrder & MessageAnswer>(`/api/orders/${id}/claim`, { body: { orderKey } });

/** `DELETE /api/orders/:id/guest-link` (staff): the guest's private link stops working. */
export const revokeGuestLink = (id: Id) => authSend<MessageAnswer>(`/api/orders/${id}/guest-link`, { method: 'DELETE' });
