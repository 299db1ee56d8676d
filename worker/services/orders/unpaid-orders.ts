import { getOrderWithItems, type OrderWithItems } from '~/db/queries/orders/order-read';
import type { ReturnedLine } from '~/db/queries/orders/order-write';
import { readShopTerms, writeShopTerms } from '~/db/queries/orders/shop-settings';
import {
  cancelExpiredOrder,
  countOpenUnpaid,
  isOverOpenLimit,
  listDueOrders,
  openLimitGuard,
  recordReminder,
  extendDue,
  setPayUntil,
  type MethodTerms,
} from '~/db/queries/orders/unpaid-orders';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../domain/errors';
import { ORDER_MESSAGES, type ApiOrder } from '../../domain/orders';
import { CARD_SESSION_GRACE_MINUTES } from '../../domain/payments';
import { siteFacts } from '../../domain/site-facts';
import {
  DEFAULT_TERMS,
  UNPAID_MESSAGES,
  dueAfterReminder,
  dueAt,
  extendedDueAt,
  isOpenUnpaid,
  TERM_OF_METHOD,
  type ExtendOrder,
  type ShopTerms,
} from '../../domain/unpaid-orders';
import { deliverOrderNotice } from './order-notices';
import { mailBackInStock } from '../stock-alerts/stock-alerts';
import { republishIfBackInStock } from '../catalogue/stock-pages';
import { toApiOrder } from './order-view';

/**
 * The life cycle of an unpaid order (issue 19; rules in worker/domain/unpaid-orders.ts): the scheduled job reminds
 * an open order at half its term and cancels it, its copies back in stock, once the term ran out; the admin sets
 * the terms and extends one order; placing an order is refused over the per-account limit. Every write is one
 * conditional batch (db/queries/orders/unpaid-orders.ts), so two runs at once (two isolates) remind, cancel, return stock
 * and mail once; the mails are order notices, retried by the same job when they fail.
 */

/** `GET /api/shop-settings`: the terms (the migration's defaults if the row went missing). */
export async function readTerms(deps: AppDeps): Promise<ShopTerms> {
  return (await readShopTerms(deps.db)) ?? DEFAULT_TERMS;
}

/**
 * `PUT /api/shop-settings` (admins; the route validated the bounds). The days to pay count for orders placed from
 * now on: an order keeps the due time it was placed with (issue 29), its invoice too; the limit counts at once.
 */
export async function setTerms(deps: AppDeps, terms: ShopTerms): Promise<ShopTerms & { message: string }> {
  return { ...(await writeShopTerms(deps.db, terms)), message: UNPAID_MESSAGES.saved };
}

/** Which orders have a term: card and bank transfer (TERM_OF_METHOD) to Slovakia; a transfer from abroad waits for the postage. */
const TERMED = { methods: Object.keys(TERM_OF_METHOD) };

/** Each method's term in days. */
function methodTerms(terms: ShopTerms): MethodTerms {
  return Object.entries(TERM_OF_METHOD).map(([method, key]) => ({ method, days: terms[key] }));
}

export interface UnpaidRun {
  reminded: number;
  cancelled: number;
}

/**
 * One run of the scheduled job: at most `limit` orders, oldest first. A reminder is recorded and then mailed; a
 * cancel returns the stock and is then mailed (a mail that fails stays on its notice for the retries). An order
 * another run took meanwhile, or that was paid or extended, is left as it is. Never throws.
 */
export async function runUnpaidOrders(deps: AppDeps, o: { limit: number }): Promise<UnpaidRun> {
  const result: UnpaidRun = { reminded: 0, cancelled: 0 };
  try {
    const terms = await readTerms(deps);
    const now = deps.now();
    const at = now.toISOString();
    const due = await listDueOrders(deps.db, { now: at, terms: methodTerms(terms), limit: o.limit });
    for (const order of due) {
      try {
        let noticeId: number | null;
        let returned: ReturnedLine[] = [];
        let cancelled = false;
        if (order.action === 'remind') {
          const payUntil = dueAfterReminder(order.dueAt, order.createdAt, now);
          noticeId = await recordReminder(deps.db, { id: order.id, seenPayUntil: order.payUntil, payUntil, at });
          if (noticeId !== null) result.reminded += 1;
        } else {
          const done = await cancelExpiredOrder(deps.db, order.id, at);
          noticeId = done.noticeId;
          cancelled = done.outcome === 'done';
          returned = done.returned;
          if (cancelled) result.cancelled += 1;
        }
        // The customer's mail first: what follows only tells others.
        if (noticeId !== null) await deliverOrderNotice(deps, noticeId);
        if (cancelled) {
          // The copies are back, as after the staff's cancel: readers waiting for a sold-out title are told, and
          // its page stops saying 'Vypredané'.
          mailBackInStock(
            deps,
            returned.flatMap((l) => (l.productId === null ? [] : [l.productId])),
          );
          await republishIfBackInStock(deps, returned);
        }
      } catch (err) {
        deps.log('error', 'unpaid order: reminder or cancel failed', { orderId: order.id, action: order.action, error: String(err) });
      }
    }
  } catch (err) {
    deps.log('error', 'unpaid orders failed', { error: String(err) });
  }
  return result;
}

