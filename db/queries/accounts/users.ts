import { and, asc, eq, lte, ne, isNull, gt, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { authTokens, users } from '../../schema';
import { refusedWith } from '../driver-errors';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

/** Columns an update may set; id, createdAt and tokenVersion change only through their own functions. */
export type UserPatch = Partial<
  Pick<
    UserRow,
    'name' | 'email' | 'isAdmin' | 'isAssistant' | 'isRegistered' | 'isSubscribed' | 'isUnsubscribed' | 'newsletterConsentAt' | 'googleId'
  >
>;

/** True when `err` is SQLite refusing a duplicate (users.email, users.google_id), however drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  return refusedWith(err, 'UNIQUE constraint failed');
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** `email` must already be normalised (trimmed, lower-case), as it is stored. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

/** Whether an account other than `exceptId` already has this e-mail. */
export async function emailTakenByOther(db: Db, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptId)));
  return row !== undefined;
}

/** Inserts unless the e-mail exists (then returns undefined): two simultaneous registrations cannot both win. */
export async function insertUserIfNew(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow | undefined> {
  if (Object.keys(patch).length === 0) return findUserById(db, id);
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Sets a new password hash (null = no password: Google only) and bumps tokenVersion in the same statement, so
 * every bearer token issued before stops working at once (worker/http/auth.ts compares it on each request).
 */
export async function setPasswordHash(
  db: Db,
  id: number,
  passwordHash: string | null,
  extra: UserPatch = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...extra, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/** Newsletter lists for staff: current subscribers, or people who opted out. */
export function listSubscribers(db: Db, which: 'subscribed' | 'unsubscribed'): Promise<UserRow[]> {
  const where = which === 'subscribed' ? eq(users.isSubscribed, true) : eq(users.isUnsubscribed, true);
  return db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id));
}

// ── single-use tokens (auth_tokens) ──────────────────────────────────────────────────────────────────────────
// Times are ISO-8601 strings from the app's clock (deps.now), so tests can move time; they sort as text.

export async function insertOneTimeToken(
  db: Db,
  t: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  // Housekeeping on the way: expired tokens are useless, drop them.
  await db.batch([
    db.delete(authTokens).where(lte(authTokens.expiresAt, t.now.toISOString())),
    db.insert(authTokens).values({ userId: t.userId, purpose: t.purpose, tokenHash: t.tokenHash, expiresAt: t.expiresAt.toISOString() }),
  ]);
}

/**
 * Marks the token used and returns its user id, in ONE conditional update: a token can be spent once even by
 * two simultaneous requests. Unknown, used, expired, other-purpose or (with `userId`) other-user tokens → null.
 */
export async function consumeOneTimeToken(
  db: Db,
  t: { tokenHash: string; purpose: TokenPurpose; now: Date; userId?: number },
): Promise<number | null> {
  const now = t.now.toISOString();
  const conds = [
    eq(authTokens.tokenHash, t.tokenHash),
    eq(authTokens.purpose, t.purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  ];
  if (t.userId !== undefined) conds.push(eq(authTokens.userId, t.userId));
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(...conds))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Spends every outstanding token of a purpose (after a reset, older reset mails must not work any more). */
export async function spendAllTokens(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

// ── newsletter ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Turns the newsletter on or off with ONE conditional update, so only the call that really changed it gets the
 * row back (the confirmation mail then goes once, even for two simultaneous requests). Off remembers the opt-out
 * (`is_unsubscribed`, the staff list 'Odber zrušili'); on clears it. Undefined: nothing changed (or no such user).
 */
export async function changeSubscription(db: Db, id: number, subscribe: boolean, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    // Consent given now is dated (issue 31: the person's data export lists consents with dates); opting out keeps it.
    .set({ isSubscribed: subscribe, isUnsubscribed: !subscribe, ...(subscribe ? { newsletterConsentAt: now.toISOString() } : {}) })
    .where(and(eq(users.id, id), eq(users.isSubscribed, !subscribe)))
    .returning();
  return row;
}
