import { z } from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHOD_IDS, DELIVERY_MESSAGES, pickupPointSchema, type DeliveryMethodId } from './delivery';
import { ORDER_MESSAGES } from './order-messages';
import { BANK_TRANSFER, CASH_ON_DELIVERY, PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import { isDomestic } from './pricing';
import { shippingAddressSchema } from './shipping-address';
import { strictObject, strictObjectIgnoring } from './strict-object';

export { ORDER_MESSAGES } from './order-messages';
export {
  BANK_TRANSFER,
  CARD,
  CASH_ON_DELIVERY,
  PAYMENT_METHODS,
  PAYMENT_METHOD_TEXT,
  paidText,
  type PaymentMethod,
} from './payment-methods';
export { shippingAddressSchema, type ShippingAddress } from './shipping-address';

/**
 * The orders contract (spec sections 3, 5, 7): request schemas the API validates and the checkout islands use,
 * the response shape `ApiOrder`, the payment methods and the Slovak messages. Pure: no I/O.
 */

/**
 * Abroad only a bank transfer is offered; cash on delivery and card only in Slovakia. Personal pickup is paid in
 * person in cash or by a transfer beforehand (issue 30), not by card.
 */
export function allowedPaymentMethods(country: string, delivery: DeliveryMethodId = DEFAULT_DELIVERY_METHOD): PaymentMethod[] {
  if (!isDomestic(country)) return [BANK_TRANSFER];
  return delivery === 'pickup' ? [BANK_TRANSFER, CASH_ON_DELIVERY] : [...PAYMENT_METHODS];
}

/** A product id as clients send it: a number or its decimal digits (ids become strings in a later issue). */
const productIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/, { message: 'Neplatné ID produktu.' })], { message: 'Neplatné ID produktu.' })
  .transform(Number)
  .pipe(z.number().int({ message: 'Neplatné ID produktu.' }).min(1, { message: 'Neplatné ID produktu.' }).max(Number.MAX_SAFE_INTEGER));

/**
 * A line's quantity: a whole number from 1, or (as the original shop's React client sends it, `"1"`) a string of
 * nothing but digits, read as that number. Any other text ("2.5", " 2", "1e2", "-1", "") stays refused.
 */
const qtySchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z
    .number({ message: ORDER_MESSAGES.badQty })
    .int({ message: ORDER_MESSAGES.badQty })
    .min(1, { message: ORDER_MESSAGES.badQty })
    .max(10_000, { message: ORDER_MESSAGES.badQty }),
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

export const createOrderSchema = strictObjectIgnoring(
  {
    orderItems: z
      .array(
        strictObjectIgnoring(
          {
            product: productIdSchema,
            qty: qtySchema,
          },
          ORDER_IGNORED_KEYS.line,
          'Neplatná položka objednávky.',
        ),
        { message: ORDER_MESSAGES.empty },
      )
      .min(1, { message: ORDER_MESSAGES.empty })
      .max(200, { message: 'Objednávka má priveľa položiek.' }),
    shippingAddress: shippingAddressSchema,
    paymentMethod: z
      .string({ message: ORDER_MESSAGES.paymentMissing })
      .min(1, { message: ORDER_MESSAGES.paymentMissing })
      .max(40, { message: ORDER_MESSAGES.unknownPaymentMethod }),
    /** The newsletter consent of the order page: given only by ticking it (the box starts unticked; absent = not given). */
    newsletter: z.boolean({ message: 'Súhlas s odberom noviniek: áno alebo nie.' }).optional().default(false),
    ...deliveryFields(),
  },
  ORDER_IGNORED_KEYS.order,
  'Neplatná objednávka.',
);
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/** The states the admin's list filters by (`GET /api/orders?status=`). */
const ORDER_STATUS_FILTERS = ['unpaid', 'paid', 'sent', 'cancelled'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** `GET /api/orders`' query: one state, or none (an empty `status=` too) for every order. */
export const adminOrdersQuerySchema = strictObject(
  {
    status: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.enum(ORDER_STATUS_FILTERS, { message: 'Neznámy stav objednávky. Použite unpaid, paid, sent alebo cancelled.' }).optional(),
    ),
  },
  'Neplatné parametre požiadavky.',
);

export function isPaymentMethod(v: string): v is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(v);
}

/**
 * Order numbers are `{YYYY}{4 digits}W`, made in SQL inside the order's write batch (db/queries/orders/order-write.ts);
 * the variable symbol of a bank transfer is their digits.
 */
export function variableSymbol(orderNumber: string): string {
  return orderNumber.replace(/\D/g, '');
}

// The answers' shapes (zod, for the published contract): types only here, so the pages importing this file get no more zod.
export type {
  ApiAdminOrderSummary,
  ApiOrder,
  ApiOrderItem,
  ApiOrderSummary,
  PayBySquare,
} from './order-shape';

/** The state words of the order page and lists (site-facts `orders.statusLabels`). */
export const ORDER_STATUS_TEXT = {
  paid: 'Zaplatené',
  unpaid: 'Nezaplatené',
  delivered: 'Odoslané',
  notDelivered: 'Neodoslané',
  cancelled: 'Zrušená!',
} as const;
