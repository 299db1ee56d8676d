import { persistentAtom } from '@nanostores/persistent';
import { addItem, removeItem, sanitizeCart, setQty, type CartItem } from './cart-ops';

export type { CartItem } from './cart-ops';

function decode(text: string): CartItem[] {
  try {
    return sanitizeCart(JSON.parse(text));
  } catch {
    return [];
  }
}

/** The cart, persisted in localStorage `cartItems` (the header badge reads the same key) and synced across tabs. */
export const $cartItems = persistentAtom<CartItem[]>('cartItems', [], { encode: JSON.stringify, decode });

/** Tells the vanilla header badge (and anyone else listening) that the cart changed in this tab. */
function changed() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('cart:change'));
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
