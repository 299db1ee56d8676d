/** The payment methods (spec section 3: the stored values are the spec's labels) and what a person reads of each. */

/** The spec's labels are the stored values (`paymentMethod`). */
export const PAYMENT_METHODS = ['Prevodom vopred', 'Hotovosť', 'Stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const BANK_TRANSFER: PaymentMethod = 'Prevodom vopred';
export const CASH_ON_DELIVERY: PaymentMethod = 'Hotovosť';
export const CARD: PaymentMethod = 'Stripe';

/** What a person reads next to each radio button / on the invoice / once it is paid. */
export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, { label: string; hint: string; invoice: string; paid: string }> = {
  'Prevodom vopred': {
    label: 'Prevodom vopred',
    hint: 'Bankovým prevodom vopred; QR kód PAY by square dostanete po objednaní.',
    invoice: 'Bankovým prevodom',
    paid: 'Zaplatené prevodom',
  },
  Hotovosť: {
    label: 'Hotovosť',
    hint: 'Zaplatíte pri prevzatí (na dobierku), len na Slovensku.',
    invoice: 'Na dobierku',
    paid: 'Zaplatené pri prevzatí',
  },
  // The stored value stays 'Stripe' (spec); people read what they do: pay by card.
  Stripe: {
    label: 'Platba kartou',
    hint: 'Hneď po objednaní zaplatíte kartou (aj Google Pay) na zabezpečenej stránke Stripe; len na Slovensku.',
    invoice: 'Kartou (Stripe)',
    paid: 'Zaplatené kartou',
  },
};

/**
 * 'Zaplatené kartou', or with `testCheckout` (the shop's own test checkout took it, no money moved)
 * 'Zaplatené kartou (testovacia platba)', so that nobody takes a test for a payment received.
 */
export function paidText(method: PaymentMethod, testCheckout = false): string {
  return `${PAYMENT_METHOD_TEXT[method].paid}${testCheckout ? ' (testovacia platba)' : ''}`;
}
