import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { orderNotices, orders, shopSettings } from '../../schema';
import { cancelOrderReturningStock, type CancelResult } from './order-write';
import { recordNoticeWhen } from './order-notices';
import { refusedWith } from '../driver-errors';

/**
 * The statements of the unpaid-order life cycle (worker/services/orders/unpaid-orders.ts): the scheduled job's scan, the
 * reminder and the cancel of an order whose time ran out (each ONE batch with its notice, conditional on the order
 * still being as the scan saw it, so two runs at once remind and cancel once), the admin's extension and the
 * per-account limit. The rules (which method has which term) come from the caller: db/ knows no payment method.
 */

/** The term in days of each payment method that has one (cash on delivery has none). */
export type MethodTerms = readonly { method: string; days: number }[];

/** Which orders have a term: these methods, with their postage known (an order abroad from before issue 30 waits for it). */
export interface Termed {
  methods: readonly string[];
}
const termed = (t: Termed) => and(inArray(orders.paymentMethod, [...t.methods]), eq(orders.shippingLater, false));

/** Not paid, not cancelled, not sent: the order still holds its copies and waits for money. */
export const OPEN = sql`${orders.isPaid} = 0 AND ${orders.isCancelled} = 0 AND ${orders.isDelivered} = 0`;

/**
 * The due time in SQL: `pay_until`, stored when the order is placed (migration 0012 gave older orders theirs); else,
 * for a row written without one, `created_at` + the term of its method (ISO, as JavaScript writes it).
 */
function dueSql(terms: MethodTerms): SQL {
  const cases = terms.map((t) => sql`WHEN ${t.method} THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${orders.createdAt}, ${`+${t.days} days`})`);
  return sql`coalesce(${orders.payUntil}, CASE ${orders.paymentMethod} ${sql.join(cases, sql` `)} END)`;
}

export interface DueOrder {
  id: number;
  createdAt: string;
  payUntil: string | null;
  dueAt: string;
  action: 'remind' | 'cancel';
}

/**
 * Open orders of the methods with a term that need the job now, oldest first, at most `limit`: those not reminded
 * whose half time has come ('remind'), and those reminded whose due time has passed ('cancel'). An order is only
 * ever cancelled after its reminder (which fixes `pay_until`), so every customer is told before.
 */
