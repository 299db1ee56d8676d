import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '~/worker/domain/orders';
import type { CartItem } from '../../lib/cart/cart-ops';
import {
  checkoutRedirect,
  completeAddress,
  consentError,
  emptyShippingForm,
  formFromSaved,
  orderRequest,
  paymentError,
  validateShipping,
  validPayment,
  type ShippingForm,
} from './checkout-ops';

const form = (over: Partial<ShippingForm> = {}): ShippingForm => ({
  ...emptyShippingForm(),
  name: 'Ľubica Čačková-Šťastná',
  address: 'Hlavná 1',
  city: 'Žilina',
  postalCode: '010 01',
  ...over,
});

const item = (product: number, over: Partial<CartItem> = {}): CartItem => ({
  product,
  name: `Kniha ${product}`,
  image: `/uploads/covers/${product}.svg`,
  price: 12.5,
  countInStock: 5,
  discount: 0,
  qty: 1,
  ...over,
});

describe('shipping form', () => {
  it('starts in Slovakia with empty fields', () => {
    expect(emptyShippingForm()).toMatchObject({ name: '', country: 'Slovensko', billingCountry: '' });
  });

  it('accepts a complete address and normalises Slovakia and spaces', () => {
    const r = validateShipping(form({ country: ' SK ', name: '  Ľubica   Čačková-Šťastná ' }), false);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.address.country).toBe('Slovensko');
      expect(r.address.name).toBe('Ľubica Čačková-Šťastná');
    }
  });

  it('says "Uveďte prosím štát" for an empty or placeholder country', () => {
    for (const country of ['', '   ', 'Uveďte štát']) {
      expect(validateShipping(form({ country }), false)).toEqual({
        ok: false,
        errors: { country: 'Uveďte prosím štát' },
        first: 'country',
        message: 'Uveďte prosím štát',
      });
    }
  });

  it('names a missing required field in Slovak', () => {
    const r = validateShipping(form({ city: ' ' }), false);
    expect(r).toEqual({ ok: false, errors: { city: 'Vyplňte prosím pole Mesto.' }, first: 'city', message: 'Vyplňte prosím pole Mesto.' });
  });

  it('marks every missing or wrong field at once, in the order of the form', () => {
    const r = validateShipping(form({ name: '', city: '', postalCode: 'abc', phone: 'abc', billingPostalCode: '12' }), true);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual(['name', 'city', 'postalCode', 'phone', 'billingPostalCode']);
    expect(r.errors).toMatchObject({
      name: 'Vyplňte prosím pole Meno a priezvisko.',
      city: 'Vyplňte prosím pole Mesto.',
      postalCode: 'PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.',
      billingPostalCode: 'Fakturačné PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.',
    });
    expect(r.errors.phone).toMatch(/^Telefón: /);
    expect(r.first).toBe('name');
  });

  it('checks the PSČ by the country: five digits for Slovakia and Czechia, looser abroad', () => {
    expect(validateShipping(form({ postalCode: '01001' }), false).ok).toBe(true);
    expect(validateShipping(form({ country: 'Česko', postalCode: '110 00' }), false).ok).toBe(true);
    expect(validateShipping(form({ country: 'Česko', postalCode: '1100' }), false)).toMatchObject({ ok: false, first: 'postalCode' });
    expect(validateShipping(form({ country: 'Rakúsko', postalCode: '1010' }), false).ok).toBe(true);
  });

  it('drops the billing fields unless the billing box is ticked', () => {
    const f = form({ billingName: 'Firma s.r.o.', billingICO: '12345678', billingCountry: 'slovakia' });
    const without = validateShipping(f, false);
    const withBilling = validateShipping(f, true);
    expect(without.ok && without.address.billingName).toBe('');
    expect(withBilling.ok && withBilling.address).toMatchObject({
      billingName: 'Firma s.r.o.',
      billingICO: '12345678',
      billingCountry: 'Slovensko',
    });
  });

  it('refills the form from storage and opens billing when any of it was saved', () => {
    expect(formFromSaved(null)).toEqual({ form: emptyShippingForm(), withBilling: false });
    expect(formFromSaved({ name: 'Eva', city: 7, billingDIC: '2020' })).toMatchObject({
      form: { name: 'Eva', city: '' },
      withBilling: true,
    });
    expect(completeAddress({ name: 'Eva' })).toBeNull();
    expect(completeAddress(form())?.country).toBe('Slovensko');
  });
});

describe('payment and consents', () => {
  it('offers cash and card only in Slovakia', () => {
    expect(validPayment('Hotovosť', 'Slovensko')).toBe('Hotovosť');
    expect(validPayment('Hotovosť', 'Česko')).toBeNull();
    expect(validPayment('Stripe', 'Česko')).toBeNull();
    expect(validPayment('Prevodom vopred', 'Česko')).toBe('Prevodom vopred');
    expect(validPayment('PayPal', 'Slovensko')).toBeNull();
  });
  it('explains a missing or impossible method', () => {
    expect(paymentError(null, 'Slovensko')).toBe('Vyberte prosím spôsob platby');
    expect(paymentError('Hotovosť', 'Česko')).toBe(ORDER_MESSAGES.paymentNotAllowedAbroad);
    expect(paymentError('PayPal', 'Slovensko')).toBe(ORDER_MESSAGES.unknownPaymentMethod);
    expect(paymentError('Stripe', 'Slovensko')).toBeNull();
  });
  it('needs both required consents', () => {
    expect(consentError({ privacy: true, terms: true })).toBeNull();
    expect(consentError({ privacy: true, terms: false })).toBe('Potvrďte súhlas nižšie');
    expect(consentError({ privacy: false, terms: true })).toBe('Potvrďte súhlas nižšie');
  });
});

