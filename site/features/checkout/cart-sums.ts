import { isDeliveryMethod, type DeliveryMethodId } from '~/worker/domain/delivery-methods';
import { eurosToCents as cents, formatEuros } from '~/worker/domain/money';
import type { ApiOrderQuote } from '~/worker/domain/order-quote';

/**
 * What the cart asks `POST /api/orders/quote` and how it words the answer: pure, unit-tested, and free of zod, as
 * the cart drawn before React (./cart-light.ts) loads it; the checkout's steps use the same (./delivery-ops.ts
 * keeps the rest of the delivery step's rules).
 */

/** The method of a stored delivery choice (anything else stored reads as none); choiceFrom reads its point too. */
export function methodOf(saved: unknown): DeliveryMethodId | null {
  const method = saved && typeof saved === 'object' ? (saved as Record<string, unknown>).method : null;
  return isDeliveryMethod(method) ? method : null;
}

/** What the checkout asks `POST /api/orders/quote`: the cart's lines and the parts of the order chosen so far. */
export function quoteRequest(
  items: readonly { product: number; qty: number }[],
  country: string,
  chosen: { deliveryMethod?: DeliveryMethodId | null; paymentMethod?: string | null; discountCode?: string } = {},
) {
  return {
    orderItems: items.map((x) => ({ product: x.product, qty: x.qty })),
    country,
    ...(chosen.deliveryMethod ? { deliveryMethod: chosen.deliveryMethod } : {}),
    ...(chosen.paymentMethod ? { paymentMethod: chosen.paymentMethod } : {}),
    ...(chosen.discountCode ? { discountCode: chosen.discountCode } : {}),
  };
}

/** A postage as people read it: 'zadarmo' or '4,50 €'. */
export function priceText(euros: number): string {
  return euros === 0 ? 'zadarmo' : formatEuros(euros);
}

/**
 * The cart's postage line before a method is chosen: 'od 2,99 €' (the cheapest method that carries the parcel;
 * personal pickup, free by nature, is named apart), 'zadarmo' when every carrier is free, null when nothing is
 * offered to the country.
 */
export function postageFromText(methods: readonly { id: DeliveryMethodId; price: number }[]): string | null {
  const carried = methods.filter((m) => m.id !== 'pickup');
  if (carried.length === 0) return methods.length ? 'zadarmo (osobné prevzatie)' : null;
  const cheapest = Math.min(...carried.map((m) => m.price));
  return cheapest === 0 ? 'zadarmo' : `od ${formatEuros(cheapest)}`;
}

/** The cart's summary figures (the shape of site/components/orders/OrderParts.tsx `Sums`). */
export interface CartSumFigures {
  itemsCents: number;
  shippingCents: number;
  shippingLater: false;
  totalCents: number;
  discountCents?: number;
  discountCode?: string;
  shippingText?: { label: string; value: string; totalLabel: string };
}

/**
 * What the cart's summary says about delivery: with a method already chosen (and still offered), the quote's
 * postage and total for it; before that, 'Doprava od 2,99 €' and the items' sum as 'Spolu bez dopravy'; while the
 * quote is asked, the items the cart knows and 'počítame…'; when the question failed (`failed`: offline, the
 * server down, an applied code refused), 'nepodarilo sa spočítať' instead of a wait that never ends.
 */
export function cartSumFigures(
  quote: ApiOrderQuote | null,
  chosen: DeliveryMethodId | null,
  localItemsCents: number,
  failed = false,
): CartSumFigures {
  const without = (itemsCents: number, value: string): CartSumFigures => ({
    itemsCents,
    shippingCents: 0,
    shippingLater: false,
    totalCents: itemsCents,
    shippingText: { label: 'Doprava', value, totalLabel: 'Spolu bez dopravy' },
  });
  if (!quote) return without(localItemsCents, failed ? 'nepodarilo sa spočítať' : 'počítame…');
  // A discount code's line (issue 30 item 4) between the items and the postage; none without one.
  const discount = quote.discountPrice > 0 ? { discountCents: cents(quote.discountPrice), discountCode: quote.discountCode } : {};
  if (chosen && quote.deliveryMethod === chosen) {
    return {
      itemsCents: cents(quote.itemsPrice),
      ...discount,
      shippingCents: cents(quote.shippingPrice),
      shippingLater: false,
      totalCents: cents(quote.totalPrice),
    };
  }
  const goods = without(cents(quote.itemsPrice), postageFromText(quote.methods) ?? 'do tejto krajiny nedoručujeme');
  return { ...goods, ...discount, totalCents: cents(quote.itemsPrice) - cents(quote.discountPrice) };
}

/** The chosen method's name as the cart says it ('Doprava: …'), when the quote priced that method; null otherwise. */
export function chosenMethodLabel(quote: ApiOrderQuote | null, chosen: DeliveryMethodId | null): string | null {
  if (!quote || !chosen || quote.deliveryMethod !== chosen) return null;
  return quote.methods.find((m) => m.id === chosen)?.label ?? null;
}

/**
 * Why the cart's summary has no figures, said in red under them; with a code applied the code's field says it
 * (its refusal is the usual reason), so it is not said twice.
 */
export const summaryQuoteError = (error: string, code: string): string => (code ? '' : error);
