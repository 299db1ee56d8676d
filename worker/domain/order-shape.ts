/**
 * The answers of the orders API (spec section 3, issue 30's delivery and codes), described once in zod for the
 * published contract (api-contract/orders.ts) and typed from the same schemas for the services and the islands.
 * Requests are in orders.ts. The browser imports this file's types only (orders.ts re-exports them with
 * `export type`): zod stays out of the checkout's and the order page's bundles.
 */
import { z } from 'zod';
import { messageAnswerSchema } from './answers';
import { DELIVERY_METHOD_IDS } from './delivery-methods';
import { PAYMENT_METHODS } from './payment-methods';

/** An id in an answer: text (api-id.ts). */
const id = z.string();
/** A moment, as ISO 8601 text. */
const time = z.string();
const euros = (description: string) => z.number().meta({ description });

const apiOrderItemSchema = z.strictObject({
  product: id.nullable().meta({ description: 'ID titulu; null, ak bol titul medzitým zmazaný.' }),
  name: z.string(),
  qty: z.number().int(),
  image: z.string(),
  price: euros('Účtovaná cena za kus v eurách (po zľave).'),
  listPrice: euros('Cenníková cena za kus v čase objednávky, v eurách.'),
  discount: z.number().meta({ description: 'Zľava v percentách (0 = žiadna).' }),
});
export type ApiOrderItem = z.output<typeof apiOrderItemSchema>;

/** The address as stored (shipping-address.ts checks the request's). */
const storedAddressSchema = z.strictObject({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  note: z.string(),
  billingName: z.string(),
  billingAddress: z.string(),
  billingCity: z.string(),
  billingPostalCode: z.string(),
  billingCountry: z.string(),
  billingICO: z.string(),
  billingDIC: z.string(),
});

