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
