import { countryCodeOf, DELIVERY_MESSAGES, pickupPointSchema, type DeliveryMethodId, type PickupPoint } from '~/worker/domain/delivery';
import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import { pointAddressLine, type PacketaWidgetPoint } from '~/worker/domain/packeta';
import { methodOf } from './cart-sums';

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
  const method = methodOf(saved);
  if (!method) return null;
  const { pickupPoint } = saved as Record<string, unknown>;
  const point = method === 'packeta-point' && pickupPoint ? pickupPointSchema.safeParse(pickupPoint) : null;
  return { method, pickupPoint: point?.success ? point.data : null };
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
