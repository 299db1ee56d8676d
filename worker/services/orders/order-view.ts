import { getOrderWithItems, type OrderWithItems } from '~/db/queries/orders/order-read';
import type { AppDeps, AuthUser } from '../../deps';
import { apiId, apiIdOrNull } from '../../domain/api-id';
import { centsToEuros } from '../../domain/money';
import { ORDER_MESSAGES, variableSymbol, type ApiOrder, type PaymentMethod } from '../../domain/orders';
import { DELIVERY_METHOD_TEXT, isDeliveryMethod } from '../../domain/delivery';
import { packetaTrackingUrl } from '../../domain/packeta';
import { staffRole } from '../../domain/roles';
import { DEFAULT_TERMS, dueAt, shownDueAt } from '../../domain/unpaid-orders';
import { forbidden, notFound } from '../../domain/errors';
import { isKeyHolder, orderForKey, type OrderCaller } from './guest-access';

/** A stored order in the spec's Order shape (money in euros, prices as captured at order time). */
export function toApiOrder({ order: o, items, terms }: OrderWithItems): ApiOrder {
  // The stored due time; the shop's term only for a row written without one (none placed since migration 0012).
  const due = dueAt(o, terms ?? DEFAULT_TERMS);
  const orderItems = items.map((i) => ({
    product: apiIdOrNull(i.productId),
    name: i.name,
    qty: i.qty,
    image: i.image,
    price: centsToEuros(i.unitPriceCents),
    listPrice: centsToEuros(i.listPriceCents),
    discount: i.discount,
  }));
  return {
    _id: apiId(o.id),
    orderNumber: o.orderNumber,
    user: { _id: apiIdOrNull(o.userId), name: o.name, email: o.email },
    name: o.name,
    email: o.email,
    orderItems,
    shippingAddress: {
      name: o.shipName,
      address: o.shipAddress,
      city: o.shipCity,
      postalCode: o.shipPostalCode,
      country: o.shipCountry,
      phone: o.phone,
      note: o.note,
      billingName: o.billingName,
      billingAddress: o.billingAddress,
      billingCity: o.billingCity,
      billingPostalCode: o.billingPostalCode,
      billingCountry: o.billingCountry,
      billingICO: o.billingIco,
      billingDIC: o.billingDic,
    },
    paymentMethod: o.paymentMethod as PaymentMethod,
    itemsPrice: centsToEuros(o.itemsCents),
    shippingPrice: centsToEuros(o.shippingCents),
    shippingLater: o.shippingLater,
    taxPrice: centsToEuros(o.taxCents),
    totalPrice: centsToEuros(o.totalCents),
    discounts: orderItems.map((i) => ({ product: i.product, discount: i.discount })),
    isPaid: o.isPaid,
    paidAt: o.paidAt,
    isDelivered: o.isDelivered,
    deliveredAt: o.deliveredAt,
    isCancelled: o.isCancelled,
    cancelledAt: o.cancelledAt,
    createdAt: o.createdAt,
    variableSymbol: variableSymbol(o.orderNumber),
    newsletter: o.newsletterConsent,
    confirmationEmail: { status: o.mailStatus, sentAt: o.mailSentAt, attempts: o.mailAttempts },
    paymentFailedAt: o.paymentFailedAt,
    parcelNumber: o.parcelNumber,
    delivery: apiDelivery(o),
    discountCode: o.discountCode,
    discountPrice: centsToEuros(o.discountCents),
    codFeePrice: centsToEuros(o.codFeeCents),
    payUntil: shownDueAt(o, terms ?? DEFAULT_TERMS),
    remindedAt: o.remindedAt,
    cancelReason: o.cancelReason === 'unpaid' ? 'unpaid' : '',
    dueDate: due,
    dueDateChange: due && o.dueChangedFrom && o.dueChangedAt ? { from: o.dueChangedFrom, at: o.dueChangedAt } : null,
  };
}

/** How the order travels (issue 30): the method, the Packeta point and, once Packeta carries it, its tracking page. */
function apiDelivery(o: OrderWithItems['order']): ApiOrder['delivery'] {
  const method = isDeliveryMethod(o.deliveryMethod) ? o.deliveryMethod : 'post';
  const packeta = method === 'packeta-point' || method === 'packeta-home';
  return {
    method,
    label: DELIVERY_METHOD_TEXT[method].label,
    pickupPoint: o.pickupPointId ? { id: o.pickupPointId, name: o.pickupPointName, address: o.pickupPointAddress } : null,
    weightGrams: o.weightGrams,
    trackingUrl: packeta && o.parcelNumber ? packetaTrackingUrl(o.parcelNumber) : null,
  };
}

/** Admins (not restricted to the assistant's role) act on every order; the same rule as requireAdmin. */
function isShopAdmin(u: AuthUser): boolean {
  return staffRole(u) === 'admin';
}

export const ORDER_OWNER_ONLY = 'Prístup majú len majiteľ objednávky a administrátori.';

/**
 * The order `id` if the caller may see it: its owner or an admin. Unknown: 404; someone else's: 403.
 * Every order endpoint with an `:id` goes through here (or `ownOrder` for owner-only actions).
 */
export async function orderForCaller(deps: AppDeps, caller: OrderCaller, id: number): Promise<OrderWithItems> {
  if (isKeyHolder(caller)) return orderForKey(deps, caller, id);
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  if (found.order.userId !== caller.id && !isShopAdmin(caller)) throw forbidden(ORDER_OWNER_ONLY);
  return found;
}

export const ORDER_OWNER_ONLY_STRICT = 'Prístup má len majiteľ objednávky.';

/** The caller's own order (card payment steps: nobody else, not even an admin, pays it). */
export async function ownOrder(deps: AppDeps, caller: OrderCaller, id: number): Promise<OrderWithItems> {
  if (isKeyHolder(caller)) return orderForKey(deps, caller, id);
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  if (found.order.userId !== caller.id) throw forbidden(ORDER_OWNER_ONLY_STRICT);
  return found;
}
