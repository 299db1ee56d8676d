import { persistentAtom } from '@nanostores/persistent';
import { CART_CHANGE_EVENT, CART_KEY } from '~/site/lib/storage-keys';
import { addItem, removeItem, setQty, type CartItem } from '../lib/cart/cart-ops';
import { decodeCart } from '../lib/cart/cart-storage';

export type { CartItem } from '../lib/cart/cart-ops';

/** The cart, persisted in localStorage `cartItems` (cart-storage.ts; the header badge reads the same key) and synced across tabs. */
export const $cartItems = persistentAtom<CartItem[]>(CART_KEY, [], { encode: JSON.stringify, decode: decodeCart });

/**
 * Every change of the cart goes through here: the vanilla header badge (and anyone else listening) learns that
 * the cart changed in this tab.
 */
export function setCart(items: CartItem[]) {
  $cartItems.set(items);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

export function addToCart(item: CartItem) {
  setCart(addItem($cartItems.get(), item));
}

export function removeFromCart(product: number) {
  setCart(removeItem($cartItems.get(), product));
}

export function setCartQty(product: number, qty: number) {
  setCart(setQty($cartItems.get(), product, qty));
}

export function clearCart() {
  setCart([]);
}
