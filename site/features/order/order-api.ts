import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiOrder, PayBySquare } from '~/worker/domain/orders';
import type { ApiCardAttempt, ApiCardAttemptStarted, ApiCheckoutSession } from '~/worker/domain/payments';
import { ApiRequestError, GENERIC_ERROR } from '~/site/lib/api';
import { ORDER_PLACED_KEY } from '~/site/lib/storage-keys';
import { authDownload, authGet, authSend } from '~/site/stores/user';
import { invoiceFileName, stripeSessionRequest } from './order-view';

/** The order pages' (and the checkout's) calls, all as the signed-in user; answers typed in worker/domain. */

type Id = number | string;

/** `POST /api/orders/`: the server prices the order itself and answers it (201), or says why not. */
export const placeOrder = (body: unknown) => authSend<ApiOrder>('/api/orders/', { body });

export const readOrder = (id: Id, signal?: AbortSignal) => authGet<ApiOrder>(`/api/orders/${id}`, { signal });

/** The current card-payment attempt (the success page checks that its address names it). */
export const readCardAttempt = (id: Id, signal?: AbortSignal) => authGet<ApiCardAttempt>(`/api/orders/${id}/init-payment`, { signal });

export const readPayBySquare = (id: Id, signal?: AbortSignal) => authGet<PayBySquare>(`/api/orders/${id}/pay-by-square`, { signal });

export const resendConfirmation = (id: Id) => authSend<MessageAnswer>(`/api/orders/${id}/resend-confirmation`, { method: 'PUT' });

/** The card page sent the buyer back with a failure: the server notes it and tells the shop. */
export const noteFailedPayment = (id: Id) => authSend<MessageAnswer>(`/api/orders/${id}/failed-payment-notif`, { method: 'PUT' });

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
  const { initPaymentId } = await authSend<ApiCardAttemptStarted>(`/api/orders/${order._id}/init-payment`, { method: 'PUT' });
  const session = await authSend<ApiCheckoutSession>('/api/create-stripe-checkout-session', {
    body: stripeSessionRequest(order, initPaymentId, location.origin),
  });
  if (!session?.url) throw new ApiRequestError(GENERIC_ERROR, 0);
  location.assign(session.url);
}

/** `GET /api/orders/{id}/invoice` with the bearer token, saved as `faktura-{orderNumber}.pdf`. */
export function downloadInvoice(order: Pick<ApiOrder, '_id' | 'orderNumber'>): Promise<void> {
  return authDownload(`/api/orders/${order._id}/invoice`, invoiceFileName(order.orderNumber), 'application/pdf');
}
