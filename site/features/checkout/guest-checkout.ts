import { persistentAtom } from '@nanostores/persistent';
import type { ApiGuestOrder } from '~/worker/domain/guest-orders';
import type { ApiOrder } from '~/worker/domain/orders';
import { apiSend } from '~/site/lib/api';
import { GUEST_EMAIL_KEY } from '~/site/lib/storage-keys';
import { rememberOrderKey } from '../order/guest-key';

/**
 * Buying without an account (issue 30): the login step's 'Pokračovať bez registrácie' keeps the buyer's e-mail
 * here (localStorage, next to the address and the payment of the checkout) until the order is placed; while it is
 * set and nobody is signed in, the checkout's steps let the buyer in and the last one places a guest order.
 */
export const $guestEmail = persistentAtom<string | null>(GUEST_EMAIL_KEY, null, {
  encode: (v) => v ?? '',
  decode: (v) => v || null,
});

/** A shape check only (the server's rules decide): something@something.tld, no spaces. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) && v.trim().length <= 254;

export const GUEST_EMAIL_MESSAGE = 'Zadajte platný e-mail, na ktorý Vám pošleme potvrdenie objednávky.';

/** `POST /api/orders/guest` (no sign-in): the account order's body, the guest's e-mail and the two consents. */
export const placeGuestOrder = (body: object, email: string) =>
  apiSend<ApiGuestOrder>('/api/orders/guest', { body: { ...body, email, privacy: true, terms: true } });

/**
 * Places the guest's order and keeps its key in this browser (its page, the card payment and the way back from it
 * open the order with it); the e-mail is forgotten, the next purchase asks again. Answers the order.
 */
export async function placeAsGuest(body: object, email: string): Promise<ApiOrder> {
  const { orderKey, ...order } = await placeGuestOrder(body, email);
  rememberOrderKey(order._id, orderKey);
  $guestEmail.set(null);
  return order;
}
