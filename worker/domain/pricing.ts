import { centsToEuros, eurosToCents } from './money';

/**
 * THE money rules of the shop, in one place: the unit price a buyer pays, the discount rounding, shipping and
 * the totals of an order. Cards, the product page, JSON-LD, the cart, the order service, the invoice and the
 * seed all call these; nothing else writes them out. Money is integer cents here.
 */

// The figures are the publisher's (site-facts.json `shipping`; pricing.test.ts checks they agree). They are
// written here rather than imported so that the islands that call these rules do not bundle the facts file.
/** 4,50 € of postage in Slovakia … */
export const DOMESTIC_SHIPPING_CENTS = 450;
/** … free when the items cost MORE than 100 € (exactly 100,00 € still pays postage). */
export const FREE_SHIPPING_ABOVE_CENTS = 10_000;
/** The stored name of the home country (site-facts `shipping.domesticCountryValue`). */
export const DOMESTIC_COUNTRY = 'Slovensko';
/** The publisher is a non-profit association outside VAT: orders carry no separate tax. */
export const TAX_CENTS = 0;

/**
 * Price after a percent discount, rounded UP to the next 5 cents (spec: "rounded up to 5 cents").
 * A discount of 0 (or less, or not a number) cancels the promotion; above 100 % it is 100 % (never negative).
 */
export function discountedPriceCents(priceCents: number, discountPercent: number): number {
  if (!(discountPercent > 0)) return priceCents;
  const pct = Math.min(100, discountPercent);
  // Work in hundredths of a cent so that e.g. 10 % of 12,35 € stays exact before rounding.
  const reducedTimes100 = priceCents * (100 - pct);
  return Math.ceil(reducedTimes100 / 500) * 5;
}

/** A percent as stored: a whole number 0 … 100 (anything not above 0, or not a number, is 0). */
function storedPercent(percent: number): number {
  return percent > 0 ? Math.min(100, Math.round(percent)) : 0;
}

/**
 * The shop-wide sale is a campaign over the products' own discounts: while it runs, a product's effective
 * discount is the LARGER of its own and the sale's, so no price ever rises during a sale; a sale of 0 (none)
 * leaves each product its own discount. `products.discount` always holds this value.
 */
export function effectiveDiscount(ownDiscount: number, saleDiscount: number): number {
  return Math.max(storedPercent(ownDiscount), storedPercent(saleDiscount));
}

/**
 * What a product's price columns hold for its list price and own discount while `saleDiscount` runs (0 = no
 * sale): the effective `discount` and the `discountedPriceCents` derived from it. Every write of a product's
 * discount (the product save, creating one, starting and ending a sale) stores exactly this.
 */
export function effectivePricing(priceCents: number, ownDiscount: number, saleDiscount: number): { discount: number; discountedPriceCents: number } {
  const discount = effectiveDiscount(ownDiscount, saleDiscount);
  return { discount, discountedPriceCents: discountedPriceCents(priceCents, discount) };
}

/** What a product's price looks like in the database (cents). */
export interface PricedProduct {
  priceCents: number;
  discount: number;
  discountedPriceCents: number;
}

/** A promotion is on when a discount is set and it lowers the price. */
export function isDiscounted(p: PricedProduct): boolean {
  return p.discount > 0 && p.discountedPriceCents < p.priceCents;
}

/** The price a buyer pays per unit now: the discounted price while a discount is on, else the list price. */
export function unitPriceCents(p: PricedProduct): number {
  return isDiscounted(p) ? p.discountedPriceCents : p.priceCents;
}

/** The same rule for a product as the API speaks it (euros: `price`, `discount`, `discountedPrice`). */
export interface ApiPriced {
  price: number;
  discount: number;
  discountedPrice: number;
}

export function apiIsDiscounted(p: ApiPriced): boolean {
  return isDiscounted(pricedFromApi(p));
}

/** Euros: the price a buyer pays per unit now (what the cart stores as the line's `price`). */
export function apiUnitPrice(p: ApiPriced): number {
  return centsToEuros(unitPriceCents(pricedFromApi(p)));
}

/** A price as the API speaks it (euros) in the shape of the rules above (cents). */
export function pricedFromApi(p: ApiPriced): PricedProduct {
  return { priceCents: eurosToCents(p.price), discount: p.discount, discountedPriceCents: eurosToCents(p.discountedPrice) };
}

/** The spellings of Slovakia people type (and browsers autofill) all mean 'Slovensko'. */
const SLOVAKIA_ALIASES = new Set(
  [DOMESTIC_COUNTRY, 'SK', 'SR', 'Slovakia', 'Slovak Republic', 'Slovenská republika', 'Slovensko SK', 'Slovenská', 'Slovak'].map(foldCountry),
);

function foldCountry(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A country as typed → the stored value: any spelling of Slovakia becomes 'Slovensko', others are trimmed. */
export function normalizeCountry(input: string): string {
  const trimmed = input.replace(/\s+/g, ' ').trim();
  return SLOVAKIA_ALIASES.has(foldCountry(trimmed)) ? DOMESTIC_COUNTRY : trimmed;
}

export function isDomestic(country: string): boolean {
  return normalizeCountry(country) === DOMESTIC_COUNTRY;
}

/**
 * Postage: 4,50 € in Slovakia, free above 100 € of items. Abroad it is announced later on the invoice, so the
 * order carries 0 and `shippingLater`.
 */
export function shippingFor(itemsCents: number, country: string): { shippingCents: number; shippingLater: boolean } {
  if (!isDomestic(country)) return { shippingCents: 0, shippingLater: true };
  return { shippingCents: itemsCents > FREE_SHIPPING_ABOVE_CENTS ? 0 : DOMESTIC_SHIPPING_CENTS, shippingLater: false };
}

export interface OrderTotals {
  itemsCents: number;
  shippingCents: number;
  /** Abroad: postage is not included yet, the invoice will say so. */
  shippingLater: boolean;
  taxCents: number;
  totalCents: number;
}

/** Totals from the items' sum (the cart page and the order use the same function). */
export function orderTotals(itemsCents: number, country: string): OrderTotals {
  const { shippingCents, shippingLater } = shippingFor(itemsCents, country);
  return { itemsCents, shippingCents, shippingLater, taxCents: TAX_CENTS, totalCents: itemsCents + shippingCents + TAX_CENTS };
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

/**
 * Prices an order from the database's products, never from what a client sent: each line at today's unit
 * price, then shipping and totals. `lines` must already be validated (known products, whole quantities).
 */
export function priceOrder(
  lines: readonly { productId: number; qty: number }[],
  products: ReadonlyMap<number, PricedProduct & { name: string; image: string }>,
  country: string,
): OrderTotals & { lines: PricedLine[] } {
  const priced = lines.map(({ productId, qty }) => {
    const p = products.get(productId);
    if (!p) throw new Error(`priceOrder: product ${productId} was not loaded`);
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
  const itemsCents = priced.reduce((sum, l) => sum + l.lineCents, 0);
  return { lines: priced, ...orderTotals(itemsCents, country) };
}
