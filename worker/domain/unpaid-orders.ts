import { z } from 'zod';
import { strictObject } from './strict-object';

/**
 * The life cycle of an unpaid order (issue 19), as pure rules shared by the server and the admin screens: the
 * shop's terms (`shop_settings`: days to pay a bank transfer and a card order, open unpaid orders per account),
 * an order's due time, its half time (the reminder), and the admin's extension. Cash on delivery is paid when the
 * parcel arrives: it has no term, is never reminded nor cancelled by the scheduled job. Neither is a bank transfer
 * from abroad placed before issue 30: its amount was known only once the shop announced the postage
 * (`shippingLater`), so the clock is not the customer's; staff handle it (the per-account limit still counts it).
 */

/** The terms as stored and as `GET`/`PUT /api/shop-settings` answer them (the contract's schema, api-contract/media.ts). */
export const shopTermsAnswerSchema = z.strictObject({
  /** Days to pay a bank transfer ('Prevodom vopred') from the order. */
  transferPayDays: z.number().int().meta({ description: 'Dni na zaplatenie prevodom od objednávky.' }),
  /** Days to pay a card order ('Stripe'): one left at the payment page is usually abandoned, so shorter. */
  cardPayDays: z.number().int().meta({ description: 'Dni na zaplatenie kartou od objednávky.' }),
  /** Open unpaid orders one account may have at once; the next is refused (409). */
  maxOpenUnpaid: z.number().int().meta({ description: 'Najviac otvorených nezaplatených objednávok na účet; ďalšia je odmietnutá (409).' }),
});
export type ShopTerms = z.output<typeof shopTermsAnswerSchema>;

/** `PUT /api/shop-settings`'s answer: the terms as stored, and the Slovak sentence. */
export const savedShopTermsSchema = shopTermsAnswerSchema.extend({ message: z.string() });

/** The migration's defaults (db/migrations/0007_operations.sql). */
export const DEFAULT_TERMS: ShopTerms = { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 };

export const TERM_BOUNDS = { days: { min: 1, max: 60 }, orders: { min: 1, max: 20 } } as const;

