import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './orders';
import {
  cardPaymentRefusal,
  checkoutLines,
  completesPayment,
  createCheckoutSessionSchema,
  PAYMENT_MESSAGES,
  paymentReturnUrls,
} from './payments';

describe('cardPaymentRefusal', () => {
  const open = { paymentMethod: 'Stripe', isPaid: false, isCancelled: false };
  it('lets an unpaid, open card order be paid', () => {
    expect(cardPaymentRefusal(open)).toBeNull();
  });
  it('refuses bank transfer and cash orders, paid orders and cancelled orders with their own texts', () => {
    expect(cardPaymentRefusal({ ...open, paymentMethod: 'Prevodom vopred' })).toBe(ORDER_MESSAGES.notCardOrder);
    expect(cardPaymentRefusal({ ...open, paymentMethod: 'Hotovosť' })).toBe(ORDER_MESSAGES.notCardOrder);
    expect(cardPaymentRefusal({ ...open, isPaid: true })).toBe(ORDER_MESSAGES.alreadyPaid);
    expect(cardPaymentRefusal({ ...open, isCancelled: true })).toBe(ORDER_MESSAGES.cancelledNoChange);
  });
});

describe('checkoutLines', () => {
  const items = [
    { name: 'Normálny kresťanský život', qty: 2, unitPriceCents: 1250 },
    { name: 'Život viery', qty: 1, unitPriceCents: 895 },
  ];
  it('charges each stored line at its unit price and postage as its own line', () => {
    expect(checkoutLines({ shippingCents: 450, totalCents: 3845 }, items)).toEqual([
      { name: 'Normálny kresťanský život', qty: 2, unitAmountCents: 1250 },
      { name: 'Život viery', qty: 1, unitAmountCents: 895 },
      { name: 'Poštovné', qty: 1, unitAmountCents: 450 },
    ]);
  });
  it('an order with a discount code: one line of its titles after the code (a line cannot be negative), then postage', () => {
    expect(checkoutLines({ shippingCents: 450, totalCents: 3345, discountCents: 500, discountCode: 'JAR10' }, items)).toEqual([
      { name: 'Tituly so zľavou (JAR10)', qty: 1, unitAmountCents: 2895 },
      { name: 'Poštovné', qty: 1, unitAmountCents: 450 },
    ]);
    // A code that takes all of the titles: only the postage is charged.
    expect(checkoutLines({ shippingCents: 450, totalCents: 450, discountCents: 3395 }, items)).toEqual([
      { name: 'Tituly so zľavou (zľavový kód)', qty: 1, unitAmountCents: 0 },
      { name: 'Poštovné', qty: 1, unitAmountCents: 450 },
    ]);
    expect(checkoutLines({ shippingCents: 450, totalCents: 3845, discountCents: 500 }, items)).toBeNull();
  });
  it('has no postage line when postage is free', () => {
    const lines = checkoutLines({ shippingCents: 0, totalCents: 3395 }, items);
    expect(lines?.map((l) => l.name)).toEqual(['Normálny kresťanský život', 'Život viery']);
  });
  it('refuses lines that do not add up to the stored total (the webhook could never match them)', () => {
    expect(checkoutLines({ shippingCents: 450, totalCents: 3846 }, items)).toBeNull();
    expect(checkoutLines({ shippingCents: 0, totalCents: 0 }, [])).toBeNull();
  });
  it('refuses a zero sum, fractional or negative cents and empty quantities even when they add up', () => {
    const line = (qty: number, unitPriceCents: number) => [{ name: 'Kniha', qty, unitPriceCents }];
    expect(checkoutLines({ shippingCents: 0, totalCents: 0 }, line(1, 0))).toBeNull();
    expect(checkoutLines({ shippingCents: 0, totalCents: 1 }, line(2, 0.5))).toBeNull();
    expect(checkoutLines({ shippingCents: 500, totalCents: 400 }, line(1, -100))).toBeNull();
    expect(checkoutLines({ shippingCents: 450, totalCents: 450 }, line(0, 900))).toBeNull();
    expect(checkoutLines({ shippingCents: 450, totalCents: 450 }, [])).toEqual([{ name: 'Poštovné', qty: 1, unitAmountCents: 450 }]);
    expect(checkoutLines({ shippingCents: 0, totalCents: 300 }, [...line(1, 0), ...line(1, 300)])).toHaveLength(2);
  });
});

describe('createCheckoutSessionSchema', () => {
  it("keeps only initPaymentId of the old client's body", () => {
    const body = {
      userName: 'Jana',
      email: 'x@example.sk',
      products: [{ name: 'Kniha', qty: 1, price: 0.01 }],
      url: 'https://evil.example',
      shippingPrice: 0,
      initPaymentId: ' abc ',
    };
    expect(createCheckoutSessionSchema.parse(body)).toEqual({ initPaymentId: 'abc' });
  });
  it('refuses a missing or blank initPaymentId with a Slovak message', () => {
    for (const body of [{}, { initPaymentId: '' }, { initPaymentId: '   ' }, { initPaymentId: 5 }, 'abc', null, []]) {
      const r = createCheckoutSessionSchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe(PAYMENT_MESSAGES.initMissing);
    }
  });
});

describe('paymentReturnUrls', () => {
  it("builds the spec's success and failure pages on the shop's own base URL", () => {
    expect(paymentReturnUrls('https://prud.sk/', 42, 'ab12')).toEqual({
      successUrl: 'https://prud.sk/order/42/stripe-success/ab12',
      cancelUrl: 'https://prud.sk/order/42/stripe-fail',
    });
  });
});

describe('completesPayment', () => {
  it('accepts only the Checkout Session events that can pay an order', () => {
    expect(completesPayment('checkout.session.completed')).toBe(true);
    expect(completesPayment('checkout.session.async_payment_succeeded')).toBe(true);
    expect(completesPayment('checkout.session.expired')).toBe(false);
    expect(completesPayment('payment_intent.succeeded')).toBe(false);
  });
});
