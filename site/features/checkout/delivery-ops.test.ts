import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '~/worker/domain/delivery';
import { choiceAfterCountry, choiceError, choiceFrom, pointFromWidget, shownChoice, widgetOptions } from './delivery-ops';
import { cartSumFigures, methodOf, postageFromText, priceText, quoteRequest, summaryQuoteError } from './cart-sums';

const point = { id: '4321', name: 'Z-BOX Žilina Hlavná', address: 'Hlavná 1, 010 01 Žilina' };
const opt = (id: 'post' | 'packeta-point' | 'packeta-home' | 'pickup', price: number) => ({
  id,
  label: id,
  hint: '',
  price,
  needsPickupPoint: id === 'packeta-point',
});

describe('choiceFrom: what localStorage kept', () => {
  it('keeps a known method and a well-formed point with the point method only', () => {
    expect(choiceFrom({ method: 'packeta-point', pickupPoint: point })).toEqual({ method: 'packeta-point', pickupPoint: point });
    expect(choiceFrom({ method: 'post', pickupPoint: point })).toEqual({ method: 'post', pickupPoint: null });
    expect(choiceFrom({ method: 'packeta-point', pickupPoint: { id: 'abc', name: 'x' } })).toEqual({
      method: 'packeta-point',
      pickupPoint: null,
    });
  });
  it('reads anything else as no choice', () => {
    for (const v of [null, 'post', 7, [], { method: 'drone' }, {}]) expect(choiceFrom(v)).toBeNull();
  });
  it('methodOf (the cart before React): the method alone, by the same rule', () => {
    expect(methodOf({ method: 'packeta-point', pickupPoint: { id: 'abc' } })).toBe('packeta-point');
    expect(methodOf({ method: 'pickup' })).toBe('pickup');
    for (const v of [null, 'post', 7, [], { method: 'drone' }, {}]) expect(methodOf(v)).toBeNull();
  });
});

describe('quoteRequest', () => {
  it('sends only the lines’ product and qty, the country, and what is chosen', () => {
    expect(
      quoteRequest([{ product: 3, qty: 2, name: 'x' } as never], 'Česko', {
        deliveryMethod: 'post',
        paymentMethod: null,
        discountCode: '',
      }),
    ).toEqual({
      orderItems: [{ product: 3, qty: 2 }],
      country: 'Česko',
      deliveryMethod: 'post',
    });
    expect(quoteRequest([], 'SK', { paymentMethod: 'Hotovosť', discountCode: 'LETO' })).toEqual({
      orderItems: [],
      country: 'SK',
      paymentMethod: 'Hotovosť',
      discountCode: 'LETO',
    });
  });
});

describe('shownChoice', () => {
  const quote = { methods: [opt('post', 4.5), opt('packeta-point', 2.99), opt('pickup', 0)], deliveryMethod: 'post' as const };
  it('keeps the buyer’s offered method and its point', () => {
    expect(shownChoice(quote, { method: 'packeta-point', pickupPoint: point })).toEqual({ method: 'packeta-point', pickupPoint: point });
    expect(shownChoice(quote, { method: 'pickup', pickupPoint: null })).toEqual({ method: 'pickup', pickupPoint: null });
  });
  it('falls back to the quoted method when the buyer’s is not offered to the country', () => {
    expect(shownChoice(quote, { method: 'packeta-home', pickupPoint: null })).toEqual({ method: 'post', pickupPoint: null });
    expect(shownChoice({ methods: [opt('packeta-point', 3.99)], deliveryMethod: null }, null)).toEqual({
      method: 'packeta-point',
      pickupPoint: null,
    });
    expect(shownChoice({ methods: [], deliveryMethod: null }, { method: 'post', pickupPoint: null })).toBeNull();
  });
});

describe('choiceAfterCountry', () => {
  const chosen = { method: 'packeta-point' as const, pickupPoint: point };
  it('drops the point when the country becomes another one, keeps it for another spelling', () => {
    expect(choiceAfterCountry(chosen, 'Slovensko', 'Česko')).toEqual({ method: 'packeta-point', pickupPoint: null });
    expect(choiceAfterCountry(chosen, 'SK', 'Slovensko')).toBe(chosen);
    const post = { method: 'post' as const, pickupPoint: null };
    expect(choiceAfterCountry(post, 'Slovensko', 'Česko')).toBe(post);
    expect(choiceAfterCountry(null, 'Slovensko', 'Česko')).toBeNull();
  });
});

describe('choiceError', () => {
  const quote = { methods: [opt('post', 4.5), opt('packeta-point', 2.99)] };
  it('says the country gets nothing, a method is missing, or the point is', () => {
    expect(choiceError({ methods: [] }, null, 'Japonsko')).toBe(DELIVERY_MESSAGES.noMethod('Japonsko'));
    expect(choiceError(quote, null, 'Slovensko')).toBe('Vyberte prosím spôsob doručenia.');
    expect(choiceError(quote, { method: 'pickup', pickupPoint: null }, 'Slovensko')).toBe('Vyberte prosím spôsob doručenia.');
    expect(choiceError(quote, { method: 'packeta-point', pickupPoint: null }, 'Slovensko')).toBe(DELIVERY_MESSAGES.pointMissing);
  });
  it('lets a complete choice through', () => {
    expect(choiceError(quote, { method: 'packeta-point', pickupPoint: point }, 'Slovensko')).toBeNull();
    expect(choiceError(quote, { method: 'post', pickupPoint: null }, 'Slovensko')).toBeNull();
  });
});

