import {
  countryCodeOf,
  DELIVERY_MESSAGES,
  isDeliveryMethod,
  pickupPointSchema,
  type DeliveryMethodId,
  type PickupPoint,
} from '~/worker/domain/delivery';
import { eurosToCents as cents, formatEuros } from '~/worker/domain/money';
import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import { pointAddressLine, type PacketaWidgetPoint } from '~/worker/domain/packeta';

/**
 * The delivery step's rules as the browser applies them (pure, unit-tested): what is kept of the buyer's choice,
 * what the quote endpoint is asked, which method is shown chosen, the point Packeta's widget hands over, and the
 * words of the prices. Every figure comes from `POST /api/orders/quote`: the browser computes no postage.
 */

/** The buyer's delivery choice as the checkout keeps it (localStorage `deliveryChoice`) and sends it with the order. */
export interface DeliveryChoice {
  method: DeliveryMethodId;
  /** Only for 'packeta-point': the point chosen in Packeta's widget (the server checks it again). */
  pickupPoint: PickupPoint | null;
}

/** A stored choice (localStorage may hold anything, an older shape or a hand edit) back, or null. */
export function choiceFrom(saved: unknown): DeliveryChoice | null {
  if (!saved || typeof saved !== 'object') return null;
  const { method, pickupPoint } = saved as Record<string, unknown>;
  if (!isDeliveryMethod(method)) return null;
  const point = method === 'packeta-point' && pickupPoint ? pickupPointSchema.safeParse(pickupPoint) : null;
  return { method, pickupPoint: point?.success ? point.data : null };
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

/**
 * The choice shown on the step: the buyer's own when the country is offered it, else the method the quote priced
 * (the first offered); the point stays only with the point method. Null when nothing is offered.
 */
export function shownChoice(quote: Pick<ApiOrderQuote, 'methods' | 'deliveryMethod'>, saved: DeliveryChoice | null): DeliveryChoice | null {
  const offered = (id: string | null | undefined) => quote.methods.some((m) => m.id === id);
  const method =
    saved && offered(saved.method) ? saved.method : offered(quote.deliveryMethod) ? quote.deliveryMethod : (quote.methods[0]?.id ?? null);
  if (!method) return null;
  return { method, pickupPoint: method === 'packeta-point' && saved?.method === 'packeta-point' ? saved.pickupPoint : null };
}

/**
 * The choice after the address's country changed: a Packeta point belongs to its country (the server refuses
 * another country's point), so it goes when the country becomes another one; a retyped spelling keeps it.
 */
export function choiceAfterCountry(choice: DeliveryChoice | null, from: string, to: string): DeliveryChoice | null {
  if (!choice?.pickupPoint || countryCodeOf(from) === countryCodeOf(to)) return choice;
  return { ...choice, pickupPoint: null };
}

/** Why the step cannot go on with this choice (a Slovak sentence), or null. `countryName` as the buyer typed it. */
export function choiceError(quote: Pick<ApiOrderQuote, 'methods'>, choice: DeliveryChoice | null, countryName: string): string | null {
  if (quote.methods.length === 0) return DELIVERY_MESSAGES.noMethod(countryName);
  if (!choice || !quote.methods.some((m) => m.id === choice.method)) return 'Vyberte prosím spôsob doručenia.';
  const needsPoint = quote.methods.find((m) => m.id === choice.method)?.needsPickupPoint;
  return needsPoint && !choice.pickupPoint ? DELIVERY_MESSAGES.pointMissing : null;
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

/** The options Packeta's widget is opened with: the address's country (lower case, as the widget wants) and Slovak. */
export function widgetOptions(country: string): { country: string; language: 'sk' } {
  return { country: (countryCodeOf(country) ?? 'SK').toLowerCase(), language: 'sk' };
}

/**
 * The point the widget hands to its callback as the order sends it: its id, name and one-line address (from the
 * parts, else the widget's own line); null when the reader closed the widget without choosing.
 */
export function pointFromWidget(p: PacketaWidgetPoint | null | undefined): PickupPoint | null {
  if (!p || p.id === undefined || p.id === null || String(p.id).trim() === '') return null;
  const parsed = pickupPointSchema.safeParse({
    id: p.id,
    name: (p.name ?? '').slice(0, 200),
    address: (pointAddressLine(p) || p.formatedValue || p.nameStreet || '').slice(0, 300),
  });
  return parsed.success ? parsed.data : null;
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
 * quote is asked, the items the cart knows and 'počítame…'.
 */
export function cartSumFigures(quote: ApiOrderQuote | null, chosen: DeliveryMethodId | null, localItemsCents: number): CartSumFigures {
  const without = (itemsCents: number, value: string): CartSumFigures => ({
    itemsCents,
    shippingCents: 0,
    shippingLater: false,
    totalCents: itemsCents,
    shippingText: { label: 'Doprava', value, totalLabel: 'Spolu bez dopravy' },
  });
  if (!quote) return without(localItemsCents, 'počítame…');
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
