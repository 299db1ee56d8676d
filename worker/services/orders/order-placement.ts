import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { republishIfSoldOut } from '../catalogue/stock-pages';
import { insertOrderTakingStock, productsForOrder, stockOf, type NewOrderRow, type ProductForOrder } from '~/db/queries/orders/order-write';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps, AuthUser } from '../../deps';
import {
  ORDER_MESSAGES,
  allowedPaymentMethods,
  isPaymentMethod,
  type ApiOrder,
  type CreateOrder,
  type PaymentMethod,
} from '../../domain/orders';
import type { DeliveryMethodId } from '../../domain/delivery';
import { checkedPoint, priceForDelivery } from '../delivery/order-delivery';
import { priceLines } from '../../domain/pricing';
import { codeLimitRefusal, codeUseStatements, resolveCode } from './discount-codes';
import { conflict, invalid } from '../../domain/errors';
import type { ShopTerms } from '../../domain/unpaid-orders';
import { sendSubscribedMail } from '../newsletter/newsletter';
import { queueOrderConfirmation } from './order-mail';
import { toApiOrder } from './order-view';
import { overOpenLimitRefusal, placementDueAt, placementGuards, refuseOverOpenLimit } from './unpaid-orders';

/**
 * `POST /api/orders/` (spec section 7): the server is the only authority on an order. Of the request only the
 * products, quantities, address, payment method and newsletter consent count; name and e-mail are the caller's
 * account (or a guest's, issue 30: guest-orders.ts), prices come from the database through `priceOrder`. Every
 * refusal happens before anything is written, or inside the one write batch that then rolls back whole; so does
 * the limit of open unpaid orders per account (unpaid-orders.ts) or per guest e-mail and address.
 */

/**
 * The year of an order number is the year in Bratislava, where the shop keeps its books: an order placed at
 * 00:30 on 1 January local time (23:30 UTC on 31 December) is the first of the new year.
 */
const bratislavaYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bratislava', year: 'numeric' });
function orderYear(now: Date): number {
  return Number(bratislavaYear.format(now));
}

/** A batch refused by the stock guard although the fresh stock fits (someone restocked): tried again this often. */
const MAX_ATTEMPTS = 3;

/** Who orders: an account (`userId`), or a guest without one (null; then `placeOrder` needs a GuestPlacement). */
export interface OrderBuyer {
  userId: number | null;
  name: string;
  email: string;
  isSubscribed?: boolean;
}

export const accountBuyer = (u: AuthUser): OrderBuyer => ({ userId: u.id, name: u.name, email: u.email, isSubscribed: u.isSubscribed });

/**
 * A guest's order (worker/services/orders/guest-orders.ts): the private link's key (its hash stored, the key itself only
 * mailed) and the caps that replace the account's limit, checked before pricing and inside the write batch.
 */
export interface GuestPlacement {
  key: string;
  keyHash: string;
  refuseOverLimit: () => Promise<ShopTerms>;
  guards: () => BatchItem<'sqlite'>[];
}

