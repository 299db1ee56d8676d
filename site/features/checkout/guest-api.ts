import type { ApiOrder, CreateOrderInput } from '~/worker/domain/orders';
import { api } from '~/site/lib/api';
import { rememberOrderKey } from '../../lib/orders/guest-key';
import { $guestEmail } from '../../stores/guest-checkout';

/** `POST /api/orders/guest` (no sign-in): the account order's body, the guest's e-mail and the two consents. */
const placeGuestOrder = (body: CreateOrderInput, email: string) =>
  api('POST /api/orders/guest', { body: { ...body, email, privacy: true, terms: true } });

/**
 * Places the guest's order and keeps its key in this browser (its page, the card payment and the way back from it
 * open the order with it); the e-mail is forgotten, the next purchase asks again. Answers the order.
 */
export async function placeAsGuest(body: CreateOrderInput, email: string): Promise<ApiOrder> {
  const { orderKey, ...order } = await placeGuestOrder(body, email);
  rememberOrderKey(order._id, orderKey);
  $guestEmail.set(null);
  return order;
}
