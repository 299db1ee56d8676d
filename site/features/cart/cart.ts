import { persistentAtom } from '@nanostores/persistent';
import { addItem, removeItem, setQty, type CartItem } from './cart-ops';
import { CART_CHANGE_EVENT, CART_KEY, decodeCart } from './cart-storage';

export type { CartItem } from './cart-ops';

/** The cart, persisted in localStorage `cartItems` (cart-storage.ts; the header badge reads the same key) and synced across tabs. */
export const $cartItems = persistentAtom<CartItem[]>(CART_KEY, [], { encode: JSON.stringify, decode: decodeCart });

/** Tells the vanilla header badge (and anyone else listening) that the cart changed in this tab. */
function changed() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

export function addToCart(item: CartItem) {
  $cartItems.set(addItem($cartItems.get(), item));
  changed();
}

export function removeFromCart(product: number) {
  $cartItems.set(removeItem($cartItems.get(), product));
  changed();
}

export function setCartQty(product: number, qty: number) {
  $cartItems.set(setQty($cartItems.get(), product, qty));
  changed();
}

export function clearCart() {
  $cartItems.set([]);
  changed();
}
