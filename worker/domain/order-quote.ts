import { z } from 'zod';
import { DELIVERY_METHOD_IDS, type DeliveryMethodId } from './delivery';
import { ORDER_IGNORED_KEYS, ORDER_MESSAGES, createOrderSchema, type PaymentMethod } from './orders';
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
    country: z
      .string({ message: ORDER_MESSAGES.countryMissing })
      .max(60, { message: 'Štát: najviac 60 znakov.' })
      .optional()
      .default(''),
    deliveryMethod: z.enum(DELIVERY_METHOD_IDS, { message: 'Neznámy spôsob doručenia.' }).optional(),
    paymentMethod: z.string({ message: ORDER_MESSAGES.unknownPaymentMethod }).max(40, { message: ORDER_MESSAGES.unknownPaymentMethod }).optional(),
    discountCode: orderShape.discountCode,
  },
  // The cart's own figures and the rest of an order body may come along: the quote ignores them.
  [...ORDER_IGNORED_KEYS.order, 'shippingAddress', 'newsletter', 'pickupPoint'],
  'Neplatná požiadavka.',
);
export type OrderQuoteInput = z.output<typeof orderQuoteSchema>;

export interface ApiDeliveryOption {
  id: DeliveryMethodId;
  label: string;
  hint: string;
  /** Postage for this parcel, in euros (0: free). */
  price: number;
  needsPickupPoint: boolean;
}

export interface ApiOrderQuote {
  /** The country as the order will store it ('SK' → 'Slovensko'). */
  country: string;
  weightGrams: number;
  methods: ApiDeliveryOption[];
  /** The method the figures are for: the one asked for when offered, else the first offered; null when none is. */
  deliveryMethod: DeliveryMethodId | null;
  paymentMethods: PaymentMethod[];
  /** The code applied, in capitals ('' none). */
  discountCode: string;
  itemsPrice: number;
  discountPrice: number;
  shippingPrice: number;
  codFeePrice: number;
  taxPrice: number;
  totalPrice: number;
  /** Packeta's widget for choosing a point; null when the shop has no Packeta key (the point method is then not offered). */
  packetaWidget: { apiKey: string; scriptUrl: string } | null;
}
