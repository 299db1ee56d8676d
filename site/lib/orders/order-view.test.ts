import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '~/worker/domain/orders';
import {
  awaitsPayment,
  deliveryText,
  formatIban,
  invoiceFileName,
  orderLines,
  paidText,
  parseOrderPath,
  payBySquareLabel,
  shownLines,
  stripeSessionRequest,
  termText,
} from './order-view';

const order = {
  _id: '4',
  orderNumber: '20260004W',
  name: 'Ľubica Čačková-Šťastná',
  email: 'lubica@example.sk',
  orderItems: [
    { product: '3', name: 'Normálny kresťanský život', qty: 2, image: '/a.svg', price: 9.9, listPrice: 11, discount: 10 },
    { product: null, name: 'Stará brožúra', qty: 3, image: '/b.svg', price: 0.35, listPrice: 0.35, discount: 0 },
  ],
  shippingPrice: 4.5,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  isCancelled: false,
  paymentMethod: 'Stripe',
} as unknown as ApiOrder;

describe('shownLines', () => {
  it('puts each item beside its priced line, in order, with the ids the caller gives', () => {
    const items = [
      { name: 'A', image: '/a.svg', qty: 2, discount: 10 },
      { name: 'B', image: '/b.svg', qty: 1, discount: 0 },
    ];
    const priced = [
      { unitCents: 990, lineCents: 1980 },
      { unitCents: 35, lineCents: 35 },
    ];
    expect(shownLines(items, priced, (it, i) => ({ key: `k${i}`, productId: it.name }))).toEqual([
      { key: 'k0', productId: 'A', name: 'A', image: '/a.svg', qty: 2, unitCents: 990, lineCents: 1980, discount: 10 },
      { key: 'k1', productId: 'B', name: 'B', image: '/b.svg', qty: 1, unitCents: 35, lineCents: 35, discount: 0 },
    ]);
  });
});

describe('orderLines', () => {
  it('multiplies the charged unit price in cents, also for a deleted product', () => {
    expect(orderLines(order).map((l) => [l.productId, l.qty, l.unitCents, l.lineCents, l.discount])).toEqual([
      ['3', 2, 990, 1980, 10],
      [null, 3, 35, 105, 0],
    ]);
  });
});

describe('state words', () => {
  it('says Neodoslané / Nezaplatené, or the word with the date', () => {
    expect(deliveryText(order)).toBe('Neodoslané');
    expect(paidText(order)).toBe('Nezaplatené');
    expect(deliveryText({ isDelivered: true, deliveredAt: '2026-03-05T10:00:00.000Z' })).toBe('Odoslané 5. 3. 2026');
    expect(paidText({ isPaid: true, paidAt: '2026-03-05 22:30:00' })).toBe('Zaplatené 5. 3. 2026');
  });
  it('awaits payment only while unpaid, not cancelled and of that method', () => {
    expect(awaitsPayment(order, 'Stripe')).toBe(true);
    expect(awaitsPayment(order, 'Prevodom vopred')).toBe(false);
    expect(awaitsPayment({ ...order, isPaid: true }, 'Stripe')).toBe(false);
    expect(awaitsPayment({ ...order, isCancelled: true }, 'Stripe')).toBe(false);
  });
});

describe('the term of an unpaid order', () => {
  const due = { payUntil: '2026-03-19T10:00:00.000Z', cancelReason: '' as const };
  it('says until when to pay while the order is open, and why the shop cancelled it', () => {
    expect(termText({ ...order, ...due })).toBe('Zaplaťte prosím do 19. 3. 2026. Potom objednávku zrušíme a knihy vrátime do predaja.');
    expect(termText({ ...order, ...due, isCancelled: true, cancelReason: 'unpaid' })).toBe(
      'Objednávku sme zrušili, lebo nebola zaplatená do 19. 3. 2026.',
    );
  });

  it('says nothing when there is no term or it no longer matters', () => {
    expect(termText({ ...order, payUntil: null, cancelReason: '' })).toBeNull();
    expect(termText({ ...order, ...due, isPaid: true })).toBeNull();
    expect(termText({ ...order, ...due, isDelivered: true })).toBeNull();
    expect(termText({ ...order, ...due, isCancelled: true })).toBeNull();
    expect(termText({ ...order, payUntil: null, isCancelled: true, cancelReason: 'unpaid' })).toBeNull();
  });
});

describe('PAY by square and card payment', () => {
  it('describes the QR for screen readers', () => {
    expect(formatIban('SK3811000000002620753192')).toBe('SK38 1100 0000 0026 2075 3192');
    expect(payBySquareLabel({ iban: 'SK3811000000002620753192', amount: 24.35, variableSymbol: '20260004' })).toBe(
      'PAY by square: IBAN SK38 1100 0000 0026 2075 3192, suma 24,35\u00a0€, VS 20260004',
    );
  });
  it('asks for a checkout session in the spec’s shape', () => {
    expect(stripeSessionRequest(order, 'init-1', 'https://prud.sk')).toEqual({
      userName: 'Ľubica Čačková-Šťastná',
      email: 'lubica@example.sk',
      products: [
        { name: 'Normálny kresťanský život', qty: 2, price: 9.9 },
        { name: 'Stará brožúra', qty: 3, price: 0.35 },
      ],
      url: 'https://prud.sk',
      initPaymentId: 'init-1',
      shippingPrice: 4.5,
    });
  });
});

describe('parseOrderPath', () => {
  it('reads the three order addresses', () => {
    expect(parseOrderPath('/order/12')).toEqual({ id: 12 });
    expect(parseOrderPath('/order/12/')).toEqual({ id: 12 });
    expect(parseOrderPath('/order/12/stripe-fail')).toEqual({ id: 12 });
    expect(parseOrderPath('/order/12/stripe-success/ab%2Fc')).toEqual({ id: 12, init: 'ab/c' });
    expect(parseOrderPath('/order/12/stripe-success/%E0')).toEqual({ id: 12, init: '%E0' });
    expect(parseOrderPath('/order/abc')).toBeNull();
    expect(parseOrderPath('/order/')).toBeNull();
  });
  it('names the invoice file', () => {
    expect(invoiceFileName('20260004W')).toBe('faktura-20260004W.pdf');
  });
});
