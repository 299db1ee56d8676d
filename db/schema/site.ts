import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The visit counter: one row with id 1. */
export const counter = sqliteTable('counter', {
  id: integer('id').primaryKey(),
  visitorsCount: integer('visitors_count').notNull().default(0),
});

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/** Every e-mail the shop sends, stored (the local outbox) whatever adapter delivered it. */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull().default(''),
  /** JSON array of { filename, contentType, key } pointing into the object store. */
  attachments: text('attachments').notNull().default('[]'),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  /**
   * What became of the mail (worker/domain/outbox.ts `MailDelivery`): 'outbox' stored only, never sent (no mail
   * provider); 'sending' handed to the provider; 'sent' accepted by it; 'failed' refused (a retry is a new row).
   * Null for mails stored before this was recorded: nobody knows.
   */
  delivery: text('delivery'),
});

/**
 * The state of the site's republishing (worker/domain/publishing.ts), one row (id 1), so that every admin, Node
 * process and Workers isolate reads the same. `hookSentAt` and `pending` coalesce deploy-hook calls across
 * isolates: an edit within the gap after the last call waits for the scheduled job.
 */
export const publishState = sqliteTable('publish_state', {
  id: integer('id').primaryKey(),
  phase: text('phase').notNull().default('idle'),
  mode: text('mode').notNull().default('none'),
  reason: text('reason').notNull().default(''),
  requestedAt: text('requested_at'),
  startedAt: text('started_at'),
  finishedAt: text('finished_at'),
  logTail: text('log_tail').notNull().default(''),
  progressDone: integer('progress_done'),
  progressTotal: integer('progress_total'),
  hookSentAt: text('hook_sent_at'),
  pending: integer('pending', { mode: 'boolean' }).notNull().default(false),
  /** What the last finished publish was: 'full' (the whole site built) or 'changed' (the changed pages only). */
  buildKind: text('build_kind'),
  /** Files that publish wrote or removed (a full build: every page). */
  pagesWritten: integer('pages_written'),
  updatedAt: text('updated_at'),
});

/**
 * Terms the admin sets, one row (id 1): days an order may stay unpaid by bank transfer and by card before the
 * scheduled job cancels it, and how many open unpaid orders one account may have.
 */
export const shopSettings = sqliteTable('shop_settings', {
  id: integer('id').primaryKey(),
  transferPayDays: integer('transfer_pay_days').notNull().default(14),
  cardPayDays: integer('card_pay_days').notNull().default(3),
  maxOpenUnpaid: integer('max_open_unpaid').notNull().default(3),
  /**
   * Issue 30: the delivery methods staff set (worker/domain/delivery.ts `deliverySettingsSchema`, JSON): per
   * method whether it is offered, its countries with weight bands, free-postage thresholds, and the COD fee.
   * '' = the defaults in worker/domain/delivery.ts.
   */
  delivery: text('delivery').notNull().default(''),
});

/**
 * The publish reports already taken (worker/services/publishing/publish-report.ts), by their signature (the HMAC in lowercase
 * hex, which covers the timestamp and the exact body): the key refuses a second insert, so a captured report
 * replayed within its window changes nothing, however many isolates receive it at once. `expiresAt` (unix
 * seconds) is when the report's timestamp leaves the window and a replay is refused as stale anyway: the row
 * is pruned after it.
 */
export const publishReportNonces = sqliteTable('publish_report_nonces', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});
