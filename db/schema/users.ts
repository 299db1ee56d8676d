import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';

/** Customers and staff. Roles are two flags, as the spec's userInfo carries them. */
export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** scrypt hash; null for accounts created by Google sign-in that never set a password. */
  passwordHash: text('password_hash'),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  isAssistant: integer('is_assistant', { mode: 'boolean' }).notNull().default(false),
  /** True once the registration link was confirmed (or the account came from Google). */
  isRegistered: integer('is_registered', { mode: 'boolean' }).notNull().default(false),
  isSubscribed: integer('is_subscribed', { mode: 'boolean' }).notNull().default(false),
  /** Set when a subscriber opts out, so staff can list who unsubscribed. */
  isUnsubscribed: integer('is_unsubscribed', { mode: 'boolean' }).notNull().default(false),
  /** When the newsletter consent was last given (issue 31: a person's data export lists consents with dates). */
  newsletterConsentAt: text('newsletter_consent_at'),
  googleId: text('google_id').unique(),
  /** Bumped on password change: bearer tokens carry it, so older tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/**
 * Single-use secrets: registration confirmation and password reset (sent by e-mail), and the one-time login code
 * that ends Google sign-in (handed to the browser in a redirect); 'delete': the code a fresh Google sign-in hands the
 * profile to confirm deleting the account (issue 31). Only the SHA-256 hash is kept. (The enum is TypeScript's only:
 * the column is plain text, so a new purpose needs no migration.)
 */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'reset', 'login', 'delete'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);
