import type { ApiOrder } from '~/worker/domain/orders';
import { ApiRequestError, GENERIC_ERROR } from '~/site/lib/api';
import { $userInfo, authSend, isTokenFailure, logout } from '~/site/stores/user';
import { invoiceFileName, stripeSessionRequest } from './order-view';

/** The order pages' calls beyond plain JSON: starting a card payment and downloading the invoice. */

const PLACED_KEY = 'orderPlaced';

/** The checkout notes the order it just placed, so that its page can say thank you once (this tab only). */
export function notePlacedOrder(id: string): void {
  try {
    sessionStorage.setItem(PLACED_KEY, id);
  } catch {
    /* storage blocked: no thank-you line */
  }
}

/** True once, on the page of the order this tab just placed. */
export function takePlacedOrder(): boolean {
  try {
    const id = sessionStorage.getItem(PLACED_KEY);
    const m = /^\/order\/(\d+)\/?$/.exec(location.pathname);
    if (!id || !m || m[1] !== id) return false;
    sessionStorage.removeItem(PLACED_KEY);
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
  const { initPaymentId } = await authSend<{ initPaymentId: string }>(`/api/orders/${order._id}/init-payment`, { method: 'PUT' });
  const session = await authSend<{ id: string; url: string }>('/api/create-stripe-checkout-session', {
    body: stripeSessionRequest(order, initPaymentId, location.origin),
  });
  if (!session?.url) throw new ApiRequestError(GENERIC_ERROR, 0);
  location.assign(session.url);
}

/** `GET /api/orders/{id}/invoice` with the bearer token, saved as `faktura-{orderNumber}.pdf`. */
export async function downloadInvoice(order: Pick<ApiOrder, '_id' | 'orderNumber'>): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/orders/${order._id}/invoice`, {
      headers: { authorization: `Bearer ${$userInfo.get()?.token ?? ''}`, accept: 'application/pdf' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(GENERIC_ERROR, 0);
  }
  if (!res.ok) {
    let message = GENERIC_ERROR;
    try {
      const data = (await res.json()) as { message?: unknown };
      if (typeof data?.message === 'string' && data.message.trim()) message = data.message;
    } catch {
      /* not JSON */
    }
    const err = new ApiRequestError(message, res.status);
    if (isTokenFailure(err)) logout();
    throw err;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = invoiceFileName(order.orderNumber);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
