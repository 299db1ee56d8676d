import { ApiRequestError } from '~/site/lib/api';
import { findProduct, readProduct } from '../../lib/product-api';
import { $cartItems, addToCart, setCart } from '../../stores/cart';
import type { CartItem } from '../../lib/cart/cart-ops';
import { cartLine, refreshLine, type FreshProduct, type LineChange } from '../../lib/cart/cart-view';

/**
 * The cart meets the catalogue: lines are re-read from `GET /api/products/{id}` (today's price and stock) and
 * `/cart/{id}?qty=` adds a product by id. The server prices every order anyway; this keeps what the buyer sees
 * honest before they commit.
 */

/**
 * Re-reads every line and saves what changed; answers the changes by product id. A line whose product could
 * not be read (offline, server error) is left as it is.
 */
export async function refreshCart(signal?: AbortSignal): Promise<Map<number, LineChange>> {
  const ids = $cartItems.get().map((x) => x.product);
  const settled = await Promise.allSettled(ids.map((id) => findProduct(id, signal)));
  if (signal?.aborted) return new Map();
  const fresh = new Map<number, FreshProduct | null>();
  for (const [i, r] of settled.entries()) if (r.status === 'fulfilled') fresh.set(ids[i], r.value);
  const changes = new Map<number, LineChange>();
  // Applied to the cart as it is now: the buyer may have changed a quantity meanwhile.
  const next = $cartItems.get().map((line) => {
    if (!fresh.has(line.product)) return line;
    const { item, change } = refreshLine(line, fresh.get(line.product)!);
    if (change) changes.set(line.product, change);
    return item;
  });
  setCart(next);
  return changes;
}

let pageRefresh: { slot: Element; done: Promise<Map<number, LineChange>>; changes: Map<number, LineChange> | null } | null = null;

/**
 * The cart page's one re-read per load, shared by the script that draws the cart before React
 * (./cart-light.ts) and the island that takes it over: the island finds it done, with its changes, instead of
 * asking the API again and showing 'Overujeme…' a second time. Keyed by the page's slot for the script's
 * drawing: the listening room swaps pages without a load, and a cart opened again is re-read again.
 */
export function refreshCartOnce(slot: Element): Promise<Map<number, LineChange>> {
  if (pageRefresh?.slot === slot) return pageRefresh.done;
  const run: NonNullable<typeof pageRefresh> = { slot, done: Promise.resolve(new Map()), changes: null };
  run.done = refreshCart().then(
    (changes) => (run.changes = changes),
    () => (run.changes = new Map()),
  );
  pageRefresh = run;
  return run.done;
}

/** refreshCartOnce's changes for this slot once it has finished; null before (or never asked). */
export const refreshedChanges = (slot: Element | null): Map<number, LineChange> | null =>
  slot && pageRefresh?.slot === slot ? pageRefresh.changes : null;

const NOT_IN_STOCK = 'Ľutujeme, tento titul je vypredaný.';

/**
 * `/cart/{id}?qty={n}`: puts the product in the cart (replacing its line) with the quantity clamped to the
 * stock. Throws an `ApiRequestError` with the server's message for an unknown product, NOT_IN_STOCK when sold out.
 */
export async function addProductById(id: number, qty: number): Promise<CartItem> {
  const p = await readProduct(id);
  if (p.countInStock < 1) throw new ApiRequestError(NOT_IN_STOCK, 409);
  addToCart(cartLine(p, qty));
  return $cartItems.get().find((x) => x.product === Number(p._id))!;
}
