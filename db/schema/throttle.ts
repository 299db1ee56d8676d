import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Attempts per account (login) or per e-mail address (password-reset mails), counted in the database so that
 * the throttle holds across Workers isolates and locations, unlike an in-memory counter. The key is an HMAC of
 * the purpose and the normalised e-mail: unknown addresses are counted exactly like known ones, and the table
 * does not list which addresses were tried. Times are ISO-8601 strings from the app's clock (deps.now).
 */
export const accountThrottle = sqliteTable(
  'account_throttle',
  {
    key: text('key').primaryKey(),
    /** Attempts since `windowStartedAt`. */
    attempts: integer('attempts').notNull(),
    windowStartedAt: text('window_started_at').notNull(),
    /** While in the future, every attempt is refused with 429 without looking at the password. */
    lockedUntil: text('locked_until'),
  },
  (t) => [index('account_throttle_window_idx').on(t.windowStartedAt)],
);
