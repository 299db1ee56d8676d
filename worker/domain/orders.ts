import { z } from 'zod';
import { PHONE_MESSAGE, phoneProblem, postalCodeProblem } from './address-rules';
import type { ApiId } from './api-id';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHOD_IDS, DELIVERY_MESSAGES, pickupPointSchema, type DeliveryMethodId, type PickupPoint } from './delivery';
import { DOMESTIC_COUNTRY, isDomestic, normalizeCountry } from './pricing';
import { strictObject, strictObjectIgnoring } from './strict-object';
import type { ApiOrderTerm } from './unpaid-orders';

/**
 * The orders contract (spec sections 3, 5, 7): request schemas the API validates and the checkout islands use,
 * the response shape `ApiOrder`, the payment methods and the Slovak messages. Pure: no I/O.
 */

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
  Hotovosť: { label: 'Hotovosť', hint: 'Zaplatíte pri prevzatí (na dobierku), len na Slovensku.', invoice: 'Na dobierku', paid: 'Zaplatené pri prevzatí' },
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

/**
 * Abroad only a bank transfer is offered; cash on delivery and card only in Slovakia. Personal pickup is paid in
 * person in cash or by a transfer beforehand (issue 30), not by card.
 */
export function allowedPaymentMethods(country: string, delivery: DeliveryMethodId = DEFAULT_DELIVERY_METHOD): PaymentMethod[] {
  if (!isDomestic(country)) return [BANK_TRANSFER];
  return delivery === 'pickup' ? [BANK_TRANSFER, CASH_ON_DELIVERY] : [...PAYMENT_METHODS];
}

export const ORDER_MESSAGES = {
  empty: 'Objednávka neobsahuje žiadne produkty',
  cartEmpty: 'Váš košík je prázdny',
  countryMissing: 'Uveďte prosím štát',
  paymentMissing: 'Vyberte prosím spôsob platby',
  consentsMissing: 'Potvrďte súhlas nižšie',
  paymentNotAllowedAbroad: 'Do zahraničia je možná len platba prevodom vopred.',
  paymentNotAllowedForPickup: 'Pri osobnom prevzatí zaplatíte v hotovosti alebo prevodom vopred.',
  unknownPaymentMethod: 'Neznámy spôsob platby. Vyberte Prevodom vopred, Hotovosť alebo Stripe.',
  unknownProduct: (id: number) => `Produkt s ID ${id} v ponuke nie je.`,
  badQty: 'Počet kusov musí byť celé číslo od 1.',
  overStock: (name: string, left: number) =>
    left > 0 ? `Titulu „${name}“ máme na sklade už len ${left} ks. Upravte prosím počet v košíku.` : `Titul „${name}“ je medzitým vypredaný. Odstráňte ho prosím z košíka.`,
  duplicateLine: 'Každý titul môže byť v objednávke len raz.',
  notFound: 'Objednávka sa nenašla.',
  forbidden: 'Túto objednávku nemôžete zobraziť.',
  paid: 'Objednávka označená ako zaplatená.',
  delivered: 'Objednávka označená ako odoslaná.',
  cancelled: 'Objednávka bola zrušená.',
  alreadyCancelled: 'Objednávka už je zrušená.',
  sentNoCancel: 'Odoslanú objednávku už nemožno zrušiť.',
  cancelledNoChange: 'Zrušenú objednávku už nemožno meniť.',
  alreadyPaid: 'Objednávka už je zaplatená.',
  confirmationSent: 'Potvrdzujúci e-mail s faktúrou odoslaný',
  confirmationFailed: 'E-mail sa nepodarilo odoslať. Skúste to prosím o chvíľu znova.',
  /** A resend while the confirmation is being sent (by the order's own send or the scheduled job): no second copy. */
  confirmationOnItsWay: 'Potvrdzujúci e-mail s faktúrou sa práve odosiela.',
  notCardOrder: 'Táto objednávka sa neplatí kartou.',
  paymentFailedNoted: 'Zlyhanie platby sme zaznamenali.',
} as const;

const text = (max: number, label: string) =>
  z
    .string({ message: `${label}: zadajte text.` })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, { message: `${label}: najviac ${max} znakov.` }));
const required = (max: number, label: string) =>
  z
    .string({ message: `Vyplňte prosím pole ${label}.` })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { message: `Vyplňte prosím pole ${label}.` }).max(max, { message: `${label}: najviac ${max} znakov.` }));
const optional = (max: number, label: string) => text(max, label).optional().default('');

/** Country placeholders the old form sent when nothing was chosen. */
const COUNTRY_PLACEHOLDERS = new Set(['', 'uveďte štát', 'vyberte štát', 'štát', '-']);

