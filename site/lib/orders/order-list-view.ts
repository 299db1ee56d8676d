/**
 * Pure rules of `/admin/orderlist` (no DOM, no storage): the state filters and their `?stav=` words, what each
 * cell of an order row says, which quick actions a row offers, and the texts around them.
 */
import { DELIVERY_METHOD_TEXT, isDeliveryMethod } from '~/worker/domain/delivery';
import { formatEuros } from '~/worker/domain/money';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_TEXT,
  PAYMENT_METHOD_TEXT,
  isPaymentMethod,
  type ApiAdminOrderSummary,
  type OrderStatusFilter,
} from '~/worker/domain/orders';
import { formatDate } from '~/site/lib/format';
import { ORDERLIST_PATH, orderHref as orderPageHref } from '~/site/lib/paths';

/** One row of `GET /api/orders` (admin): the summary plus who ordered and how they pay. */
export type AdminOrderRow = ApiAdminOrderSummary;

export interface OrderFilter {
  /** The word in the page's address (`?stav=`); '' = every order. */
  slug: string;
  label: string;
  status: OrderStatusFilter | null;
}

export const ORDER_FILTERS: readonly OrderFilter[] = [
  { slug: '', label: 'Všetky', status: null },
  { slug: 'nezaplatene', label: ORDER_STATUS_TEXT.unpaid, status: 'unpaid' },
  { slug: 'zaplatene', label: ORDER_STATUS_TEXT.paid, status: 'paid' },
  { slug: 'odoslane', label: ORDER_STATUS_TEXT.delivered, status: 'sent' },
  { slug: 'zrusene', label: 'Zrušené', status: 'cancelled' },
];

/** `?stav=zaplatene` → the 'Zaplatené' filter; missing or unknown words → 'Všetky'. */
export function filterFromSearch(search: string): OrderFilter {
  const raw = (new URLSearchParams(search).get('stav') ?? '').trim().toLowerCase();
  return ORDER_FILTERS.find((f) => f.slug === raw) ?? ORDER_FILTERS[0];
}

export function filterHref(f: OrderFilter): string {
  return f.slug ? `${ORDERLIST_PATH}?stav=${f.slug}` : ORDERLIST_PATH;
}

/** The order page (its own admin buttons, items, addresses). */
export function orderHref(o: Pick<AdminOrderRow, '_id'>): string {
  return orderPageHref(o._id);
}

/** The stored method as people read it ('Stripe' → 'Kartou (Stripe)'); unknown values as they are. */
export function paymentLabel(method: string): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_TEXT[method].invoice : method || '—';
}

/**
 * How the order travels, short, with the Packeta point's name (issue 30): 'Packeta, výdajné miesto: Z-BOX Žilina'.
 * '' for the post (the spec's one way, and an older order's): a row without the line went by post, and the list
 * keeps two lines a row, 8 orders on a laptop's screen.
 */
export function deliveryLabel(o: { deliveryMethod?: string; pickupPointName?: string }): string {
  if (!isDeliveryMethod(o.deliveryMethod) || o.deliveryMethod === 'post') return '';
  const method = DELIVERY_METHOD_TEXT[o.deliveryMethod].short;
  return o.pickupPointName ? `${method}: ${o.pickupPointName}` : method;
}

/** A flag cell: the date it happened, or null for the red ✗ 'Nie'. */
export function flagDate(done: boolean, at: string | null): string | null {
  if (!done) return null;
  return formatDate(at) || 'Áno';
}

/** One badge of the Stav column: done (green, with its date), still to do (red, `notYet`: marked ✗) or cancelled (red). */
export type StateFlag = { label: string; kind: 'ok' | 'pending'; notYet?: true };

/**
 * The Stav column, one compact cell instead of three columns: a cancelled order only says so ('Zrušená!', or
 * 'Zrušená: nezaplatená' when the scheduled job cancelled it: worker/services/orders/unpaid-orders.ts); any other shows
 * its payment and its sending, each with the date it happened or ✗ not yet.
 */