const apiDeliverySchema = z.strictObject({
  method: z.enum(DELIVERY_METHOD_IDS),
  label: z.string().meta({ description: 'Spôsob doručenia slovami („Packeta – výdajné miesto alebo Z-BOX“).' }),
  pickupPoint: z.strictObject({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
  weightGrams: z.number(),
  trackingUrl: z.string().nullable().meta({ description: 'Sledovanie zásielky Packety, keď už má číslo.' }),
});

/**
 * The fields that tell of the order's term (unpaid-orders.ts): issue 19's life cycle of an unpaid order (its due
 * time while open, or the one that passed when the job cancelled it; the reminder; why it was cancelled) and issue
 * 29's own due date, fixed when placed and moved only by an extension, which the invoice prints with its change.
 */
const termFields = {
  payUntil: time.nullable().meta({
    description:
      'Splatnosť otvorenej objednávky platenej prevodom alebo kartou, alebo tá, ktorá uplynula pri objednávke zrušenej pre nezaplatenie.',
  }),
  remindedAt: time.nullable(),
  cancelReason: z.enum(['', 'unpaid']).meta({ description: '„unpaid“: zrušila ju plánovaná úloha pre nezaplatenie; inak prázdne.' }),
  dueDate: time.nullable().meta({ description: 'Dátum splatnosti určený pri objednaní (posúva ho len predĺženie); null: bez lehoty.' }),
  dueDateChange: z.strictObject({ from: time, at: time }).nullable(),
};

/** The order as spec section 3 names its fields; money in euros. */
export const apiOrderSchema = z.strictObject({
  _id: id,
  orderNumber: z.string(),
  user: z
    .strictObject({ _id: id.nullable(), name: z.string(), email: z.string() })
    .meta({ description: 'Účet, ktorý objednal (_id je null po zrušení účtu alebo pri nákupe bez registrácie).' }),
  name: z.string(),
  email: z.string(),
  orderItems: z.array(apiOrderItemSchema),
  shippingAddress: storedAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).meta({ description: 'Uložená hodnota podľa špecifikácie; „Stripe“ je platba kartou.' }),
  itemsPrice: euros('Tituly spolu, v eurách.'),
  shippingPrice: euros('Poštovné v eurách.'),
  shippingLater: z
    .boolean()
    .meta({ description: 'Staršie objednávky do zahraničia: poštovné oznámené neskôr na faktúre (shippingPrice je dovtedy 0).' }),
  taxPrice: z.number(),
  totalPrice: euros('Spolu na úhradu, v eurách.'),
  discounts: z.array(z.strictObject({ product: id.nullable(), discount: z.number() })),
  isPaid: z.boolean(),
  paidAt: time.nullable(),
  isDelivered: z.boolean(),
  deliveredAt: time.nullable(),
  isCancelled: z.boolean(),
  cancelledAt: time.nullable(),
  createdAt: time,
  variableSymbol: z.string().meta({ description: 'Variabilný symbol prevodu (číslice čísla objednávky).' }),
  newsletter: z.boolean(),
  confirmationEmail: z.strictObject({ status: z.enum(['pending', 'sent', 'failed']), sentAt: time.nullable(), attempts: z.number().int() }),
  paymentFailedAt: time.nullable(),
  parcelNumber: z.string().meta({ description: 'Číslo zásielky („“ žiadne).' }),
  delivery: apiDeliverySchema,
  discountCode: z.string().meta({ description: 'Zľavový kód, s ktorým bola objednávka ocenená („“ žiadny).' }),
  discountPrice: euros('Čo kód odpočítal z titulov, v eurách.'),
  codFeePrice: euros('Poplatok za dobierku v eurách.'),
  ...termFields,
});
export type ApiOrder = z.output<typeof apiOrderSchema>;

/** `POST /api/orders/guest`: the order and the private key of its link (the browser that placed it keeps it). */
export const apiGuestOrderSchema = apiOrderSchema.extend({
  orderKey: z.string().meta({ description: 'Súkromný kľúč objednávky: posiela sa späť v hlavičke X-Order-Key.' }),
});
export type ApiGuestOrder = z.output<typeof apiGuestOrderSchema>;

/** `POST /api/orders/:id/claim`: the order, now the account's, and the sentence that says so. */
export const apiClaimedOrderSchema = apiOrderSchema.extend(messageAnswerSchema.shape);

/** `GET /api/orders/:id/pay-by-square`: the PAY by square code of an unpaid domestic bank transfer (pay-by-square.ts). */
export const payBySquareSchema = z.strictObject({
  iban: z.string().meta({ description: 'Bez medzier.' }),
  amount: euros('Suma v eurách.'),
  currency: z.literal('EUR'),
  variableSymbol: z.string(),
  beneficiary: z.string().meta({ description: 'Majiteľ účtu.' }),
  note: z.string().meta({ description: 'Správa pre prijímateľa.' }),
  payload: z.string().meta({ description: 'Reťazec v QR kóde.' }),
  svg: z.string().meta({ description: 'Samostatné <svg viewBox=…> s kódom a jeho okrajom (bez width/height).' }),
});
export type PayBySquare = z.output<typeof payBySquareSchema>;

/** One row of `GET /api/orders` (admin) and `GET /api/orders/myorders`. */
export const apiOrderSummarySchema = z.strictObject({
  _id: id,
  orderNumber: z.string(),
  createdAt: time,
  totalPrice: z.number(),
  isPaid: z.boolean(),
  paidAt: time.nullable(),
  isDelivered: z.boolean(),
  deliveredAt: time.nullable(),
  isCancelled: z.boolean(),
});
export type ApiOrderSummary = z.output<typeof apiOrderSummarySchema>;

/** A row of the admin's `GET /api/orders`: the summary plus who ordered, how they pay and how it travels. */
export const apiAdminOrderSummarySchema = apiOrderSummarySchema.extend({
  name: z.string(),
  email: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  deliveryMethod: z.enum(DELIVERY_METHOD_IDS),
  pickupPointName: z.string(),
  discountCode: z.string(),
  discountPrice: z.number(),
  cancelReason: termFields.cancelReason,
});
export type ApiAdminOrderSummary = z.output<typeof apiAdminOrderSummarySchema>;

/** `GET /api/orders/:id/packeta-packet`: whether staff may create the order's packet, and the packet once made. */
export const apiPacketaPacketStateSchema = z.strictObject({
  available: z.boolean().meta({ description: 'Obchod má heslo k API Packety (inak sa akcia neponúka).' }),
  packetaDelivery: z.boolean().meta({ description: 'Objednávka ide cez Packetu a nie je zrušená.' }),
  pending: z.boolean().meta({ description: 'Zásielka sa práve vytvára (iné kliknutie).' }),
  packet: z.strictObject({ id: z.string(), barcode: z.string(), trackingUrl: z.string() }).nullable(),
});
export type ApiPacketaPacketState = z.output<typeof apiPacketaPacketStateSchema>;
