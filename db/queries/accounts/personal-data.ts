import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import {
  accountThrottle,
  authTokens,
  contactMessages,
  discountCodeUses,
  favorites,
  newsletterDeliveries,
  newsletters,
  orderItems,
  orderNotices,
  orders,
  outbox,
  products,
  reviews,
  stockAlerts,
  users,
} from '../../schema';
import type { UserRow } from './users';

/**
 * A person's own data (issue 31): what the export reads, and the one batch that erases an account. Both find the
 * person's orders by the account and by its e-mail (lower-case, like `orders_email_idx`): a guest order placed
 * with the account's address is theirs too.
 */

/** An outbox copy sent to `email` or naming it in its subject or text. */
const mentions = (email: string) =>
  sql`(lower(${outbox.to}) = ${email} or instr(lower(${outbox.subject}), ${email}) > 0 or instr(lower(${outbox.text}), ${email}) > 0 or instr(lower(${outbox.html}), ${email}) > 0)`;

const ordersOf = (userId: number, email: string) => or(eq(orders.userId, userId), sql`lower(${orders.email}) = ${email}`);

export async function personalDataRows(db: Db, user: UserRow) {
  const email = user.email.toLowerCase();
  const [orderRows, reviewRows, favoriteRows, alertRows, messageRows] = await Promise.all([
    db.select().from(orders).where(ordersOf(user.id, email)).orderBy(asc(orders.id)),
    db
      .select({
        productName: products.name,
        rating: reviews.rating,
        comment: reviews.comment,
        isAcknowledged: reviews.isAcknowledged,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, user.id))
      .orderBy(asc(reviews.id)),
    db
      .select({ productName: products.name, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(eq(favorites.userId, user.id))
      .orderBy(asc(favorites.createdAt)),
    db
      .select({ productName: products.name, createdAt: stockAlerts.createdAt, notifiedAt: stockAlerts.notifiedAt })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(eq(stockAlerts.userId, user.id))
      .orderBy(asc(stockAlerts.id)),
    db
      .select({ name: contactMessages.name, message: contactMessages.message, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`)
      .orderBy(asc(contactMessages.id)),
  ]);
  const ids = orderRows.map((o) => o.id);
  const lines = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)) : [];
  return {
    user,
    orders: orderRows.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) })),
    reviews: reviewRows,
    favorites: favoriteRows,
    stockAlerts: alertRows,
    contactMessages: messageRows,
  };
}

/** Whether an admin other than `userId` exists (an admin restricted to the assistant's role does not count). */
export async function anotherAdminExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isAssistant, false), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export interface Erasure {
  userId: number;
  /** The account's e-mail, lower-case. */
  email: string;
  /** The account throttle's row keys of this e-mail and account (HMACs: the table cannot be searched by e-mail). */
  throttleKeys: string[];
  /** What a discount code's use gets in place of the e-mail. */
  codeUseMark: string;
  /** What a review gets in place of the name. */
  reviewName: string;
}

/**
 * Erases an account in ONE batch (libSQL runs it as one transaction: all or nothing). First the reviews' 'Overený
 * nákup' is frozen from the paid orders still linked, then everything is detached or deleted. Every statement says
 * what it does explicitly: the schema's ON DELETE rules hold only where the connection enforces foreign keys,
 * which the HTTP client cannot pin (see db/client-web.ts). Answers whether the account existed and the object-store keys
 * of the deleted mails' own attachments (kept invoices are referred to, never stored there).
 */
export async function eraseAccount(
  db: Db,
  e: Erasure,
): Promise<{ deleted: boolean; attachmentLists: string[]; renamedApprovedReviews: number }> {
  const theirOrders = db.select({ id: orders.id }).from(orders).where(ordersOf(e.userId, e.email));
  // What is found by the e-mail changes only while the account still has it: a second deletion of the same account
  // (two at once) must not take the first one's confirmation from the outbox, nor anything of a later owner.
  const alive = sql`exists (select 1 from ${users} where ${users.id} = ${e.userId} and lower(${users.email}) = ${e.email})`;
  const results = await db.batch([
    // 'Overený nákup' as R reads it (db/queries/engagement/reviews.ts): a paid, not cancelled order of the account with the title.
    db
      .update(reviews)
      .set({ verifiedPurchase: true })
      .where(
        and(
          eq(reviews.userId, e.userId),
          sql`exists (select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
            where ${orders.userId} = ${e.userId} and ${orders.isPaid} = 1 and ${orders.isCancelled} = 0
            and ${orderItems.productId} = ${reviews.productId})`,
        ),
      ),
    db
      .update(reviews)
      .set({ userId: null, name: e.reviewName })
      .where(eq(reviews.userId, e.userId))
      .returning({ approved: reviews.isAcknowledged }),
    db.delete(favorites).where(eq(favorites.userId, e.userId)),
    db.delete(stockAlerts).where(eq(stockAlerts.userId, e.userId)),
    db
      .delete(newsletterDeliveries)
      .where(and(alive, or(eq(newsletterDeliveries.userId, e.userId), sql`lower(${newsletterDeliveries.email}) = ${e.email}`))),
    db.update(newsletters).set({ createdBy: null }).where(eq(newsletters.createdBy, e.userId)),
    db.delete(authTokens).where(eq(authTokens.userId, e.userId)),
    db.delete(accountThrottle).where(and(alive, inArray(accountThrottle.key, e.throttleKeys.length ? e.throttleKeys : ['']))),
    db
      .update(discountCodeUses)
      .set({ email: e.codeUseMark })
      .where(and(alive, or(eq(discountCodeUses.email, e.email), inArray(discountCodeUses.orderId, theirOrders)))),
    // Mails the shop still owed about these orders would go to a person who asked to be forgotten.
    db.delete(orderNotices).where(and(alive, inArray(orderNotices.orderId, theirOrders), ne(orderNotices.status, 'sent'))),
    db
      .update(orders)
      .set({ userId: null, guestKeyHash: null })
      .where(and(alive, ordersOf(e.userId, e.email))),
    db.delete(contactMessages).where(and(alive, sql`lower(${contactMessages.email}) = ${e.email}`)),
    // Copies of mails to the person, and of the shop's own mails that name them (a contact message, a failed payment).
    db
      .delete(outbox)
      .where(and(alive, mentions(e.email)))
      .returning({ attachments: outbox.attachments }),
    db.delete(users).where(eq(users.id, e.userId)).returning({ id: users.id }),
  ]);
  const mails = results[results.length - 2] as { attachments: string }[];
  const gone = results[results.length - 1] as { id: number }[];
  const renamed = results[1] as { approved: boolean }[];
  return {
    deleted: gone.length > 0,
    attachmentLists: mails.map((m) => m.attachments),
    renamedApprovedReviews: renamed.filter((r) => r.approved).length,
  };
}

/**
 * After the deletion's confirmation went out: its copy in the outbox, now delivered, goes too (`delivery` 'sent'
 * or 'failed': a failed account mail is not retried). Copies of a shop without a mail provider ('outbox') stay:
 * there the copy is the only delivery, for staff to pass on.
 */
export async function deleteDeliveredMailsTo(db: Db, email: string): Promise<number> {
  const gone = await db
    .delete(outbox)
    .where(and(mentions(email), inArray(outbox.delivery, ['sent', 'failed'])))
    .returning({ id: outbox.id });
  return gone.length;
}