export function stateFlags(
  o: Pick<AdminOrderRow, 'isCancelled' | 'isPaid' | 'isDelivered' | 'paidAt' | 'deliveredAt'> & { cancelReason?: string },
): StateFlag[] {
  if (o.isCancelled)
    return [{ label: o.cancelReason === 'unpaid' ? 'Zrušená: nezaplatená' : ORDER_STATUS_TEXT.cancelled, kind: 'pending' }];
  const flag = (done: boolean, at: string | null, yes: string, no: string): StateFlag =>
    done ? { label: `${yes} ${formatDate(at)}`.trim(), kind: 'ok' } : { label: no, kind: 'pending', notYet: true };
  return [
    flag(o.isPaid, o.paidAt, ORDER_STATUS_TEXT.paid, ORDER_STATUS_TEXT.unpaid),
    flag(o.isDelivered, o.deliveredAt, ORDER_STATUS_TEXT.delivered, ORDER_STATUS_TEXT.notDelivered),
  ];
}

export type OrderAction = 'paid' | 'deliver' | 'cancell';

/**
 * The quick actions a row offers: nothing changes a cancelled order; each flag only once; a sent order cannot be
 * cancelled (the parcel is on its way; the server refuses it too).
 */
export function rowActions(o: Pick<AdminOrderRow, 'isCancelled' | 'isPaid' | 'isDelivered'>): OrderAction[] {
  if (o.isCancelled) return [];
  const out: OrderAction[] = [];
  if (!o.isPaid) out.push('paid');
  if (!o.isDelivered) out.push('deliver', 'cancell');
  return out;
}

export const ACTION_LABEL: Record<OrderAction, string> = {
  paid: ORDER_STATUS_TEXT.paid,
  deliver: ORDER_STATUS_TEXT.delivered,
  cancell: 'Zrušiť',
};

/** The green line after an action succeeded (the server answers the updated order, not a message). */
export function actionSuccess(action: OrderAction, orderNumber: string): string {
  const text = { paid: ORDER_MESSAGES.paid, deliver: ORDER_MESSAGES.delivered, cancell: ORDER_MESSAGES.cancelled }[action];
  return `${orderNumber}: ${text}`;
}

/**
 * The confirmations of the actions that mail the customer and cannot be undone: each says which mail goes out.
 * Shared with the order page (site/features/order/OrderPage.tsx). 'Odoslané' asks in its own dialog
 * (SendOrderDialog.tsx), for the parcel number too.
 */
export function paidQuestion(orderNumber: string): string {
  return `Označiť objednávku ${orderNumber} ako zaplatenú? Zákazníkovi pošleme e-mail, že sme platbu prijali.`;
}

export const PAID_CONFIRM = 'Označiť ako zaplatené';
export const CANCEL_CONFIRM = 'Zrušiť objednávku';
const REFUND_NOTE = 'Objednávka je zaplatená: peniaze treba zákazníkovi vrátiť.';

/** A paid order's cancellation says the money goes back: the shop's mail alone does not return it. */
export function cancelQuestion(o: { orderNumber: string; isPaid: boolean }): string {
  const q = `Zrušiť objednávku ${o.orderNumber}? Tovar sa vráti na sklad a zákazníkovi pošleme e-mail o zrušení objednávky.`;
  return o.isPaid ? `${q} ${REFUND_NOTE}` : q;
}

export function money(o: Pick<AdminOrderRow, 'totalPrice'>): string {
  return formatEuros(o.totalPrice);
}

/** 'Kód ADVENT −5,40 €' for an order priced with a discount code (issue 30); '' without one. */
export function codeLabel(o: { discountCode?: string; discountPrice?: number }): string {
  return o.discountCode ? `Kód ${o.discountCode} −${formatEuros(o.discountPrice ?? 0)}` : '';
}

/** '1 objednávka', '3 objednávky', '12 objednávok'. */
export function orderCount(n: number): string {
  if (n === 1) return '1 objednávka';
  if (n >= 2 && n <= 4) return `${n} objednávky`;
  return `${n} objednávok`;
}
