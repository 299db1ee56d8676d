import { and, asc, desc, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { newsletterDeliveries as deliveries, newsletters, users } from '../../schema';

/**
 * The newsletters sent from the shop and their deliveries, one per reader (issue 20). The deliveries are worked
 * off by the background job (worker/services/newsletter/newsletter-sending.ts), which claims them with one conditional
 * UPDATE each run, so two runs (a timer and a kick after the admin's click, or two Workers isolates) never take
 * the same row. `sent_at` of a pending row is when its last attempt started (its claim): an attempt older than
 * the caller's `staleBefore` died with its process (or failed and waits for its retry), so its row may be taken
 * again. Once sent, `sent_at` is when it went.
 */

export type DeliveryRow = typeof deliveries.$inferSelect;

/** The readers a newsletter goes to: subscribed, not opted out, and with a confirmed address (double opt-in). */
const recipients = sql`${users.isSubscribed} = 1 AND ${users.isUnsubscribed} = 0 AND ${users.isRegistered} = 1`;

/** How many readers a newsletter sent now would go to (the admin's send dialog says it). */
export async function countRecipients(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(users).where(recipients);
  return Number(row.n);
}

/** The account behind a delivery if it still receives newsletters (re-read just before its mail), else undefined. */
export async function findRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), recipients));
  return row;
}

/**
 * Writes the newsletter and one pending delivery per reader who receives it now, in one batch (all or nothing);
 * a newsletter with nobody to send to is finished at once. The twin check is part of the same write: unless a
 * newsletter with this very subject and text was written since `twinsSince` (a second click on 'Odoslať', or two
 * requests at once), it answers the new id and the number of deliveries; otherwise it writes nothing and answers
 * undefined. Batches are write transactions, so of two identical calls at the same instant the second sees the first.
 */
export async function insertNewsletter(
  db: Db,
  n: { subject: string; text: string; createdBy: number; now: string; twinsSince: string },
): Promise<{ id: number; total: number } | undefined> {
  // Within the batch's write transaction nobody else inserts, so the newest id is the one just written (if any).
  const newest = sql`(SELECT max(id) FROM ${newsletters})`;
  const twin = sql`SELECT 1 FROM ${newsletters} WHERE subject = ${n.subject} AND text = ${n.text} AND created_at >= ${n.twinsSince}`;
  const [created, written] = await db.batch([
    // Raw SQL here and below: drizzle's insert … select wants every column of the table selected.
    db.run(sql`INSERT INTO ${newsletters} (subject, text, created_by, created_at)
      SELECT ${n.subject}, ${n.text}, ${n.createdBy}, ${n.now} WHERE NOT EXISTS (${twin}) RETURNING id`),
    // changes() is the row count of the statement before (the newsletter's INSERT) on this transaction's
    // connection: 0 when a twin stopped it, and then the newest newsletter is someone else's.
    db.run(sql`INSERT INTO ${deliveries} (newsletter_id, user_id, email)
      SELECT ${newest}, ${users.id}, ${users.email} FROM ${users} WHERE changes() = 1 AND ${recipients} ORDER BY ${users.id}`),
    // Only an unfinished one without deliveries: every other newsletter has deliveries or is finished already.
    db.run(sql`UPDATE ${newsletters} SET finished_at = ${n.now} WHERE id = ${newest} AND finished_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${deliveries} WHERE newsletter_id = ${newest})`),
  ]);
  const [row] = created.rows;
  return row === undefined ? undefined : { id: Number(row.id), total: written.rowsAffected };
}

const countOf = (status: DeliveryRow['status']) => sql<number>`coalesce(sum(${deliveries.status} = ${status}), 0)`;

/** The newest `limit` newsletters with their deliveries counted by state. */
export function listNewsletters(db: Db, limit: number) {
  return db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      finishedAt: newsletters.finishedAt,
      total: sql<number>`count(${deliveries.id})`,
      sent: countOf('sent'),
      failed: countOf('failed'),
      pending: countOf('pending'),
      skipped: countOf('skipped'),
    })
    .from(newsletters)
    .leftJoin(deliveries, eq(deliveries.newsletterId, newsletters.id))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.id))
    .limit(limit);
}

/**
 * Takes up to `limit` pending deliveries whose last attempt (if any) started before `staleBefore`, oldest first,
 * in ONE conditional update: each taken row counts an attempt and is stamped `now`, which keeps every other run
 * off it until it is stale. Answers the rows taken.
 */
export function claimDeliveries(db: Db, o: { limit: number; now: string; staleBefore: string }): Promise<DeliveryRow[]> {
  const claimable = and(eq(deliveries.status, 'pending'), or(isNull(deliveries.sentAt), lte(deliveries.sentAt, o.staleBefore)));
  const oldest = db.select({ id: deliveries.id }).from(deliveries).where(claimable).orderBy(asc(deliveries.id)).limit(o.limit);
  return db
    .update(deliveries)
    .set({ attempts: sql`${deliveries.attempts} + 1`, sentAt: o.now })
    .where(and(inArray(deliveries.id, oldest), claimable))
    .returning();
}

/** The subject and text of the newsletters of claimed deliveries. */
export function newslettersByIds(db: Db, ids: number[]) {
  return db
    .select({ id: newsletters.id, subject: newsletters.subject, text: newsletters.text })
    .from(newsletters)
    .where(inArray(newsletters.id, ids));
}

/** Settles a claimed delivery (only while it is still pending): sent to `email`, skipped, or failed for good. */
export async function settleDelivery(
  db: Db,
  id: number,
  outcome: { status: 'sent'; email: string; at: string } | { status: 'skipped' } | { status: 'failed' | 'pending'; error: string },
): Promise<void> {
  const set =
    outcome.status === 'sent'
      ? { status: outcome.status, email: outcome.email, sentAt: outcome.at, error: null }
      : outcome.status === 'skipped'
        ? { status: outcome.status }
        : { status: outcome.status, error: outcome.error.slice(0, 500) };
  await db
    .update(deliveries)
    .set(set)
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
}

/**
 * Marks finished every unfinished newsletter that has no pending delivery left: also one whose last delivery was
 * settled by a run that stopped before it could say so, so no newsletter stays 'sending' for ever.
 */
export async function finishNewsletters(db: Db, now: string): Promise<void> {
  const pending = db
    .select({ one: sql`1` })
    .from(deliveries)
    .where(and(eq(deliveries.newsletterId, newsletters.id), eq(deliveries.status, 'pending')));
  await db
    .update(newsletters)
    .set({ finishedAt: now })
    .where(and(isNull(newsletters.finishedAt), notExists(pending)));
}

/** Gives back claimed deliveries a run did not get to (still pending under its claim): the next run takes them, the try not counted. */
export async function releaseDeliveries(db: Db, ids: number[], claimedAt: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ sentAt: null, attempts: sql`${deliveries.attempts} - 1` })
    .where(and(inArray(deliveries.id, ids), eq(deliveries.status, 'pending'), eq(deliveries.sentAt, claimedAt)));
}
