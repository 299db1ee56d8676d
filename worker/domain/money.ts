/**
 * Money rules. Inside the shop money is integer cents; the API speaks euros (numbers with two decimals)
 * as the spec shows; people read `12,50 €`.
 */

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

const eurFormat = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });

/** `1250` → `12,50 €` (with the non-breaking space Intl puts before the sign). */
export function formatEur(cents: number): string {
  return eurFormat.format(cents / 100);
}

/** Euros as the API speaks them (`45.99`) → `45,99 €`. */
export function formatEuros(euros: number): string {
  return formatEur(eurosToCents(euros));
}

/**
 * Price after a percent discount, rounded UP to the next 5 cents (spec: "rounded up to 5 cents").
 * A discount of 0 (or less) cancels the promotion and returns the list price.
 */
export function discountedPriceCents(priceCents: number, discountPercent: number): number {
  if (!discountPercent || discountPercent <= 0) return priceCents;
  const pct = Math.min(100, discountPercent);
  // Work in hundredths of a cent so that e.g. 10 % of 12,35 € stays exact before rounding.
  const reducedTimes100 = priceCents * (100 - pct);
  return Math.ceil(reducedTimes100 / 500) * 5;
}

/** The price a buyer pays per unit now. */
export function effectiveUnitCents(p: { priceCents: number; discount: number; discountedPriceCents: number }): number {
  return p.discount > 0 ? p.discountedPriceCents : p.priceCents;
}
