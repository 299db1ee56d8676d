import { describe, expect, it } from 'vitest';
import { siteFacts } from './site-facts';
import {
  apiIsDiscounted,
  apiUnitPrice,
  DOMESTIC_COUNTRY,
  DOMESTIC_SHIPPING_CENTS,
  discountedPriceCents,
  effectiveDiscount,
  effectivePricing,
  FREE_SHIPPING_ABOVE_CENTS,
  isDiscounted,
  isDomestic,
  normalizeCountry,
  orderTotals,
  priceOrder,
  shippingFor,
  unitPriceCents,
} from './pricing';

describe('the constants are the publisher facts', () => {
  it('postage, the free-shipping threshold and the home country', () => {
    expect(DOMESTIC_SHIPPING_CENTS).toBe(Math.round(siteFacts.shipping.domestic.domesticPostageEUR * 100));
    expect(FREE_SHIPPING_ABOVE_CENTS).toBe(Math.round(siteFacts.shipping.domestic.freeShippingWhenItemsPriceAboveEUR * 100));
    expect(DOMESTIC_COUNTRY).toBe(siteFacts.shipping.domesticCountryValue);
  });
});

describe('discountedPriceCents: price minus the percent, rounded UP to 5 cents', () => {
  it.each([
    [1000, 10, 900],
    [1235, 10, 1115], // 11,115 → 11,15
    [999, 15, 850], // 8,4915 → 8,50
    [1001, 0, 1001], // 0 cancels
    [1001, -5, 1001], // negative counts as none
    [1000, 100, 0],
    [1000, 150, 0], // clamped at 100 %: never negative
    [1990, 33, 1335], // 13,333 → 13,35
    [5, 1, 5], // 4,95 cents → 5
    [1000, Number.NaN, 1000],
  ])('%i cents − %s %% = %i', (price, pct, expected) => {
    expect(discountedPriceCents(price, pct)).toBe(expected);
  });
});

describe('a shop-wide sale: the effective discount is the larger of the own and the sale\'s', () => {
  it.each([
    // own, sale, effective
    [15, 10, 15], // a book's own 15 % stays: the sale never makes it dearer
    [0, 10, 10], // a product without its own discount gets the sale's
    [20, 0, 20], // no sale: the own discount
    [0, 0, 0],
    [10, 10, 10],
    [5, 25, 25],
    [100, 30, 100],
    [0, 100, 100],
    [-5, 10, 10], // below 0 counts as none
    [Number.NaN, 0, 0],
    [120, 0, 100], // above 100 % is 100 %
  ])('own %s %% during a %s %% sale → %i %%', (own, sale, effective) => {
    expect(effectiveDiscount(own, sale)).toBe(effective);
  });

  it.each([
    // price cents, own, sale → stored discount and discounted cents
    [1995, 15, 10, 15, 1700], // 19,95 € with its own 15 %: 16,9575 → 16,96 → rounded up to 17,00 €
    [1995, 0, 10, 10, 1800], // 17,955 → 18,00 €
    [1995, 5, 10, 10, 1800], // edited to own 5 % during the sale: the sale's 10 % applies
    [1995, 25, 10, 25, 1500], // edited to own 25 % during the sale: its own applies
    [1995, 20, 0, 20, 1600],
    [1235, 0, 0, 0, 1235], // no discount at all: the list price
  ])('%i cents, own %i %%, sale %i %% → %i %% at %i cents', (price, own, sale, discount, cents) => {
    expect(effectivePricing(price, own, sale)).toEqual({ discount, discountedPriceCents: cents });
    expect(cents).toBe(discountedPriceCents(price, discount));
  });

  it('no price rises when a sale starts, and ending it restores each own discount', () => {
    const catalogue = [
      { priceCents: 1995, own: 15 },
      { priceCents: 990, own: 0 },
      { priceCents: 1250, own: 10 },
      { priceCents: 4500, own: 40 },
    ];
    for (const sale of [5, 10, 15, 50]) {
      for (const p of catalogue) {
        const before = effectivePricing(p.priceCents, p.own, 0);
        const during = effectivePricing(p.priceCents, p.own, sale);
        expect(during.discountedPriceCents).toBeLessThanOrEqual(before.discountedPriceCents);
        expect(during.discount).toBeGreaterThanOrEqual(p.own);
        // Ending the sale is a sale of 0: each product is back at its own discount and price.
        expect(effectivePricing(p.priceCents, p.own, 0)).toEqual({ discount: p.own, discountedPriceCents: discountedPriceCents(p.priceCents, p.own) });
      }
    }
  });
});

