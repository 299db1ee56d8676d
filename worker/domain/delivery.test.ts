import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS,
  countryCodeOf,
  deliverySettingsFrom,
  deliverySettingsSchema,
  isDeliveryMethod,
  isPacketaMethod,
  needsPickupPoint,
  parcelGrams,
  pickupPointSchema,
  productGrams,
  rateFor,
  type DeliverySettings,
} from './delivery';

const clone = () => structuredClone(DEFAULT_DELIVERY_SETTINGS) as DeliverySettings;
const firstMessage = (v: unknown) => {
  const r = deliverySettingsSchema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('the methods', () => {
  it('knows its four ids and which need a point or go by Packeta', () => {
    expect(['post', 'packeta-point', 'packeta-home', 'pickup'].every(isDeliveryMethod)).toBe(true);
    expect(isDeliveryMethod('courier')).toBe(false);
    expect(isDeliveryMethod(undefined)).toBe(false);
    expect(needsPickupPoint('packeta-point')).toBe(true);
    expect(needsPickupPoint('packeta-home')).toBe(false);
    expect([isPacketaMethod('packeta-point'), isPacketaMethod('packeta-home'), isPacketaMethod('post'), isPacketaMethod('pickup')]).toEqual(
      [true, true, false, false],
    );
  });
});

describe('countryCodeOf: a country as typed', () => {
  it.each([
    ['Slovensko', 'SK'],
    ['slovenská  republika', 'SK'],
    ['SK', 'SK'],
    ['Česká republika', 'CZ'],
    ['cesko', 'CZ'],
    ['Czechia', 'CZ'],
    ['Rakúsko', 'AT'],
    ['Deutschland', 'DE'],
    ['Polska', 'PL'],
    ['Magyarország', 'HU'],
  ])('%s → %s', (typed, code) => expect(countryCodeOf(typed)).toBe(code));
  it('a country the shop has no name for is null', () => {
    expect(countryCodeOf('Slovinsko')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
  });
});

describe('rateFor: the method’s own line for the country, else its other-countries line', () => {
  it('Slovakia and Czechia by their own lines, Austria by the post’s "*" line, not by Packeta', () => {
    expect(rateFor(DEFAULT_DELIVERY_SETTINGS, 'post', 'SK')?.country).toBe('SK');
    expect(rateFor(DEFAULT_DELIVERY_SETTINGS, 'packeta-home', 'Česko')?.country).toBe('CZ');
    expect(rateFor(DEFAULT_DELIVERY_SETTINGS, 'post', 'Rakúsko')?.country).toBe('*');
    expect(rateFor(DEFAULT_DELIVERY_SETTINGS, 'post', 'Slovinsko')?.country).toBe('*');
    expect(rateFor(DEFAULT_DELIVERY_SETTINGS, 'packeta-point', 'Rakúsko')).toBeNull();
  });
  it('a method the settings do not list serves nobody', () => {
    const s = clone();
    s.methods = s.methods.filter((m) => m.id !== 'post');
    expect(rateFor(s, 'post', 'SK')).toBeNull();
  });
  it('a method switched off serves nobody', () => {
    const s = clone();
    s.methods[0].enabled = false;
    expect(rateFor(s, 'post', 'SK')).toBeNull();
  });
});

describe('deliverySettingsSchema: what staff may store', () => {
  it('takes the defaults', () => {
    expect(deliverySettingsSchema.parse(DEFAULT_DELIVERY_SETTINGS)).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });
  it('refuses, with the Slovak reason, what would price a parcel wrongly', () => {
    const missing = clone();
    missing.methods.pop();
    expect(firstMessage(missing)).toBe('Uveďte všetky spôsoby doručenia.');
    const twice = clone();
    twice.methods[1] = { ...twice.methods[0] };
    expect(firstMessage(twice)).toBe('Každý spôsob doručenia uveďte raz.');
    const equal = clone();
    equal.methods[0].rates[0].bands[1].upToGrams = equal.methods[0].rates[0].bands[0].upToGrams;
    expect(firstMessage(equal)).toBe('Pásma zoraďte od najľahšieho, každé ťažšie ako predošlé.');
    const noBand = clone();
    noBand.methods[0].rates[0].bands = [];
    expect(firstMessage(noBand)).toBe('Zadajte aspoň jedno hmotnostné pásmo.');
    const unknown = clone();
    unknown.methods[0].rates[0].country = 'XX';
    expect(firstMessage(unknown)).toBe('Neznáma krajina.');
    const fraction = clone();
    fraction.methods[0].rates[0].bands[0].priceCents = 4.5;
    expect(firstMessage(fraction)).toBe('Cena pásma: zadajte sumu v centoch.');
    const dear = clone();
    dear.codFeeCents = 100_001;
    expect(firstMessage(dear)).toBe('Poplatok za dobierku: najviac 1000 €.');
    const zeroGrams = clone();
    zeroGrams.methods[0].rates[0].bands[0].upToGrams = 0;
    expect(firstMessage(zeroGrams)).toBe('Hmotnosť pásma musí byť aspoň 1 g.');
    const extra = { ...clone(), surprise: 1 };
    expect(firstMessage(extra)).toMatch(/surprise/);
  });
});

describe('deliverySettingsSchema: each refusal names its field, so the staff screen marks it', () => {
  const pathOf = (v: unknown) => {
    const r = deliverySettingsSchema.safeParse(v);
    return r.success ? null : r.error.issues[0].path.join('.');
  };
  it('a band out of order, a country twice, pickup abroad, a method twice', () => {
    const order = clone();
    order.methods[0].rates[0].bands[1].upToGrams = 10;
    expect(pathOf(order)).toBe('methods.0.rates.0.bands.1.upToGrams');
    const twice = clone();
    twice.methods[1].rates.push(twice.methods[1].rates[0]);
    expect(pathOf(twice)).toBe('methods.1.rates.2.country');
    const abroad = clone();
    abroad.methods[3].rates[0].country = 'CZ';
    expect(pathOf(abroad)).toBe('methods.3.rates');
    const dup = clone();
    dup.methods[1] = { ...dup.methods[0] };
    expect(pathOf(dup)).toBe('methods');
  });
});

describe('deliverySettingsFrom: the stored JSON', () => {
  it("'' and anything that no longer fits give the defaults; a valid change is read back", () => {
    expect(deliverySettingsFrom('')).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(deliverySettingsFrom('{not json')).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(deliverySettingsFrom('{"methods":[]}')).toEqual(DEFAULT_DELIVERY_SETTINGS);
    const changed = clone();
    changed.codFeeCents = 90;
    expect(deliverySettingsFrom(JSON.stringify(changed))).toEqual(changed);
  });
});

describe('parcel weight', () => {
  it('a product weighs what the catalogue says in kilograms; without a usable weight, an average book', () => {
    expect(productGrams('0.35')).toBe(350);
    expect(productGrams('0,5')).toBe(500);
    expect(productGrams(' 1.2345 ')).toBe(1235);
    expect(productGrams('')).toBe(400);
    expect(productGrams('ťažká')).toBe(400);
    expect(productGrams('0')).toBe(400);
    expect(productGrams('-1')).toBe(400);
  });
  it('the parcel: each line times its quantity, plus 100 g of packaging', () => {
    expect(parcelGrams([])).toBe(100);
    expect(
      parcelGrams([
        { weight: '0.3', qty: 2 },
        { weight: '', qty: 1 },
      ]),
    ).toBe(1100);
  });
});

describe('pickupPointSchema: the point the widget handed over', () => {
  it('takes a numeric id as text or number, trimmed', () => {
    expect(pickupPointSchema.parse({ id: 10001 })).toEqual({ id: '10001', name: '', address: '' });
    expect(pickupPointSchema.parse({ id: ' 10001 ', name: 'Bratislava', address: 'Obchodná 1' })).toEqual({
      id: '10001',
      name: 'Bratislava',
      address: 'Obchodná 1',
    });
  });
  it('refuses anything else as an id', () => {
    for (const id of ['', 'abc', '1'.repeat(13), '12 34', null]) {
      expect(pickupPointSchema.safeParse({ id }).success).toBe(false);
    }
  });
});
