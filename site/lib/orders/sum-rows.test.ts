import { describe, expect, it } from 'vitest';
import { sumRows } from './sum-rows';

const eur = (s: string) => s.replace(/ €/g, '\u00a0€');

describe('sumRows: the summary as the cart, the last step and the order pages show it', () => {
  it('items, postage and the total, and nothing else when no code or fee applies', () => {
    expect(
      sumRows({ itemsCents: 2500, shippingCents: 450, shippingLater: false, totalCents: 2950, discountCents: 0, codFeeCents: 0 }),
    ).toEqual([
      { label: 'Produkty', value: eur('25,00 €') },
      { label: 'Poštovné', value: eur('4,50 €') },
      { label: 'Celkom', value: eur('29,50 €'), className: 'checkout-sums-total' },
    ]);
  });

  it('a code’s line with its name (or without one), and a cash-on-delivery fee, in their places', () => {
    const rows = sumRows({
      itemsCents: 2500,
      discountCents: 250,
      discountCode: 'JAR-2026',
      shippingCents: 0,
      shippingLater: false,
      codFeeCents: 100,
      totalCents: 2350,
    });
    expect(rows).toEqual([
      { label: 'Produkty', value: eur('25,00 €') },
      { label: 'Zľavový kód JAR-2026', value: eur('−2,50 €'), className: 'checkout-sums-discount' },
      { label: 'Poštovné', value: eur('0,00 €') },
      { label: 'Poplatok za dobierku', value: eur('1,00 €') },
      { label: 'Celkom', value: eur('23,50 €'), className: 'checkout-sums-total' },
    ]);
    expect(sumRows({ itemsCents: 100, discountCents: 10, shippingCents: 0, shippingLater: false, totalCents: 90 })[1].label).toBe(
      'Zľavový kód',
    );
  });

  it('postage announced later abroad, and the cart’s own words before a method is chosen', () => {
    expect(sumRows({ itemsCents: 100, shippingCents: 0, shippingLater: true, totalCents: 100 })[1]).toEqual({
      label: 'Poštovné',
      value: 'Poštovné oznámime e-mailom',
    });
    const cart = sumRows({
      itemsCents: 100,
      shippingCents: 0,
      shippingLater: false,
      totalCents: 100,
      shippingText: { label: 'Doprava', value: 'od 2,99 €', totalLabel: 'Spolu bez dopravy' },
    });
    expect(cart.slice(1)).toEqual([
      { label: 'Doprava', value: 'od 2,99 €' },
      { label: 'Spolu bez dopravy', value: eur('1,00 €'), className: 'checkout-sums-total' },
    ]);
  });
});