export async function listDueOrders(db: Db, o: { now: string; terms: MethodTerms; limit: number }): Promise<DueOrder[]> {
  if (!o.terms.length) return [];
  const due = dueSql(o.terms);
  const halfPassed = sql`(julianday(${orders.createdAt}) + julianday(${due})) / 2 <= julianday(${o.now})`;
  const duePassed = sql`julianday(${orders.payUntil}) <= julianday(${o.now})`;
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      payUntil: orders.payUntil,
      dueAt: sql<string>`${due}`,
      cancel: sql<number>`${orders.remindedAt} IS NOT NULL`,
    })
    .from(orders)
    .where(
      and(
        OPEN,
        termed({ methods: o.terms.map((t) => t.method) }),
        sql`((${orders.remindedAt} IS NULL AND ${halfPassed}) OR (${orders.remindedAt} IS NOT NULL AND ${duePassed}))`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(o.limit);
  return rows.map(({ cancel, ...r }) => ({ ...r, action: cancel ? 'cancel' : 'remind' }));
}

/**
 * Records the reminder and its notice in ONE batch, only if the order is still open, not reminded, and its
 * `pay_until` is the one the scan saw (an admin's extension in between waits for the next run). Sets `pay_until`
 * to the due time the mail names: the same one on time; a later one when the job ran late, which is then a change
 * of the due time as an extension is (the invoice notes it). Answers the new notice's id, or null when another run
 * (or a payment) came first.
 */
export async function recordReminder(
  db: Db,
  o: { id: number; seenPayUntil: string | null; payUntil: string; at: string },
): Promise<number | null> {
  const unchanged = o.seenPayUntil === null ? sql`${orders.payUntil} IS NULL` : sql`${orders.payUntil} = ${o.seenPayUntil}`;
  const when = sql`${OPEN} AND ${orders.remindedAt} IS NULL AND ${unchanged}`;
  const [notice] = await db.batch([
    recordNoticeWhen(db, o.id, 'reminder', o.at, when),
    db
      .update(orders)
      .set({ remindedAt: o.at, payUntil: o.payUntil, ...changedFrom(o.payUntil, o.at) })
      .where(and(eq(orders.id, o.id), when)),
  ]);
  return notice[0]?.id ?? null;
}

/**
 * Cancels an order whose time ran out, the way staff cancel (order-write.ts: copies back to stock once, in the
 * same batch as the flag), with the 'expired' notice and `cancel_reason` 'unpaid', and only while it is still
 * open, reminded and past its `pay_until` at `at` (paid or extended meanwhile: nothing happens). Answers the
 * lines it returned to stock with the outcome.
 */
export async function cancelExpiredOrder(db: Db, id: number, at: string): Promise<CancelResult> {
  const when = sql`${OPEN} AND ${orders.remindedAt} IS NOT NULL AND julianday(${orders.payUntil}) <= julianday(${at})`;
  return cancelOrderReturningStock(db, id, at, { when, notice: 'expired', reason: 'unpaid' });
}

/**
 * The columns that note a move of the due time to `payUntil` at `at` (none when it stays): the due time the order
 * was placed with is kept from the first move on, the time of the last move is kept.
 */
function changedFrom(payUntil: string, at: string) {
  const moved = sql`${orders.payUntil} IS NOT NULL AND ${orders.payUntil} <> ${payUntil}`;
  return {
    dueChangedFrom: sql`CASE WHEN ${moved} THEN coalesce(${orders.dueChangedFrom}, ${orders.payUntil}) ELSE ${orders.dueChangedFrom} END`,
    dueChangedAt: sql`CASE WHEN ${moved} THEN ${at} ELSE ${orders.dueChangedAt} END`,
  };
}

/**
 * The admin's extension (`PUT /api/orders/:id/extend`), ONE batch: the new `pay_until` of an open order that has
 * a term, noted as a change (the invoice is issued again with it), and the 'extended' notice that mails the
 * customer the new date. An order extended before gets its notice again (pending, no attempts): each extension is
 * mailed. Answers the notice's id, or null when the order is not open or has no term (nothing is written then).
 */
export async function extendDue(db: Db, o: { id: number; payUntil: string; at: string; termed: Termed }): Promise<number | null> {
  const when = and(eq(orders.id, o.id), sql`${OPEN}`, termed(o.termed))!;
  const [notice] = await db.batch([
    // Raw SQL as recordNoticeWhen's, with the upsert that makes a second extension mail again: also freed from
    // a claim, since a send of the previous extension still running carries the old date (owed-mails.ts).
    db.all<{ id: number }>(sql`
      INSERT INTO ${orderNotices} (order_id, kind, created_at)
      SELECT ${orders.id}, 'extended', ${o.at} FROM ${orders} WHERE ${when}
      ON CONFLICT (order_id, kind) DO UPDATE SET status = 'pending', attempts = 0, error = NULL, sent_at = NULL, claimed_at = NULL, created_at = excluded.created_at
      RETURNING id`),
    db
      .update(orders)
      .set({ payUntil: o.payUntil, ...changedFrom(o.payUntil, o.at) })
      .where(when),
  ]);
  return notice[0]?.id ?? null;
}

/**
 * The card payment page's margin (worker/services/orders/unpaid-orders.ts keepOpenWhilePaying): sets `pay_until` of an
 * open order that has a term, minutes past the page's end so the job does not cancel while the customer pays; not
 * a change of the terms (no note, no mail). Answers false when the order is not open (paid, sent, cancelled) or
 * has no term (cash on delivery, a transfer from abroad).
 */
export async function setPayUntil(db: Db, o: { id: number; payUntil: string; termed: Termed }): Promise<boolean> {
  const done = await db
    .update(orders)
    .set({ payUntil: o.payUntil })
    .where(and(eq(orders.id, o.id), OPEN, termed(o.termed)))
    .returning({ id: orders.id });
  return done.length > 0;
}

/** Open unpaid orders of one account, of every payment method (unpaid cash on delivery holds copies too). */
export async function countOpenUnpaid(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), OPEN));
  return row.n;
}

/**
 * The per-account limit as the FIRST statement of the placement batch (order-write.ts), so two orders sent at
 * once cannot both pass a count made before: it inserts the terms row again, which exists, when the account
 * already has `max_open_unpaid` open orders; the primary key refuses that and the whole batch rolls back (no
 * order, no stock taken, no number used). SQLite has no RAISE outside triggers, and a new trigger needs a
 * migration; `isOverOpenLimit` recognises the refusal. Being a write, it also takes the write lock first.
 */
export function openLimitGuard(db: Db, userId: number) {
  return db.run(sql`
    INSERT INTO ${shopSettings} (id)
    SELECT 1 WHERE (SELECT count(*) FROM ${orders} WHERE ${orders.userId} = ${userId} AND ${OPEN})
      >= (SELECT max_open_unpaid FROM ${shopSettings} WHERE id = 1)`);
}

/** True when `err` is `openLimitGuard` refusing the batch, however the driver wrapped it. */
export function isOverOpenLimit(err: unknown): boolean {
  return refusedWith(err, 'shop_settings.id');
}
