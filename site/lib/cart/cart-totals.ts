import { DEFAULT_DELIVERY_SETTINGS, PACKAGING_GRAMS, rateFor } from '~/worker/domain/delivery';
import { DOMESTIC_COUNTRY, orderTotals, postageCents, type OrderTotals, type PricedLine } from '~/worker/domain/pricing';
import type { CartItem } from './cart-ops';
import { cartLines } from './cart-view';

/**
 * Line totals, items, postage and total for the saved country, by `priceOrder` (the server's own rule): the order
 * summary before placing. Apart from cart-view.ts because the delivery settings bring their schemas (zod), which
 * the cart drawn before React must not load.
 */
export function cartTotals(items: readonly CartItem[], country: string = DOMESTIC_COUNTRY): OrderTotals & { lines: PricedLine[] } {
  const { lines, itemsCents } = cartLines(items);
  // Until the page asks the server's quote (issue 30): the default post's lightest band ('from').
  const rate = rateFor(DEFAULT_DELIVERY_SETTINGS, 'post', country);
  return { lines, ...orderTotals({ itemsCents, shippingCents: (rate && postageCents(rate, PACKAGING_GRAMS, itemsCents)) ?? 0 }) };
}
