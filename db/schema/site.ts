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
});
