import { stockOf } from '~/db/queries/orders/order-write';
import type { AppDeps } from '../../deps';

/**
 * The product pages are pre-rendered with their stock ('Na sklade' with the quantities, or 'Vypredané' with
 * 'Upozorniť ma…'). Staff saves republish them; a cancel (the staff's, or the unpaid-order job's) moves stock
 * without one, and when it brings copies back to a sold-out title the pages must follow: the back-in-stock mail
 * links to that page, which must not say 'Vypredané' with the button switched off. Republishing is coalesced by
 * the publisher, and such a cancel is rare. Never throws: the cancel is committed already.
 *
 * The other direction (an order takes the last copy) is left to the page: 'Pridať do košíka' reads the stock first
 * and says the title sold out meanwhile, and the order itself is refused by the stock guard. Republishing on every
 * sell-out would rebuild the site in the middle of a rush of orders (a full build on Node).
 */
export const STOCK_REPUBLISH_REASON = 'stock';

/** After a cancel returned these copies: republish when a product has exactly what came back (it had none). */
export async function republishIfBackInStock(deps: AppDeps, lines: readonly { productId: number | null; qty: number }[]): Promise<void> {
  const returned = new Map<number, number>();
  for (const l of lines) if (l.productId !== null) returned.set(l.productId, (returned.get(l.productId) ?? 0) + l.qty);
  await republishWhen(deps, [...returned.keys()], (left, id) => left > 0 && left === returned.get(id));
}

async function republishWhen(deps: AppDeps, ids: readonly number[], crossed: (left: number, id: number) => boolean): Promise<void> {
  if (!ids.length) return;
  try {
    const stock = await stockOf(deps.db, ids);
    if ([...stock].some(([id, left]) => crossed(left, id))) deps.publisher.request(STOCK_REPUBLISH_REASON, deps.waitUntil);
  } catch (err) {
    deps.log('error', 'stock pages: could not decide on a republish', { error: String(err) });
  }
}
