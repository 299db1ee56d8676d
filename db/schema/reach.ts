import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';
import { products } from './catalog';

/** A newsletter written and sent from the shop (issue 20): what the readers got, and when. */
export const newsletters = sqliteTable('newsletters', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The admin who sent it (kept when the account is gone). */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  /** When the last delivery was settled (sent or given up): null while sending. */
  finishedAt: text('finished_at'),
});

/**
 * One row per newsletter and reader, written when the newsletter is sent (the subscribers of that moment), then
 * worked off by the background job at a bounded rate and retried like the confirmations. A reader who
 * unsubscribes meanwhile is skipped ('skipped'), never mailed.
 */
export const newsletterDeliveries = sqliteTable(
  'newsletter_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: text('sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_reader_idx').on(t.newsletterId, t.userId),
    index('newsletter_deliveries_status_idx').on(t.status, t.newsletterId),
  ],
);

/**
 * "Notify me when it is back" (issue 20): a signed-in reader waits for a sold-out product; `notifiedAt` is set when
 * the one mail went out after staff raised the stock from 0, so raising it again mails nobody twice.
 */
export const stockAlerts = sqliteTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    notifiedAt: text('notified_at'),
  },
  (t) => [uniqueIndex('stock_alerts_product_user_idx').on(t.productId, t.userId), index('stock_alerts_user_idx').on(t.userId)],
);
