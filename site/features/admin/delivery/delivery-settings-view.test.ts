import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '~/worker/domain/delivery';
import {
  addBand,
  addRate,
  centsText,
  countriesLeft,
  draftFrom,
  fieldId,
  GRAMS_MESSAGE,
  MONEY_MESSAGE,
  parseEuros,
  rateName,
  removeBand,
  removeRate,
  setBand,
  setEnabled,
  setFreeAbove,
  settingsFrom,
} from './delivery-settings-view';

const draft = () => draftFrom(DEFAULT_DELIVERY_SETTINGS);

describe('money and weight as staff type them', () => {
  it('reads euros with a comma or a dot, at most two decimals', () => {
    expect(parseEuros('4,50')).toBe(450);
    expect(parseEuros(' 4.5 € ')).toBe(450);
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('0,999')).toBeNull();
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('')).toBeNull();
    expect(centsText(450)).toBe('4,50');
    expect(centsText(0)).toBe('0,00');
  });
});

describe('the form and back', () => {
  it('round-trips the defaults unchanged', () => {
    const d = draft();
    expect(d.methods[0].rates[0]).toEqual({
      country: 'SK',
      freeAbove: '100,00',
      bands: [
        { upToGrams: '2000', price: '4,50' },
        { upToGrams: '5000', price: '5,90' },
        { upToGrams: '10000', price: '7,90' },
      ],
    });
    expect(d.methods[0].rates[1].freeAbove).toBe('');
    expect(settingsFrom(d)).toEqual({ ok: true, settings: DEFAULT_DELIVERY_SETTINGS });
  });

  it('sends a changed band, a threshold removed, a method off and the COD fee', () => {
    let d = setBand(draft(), 0, 0, 0, 'price', '3,20');
    d = setFreeAbove(d, 0, 0, '');
    d = setEnabled(d, 2, false);
    d = { ...d, codFee: '1,5' };
    const r = settingsFrom(d);
    if (!r.ok) throw new Error(r.message);
    expect(r.settings.methods[0].rates[0]).toMatchObject({ freeAboveCents: null, bands: [{ upToGrams: 2000, priceCents: 320 }, {}, {}] });
    expect(r.settings.methods[2].enabled).toBe(false);
    expect(r.settings.codFeeCents).toBe(150);
  });

  it('marks every wrong field by its path, with the server schema’s own words for what only it knows', () => {
    let d = setBand(draft(), 0, 0, 1, 'price', 'veľa');
    d = setBand(d, 0, 0, 2, 'upToGrams', '1,5 kg');
    d = setBand(d, 1, 0, 1, 'upToGrams', '100');
    const r = settingsFrom(d);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields).toEqual({
      'methods.0.rates.0.bands.1.priceCents': MONEY_MESSAGE,
      'methods.0.rates.0.bands.2.upToGrams': GRAMS_MESSAGE,
      'methods.1.rates.0.bands.1.upToGrams': 'Pásma zoraďte od najľahšieho, každé ťažšie ako predošlé.',
    });
    expect(r.message).toBe('Opravte prosím označené polia (3).');
    const one = settingsFrom({ ...draft(), codFee: 'x' });
    expect(one).toEqual({ ok: false, fields: { codFeeCents: MONEY_MESSAGE }, message: MONEY_MESSAGE });
  });

  it('refuses a country without bands at the country', () => {
    const d = removeBand(addRate(draft(), 1, 'HU'), 1, 2, 0);
    const r = settingsFrom(d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields['methods.1.rates.2.bands']).toBe('Zadajte aspoň jedno hmotnostné pásmo.');
  });
});

describe('adding and removing countries and bands', () => {
  it('adds a country with the method’s first band, never free, and removes it again', () => {
    const d = addRate(draft(), 1, 'HU');
    expect(d.methods[1].rates[2]).toEqual({ country: 'HU', bands: [{ upToGrams: '5000', price: '2,99' }], freeAbove: '' });
    expect(removeRate(d, 1, 2)).toEqual(draft());
  });
  it('adds a band 1 kg above the last at its price and removes one', () => {
    const d = addBand(draft(), 0, 1);
    expect(d.methods[0].rates[1].bands.at(-1)).toEqual({ upToGrams: '11000', price: '19,90' });
    expect(removeBand(d, 0, 1, 3)).toEqual(draft());
  });
  it('offers each country once, personal pickup only in Slovakia', () => {
    expect(countriesLeft(draft().methods[1])).toEqual(['HU', 'AT', 'PL', 'DE', '*']);
    expect(countriesLeft(draft().methods[3])).toEqual([]);
    expect(countriesLeft({ ...draft().methods[3], rates: [] })).toEqual(['SK']);
  });
  it('names fields for the page and for screen readers', () => {
    expect(fieldId('methods.0.rates.1.bands.2.priceCents')).toBe('dlv-methods-0-rates-1-bands-2-priceCents');
    expect(rateName({ id: 'packeta-point' }, 'CZ')).toBe('Packeta, výdajné miesto, Česko');
    expect(rateName({ id: 'post' }, '*')).toBe('Slovenská pošta, Ostatné krajiny');
  });
});
