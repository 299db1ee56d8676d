/**
 * Pure operations on the cart (spec section 4): the cart is a list of lines, one per product.
 * Prices are euros as the API gives them; the server re-prices every order, so they are for display only.
 */

export interface CartItem {
  /**
   * The product's id (`_id` in the API, where ids are text). Kept as a number in this browser-side store, as
   * carts saved before the API spoke text hold it; `POST /api/orders/` takes either.
   */
  product: number;
  name: string;
  image: string;
  /** Unit price in euros when the item was added: the discounted price when a discount exists. */
  price: number;
  countInStock: number;
  /** Discount in percent (0 = none). */
  discount: number;
  qty: number;
}

/** A quantity the shop can sell: a whole number from 1 to the stock (1 when the stock is unknown or empty). */
export function clampQty(qty: number, countInStock: number): number {
  const max = Math.max(1, Math.floor(countInStock) || 0);
  const n = Math.floor(Number(qty));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, max);
}

/** Adds a line; a line of the same product is replaced in place (new price, stock and quantity). */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const line = { ...item, qty: clampQty(item.qty, item.countInStock) };
  const at = items.findIndex((x) => x.product === item.product);
  if (at === -1) return [...items, line];
  return items.map((x, i) => (i === at ? line : x));
}

export function removeItem(items: readonly CartItem[], product: number): CartItem[] {
  return items.filter((x) => x.product !== product);
}

/** Sets the quantity of a line, clamped to 1..countInStock; unknown products leave the cart as it is. */
export function setQty(items: readonly CartItem[], product: number, qty: number): CartItem[] {
  return items.map((x) => (x.product === product ? { ...x, qty: clampQty(qty, x.countInStock) } : x));
}

/** Number of pieces in the cart (what the header badge shows). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((n, x) => n + (Number(x.qty) || 0), 0);
}

/** What a stored value turns into: only well-formed lines survive (localStorage can hold anything). */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (x): x is CartItem =>
      !!x &&
      typeof x === 'object' &&
      Number.isInteger(x.product) &&
      typeof x.name === 'string' &&
      Number.isFinite(x.price) &&
      Number.isFinite(x.qty),
  );
}

/** A line that can go to checkout: the product still exists and has stock. */
export function isAvailable(item: Pick<CartItem, 'countInStock'>): boolean {
  return item.countInStock >= 1;
}

/** The lines that block checkout (sold out or no longer offered) until they are removed. */
export function blockedLines(items: readonly CartItem[]): CartItem[] {
  return items.filter((x) => !isAvailable(x));
}
