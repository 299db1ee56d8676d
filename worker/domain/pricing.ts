import type { CountryRate, DeliverySettings } from './delivery';
import { DELIVERY_METHOD_IDS, rateFor, type DeliveryMethodId } from './delivery-methods';
import { isDiscounted, unitPriceCents, type PricedProduct } from './unit-price';
import { foldCountryName } from './country-name';

// A product's unit price (the discount rounding, the larger of own and sale discount) is the first part of these
// rules, kept in unit-price.ts only so that the product page's buy box loads it without the order's rules
// (issue 31: the page's script budget); it is part of this home and re-exported from here.
export * from './unit-price';

/**
 * THE money rules of the shop, in one place: the unit price a buyer pays, the discount rounding, shipping and
 * the totals of an order. Cards, the product page, JSON-LD, the cart, the order service, the invoice and the
 * seed all call these; nothing else writes them out. Money is integer cents here.
 */

// Postage is no longer one figure: each delivery method's bands and threshold are staff's settings
// (worker/domain/delivery.ts, defaults there: the post's 4,50 € / free above 100 € in Slovakia stays the default).
/** The stored name of the home country (site-facts `shipping.domesticCountryValue`). */
export const DOMESTIC_COUNTRY = 'Slovensko';
/** The publisher is a non-profit association outside VAT: orders carry no separate tax. */
const TAX_CENTS = 0;

/** The spellings of Slovakia people type (and browsers autofill) all mean 'Slovensko'. */
const SLOVAKIA_ALIASES = new Set(
  [DOMESTIC_COUNTRY, 'SK', 'SR', 'Slovakia', 'Slovak Republic', 'Slovenská republika', 'Slovensko SK', 'Slovenská', 'Slovak'].map(
    foldCountryName,
  ),
);

/** A country as typed → the stored value: any spelling of Slovakia becomes 'Slovensko', others are trimmed. */
export function normalizeCountry(input: string): string {
  const trimmed = input.replace(/\s+/g, ' ').trim();
  return SLOVAKIA_ALIASES.has(foldCountryName(trimmed)) ? DOMESTIC_COUNTRY : trimmed;
}

export function isDomestic(country: string): boolean {
  return normalizeCountry(country) === DOMESTIC_COUNTRY;
}

/**
 * Postage of a parcel by a method's rate to a country (worker/domain/delivery.ts `rateFor`): the price of the first
 * weight band the parcel fits in, 0 when the goods cost MORE than the rate's free threshold (exactly the threshold
 * still pays), and null when the parcel is heavier than every band (the method is then not offered). `goodsCents`
 * is what the buyer pays for the items: after a discount code.
 */
export function postageCents(rate: CountryRate, weightGrams: number, goodsCents: number): number | null {
  const band = rate.bands.find((b) => weightGrams <= b.upToGrams);
  if (!band) return null;
  return rate.freeAboveCents !== null && goodsCents > rate.freeAboveCents ? 0 : band.priceCents;
}

/** Each method offered to `country`, in the shop's order, with its postage for this parcel. */
export function deliveryOptions(
  settings: DeliverySettings,
  country: string,
  weightGrams: number,
  goodsCents: number,
): { method: DeliveryMethodId; shippingCents: number }[] {
  const options: { method: DeliveryMethodId; shippingCents: number }[] = [];
  for (const method of DELIVERY_METHOD_IDS) {
    const rate = rateFor(settings, method, country);
    const shippingCents = rate ? postageCents(rate, weightGrams, goodsCents) : null;
    if (shippingCents !== null) options.push({ method, shippingCents });
  }
  return options;
}

/**
 * The cash-on-delivery fee staff set, charged only when the parcel's carrier collects the money: paying cash at
 * personal pickup is not a delivery service and costs nothing.
 */
export function codFeeCents(settings: DeliverySettings, cashOnDelivery: boolean, method: DeliveryMethodId): number {
  return cashOnDelivery && method !== 'pickup' ? settings.codFeeCents : 0;
}

/** A discount code's terms as pricing needs them: a percent (1–100) or a fixed amount in cents. */
export interface CodeTerms {
  kind: 'percent' | 'amount';
  amount: number;
}

/**
 * What a code takes off the items, which are already at each product's own or sale price: a percent of them
 * rounded to the nearest cent, or a fixed amount; never more than the items (the total never goes below zero).
 */
