import { stockOf } from '~/db/queries/orders/order-write';
import type { AppDeps } from '../../deps';

/**
 * The product pages are pre-rendered with their stock ('Na sklade' with the quantities, or 'Vypredané' with
 * 'Upozorniť ma…'). Staff saves republish them; orders and cancels move stock without a save, so stock crossing
 * zero asks for a republish here: a cancel that brings copies back to a sold-out title (the back-in-stock mail
 * links to that page, which must not say 'Vypredané' with the button switched off), and an order that takes a
 * title's last copy (its page must stop offering 'Pridať do košíka'). Publishing renders the changed pages only
 * (issue 33) and the publisher coalesces a burst of such requests into one publish. Never throws: the write is
 * committed already.
 */
export const STOCK_REPUBLISH_REASON = 'stock';

/** After a cancel returned these copies: republish when a product has exactly what came back (it had none). */
export async function republishIfBackInStock(deps: AppDeps, lines: readonly { productId: number | null; qty: number }[]): Promise<void> {
  const returned = new Map<number, number>();
  for (const l of lines) if (l.productId !== null) returned.set(l.productId, (returned.get(l.productId) ?? 0) + l.qty);
  await republishWhen(deps, [...returned.keys()], (left, id) => left > 0 && left === returned.get(id));
}

/** After an order took these titles' copies: republish when one of them has none left. */
export async function republishIfSoldOut(deps: AppDeps, productIds: readonly number[]): Promise<void> {
  await republishWhen(deps, productIds, (left) => left <= 0);
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
