import { formatEur } from '~/worker/domain/money';

export interface SumFigures {
  itemsCents: number;
  shippingCents: number;
  shippingLater: boolean;
  totalCents: number;
  /** The cash-on-delivery fee (issue 30): a line of its own when there is one. */
  codFeeCents?: number;
  /** What a discount code took off the items, and the code (issue 30): a line of its own when there is one. */
  discountCents?: number;
  discountCode?: string;
  /** The cart before a delivery method is chosen: 'Doprava' 'od 2,99 €' in place of the postage, and the total's own name. */
  shippingText?: { label: string; value: string; totalLabel: string };
}

export interface SumRow {
  label: string;
  value: string;
  /** The row's own look: the discount's line, the total's. */
  className?: 'checkout-sums-discount' | 'checkout-sums-total';
}

/**
 * Produkty, the discount code (when one took something off), Poštovné (or the notice that it comes later, abroad),
 * Dobierka (when charged), Celkom: the summary's rows, drawn by React (OrderParts' Sums) and by the cart's script
 * before React (site/features/checkout/cart-light-draw.ts) alike.
 */
export function sumRows(f: SumFigures): SumRow[] {
  const rows: SumRow[] = [{ label: 'Produkty', value: formatEur(f.itemsCents) }];
  if ((f.discountCents ?? 0) > 0) {
    rows.push({
      label: `Zľavový kód${f.discountCode ? ` ${f.discountCode}` : ''}`,
      value: `−${formatEur(f.discountCents!)}`,
      className: 'checkout-sums-discount',
    });
  }
  rows.push({
    label: f.shippingText?.label ?? 'Poštovné',
    value: f.shippingText?.value ?? (f.shippingLater ? 'Poštovné oznámime e-mailom' : formatEur(f.shippingCents)),
  });
  if ((f.codFeeCents ?? 0) > 0) rows.push({ label: 'Poplatok za dobierku', value: formatEur(f.codFeeCents!) });
  rows.push({ label: f.shippingText?.totalLabel ?? 'Celkom', value: formatEur(f.totalCents), className: 'checkout-sums-total' });
  return rows;
}
