import { z } from 'zod';
import { DELIVERY_METHOD_IDS } from './delivery';
import { ORDER_IGNORED_KEYS, ORDER_MESSAGES, createOrderSchema } from './orders';
import { strictObjectIgnoring } from './strict-object';

/**
 * `POST /api/orders/quote` (issue 30): what an order of this cart would cost, priced by the server exactly as the
 * order will be (the same `priceOrder`), before anything is written: the delivery methods offered for the country
 * with their postage for the parcel's weight, the payment methods allowed, the discount code's effect. The cart,
 * the shipping, payment and last steps show these figures instead of computing their own.
 */

const orderShape = createOrderSchema.in.shape;

export const orderQuoteSchema = strictObjectIgnoring(
  {
    orderItems: orderShape.orderItems,
    country: z.string({ message: ORDER_MESSAGES.countryMissing }).max(60, { message: 'Štát: najviac 60 znakov.' }).optional().default(''),
    deliveryMethod: z.enum(DELIVERY_METHOD_IDS, { message: 'Neznámy spôsob doručenia.' }).optional(),
    paymentMethod: z
      .string({ message: ORDER_MESSAGES.unknownPaymentMethod })
      .max(40, { message: ORDER_MESSAGES.unknownPaymentMethod })
      .optional(),
    discountCode: orderShape.discountCode,
  },
  // The cart's own figures and the rest of an order body may come along: the quote ignores them.
  [...ORDER_IGNORED_KEYS.order, 'shippingAddress', 'newsletter', 'pickupPoint'],
  'Neplatná požiadavka.',
);
export type OrderQuoteInput = z.output<typeof orderQuoteSchema>;

// The answer's shape (issue 32's contract) is described with zod in checkout-answers.ts; the checkout reads its types.
export type { ApiOrderQuote } from './checkout-answers';