const { days, orders } = TERM_BOUNDS;
const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label}: zadajte celé číslo od ${min} do ${max}.` })
    .int({ message: `${label}: zadajte celé číslo od ${min} do ${max}.` })
    .min(min, { message: `${label}: zadajte celé číslo od ${min} do ${max}.` })
    .max(max, { message: `${label}: zadajte celé číslo od ${min} do ${max}.` });

export const TERM_LABELS = {
  transferPayDays: 'Lehota na zaplatenie prevodom (dni)',
  cardPayDays: 'Lehota na zaplatenie kartou (dni)',
  maxOpenUnpaid: 'Najviac nezaplatených objednávok na účet',
} as const;

/** `PUT /api/shop-settings`: all three, whole numbers within TERM_BOUNDS. */
export const shopTermsSchema = strictObject(
  {
    transferPayDays: whole(TERM_LABELS.transferPayDays, days.min, days.max),
    cardPayDays: whole(TERM_LABELS.cardPayDays, days.min, days.max),
    maxOpenUnpaid: whole(TERM_LABELS.maxOpenUnpaid, orders.min, orders.max),
  },
  'Pošlite { "transferPayDays", "cardPayDays", "maxOpenUnpaid" }.',
);

/** `PUT /api/orders/:id/extend`: the due time moves this many days later (from now, if it has passed already). */
export const extendOrderSchema = strictObject({ days: whole('Predĺženie (dni)', days.min, days.max) }, 'Pošlite { "days": počet dní }.');
export type ExtendOrder = z.output<typeof extendOrderSchema>;

/** The payment methods with a term (the stored values of worker/domain/orders.ts; cash on delivery has none). */
export const TERM_OF_METHOD = { 'Prevodom vopred': 'transferPayDays', Stripe: 'cardPayDays' } as const satisfies Record<
  string,
  keyof ShopTerms
>;

/**
 * Days to pay an order of this method, or null (cash on delivery, an unknown method, or an order abroad from before
 * issue 30 whose postage was still to be announced: `shippingLater`). Since issue 30 an order abroad is priced
 * whole when placed, so its clock runs like at home.
 */
export function termDays(o: Pick<TermedOrder, 'paymentMethod' | 'shippingLater'>, terms: ShopTerms): number | null {
  const key = (TERM_OF_METHOD as Record<string, keyof ShopTerms>)[o.paymentMethod];
  return key && !o.shippingLater ? terms[key] : null;
}

const DAY_MS = 86_400_000;

/** What the rules read of an order (the stored row or the answer). */
export interface TermedOrder {
  paymentMethod: string;
  /** Postage still to be announced (orders abroad from before issue 30): no term. */
  shippingLater: boolean;
  createdAt: string;
  /** The due time fixed for this order (the admin's extension, or the date the reminder named); null: the term. */
  payUntil: string | null;
  isPaid: boolean;
  isCancelled: boolean;
  isDelivered: boolean;
}

/** Open: nothing settled it yet (not paid, not cancelled, not sent). */
export function isOpenUnpaid(o: Pick<TermedOrder, 'isPaid' | 'isCancelled' | 'isDelivered'>): boolean {
  return !o.isPaid && !o.isCancelled && !o.isDelivered;
}

/** `pay_until ?? created_at + term(method)`, as ISO; null for cash on delivery. */
export function dueAt(o: Pick<TermedOrder, 'paymentMethod' | 'shippingLater' | 'createdAt' | 'payUntil'>, terms: ShopTerms): string | null {
  const term = termDays(o, terms);
  if (term === null) return null;
  if (o.payUntil) return o.payUntil;
  return new Date(Date.parse(o.createdAt) + term * DAY_MS).toISOString();
}

/**
 * The due time the reminder names and fixes on the order (`pay_until`): the due time, but never less than half a
 * term after the reminder, so a late reminder (the job was stopped, the terms were shortened) still gives the
 * customer the time an on-time one would have.
 */
export function dueAfterReminder(due: string, createdAt: string, now: Date): string {
  const half = Math.max(0, Math.floor((Date.parse(due) - Date.parse(createdAt)) / 2));
  return new Date(Math.max(Date.parse(due), now.getTime() + half)).toISOString();
}

/** The due time an order's answer shows: an open order's, or the one that passed for an order cancelled as unpaid. */
export function shownDueAt(o: TermedOrder & { cancelReason: string }, terms: ShopTerms): string | null {
  if (o.isCancelled) return o.cancelReason === 'unpaid' ? o.payUntil : null;
  return isOpenUnpaid(o) ? dueAt(o, terms) : null;
}

/** The new due time of an extension: `days` after the current one, or after now when that has passed. */
export function extendedDueAt(currentDue: string, now: Date, days: number): string {
  return new Date(Math.max(Date.parse(currentDue), now.getTime()) + days * DAY_MS).toISOString();
}

/** What the settings screen says of a change of the days to pay (issue 29: an order keeps its term). */
export const TERMS_APPLY_TO_NEW = 'Lehoty platia pre nové objednávky; doterajšie objednávky si ponechajú svoj dátum splatnosti.';

/** '1 nezaplatenú objednávku', '3 nezaplatené objednávky', '5 nezaplatených objednávok'. */
export function unpaidOrders(n: number): string {
  if (n === 1) return '1 nezaplatenú objednávku';
  if (n >= 2 && n <= 4) return `${n} nezaplatené objednávky`;
  return `${n} nezaplatených objednávok`;
}

export const UNPAID_MESSAGES = {
  /** The 409 of `POST /api/orders` for one order more than the terms allow. */
  tooManyOpen: (max: number, shopEmail: string) =>
    `Naraz môžete mať najviac ${unpaidOrders(max)}. Novú objednávku vytvoríte, keď niektorú z nich zaplatíte alebo ju odošleme. Ak ste si niektorú rozmysleli, napíšte nám na ${shopEmail} a zrušíme ju.`,
  saved: 'Platobné podmienky sú uložené.',
  /** Extending an order that has no term now (paid, sent, cancelled or cash on delivery). */
  notExtendable: 'Splatnosť sa dá predĺžiť len otvorenej nezaplatenej objednávke s platbou kartou alebo prevodom na Slovensku.',
  extended: (due: string) => `Splatnosť predĺžená do ${due}.`,
} as const;