describe('unit price: the discounted price only while a discount is on', () => {
  it.each([
    [{ priceCents: 1000, discount: 20, discountedPriceCents: 800 }, 800, true],
    [{ priceCents: 1000, discount: 0, discountedPriceCents: 800 }, 1000, false], // stale column, no discount
    [{ priceCents: 1000, discount: 10, discountedPriceCents: 1000 }, 1000, false], // nothing off
    [{ priceCents: 1000, discount: 10, discountedPriceCents: 1200 }, 1000, false], // never dearer than the list price
  ])('%o → %i', (p, unit, discounted) => {
    expect(unitPriceCents(p)).toBe(unit);
    expect(isDiscounted(p)).toBe(discounted);
  });

  it('the euro variant agrees (what cards and the cart read from the API)', () => {
    expect(apiUnitPrice({ price: 9.9, discount: 10, discountedPrice: 8.95 })).toBe(8.95);
    expect(apiUnitPrice({ price: 9.9, discount: 0, discountedPrice: 8.95 })).toBe(9.9);
    expect(apiIsDiscounted({ price: 9.9, discount: 10, discountedPrice: 8.95 })).toBe(true);
    expect(apiIsDiscounted({ price: 9.9, discount: 0, discountedPrice: 9.9 })).toBe(false);
  });
});

describe('countries', () => {
  it.each([...siteFacts.shipping.countryAutofillAliasesMappedToSlovensko, 'SK', 'sk', ' Slovensko ', 'SLOVENSKÁ REPUBLIKA'])(
    '%s is Slovakia',
    (c) => {
      expect(normalizeCountry(c)).toBe('Slovensko');
      expect(isDomestic(c)).toBe(true);
    },
  );

  it.each(['Česko', 'Rakúsko', 'Slovinsko', 'Deutschland'])('%s is abroad and kept as typed', (c) => {
    expect(normalizeCountry(` ${c} `)).toBe(c);
    expect(isDomestic(c)).toBe(false);
  });
});

describe('shipping: 4,50 € in Slovakia, free above 100 € of items, abroad announced later', () => {
  it.each([
    [0, 'Slovensko', 450, false],
    [9999, 'Slovensko', 450, false],
    [10000, 'Slovensko', 450, false], // exactly 100,00 € still pays
    [10001, 'Slovensko', 0, false], // 100,01 € ships free
    [50000, 'SK', 0, false],
    [1000, 'Česko', 0, true],
    [20000, 'Rakúsko', 0, true],
  ])('%i cents to %s → %i (later: %s)', (items, country, shipping, later) => {
    expect(shippingFor(items, country)).toEqual({ shippingCents: shipping, shippingLater: later });
    const totals = orderTotals(items, country);
    expect(totals.totalCents).toBe(items + shipping);
    expect(totals.taxCents).toBe(0);
  });
});

describe('priceOrder: lines at the stored unit price, then shipping and totals', () => {
  const products = new Map([
    [1, { name: 'Normálny kresťanský život', image: '/a.svg', priceCents: 1250, discount: 0, discountedPriceCents: 1250 }],
    [2, { name: 'Život viery', image: '/b.svg', priceCents: 990, discount: 10, discountedPriceCents: 895 }],
    [3, { name: 'Drahá kniha', image: '', priceCents: 5000, discount: 0, discountedPriceCents: 5000 }],
  ]);

  it('charges the discounted unit price and records list price and percent', () => {
    const o = priceOrder(
      [
        { productId: 1, qty: 2 },
        { productId: 2, qty: 3 },
      ],
      products,
      'Slovensko',
    );
    expect(o.lines).toEqual([
      { productId: 1, name: 'Normálny kresťanský život', image: '/a.svg', qty: 2, unitCents: 1250, listCents: 1250, discount: 0, lineCents: 2500 },
      { productId: 2, name: 'Život viery', image: '/b.svg', qty: 3, unitCents: 895, listCents: 990, discount: 10, lineCents: 2685 },
    ]);
    expect(o).toMatchObject({ itemsCents: 5185, shippingCents: 450, shippingLater: false, taxCents: 0, totalCents: 5635 });
  });

  it('exactly 100,00 € pays postage, 100,01 € does not', () => {
    expect(priceOrder([{ productId: 3, qty: 2 }], products, 'Slovensko')).toMatchObject({ itemsCents: 10000, shippingCents: 450, totalCents: 10450 });
    const over = new Map(products).set(4, { name: 'x', image: '', priceCents: 10001, discount: 0, discountedPriceCents: 10001 });
    expect(priceOrder([{ productId: 4, qty: 1 }], over, 'Slovensko')).toMatchObject({ shippingCents: 0, totalCents: 10001 });
  });

  it('abroad: no postage yet, marked to be announced', () => {
    expect(priceOrder([{ productId: 1, qty: 1 }], products, 'Česko')).toMatchObject({ itemsCents: 1250, shippingCents: 0, shippingLater: true, totalCents: 1250 });
  });

  it('refuses to price a product it was not given', () => {
    expect(() => priceOrder([{ productId: 99, qty: 1 }], products, 'Slovensko')).toThrow(/99/);
  });
});