export function codeDiscountCents(itemsCents: number, code: CodeTerms | null): number {
  if (!code || !(code.amount > 0) || itemsCents <= 0) return 0;
  const off = code.kind === 'percent' ? Math.round((itemsCents * Math.min(100, code.amount)) / 100) : Math.round(code.amount);
  return Math.min(itemsCents, off);
}

/**
 * Whether the items (at each product's own or sale price, before the code) reach a code's minimum order: exactly
 * the minimum qualifies ('Kód platí pre objednávky od 20,00 €'); a minimum of 0 is none.
 */
export function meetsCodeMinimum(itemsCents: number, minOrderCents: number): boolean {
  return itemsCents >= minOrderCents;
}

export interface OrderTotals {
  itemsCents: number;
  /** Taken off the items by a discount code. */
  discountCents: number;
  shippingCents: number;
  /** The cash-on-delivery fee. */
  codFeeCents: number;
  /** Only orders abroad from before issue 30 (stored): postage was announced later on the invoice. */
  shippingLater: boolean;
  taxCents: number;
  totalCents: number;
}

/** The total of an order's parts (the one sum: items less the code, postage, the COD fee, tax). */
export function orderTotals(p: {
  itemsCents: number;
  discountCents?: number;
  shippingCents: number;
  codFeeCents?: number;
  shippingLater?: boolean;
}): OrderTotals {
  const discountCents = p.discountCents ?? 0;
  const codFee = p.codFeeCents ?? 0;
  return {
    itemsCents: p.itemsCents,
    discountCents,
    shippingCents: p.shippingCents,
    codFeeCents: codFee,
    shippingLater: p.shippingLater ?? false,
    taxCents: TAX_CENTS,
    totalCents: p.itemsCents - discountCents + p.shippingCents + codFee + TAX_CENTS,
  };
}

export interface PricedLine {
  productId: number;
  name: string;
  image: string;
  qty: number;
  /** Charged per unit (after the discount). */
  unitCents: number;
  /** List price per unit. */
  listCents: number;
  /** Percent applied (0 = none). */
  discount: number;
  lineCents: number;
}

/** Each line at today's unit price (after the product's own or sale discount) and their sum. */
export function priceLines(
  lines: readonly { productId: number; qty: number }[],
  products: ReadonlyMap<number, PricedProduct & { name: string; image: string }>,
): { lines: PricedLine[]; itemsCents: number } {
  const priced = lines.map(({ productId, qty }) => {
    const p = products.get(productId);
    if (!p) throw new Error(`priceLines: product ${productId} was not loaded`);
    const unitCents = unitPriceCents(p);
    return {
      productId,
      name: p.name,
      image: p.image,
      qty,
      unitCents,
      listCents: p.priceCents,
      discount: isDiscounted(p) ? p.discount : 0,
      lineCents: unitCents * qty,
    };
  });
  return { lines: priced, itemsCents: priced.reduce((sum, l) => sum + l.lineCents, 0) };
}

/** How an order travels, as pricing needs it: the method's rate to the country (null: not served) and the parcel. */
export interface DeliveryPricing {
  method: DeliveryMethodId;
  rate: CountryRate | null;
  weightGrams: number;
  cashOnDelivery: boolean;
  settings: DeliverySettings;
}

/**
 * Prices an order from the database's products, never from what a client sent: each line at today's unit price,
 * then the discount code off the items, the postage of the method for the parcel's weight (free above the
 * method's threshold, judged on the items after the code), the COD fee and the total. `shippingCents` is null
 * when the method does not serve the country or the parcel is too heavy for it: the caller refuses the order.
 * `lines` must already be validated (known products, whole quantities).
 */
export function priceOrder(
  lines: readonly { productId: number; qty: number }[],
  products: ReadonlyMap<number, PricedProduct & { name: string; image: string }>,
  delivery: DeliveryPricing,
  code: CodeTerms | null = null,
): Omit<OrderTotals, 'shippingCents'> & { shippingCents: number | null; lines: PricedLine[]; weightGrams: number } {
  const { lines: priced, itemsCents } = priceLines(lines, products);
  const discountCents = codeDiscountCents(itemsCents, code);
  const shippingCents = delivery.rate ? postageCents(delivery.rate, delivery.weightGrams, itemsCents - discountCents) : null;
  const totals = orderTotals({
    itemsCents,
    discountCents,
    shippingCents: shippingCents ?? 0,
    codFeeCents: codFeeCents(delivery.settings, delivery.cashOnDelivery, delivery.method),
  });
  return { ...totals, shippingCents, lines: priced, weightGrams: delivery.weightGrams };
}
