import type { ApiId } from './api-id';
import type { DeliveryMethodId, PickupPoint } from './delivery';
import type { PaymentMethod } from './payment-methods';
import type { ShippingAddress } from './shipping-address';
import type { ApiOrderTerm } from './unpaid-orders';

/** The answers' shapes of the orders API (spec section 3, issue 30's delivery and codes); requests are in orders.ts. */

export interface ApiOrderItem {
  /** The product's id; null when the product was deleted since. */
  product: ApiId | null;
  name: string;
  qty: number;
  image: string;
  /** The unit price charged, in euros (after the discount). */
  price: number;
  /** List price per unit at order time, in euros. */
  listPrice: number;
  /** Discount percent applied (0 = none). */
  discount: number;
}

/** The order as spec section 3 names its fields; money in euros. */
export interface ApiOrder extends ApiOrderTerm {
  _id: ApiId;
  orderNumber: string;
  /** The account that ordered (null once the account is deleted). */
  user: { _id: ApiId | null; name: string; email: string };
  name: string;
  email: string;
  orderItems: ApiOrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  itemsPrice: number;
  shippingPrice: number;
  /** Abroad: postage is announced later on the invoice (`shippingPrice` is 0 until then). */
  shippingLater: boolean;
  taxPrice: number;
  totalPrice: number;
  /** Per line, in the order of `orderItems`. */
  discounts: { product: ApiId | null; discount: number }[];
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
  cancelledAt: string | null;
  createdAt: string;
  /** Bank transfer: the variable symbol (the order number's digits). */
  variableSymbol: string;
  newsletter: boolean;
  /** The confirmation e-mail's delivery, for staff and for the customer's "resend" button. */
  confirmationEmail: { status: 'pending' | 'sent' | 'failed'; sentAt: string | null; attempts: number };
  /** When a card payment last failed. */
  paymentFailedAt: string | null;
  /** The parcel number staff gave when marking the order sent ('' when none); see order-notices.ts. */
  parcelNumber: string;
  /** How the parcel travels (issue 30); `trackingUrl` once a Packeta parcel has its number. */
  delivery: ApiDelivery;
  /** The discount code the order was priced with ('' none) and what it took off the items, in euros. */
  discountCode: string;
  discountPrice: number;
  /** The cash-on-delivery fee, in euros. */
  codFeePrice: number;
}

export interface ApiDelivery {
  method: DeliveryMethodId;
  /** What a person reads ('Packeta – výdajné miesto alebo Z-BOX'). */
  label: string;
  pickupPoint: PickupPoint | null;
  weightGrams: number;
  trackingUrl: string | null;
}

/** `GET /api/orders/:id/pay-by-square`: the PAY by square code of an unpaid domestic bank transfer (pay-by-square.ts). */
export interface PayBySquare {
  /** Without spaces, as banks take it. */
  iban: string;
  /** Euros. */
  amount: number;
  currency: 'EUR';
  /** The order number's digits. */
  variableSymbol: string;
  /** The account holder (the association). */
  beneficiary: string;
  /** What the payer's statement shows. */
  note: string;
  /** The string inside the QR code. */
  payload: string;
  /** A standalone `<svg viewBox=…>` of the code with its quiet zone (no width/height: the page sizes it). */
  svg: string;
}

/** One row of `GET /api/orders` (admin) and `GET /api/orders/myorders`. */
export interface ApiOrderSummary {
  _id: ApiId;
  orderNumber: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
}

/** A row of the admin's `GET /api/orders`: the summary plus who ordered and how they pay. */
export interface ApiAdminOrderSummary extends ApiOrderSummary {
  name: string;
  email: string;
  paymentMethod: PaymentMethod;
  /** How it travels and to which Packeta point (issue 30). */
  deliveryMethod: DeliveryMethodId;
  pickupPointName: string;
  /** The discount code it was priced with ('' none) and what it took off, in euros (issue 30). */
  discountCode: string;
  discountPrice: number;
  /** 'unpaid': cancelled by the scheduled job (unpaid-orders.ts). */
  cancelReason: '' | 'unpaid';
}
