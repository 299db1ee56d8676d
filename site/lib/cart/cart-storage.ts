import { CART_CHANGE_EVENT, CART_KEY } from '~/site/lib/storage-keys';
import { addItem, sanitizeCart, type CartItem } from './cart-ops';

/**
 * The cart as the browser stores it: localStorage `cartItems`, JSON, read through `sanitizeCart`. cart.ts keeps the
 * nanostore for the React islands on top of it; a vanilla script of a page without that store (the product page's
 * buy box, buy-box.ts) writes here directly and stays small. Other tabs, and their stores, follow through the
 * browser's `storage` event; this tab's header badge through CART_CHANGE_EVENT.
 */

export { CART_CHANGE_EVENT, CART_KEY };

/** The stored text as cart lines (missing, broken or hand-edited text: the well-formed lines, or none). */
export function decodeCart(text: string | null | undefined): CartItem[] {
  try {
    return sanitizeCart(JSON.parse(text || '[]'));
  } catch {
    return [];
  }
}

/** Adds a line to the stored cart (a line of the same product is replaced) and tells this tab. */
export function addToStoredCart(item: CartItem, storage: Storage = localStorage): void {
  storage.setItem(CART_KEY, JSON.stringify(addItem(decodeCart(storage.getItem(CART_KEY)), item)));
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}