/** Spec section 3 "Shipping address"; name, address, city, postal code and country are required (section 5). */
export const shippingAddressSchema = strictObject({
  name: required(120, 'Meno a priezvisko'),
  address: required(200, 'Adresa'),
  city: required(100, 'Mesto'),
  postalCode: required(20, 'PSČ'),
  country: z
    .string({ message: ORDER_MESSAGES.countryMissing })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .refine((s) => !COUNTRY_PLACEHOLDERS.has(s.toLowerCase()), { message: ORDER_MESSAGES.countryMissing })
    .pipe(z.string().max(60, { message: 'Štát: najviac 60 znakov.' }))
    .transform(normalizeCountry),
  phone: text(40, 'Telefón')
    .refine((p) => !phoneProblem(p), { message: PHONE_MESSAGE })
    .optional()
    .default(''),
  note: optional(1000, 'Poznámka'),
  billingName: optional(200, 'Fakturačné meno / firma'),
  billingAddress: optional(200, 'Fakturačná adresa'),
  billingCity: optional(100, 'Fakturačné mesto'),
  billingPostalCode: optional(20, 'Fakturačné PSČ'),
  billingCountry: z
    .string({ message: 'Fakturačný štát: zadajte text.' })
    .max(60, { message: 'Fakturačný štát: najviac 60 znakov.' })
    .optional()
    .default('')
    .transform((s) => (s.trim() ? normalizeCountry(s) : '')),
  billingICO: optional(20, 'IČO'),
  billingDIC: optional(20, 'DIČ'),
}, 'Vyplňte prosím doručovaciu adresu.').superRefine((a, ctx) => {
  // The PSČ's shape depends on the country (Slovakia and Czechia: five digits), so it is checked on the whole
  // address; zod still runs this next to the other fields' problems, so the form can show them all at once.
  const shipping = postalCodeProblem(a.postalCode, a.country);
  if (shipping) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: shipping });
  const billing = postalCodeProblem(a.billingPostalCode, a.billingCountry || a.country, 'Fakturačné PSČ');
  if (billing) ctx.addIssue({ code: 'custom', path: ['billingPostalCode'], message: billing });
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** A product id as clients send it: a number or its decimal digits (ids become strings in a later issue). */
const productIdSchema = z.union([z.number(), z.string().regex(/^\d{1,15}$/, { message: 'Neplatné ID produktu.' })], { message: 'Neplatné ID produktu.' }).transform(Number).pipe(
  z.number().int({ message: 'Neplatné ID produktu.' }).min(1, { message: 'Neplatné ID produktu.' }).max(Number.MAX_SAFE_INTEGER),
);

/**
 * A line's quantity: a whole number from 1, or (as the original shop's React client sends it, `"1"`) a string of
 * nothing but digits, read as that number. Any other text ("2.5", " 2", "1e2", "-1", "") stays refused.
 */
const qtySchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z.number({ message: ORDER_MESSAGES.badQty }).int({ message: ORDER_MESSAGES.badQty }).min(1, { message: ORDER_MESSAGES.badQty }).max(10_000, { message: ORDER_MESSAGES.badQty }),
);

/**
 * `POST /api/orders/` (spec section 7). Of each line only `product` and `qty` count: the rest of a cart item
 * (name, image, price, countInStock, discount) and the order's totals, `user`, `name`, `email`, `qtys` and
 * `discounts` that the spec's client sends are accepted and dropped (ORDER_IGNORED_KEYS); the server prices the
 * order. Any other key is refused.
 */
export const ORDER_IGNORED_KEYS = {
  order: ['itemsPrice', 'shippingPrice', 'taxPrice', 'totalPrice', 'user', 'name', 'email', 'qtys', 'discounts'],
  line: ['name', 'image', 'price', 'countInStock', 'discount'],
} as const;

/**
 * Issue 30's additions to an order request, all optional so that the spec's clients (address only) get the post:
 * the delivery method, the Packeta point chosen in Packeta's widget (the server checks it again) and a discount code.
 */
function deliveryFields() {
  return {
    deliveryMethod: z.enum(DELIVERY_METHOD_IDS, { message: DELIVERY_MESSAGES.unknownMethod }).optional().default(DEFAULT_DELIVERY_METHOD),
    pickupPoint: pickupPointSchema.optional(),
    discountCode: z
      .string({ message: 'Zľavový kód: zadajte text.' })
      .transform((s) => s.trim())
      .pipe(z.string().max(40, { message: 'Zľavový kód: najviac 40 znakov.' }))
      .optional()
      .default(''),
  };
}

export const createOrderSchema = strictObjectIgnoring({
  orderItems: z
    .array(
      strictObjectIgnoring({
        product: productIdSchema,
        qty: qtySchema,
      }, ORDER_IGNORED_KEYS.line, 'Neplatná položka objednávky.'),
      { message: ORDER_MESSAGES.empty },
    )
    .min(1, { message: ORDER_MESSAGES.empty })
    .max(200, { message: 'Objednávka má priveľa položiek.' }),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.string({ message: ORDER_MESSAGES.paymentMissing }).min(1, { message: ORDER_MESSAGES.paymentMissing }).max(40, { message: ORDER_MESSAGES.unknownPaymentMethod }),
  /** The newsletter consent of the order page: given only by ticking it (the box starts unticked; absent = not given). */
  newsletter: z.boolean({ message: 'Súhlas s odberom noviniek: áno alebo nie.' }).optional().default(false),
  ...deliveryFields(),
}, ORDER_IGNORED_KEYS.order, 'Neplatná objednávka.');
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

export function isPaymentMethod(v: string): v is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(v);
}

/**
 * Order numbers are `{YYYY}{4 digits}W`, made in SQL inside the order's write batch (db/queries/order-write.ts);
 * the variable symbol of a bank transfer is their digits.
 */
export function variableSymbol(orderNumber: string): string {
  return orderNumber.replace(/\D/g, '');
}

export type { ApiAdminOrderSummary, ApiDelivery, ApiOrder, ApiOrderItem, ApiOrderSummary, PayBySquare } from './order-shape';

/** The state words of the order page and lists (site-facts `orders.statusLabels`). */
export const ORDER_STATUS_TEXT = {
  paid: 'Zaplatené',
  unpaid: 'Nezaplatené',
  delivered: 'Odoslané',
  notDelivered: 'Neodoslané',
  cancelled: 'Zrušená!',
} as const;

export { DOMESTIC_COUNTRY };