describe('orderRequest', () => {
  it('sends the lines and the totals the buyer saw, in euros', () => {
    const v = validateShipping(form(), false);
    if (!v.ok) throw new Error(v.message);
    const body = orderRequest([item(3, { qty: 2, price: 12.35 }), item(9, { price: 4 })], v.address, 'Hotovosť', true);
    expect(body).toEqual({
      orderItems: [
        { product: 3, qty: 2, name: 'Kniha 3', image: '/uploads/covers/3.svg', price: 12.35 },
        { product: 9, qty: 1, name: 'Kniha 9', image: '/uploads/covers/9.svg', price: 4 },
      ],
      shippingAddress: v.address,
      paymentMethod: 'Hotovosť',
      itemsPrice: 28.7,
      shippingPrice: 4.5,
      taxPrice: 0,
      totalPrice: 33.2,
      newsletter: true,
    });
  });
  it('adds the delivery method, and the Packeta point only when one was chosen', () => {
    const v = validateShipping(form(), false);
    if (!v.ok) throw new Error(v.message);
    const point = { id: '4321', name: 'Z-BOX Žilina Hlavná', address: 'Hlavná 1, 010 01 Žilina' };
    expect(orderRequest([item(3)], v.address, 'Hotovosť', false, { method: 'packeta-point', pickupPoint: point })).toMatchObject({
      deliveryMethod: 'packeta-point',
      pickupPoint: point,
    });
    const pickup = orderRequest([item(3)], v.address, 'Hotovosť', false, { method: 'pickup', pickupPoint: null });
    expect(pickup.deliveryMethod).toBe('pickup');
    expect(pickup).not.toHaveProperty('pickupPoint');
    expect(orderRequest([item(3)], v.address, 'Hotovosť', false)).not.toHaveProperty('deliveryMethod');
  });
});

describe('paymentError with the delivery method', () => {
  it('refuses the card at personal pickup with the pickup’s words, and anything but a transfer abroad', () => {
    const pickup = { method: 'pickup' as const, pickupPoint: null };
    expect(paymentError('Stripe', 'Slovensko', pickup)).toBe(ORDER_MESSAGES.paymentNotAllowedForPickup);
    expect(paymentError('Hotovosť', 'Slovensko', pickup)).toBeNull();
    expect(paymentError('Hotovosť', 'Česko', { method: 'packeta-point', pickupPoint: null })).toBe(ORDER_MESSAGES.paymentNotAllowedAbroad);
    expect(paymentError('Stripe', 'Slovensko', { method: 'packeta-point', pickupPoint: null })).toBeNull();
  });
});

describe('checkoutRedirect', () => {
  const ready = {
    signedIn: true,
    items: [item(1)],
    address: form(),
    delivery: { method: 'post', pickupPoint: null },
    paymentMethod: 'Prevodom vopred',
  };
  it('sends a visitor to the login page that comes back', () => {
    expect(checkoutRedirect('shipping', { ...ready, signedIn: false })).toBe('/login?redirect=/shipping');
    expect(checkoutRedirect('placeorder', { ...ready, signedIn: false })).toBe('/login?redirect=/placeorder');
  });
  it('sends an empty cart, or one with a sold-out line, to the cart', () => {
    expect(checkoutRedirect('shipping', { ...ready, items: [] })).toBe('/cart');
    expect(checkoutRedirect('payment', { ...ready, items: [item(1), item(2, { countInStock: 0 })] })).toBe('/cart');
  });
  it('sends a missing earlier step back to it', () => {
    expect(checkoutRedirect('shipping', { ...ready, address: null })).toBeNull();
    expect(checkoutRedirect('payment', { ...ready, address: { name: 'x' } })).toBe('/shipping');
    expect(checkoutRedirect('payment', ready)).toBeNull();
    expect(checkoutRedirect('placeorder', { ...ready, paymentMethod: null })).toBe('/payment');
    expect(checkoutRedirect('placeorder', { ...ready, address: form({ country: 'Česko' }), paymentMethod: 'Hotovosť' })).toBe('/payment');
    expect(checkoutRedirect('placeorder', ready)).toBeNull();
  });
  it('sends a buyer without a delivery method back to the shipping step; pickup takes no card', () => {
    expect(checkoutRedirect('payment', { ...ready, delivery: null })).toBe('/shipping');
    expect(checkoutRedirect('placeorder', { ...ready, delivery: { method: 'by-drone' } })).toBe('/shipping');
    const pickup = { method: 'pickup', pickupPoint: null };
    expect(checkoutRedirect('placeorder', { ...ready, delivery: pickup, paymentMethod: 'Stripe' })).toBe('/payment');
    expect(checkoutRedirect('placeorder', { ...ready, delivery: pickup, paymentMethod: 'Hotovosť' })).toBeNull();
  });
});
