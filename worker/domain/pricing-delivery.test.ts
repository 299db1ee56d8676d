import { describe, expect, it } from 'vitest';
import { siteFacts } from './site-facts';
import { codFeeCents, deliveryOptions, isDomestic, normalizeCountry, postageCents } from './pricing';
import { DEFAULT_DELIVERY_SETTINGS, type CountryRate, type DeliverySettings } from './delivery';

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

describe('postageCents: the first band the parcel fits, free only ABOVE the threshold, none when too heavy', () => {
  const rate: CountryRate = {
    country: 'SK',
    bands: [
      { upToGrams: 2000, priceCents: 450 },
      { upToGrams: 5000, priceCents: 590 },
    ],
    freeAboveCents: 10_000,
  };
  it.each([
    [1, 0, 450],
    [2000, 9999, 450], // exactly the band's limit is still that band
    [2001, 0, 590],
    [5000, 10_000, 590], // exactly 100,00 € still pays
    [5000, 10_001, 0], // 100,01 € ships free
  ])('%i g, goods %i cents → %i', (grams, goods, cents) => {
    expect(postageCents(rate, grams, goods)).toBe(cents);
  });
  it('a parcel heavier than the last band has no postage by this rate (null), even above the threshold', () => {
    expect(postageCents(rate, 5001, 0)).toBeNull();
    expect(postageCents(rate, 5001, 50_000)).toBeNull();
  });
  it('a rate without a threshold is never free', () => {
    expect(postageCents({ ...rate, freeAboveCents: null }, 100, 1_000_000)).toBe(450);
  });
});

describe('deliveryOptions: every method serving the country, with its postage', () => {
  it('Slovakia by default: post, Packeta point, Packeta home, personal pickup (free)', () => {
    expect(deliveryOptions(DEFAULT_DELIVERY_SETTINGS, 'SK', 900, 3000)).toEqual([
      { method: 'post', shippingCents: 450 },
      { method: 'packeta-point', shippingCents: 299 },
      { method: 'packeta-home', shippingCents: 449 },
      { method: 'pickup', shippingCents: 0 },
    ]);
  });
  it('Czechia: the post and Packeta priced, never pickup; elsewhere the post by its other-countries line', () => {
    expect(deliveryOptions(DEFAULT_DELIVERY_SETTINGS, 'Česká republika', 900, 3000).map((o) => o.method)).toEqual([
      'post',
      'packeta-point',
      'packeta-home',
    ]);
    expect(deliveryOptions(DEFAULT_DELIVERY_SETTINGS, 'Rakúsko', 900, 3000)).toEqual([{ method: 'post', shippingCents: 1790 }]);
  });
  it('a method switched off or too light for the parcel is left out', () => {
    const settings: DeliverySettings = {
      ...DEFAULT_DELIVERY_SETTINGS,
      methods: DEFAULT_DELIVERY_SETTINGS.methods.map((m) => (m.id === 'post' ? { ...m, enabled: false } : m)),
    };
    expect(deliveryOptions(settings, 'SK', 12_000, 0).map((o) => o.method)).toEqual(['packeta-point', 'packeta-home', 'pickup']);
  });
});

describe('codFeeCents: the fee staff set, only when the carrier collects', () => {
  const settings = { ...DEFAULT_DELIVERY_SETTINGS, codFeeCents: 150 };
  it('charged for cash on delivery by the post or Packeta; not at personal pickup; not for other payments', () => {
    expect(codFeeCents(settings, true, 'post')).toBe(150);
    expect(codFeeCents(settings, true, 'packeta-point')).toBe(150);
    expect(codFeeCents(settings, true, 'pickup')).toBe(0);
    expect(codFeeCents(settings, false, 'post')).toBe(0);
  });
});
