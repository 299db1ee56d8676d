import { z } from 'zod';
import { CARD, ORDER_MESSAGES } from './orders';
import { strictObjectIgnoring } from './strict-object';
import { orderPageUrl } from './shop-url';

/**
 * Card payments (spec sections 4 and 7): what the checkout-session request carries, which orders may be paid by
 * card, what a Checkout Session charges (built from the STORED order, never from the client) and where the card
 * provider sends the customer back. Pure: no I/O.
 */

export const PAYMENT_MESSAGES = {
  initMissing: 'Chýba identifikátor platby (initPaymentId). Začnite platbu prosím znova.',
  initUnknown: 'Platba sa nenašla. Začnite ju prosím znova z detailu objednávky.',
  sessionAlreadyStarted: 'Platba kartou k tomuto pokusu už bola začatá. Začnite ju prosím znova z detailu objednávky.',
  attemptReplaced: 'Medzitým bol začatý nový pokus o platbu. Začnite ju prosím znova z detailu objednávky.',
  gatewayUnavailable: 'Platobnú bránu sa nepodarilo kontaktovať. Skúste to prosím o chvíľu znova.',
  cardUnavailable:
    'Platba kartou je momentálne nedostupná. Zvoľte prosím platbu prevodom vopred alebo v hotovosti, prípadne nás kontaktujte.',
  totalsInconsistent: 'Sumu objednávky nemožno overiť. Kontaktujte nás prosím.',
  signatureMissing: 'Chýba podpis udalosti (hlavička stripe-signature).',
  signatureInvalid: 'Podpis udalosti je neplatný.',
  bodyTooLarge: 'Udalosť je príliš veľká.',
  /** A webhook delivery where card payment is off (no Stripe keys, test checkout off): nothing can be paid. */
  webhookOff: 'Platby kartou nie sú v tomto obchode zapnuté; udalosť platobnej brány sa neprijíma.',
} as const;

/**
 * Whether card payments can be taken at all: with Stripe keys, or through the built-in test checkout where it is
 * switched on (worker/platform/env-config.ts: a loopback BASE_URL or TEST_CHECKOUT=1). Otherwise nothing moves
 * money, so the checkout offers no card and starting a card payment is refused.
 */
/**
 * How long a card payment page stays open (Stripe's `expires_at`; Stripe allows 30 minutes to 24 hours). While it
 * is open the order is not cancelled for want of payment: its due time is moved past the page's end
 * (worker/services/orders/unpaid-orders.ts `keepOpenWhilePaying`), so a customer paying at the last minute is never
 * charged for an order the scheduled job cancelled meanwhile.
 */
export const CARD_SESSION_MINUTES = 60;
/** The margin past the page's end (the webhook may arrive a little after the payment). */
export const CARD_SESSION_GRACE_MINUTES = 15;

export const cardPaymentAvailable = (stripe: { secretKey?: string; testCheckout: boolean }): boolean =>
  Boolean(stripe.secretKey) || stripe.testCheckout;

/**
 * `POST /api/create-stripe-checkout-session` (spec section 7): the old client sends
 * `{ userName, email, products, url, initPaymentId, shippingPrice }`. Only `initPaymentId` counts; names, prices,
 * postage and the return address are accepted and ignored (dropped by the schema): the session is built from
 * the stored order. Any other key is refused.
 */
export const createCheckoutSessionSchema = strictObjectIgnoring(
  {
    initPaymentId: z
      .string({ message: PAYMENT_MESSAGES.initMissing })
      .trim()
      .min(1, { message: PAYMENT_MESSAGES.initMissing })
      .max(200, { message: PAYMENT_MESSAGES.initUnknown }),
  },
  ['userName', 'email', 'products', 'url', 'shippingPrice'],
  PAYMENT_MESSAGES.initMissing,
);

/** The card payment's answers (init-payment, the checkout session), described with zod in checkout-answers.ts. */
export type { ApiCardAttempt } from './checkout-answers';

/** The order fields that decide whether a card payment may start or continue. */
export interface CardPayableOrder {
  paymentMethod: string;
  isPaid: boolean;
  isCancelled: boolean;
}

/** Why this order cannot be paid by card now (a 409 text), or null when it can. */
export function cardPaymentRefusal(o: CardPayableOrder): string | null {
  if (o.paymentMethod !== CARD) return ORDER_MESSAGES.notCardOrder;
  if (o.isPaid) return ORDER_MESSAGES.alreadyPaid;
  if (o.isCancelled) return ORDER_MESSAGES.cancelledNoChange;
  return null;
}

/** One line of what the card provider charges: a unit amount in cents, as the order was charged. */
export interface CheckoutLine {
  name: string;
  qty: number;
  unitAmountCents: number;
}

const POSTAGE_LINE_NAME = 'Poštovné';
const DISCOUNTED_ITEMS_LINE_NAME = 'Tituly so zľavou';

/**
 * The lines of a Checkout Session: each stored order item at its charged unit price, then postage when there is
 * any. Their sum must equal the stored total (the webhook compares `amount_total` with it), else null: charging
 * a different sum than the order says would leave a payment nobody can match. A discount code (issue 30) takes
 * an amount off the whole order, which no line's unit price can carry exactly and a Checkout line cannot be
 * negative: such an order is charged as one line of its titles after the code, then postage.
 */
export function checkoutLines(
  order: { shippingCents: number; totalCents: number; discountCents?: number; discountCode?: string },
  items: { name: string; qty: number; unitPriceCents: number }[],
): CheckoutLine[] | null {
  const discount = order.discountCents ?? 0;
  const itemsCents = items.reduce((s, i) => s + i.qty * i.unitPriceCents, 0);
  const lines: CheckoutLine[] =
    discount > 0
      ? [{ name: `${DISCOUNTED_ITEMS_LINE_NAME} (${order.discountCode || 'zľavový kód'})`, qty: 1, unitAmountCents: itemsCents - discount }]
      : items.map((i) => ({ name: i.name, qty: i.qty, unitAmountCents: i.unitPriceCents }));
  if (order.shippingCents > 0) lines.push({ name: POSTAGE_LINE_NAME, qty: 1, unitAmountCents: order.shippingCents });
  const sum = lines.reduce((s, l) => s + l.qty * l.unitAmountCents, 0);
  const valid = lines.length > 0 && lines.every((l) => Number.isInteger(l.unitAmountCents) && l.unitAmountCents >= 0 && l.qty >= 1);
  return valid && sum === order.totalCents && sum > 0 ? lines : null;
}

/** Where the card provider sends the customer back (the spec's success and failure pages, on the shop's own URL). */
export function paymentReturnUrls(baseUrl: string, orderId: number, initPaymentId: string): { successUrl: string; cancelUrl: string } {
  const order = orderPageUrl(baseUrl, orderId);
  return {
    successUrl: `${order}/stripe-success/${encodeURIComponent(initPaymentId)}`,
    cancelUrl: `${order}/stripe-fail`,
  };
}

/** The Checkout Session events that can complete a payment; every other event type is acknowledged and ignored. */
const PAYMENT_COMPLETING_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

export function completesPayment(eventType: string): boolean {
  return (PAYMENT_COMPLETING_EVENTS as readonly string[]).includes(eventType);
}
