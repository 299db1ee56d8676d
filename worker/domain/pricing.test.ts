import { describe, expect, it } from 'vitest';
import { siteFacts } from './site-facts';
import {
  apiIsDiscounted,
  apiUnitPrice,
  codeDiscountCents,
  DOMESTIC_COUNTRY,
  discountedPriceCents,
  effectiveDiscount,
  effectivePricing,
  isDiscounted,
  orderTotals,
  priceOrder,
  unitPriceCents,
  type DeliveryPricing,
} from './pricing';
import { DEFAULT_DELIVERY_SETTINGS, rateFor } from './delivery';

describe('the defaults are the publisher facts', () => {
  it("the post's first band in Slovakia, its free-shipping threshold and the home country", () => {
    const post = rateFor(DEFAULT_DELIVERY_SETTINGS, 'post', 'Slovensko')!;
    expect(post.bands[0].priceCents).toBe(Math.round(siteFacts.shipping.domestic.domesticPostageEUR * 100));
    expect(post.freeAboveCents).toBe(Math.round(siteFacts.shipping.domestic.freeShippingWhenItemsPriceAboveEUR * 100));
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

describe("a shop-wide sale: the effective discount is the larger of the own and the sale's", () => {
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
        expect(effectivePricing(p.priceCents, p.own, 0)).toEqual({
          discount: p.own,
          discountedPriceCents: discountedPriceCents(p.priceCents, p.own),
        });
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

describe('codeDiscountCents: a percent rounded to the cent or a fixed amount, never more than the items', () => {
  it.each([
    [5185, { kind: 'percent' as const, amount: 10 }, 519], // 518,5 → 519
    [5184, { kind: 'percent' as const, amount: 10 }, 518], // 518,4 → 518
    [1000, { kind: 'percent' as const, amount: 100 }, 1000],
    [1000, { kind: 'percent' as const, amount: 150 }, 1000],
    [1000, { kind: 'amount' as const, amount: 300 }, 300],
    [200, { kind: 'amount' as const, amount: 300 }, 200], // never below zero
    [1000, { kind: 'amount' as const, amount: 0 }, 0],
    [0, { kind: 'amount' as const, amount: 300 }, 0],
  ])('%i cents with %o → %i off', (items, code, off) => {
    expect(codeDiscountCents(items, code)).toBe(off);
  });
  it('no code, or one of a negative amount, takes nothing (and never adds)', () => {
    expect(codeDiscountCents(1000, null)).toBe(0);
    expect(codeDiscountCents(1000, { kind: 'amount', amount: -300 })).toBe(0);
    expect(codeDiscountCents(1000, { kind: 'percent', amount: -10 })).toBe(0);
  });
});

describe('orderTotals: items less the code, postage, COD fee and tax', () => {
  it('adds the parts', () => {
    expect(orderTotals({ itemsCents: 5000, discountCents: 500, shippingCents: 450, codFeeCents: 150 })).toEqual({
      itemsCents: 5000,
      discountCents: 500,
      shippingCents: 450,
      codFeeCents: 150,
      shippingLater: false,
      taxCents: 0,
      totalCents: 5100,
    });
  });
});

describe('priceOrder: lines at the stored unit price, then the code, the postage by weight and totals', () => {
  const products = new Map([
    [1, { name: 'Normálny kresťanský život', image: '/a.svg', priceCents: 1250, discount: 0, discountedPriceCents: 1250 }],
    [2, { name: 'Život viery', image: '/b.svg', priceCents: 990, discount: 10, discountedPriceCents: 895 }],
    [3, { name: 'Drahá kniha', image: '', priceCents: 5000, discount: 0, discountedPriceCents: 5000 }],
  ]);
  const by = (method: DeliveryPricing['method'], country = 'Slovensko', weightGrams = 900, cashOnDelivery = false): DeliveryPricing => ({
    method,
    rate: rateFor(DEFAULT_DELIVERY_SETTINGS, method, country),
    weightGrams,
    cashOnDelivery,
    settings: { ...DEFAULT_DELIVERY_SETTINGS, codFeeCents: 120 },
  });

  it('charges the discounted unit price and records list price and percent', () => {
    const o = priceOrder(
      [
        { productId: 1, qty: 2 },
        { productId: 2, qty: 3 },
      ],
      products,
      by('post'),
    );
    expect(o.lines).toEqual([
      {
        productId: 1,
        name: 'Normálny kresťanský život',
        image: '/a.svg',
        qty: 2,
        unitCents: 1250,
        listCents: 1250,
        discount: 0,
        lineCents: 2500,
      },
      { productId: 2, name: 'Život viery', image: '/b.svg', qty: 3, unitCents: 895, listCents: 990, discount: 10, lineCents: 2685 },
    ]);
    expect(o).toMatchObject({
      itemsCents: 5185,
      discountCents: 0,
      shippingCents: 450,
      shippingLater: false,
      taxCents: 0,
      totalCents: 5635,
      weightGrams: 900,
    });
  });

  it('exactly 100,00 € pays postage, 100,01 € does not; a code bringing the goods to 100 € or less brings postage back', () => {
    expect(priceOrder([{ productId: 3, qty: 2 }], products, by('post'))).toMatchObject({
      itemsCents: 10000,
      shippingCents: 450,
      totalCents: 10450,
    });
    const over = new Map(products).set(4, { name: 'x', image: '', priceCents: 10001, discount: 0, discountedPriceCents: 10001 });
    expect(priceOrder([{ productId: 4, qty: 1 }], over, by('post'))).toMatchObject({ shippingCents: 0, totalCents: 10001 });
    expect(priceOrder([{ productId: 4, qty: 1 }], over, by('post'), { kind: 'amount', amount: 1 })).toMatchObject({
      discountCents: 1,
      shippingCents: 450,
      totalCents: 10450,
    });
  });

  it('the code comes off the items after their own discounts, the COD fee is added, the total never goes below the postage', () => {
    const o = priceOrder([{ productId: 2, qty: 2 }], products, by('post', 'SK', 900, true), { kind: 'amount', amount: 5000 });
    expect(o).toMatchObject({ itemsCents: 1790, discountCents: 1790, shippingCents: 450, codFeeCents: 120, totalCents: 570 });
  });

  it('Czechia by Packeta to a point: its Czech band, no later postage; a heavy parcel by the post pays the heavier band', () => {
    expect(priceOrder([{ productId: 1, qty: 1 }], products, by('packeta-point', 'Česko'))).toMatchObject({
      itemsCents: 1250,
      shippingCents: 399,
      shippingLater: false,
      totalCents: 1649,
    });
    expect(priceOrder([{ productId: 1, qty: 1 }], products, by('post', 'Slovensko', 4000))).toMatchObject({ shippingCents: 590 });
  });

  it('personal pickup costs no postage and no COD fee', () => {
    expect(priceOrder([{ productId: 1, qty: 1 }], products, by('pickup', 'SK', 900, true))).toMatchObject({
      shippingCents: 0,
      codFeeCents: 0,
      totalCents: 1250,
    });
  });

  it('a method that does not serve the country, or a parcel too heavy for it, has no postage (null): the caller refuses', () => {
    expect(priceOrder([{ productId: 1, qty: 1 }], products, by('pickup', 'Česko')).shippingCents).toBeNull();
    expect(priceOrder([{ productId: 1, qty: 1 }], products, by('post', 'SK', 10_001)).shippingCents).toBeNull();
  });

  it('refuses to price a product it was not given', () => {
    expect(() => priceOrder([{ productId: 99, qty: 1 }], products, by('post'))).toThrow(/99/);
  });
});
