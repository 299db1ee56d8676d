import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_METHOD_TEXT, paidText } from './orders';

describe('payment method texts: one home', () => {
  it('says how an order was paid; a card paid on the test checkout is marked, a Stripe payment is not', () => {
    expect(paidText('Stripe', true)).toBe('Zaplatené kartou (testovacia platba)');
    expect(paidText('Stripe', false)).toBe('Zaplatené kartou');
    expect(paidText('Stripe')).toBe('Zaplatené kartou');
    expect(paidText('Prevodom vopred')).toBe('Zaplatené prevodom');
    expect(paidText('Hotovosť')).toBe('Zaplatené pri prevzatí');
  });

  it("no method reads the provider's name where a person reads how they paid", () => {
    for (const m of PAYMENT_METHODS) expect(PAYMENT_METHOD_TEXT[m].paid).not.toMatch(/Stripe/);
  });
});