export async function placeOrder(deps: AppDeps, buyer: OrderBuyer, input: CreateOrder, guest?: GuestPlacement): Promise<ApiOrder> {
  const address = input.shippingAddress;
  const method = paymentMethodFor(input.paymentMethod, address.country, input.deliveryMethod);
  const accountId = buyer.userId;
  if (accountId === null && !guest) throw new Error('an order without an account is placed as a guest order');
  const limit = guest ?? { refuseOverLimit: () => refuseOverOpenLimit(deps, accountId!), guards: () => placementGuards(deps, accountId!) };
  const terms = await limit.refuseOverLimit();
  const lines = input.orderItems.map((l) => ({ productId: l.product, qty: l.qty }));
  if (new Set(lines.map((l) => l.productId)).size !== lines.length) throw invalid(ORDER_MESSAGES.duplicateLine);

  const found = new Map(
    (
      await productsForOrder(
        deps.db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const unknown = lines.find((l) => !found.has(l.productId));
  if (unknown) throw invalid(ORDER_MESSAGES.unknownProduct(unknown.productId));
  throwIfShort(lines, found, (id) => found.get(id)!.countInStock);

  // The discount code (issue 30) is checked for these items and this buyer before anything is written; its use is
  // written in the order's batch, where the database refuses it at the code's limit.
  const code = await resolveCode(deps, input.discountCode, { itemsCents: priceLines(lines, found).itemsCents, email: buyer.email });
  // Postage by the delivery method's bands for this parcel (issue 30), refused when the method does not serve the
  // country; a Packeta point is checked with Packeta itself.
  const priced = await priceForDelivery(deps, {
    lines,
    products: found,
    country: address.country,
    method: input.deliveryMethod,
    paymentMethod: method,
    code: code?.terms ?? null,
  });
  const point = await checkedPoint(deps, input.deliveryMethod, address.country, input.pickupPoint);
  const now = deps.now();
  const order: NewOrderRow = {
    userId: buyer.userId,
    name: buyer.name,
    email: buyer.email,
    guestKeyHash: guest?.keyHash ?? null,
    shipName: address.name,
    shipAddress: address.address,
    shipCity: address.city,
    shipPostalCode: address.postalCode,
    shipCountry: address.country,
    phone: address.phone,
    note: address.note,
    billingName: address.billingName,
    billingAddress: address.billingAddress,
    billingCity: address.billingCity,
    billingPostalCode: address.billingPostalCode,
    billingCountry: address.billingCountry,
    billingIco: address.billingICO,
    billingDic: address.billingDIC,
    paymentMethod: method,
    itemsCents: priced.itemsCents,
    shippingCents: priced.shippingCents,
    codFeeCents: priced.codFeeCents,
    discountCents: priced.discountCents,
    discountCode: code?.code ?? '',
    deliveryMethod: input.deliveryMethod,
    pickupPointId: point?.id ?? '',
    pickupPointName: point?.name ?? '',
    pickupPointAddress: point?.address ?? '',
    weightGrams: priced.weightGrams,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    newsletterConsent: input.newsletter,
    createdAt: now.toISOString(),
    // The order keeps the term in force now (issue 29): its page, mails, invoice and the scheduled job read this.
    payUntil: placementDueAt({ paymentMethod: method, createdAt: now.toISOString() }, terms),
  };
  const orderLines = priced.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    image: l.image,
    qty: l.qty,
    unitPriceCents: l.unitCents,
    listPriceCents: l.listCents,
    discount: l.discount,
  }));

  let orderId: number;
  for (let attempt = 1; ; attempt++) {
    const result = await insertOrderTakingStock(deps.db, {
      year: orderYear(now),
      order,
      lines: orderLines,
      subscribeUserId: input.newsletter && accountId !== null ? accountId : undefined,
      // The per-account limit once more, inside the batch: another order of this account may have been placed
      // since the check above.
      guards: limit.guards(),
      after: codeUseStatements(deps, code, buyer.email),
    }).catch(async (err: unknown) => {
      throw codeLimitRefusal(err) ?? (await overOpenLimitRefusal(deps, err)) ?? err;
    });
    if (result.placed) {
      orderId = result.orderId;
      break;
    }
    // The stock guard refused: somebody bought the copies since we looked. Say which title ran short.
    const stock = await stockOf(
      deps.db,
      lines.map((l) => l.productId),
    );
    throwIfShort(lines, found, (id) => stock.get(id) ?? 0);
    // Everything fits again (a restock in between): try again, a bounded number of times.
    if (attempt >= MAX_ATTEMPTS)
      throw conflict(ORDER_MESSAGES.overStock(found.get(lines[0].productId)!.name, stock.get(lines[0].productId) ?? 0));
  }

  // The order is committed: from here on nothing may turn the answer into an error. The e-mail (with its PDF)
  // goes after the answer, through the bounded mail queue; its outcome is recorded on the order and the
  // scheduled job retries a failure.
  deps.waitUntil(queueOrderConfirmation(deps, orderId, guest?.key));
  // A title whose last copy this order took must say 'Vypredané' on its page: read after the answer has gone.
  deps.waitUntil(
    republishIfSoldOut(
      deps,
      lines.map((l) => l.productId),
    ),
  );
  // The consent subscribed an account that was not subscribed: it gets the confirmation with the unsubscribe link.
  if (input.newsletter && accountId !== null && !buyer.isSubscribed)
    await sendSubscribedMail(deps, { id: accountId, name: buyer.name, email: buyer.email });
  const placed = await getOrderWithItems(deps.db, orderId);
  if (!placed) throw new Error(`order ${orderId} vanished right after it was placed`);
  return toApiOrder(placed);
}

/**
 * The stored payment method, if it exists and may be used for this country and delivery (abroad only a bank
 * transfer; personal pickup in cash or by transfer).
 */
function paymentMethodFor(input: string, country: string, delivery: DeliveryMethodId): PaymentMethod {
  const method = input.trim();
  if (!isPaymentMethod(method)) throw invalid(ORDER_MESSAGES.unknownPaymentMethod);
  if (allowedPaymentMethods(country, delivery).includes(method)) return method;
  throw invalid(
    allowedPaymentMethods(country).includes(method) ? ORDER_MESSAGES.paymentNotAllowedForPickup : ORDER_MESSAGES.paymentNotAllowedAbroad,
  );
}

function throwIfShort(
  lines: readonly { productId: number; qty: number }[],
  products: ReadonlyMap<number, ProductForOrder>,
  left: (id: number) => number,
) {
  const short = lines.find((l) => l.qty > left(l.productId));
  if (short) throw conflict(ORDER_MESSAGES.overStock(products.get(short.productId)!.name, Math.max(0, left(short.productId))));
}
