import { centsToEuros, eurosToCents } from './money';

/**
 * The first part of the shop's money rules (worker/domain/pricing.ts re-exports it: import from there, except
 * for scripts that run before any interaction): the unit
 * price a buyer pays for one title now, and the discount's rounding. A file of its own only so that the product
 * page's buy box, which needs nothing else, does not load the order's rules (delivery, codes, totals) with it.
 */

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
export function effectivePricing(
  priceCents: number,
  ownDiscount: number,
  saleDiscount: number,
): { discount: number; discountedPriceCents: number } {
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