describe('prices in words', () => {
  it('says zadarmo for nothing and euros otherwise', () => {
    expect(priceText(0)).toBe('zadarmo');
    expect(priceText(4.5)).toMatch(/^4,50\s€$/);
  });
  it('names the cheapest carrier, leaving the free personal pickup aside', () => {
    expect(postageFromText([opt('post', 4.5), opt('packeta-point', 2.99), opt('pickup', 0)])).toMatch(/^od 2,99\s€$/);
    expect(postageFromText([opt('post', 0), opt('pickup', 0)])).toBe('zadarmo');
    expect(postageFromText([opt('pickup', 0)])).toBe('zadarmo (osobné prevzatie)');
    expect(postageFromText([])).toBeNull();
  });
});

describe('Packeta widget', () => {
  it('opens on the address’s country, lower case, in Slovak', () => {
    expect(widgetOptions('Česká republika')).toEqual({ country: 'cz', language: 'sk' });
    expect(widgetOptions('Slovensko')).toEqual({ country: 'sk', language: 'sk' });
    expect(widgetOptions('Atlantída')).toEqual({ country: 'sk', language: 'sk' });
  });
  it('turns the widget’s point into the order’s, the address from its parts or the widget’s own line', () => {
    expect(
      pointFromWidget({
        id: 4321,
        name: 'Z-BOX Žilina Hlavná',
        street: 'Hlavná 1',
        zip: '010 01',
        city: 'Žilina',
        formatedValue: 'ignored',
      }),
    ).toEqual(point);
    expect(pointFromWidget({ id: '77', name: 'Trafika', formatedValue: 'Trafika, Nám. SNP 3, Zvolen' })).toEqual({
      id: '77',
      name: 'Trafika',
      address: 'Trafika, Nám. SNP 3, Zvolen',
    });
  });
  it('reads a closed widget or a point without a usable id as none', () => {
    expect(pointFromWidget(null)).toBeNull();
    expect(pointFromWidget(undefined)).toBeNull();
    expect(pointFromWidget({ id: '', name: 'x' })).toBeNull();
    expect(pointFromWidget({ id: 'abc', name: 'x' })).toBeNull();
  });
});

describe('cartSumFigures', () => {
  const quote = {
    country: 'Slovensko',
    weightGrams: 900,
    methods: [opt('post', 4.5), opt('packeta-point', 2.99), opt('pickup', 0)],
    deliveryMethod: 'post' as const,
    paymentMethods: [],
    discountCode: '',
    itemsPrice: 25.8,
    discountPrice: 0,
    shippingPrice: 4.5,
    codFeePrice: 0,
    taxPrice: 0,
    totalPrice: 30.3,
    packetaWidget: null,
  };
  it('gives the quote’s postage and total for the method already chosen', () => {
    expect(cartSumFigures(quote, 'post', 1)).toEqual({ itemsCents: 2580, shippingCents: 450, shippingLater: false, totalCents: 3030 });
  });
  it('says from what price delivery starts before a method is chosen, or when the chosen one is not priced', () => {
    const f = cartSumFigures(quote, null, 1);
    expect(f).toMatchObject({ itemsCents: 2580, totalCents: 2580, shippingText: { label: 'Doprava', totalLabel: 'Spolu bez dopravy' } });
    expect(f.shippingText!.value).toMatch(/^od 2,99\s€$/);
    expect(cartSumFigures(quote, 'packeta-home', 1).shippingText!.value).toMatch(/^od 2,99/);
    expect(cartSumFigures({ ...quote, methods: [], deliveryMethod: null }, null, 1).shippingText!.value).toBe(
      'do tejto krajiny nedoručujeme',
    );
  });
  it('carries the discount code’s line: items before it, the total after it', () => {
    const coded = { ...quote, discountCode: 'ADVENT', discountPrice: 3.87, totalPrice: 26.43 };
    expect(cartSumFigures(coded, 'post', 1)).toEqual({
      itemsCents: 2580,
      discountCents: 387,
      discountCode: 'ADVENT',
      shippingCents: 450,
      shippingLater: false,
      totalCents: 2643,
    });
    expect(cartSumFigures(coded, null, 1)).toMatchObject({
      itemsCents: 2580,
      discountCents: 387,
      discountCode: 'ADVENT',
      totalCents: 2193,
    });
  });
  it('shows the cart’s own items while the quote is asked', () => {
    expect(cartSumFigures(null, 'post', 1234)).toMatchObject({ itemsCents: 1234, totalCents: 1234, shippingText: { value: 'počítame…' } });
  });
  it('says the quote could not be had when asking failed; an answer wins over an old failure', () => {
    expect(cartSumFigures(null, 'post', 1234, true)).toMatchObject({
      totalCents: 1234,
      shippingText: { label: 'Doprava', value: 'nepodarilo sa spočítať', totalLabel: 'Spolu bez dopravy' },
    });
    expect(cartSumFigures(quote, null, 0, true).shippingText!.value).toMatch(/^od 2,99/);
  });
  it('says why once: under the sums without a code, at the code with one', () => {
    expect(summaryQuoteError('Požiadavka zlyhala.', '')).toBe('Požiadavka zlyhala.');
    expect(summaryQuoteError('Platnosť kódu skončila.', 'STARY')).toBe('');
  });
});
