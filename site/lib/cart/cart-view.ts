import type { ApiProduct } from '~/worker/domain/product-shape';
import { eurosToCents, formatEuros } from '~/worker/domain/money';
import { apiIsDiscounted, apiUnitPrice, priceLines, type PricedLine } from '~/worker/domain/pricing';
import { clampQty, type CartItem } from './cart-ops';

/**
 * What the cart (and the order summary before placing) shows: line totals and the order's totals through the
 * shop's one pricing module, and what changed since a line was added. Pure: unit-tested.
 */

/**
 * Line totals and the items' sum by the shop's one pricing rule (`priceLines`). The cart's `price` is already the
 * unit price a buyer pays, so it goes in as an undiscounted price. With postage: ./cart-totals.ts.
 */
export function cartLines(items: readonly CartItem[]): { lines: PricedLine[]; itemsCents: number } {
  const products = new Map(
    items.map((x) => {
      const cents = eurosToCents(x.price);
      return [x.product, { name: x.name, image: x.image, priceCents: cents, discount: 0, discountedPriceCents: cents }] as const;
    }),
  );
  return priceLines(
    items.map((x) => ({ productId: x.product, qty: x.qty })),
    products,
  );
}

/** What the shop learnt about a line when it re-read the product. */
export type LineChange =
  | { kind: 'price'; before: number; after: number }
  | { kind: 'fewer'; left: number }
  | { kind: 'soldOut' }
  | { kind: 'gone' };

/** What a cart line needs of a product as the API gives it now. */
export type FreshProduct = Pick<ApiProduct, '_id' | 'name' | 'image' | 'price' | 'discount' | 'discountedPrice' | 'countInStock'>;

/**
 * A product as a new cart line: today's unit price (the discounted one while a discount is on, pricing.ts's rule)
 * and stock. The product page's buy box builds the same line itself (buy-box.ts), so that it loads nothing of the
 * cart's views.
 */
export function cartLine(p: FreshProduct, qty: number): CartItem {
  return {
    product: Number(p._id),
    name: p.name,
    image: p.image,
    price: apiUnitPrice(p),
    countInStock: p.countInStock,
    discount: apiIsDiscounted(p) ? p.discount : 0,
    qty,
  };
}

/**
 * A line brought up to date with the product as the API gives it now (`null`: the product no longer exists):
 * today's unit price, stock and name; the quantity clamped to the stock. A vanished product keeps its line
 * with no stock, so it stays flagged until the buyer removes it.
 */
export function refreshLine(item: CartItem, fresh: FreshProduct | null): { item: CartItem; change: LineChange | null } {
  if (!fresh) return { item: { ...item, countInStock: 0 }, change: { kind: 'gone' } };
  // The line keeps its own id (as stored) and anything else it carries; the rest is today's.
  const next: CartItem = { ...item, ...cartLine(fresh, clampQty(item.qty, fresh.countInStock)), product: item.product };
  if (fresh.countInStock < 1) return { item: next, change: { kind: 'soldOut' } };
  if (eurosToCents(next.price) !== eurosToCents(item.price))
    return { item: next, change: { kind: 'price', before: item.price, after: next.price } };
  if (next.qty < item.qty) return { item: next, change: { kind: 'fewer', left: fresh.countInStock } };
  return { item: next, change: null };
}

/** The sentence shown under a changed line. */
export function changeText(change: LineChange): string {
  switch (change.kind) {
    case 'price':
      return `Cena sa zmenila: pôvodne ${formatEuros(change.before)}, teraz ${formatEuros(change.after)}`;
    case 'fewer':
      return `Na sklade zostáva už len ${change.left} ks, počet sme upravili.`;
    case 'soldOut':
      return 'Titul je medzitým vypredaný. Odstráňte ho prosím z košíka, až potom môžete pokračovať k pokladni.';
    case 'gone':
      return 'Tento titul už nie je v ponuke. Odstráňte ho prosím z košíka, až potom môžete pokračovať k pokladni.';
  }
}

/** `/cart/{id}?qty={n}` → the product id and the wished quantity (1 when absent or junk), or null for `/cart`. */
export function parseCartPath(pathname: string, search: string): { id: number; qty: number } | null {
  const m = /^\/cart\/(\d{1,15})\/?$/.exec(pathname);
  if (!m) return null;
  const raw = Number(new URLSearchParams(search).get('qty') ?? '1');
  return { id: Number(m[1]), qty: Number.isFinite(raw) && raw >= 1 ? Math.floor(raw) : 1 };
}

/** A cart path that is not a product id (`/cart/abc`): the island says so instead of showing the plain cart. */
export function isBadCartPath(pathname: string): boolean {
  return /^\/cart\/[^/]+\/?$/.test(pathname) && parseCartPath(pathname, '') === null;
}