/**
 * `PUT /api/orders/:id/extend` (admins): the due time moves `days` later (from now if it passed), noted on the
 * order so its invoice is issued again under the same number with a note of the change, and the customer is
 * mailed the new date (the 'extended' notice, after the answer, retried like every notice). The reminder is not
 * sent again: one per order.
 */
export async function extendOrder(deps: AppDeps, id: number, body: ExtendOrder): Promise<ApiOrder> {
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const due = toApiOrder(found).payUntil;
  if (!isOpenUnpaid(found.order) || due === null) throw conflict(UNPAID_MESSAGES.notExtendable);
  const at = deps.now();
  const payUntil = extendedDueAt(due, at, body.days);
  // Paid, sent or cancelled (by staff or the job) since it was read: the order has no term to extend any more.
  const noticeId = await extendDue(deps.db, { id, payUntil, at: at.toISOString(), termed: TERMED });
  if (noticeId === null) throw conflict(UNPAID_MESSAGES.notExtendable);
  deps.waitUntil(deliverOrderNotice(deps, noticeId));
  const now = await getOrderWithItems(deps.db, id);
  if (!now) throw notFound(ORDER_MESSAGES.notFound);
  return toApiOrder(now);
}

/**
 * A card payment page opens until `pageEnds` (worker/domain/payments.ts CARD_SESSION_MINUTES): the order's due time
 * moves to at least a margin past it, so the scheduled job cannot cancel the order while the customer pays. Takes
 * the order the caller has just read (one read per request); the write is conditional on the order still being
 * open, so a cancel or payment after that read answers false: there is nothing to pay.
 */
export async function keepOpenWhilePaying(deps: AppDeps, found: OrderWithItems, pageEnds: Date): Promise<boolean> {
  if (!isOpenUnpaid(found.order)) return false;
  const due = toApiOrder(found).payUntil;
  const needed = new Date(pageEnds.getTime() + CARD_SESSION_GRACE_MINUTES * 60_000).toISOString();
  // No term (cash on delivery never gets here), or already later than needed: nothing to move.
  if (due === null || due >= needed) return true;
  return setPayUntil(deps.db, { id: found.order.id, payUntil: needed, termed: TERMED });
}

/**
 * The per-account limit of `POST /api/orders`, counted over every payment method: an unpaid cash-on-delivery
 * order holds its copies too. Checked before the order is priced (the clear refusal) and again inside the
 * placement batch (`placementGuards`), where two orders sent at once cannot both pass. Answers the terms read, of
 * which the new order takes its due time (`placementDueAt`).
 */
export async function refuseOverOpenLimit(deps: AppDeps, userId: number): Promise<ShopTerms> {
  const terms = await readTerms(deps);
  if ((await countOpenUnpaid(deps.db, userId)) >= terms.maxOpenUnpaid) throw tooManyOpen(terms.maxOpenUnpaid);
  return terms;
}

/** The statements the placement batch runs first (order-write.ts `guards`). */
export function placementGuards(deps: AppDeps, userId: number) {
  return [openLimitGuard(deps.db, userId)];
}

/** The refusal when the placement batch's guard failed; undefined for any other error. */
export async function overOpenLimitRefusal(deps: AppDeps, err: unknown): Promise<Error | undefined> {
  if (!isOverOpenLimit(err)) return undefined;
  return tooManyOpen((await readTerms(deps)).maxOpenUnpaid);
}

const tooManyOpen = (max: number) => conflict(UNPAID_MESSAGES.tooManyOpen(max, siteFacts.organization.shopEmail));

/**
 * The due time a new order is placed with (stored on it: `pay_until`): its creation plus the shop's term for its
 * payment method now; null without a term (cash on delivery, a transfer from abroad). Later changes of the term
 * leave it as it is.
 */
export function placementDueAt(o: { paymentMethod: string; createdAt: string }, terms: ShopTerms): string | null {
  return dueAt({ ...o, shippingLater: false, payUntil: null }, terms);
}
