/**
 * Demo accounts (staff and customers), a few reviews and favourites, and the visit counter row.
 * The demo passwords are published in DEMO_LOGINS on purpose: they exist only in a demo database.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { counter, favorites, reviews, users } from '../schema';
import type { Rng } from './prng';

export interface DemoLogin {
  role: 'admin' | 'assistant' | 'customer';
  email: string;
  password: string;
  name: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', email: 'admin@prud.sk', password: 'Admin-Prud-2026', name: 'Martin Horváth' },
  { role: 'assistant', email: 'asistent@prud.sk', password: 'Asistent-Prud-2026', name: 'Eva Kučerová' },
  { role: 'customer', email: 'jana.novakova@example.sk', password: 'Jana-Citatelka-2026', name: 'Jana Nováková' },
  { role: 'customer', email: 'peter.kovac@example.sk', password: 'Peter-Citatel-2026', name: 'Peter Kováč' },
];

/**
 * The demo logins that sign in on this database: their account exists and, checked with `verify` (the shop's
 * password check), still has the published password. Start-up prints them on a demo and warns of them elsewhere.
 */
export async function demoLoginsIn(db: Db, verify: (password: string, hash: string | null) => Promise<boolean>): Promise<DemoLogin[]> {
  const emails = DEMO_LOGINS.map((l) => l.email.toLowerCase());
  const found = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(inArray(users.email, emails));
  const hashes = new Map(found.map((u) => [u.email, u.passwordHash]));
  const works = await Promise.all(DEMO_LOGINS.map((l) => (hashes.has(l.email) ? verify(l.password, hashes.get(l.email) ?? null) : false)));
  return DEMO_LOGINS.filter((_, i) => works[i]);
}

/** A former subscriber who opted out (for the "Odberatelia noviniek" page); no password, cannot sign in. */
const UNSUBSCRIBED = { name: 'Lucia Tóthová', email: 'lucia.tothova@example.sk' };

interface HashDeps {
  hashPassword(password: string): Promise<string>;
}

/** Inserts the accounts (existing e-mails are left alone) and returns their ids by e-mail. */
export async function insertUsers(db: Db, deps: HashDeps): Promise<Map<string, number>> {
  // scrypt is slow on purpose: hash the four passwords in parallel.
  const hashes = await Promise.all(DEMO_LOGINS.map((l) => deps.hashPassword(l.password)));
  const rows: (typeof users.$inferInsert)[] = DEMO_LOGINS.map((l, i) => ({
    name: l.name,
    email: l.email.toLowerCase(),
    passwordHash: hashes[i],
    isAdmin: l.role === 'admin',
    isAssistant: l.role === 'assistant',
    isRegistered: true,
    // Jana subscribed to the newsletter.
    isSubscribed: l.email.startsWith('jana.'),
  }));
  rows.push({ ...UNSUBSCRIBED, passwordHash: null, isRegistered: true, isUnsubscribed: true });
  await db.insert(users).values(rows).onConflictDoNothing();
  const emails = rows.map((r) => r.email);
  const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return new Map(found.map((u) => [u.email, u.id]));
}

const REVIEWS = [
  { who: 0, rating: 5, ack: true, comment: 'Kniha mi veľmi pomohla v modlitbe. Odporúčam každému, kto chce mať živší vzťah s Pánom.' },
  { who: 1, rating: 4, ack: true, comment: 'Hlboké čítanie, niektoré kapitoly som čítal dvakrát, ale oplatilo sa.' },
  { who: 0, rating: 5, ack: false, comment: 'Pekné vydanie a rýchle doručenie. Ďakujem!' },
  { who: 1, rating: 5, ack: true, comment: 'Výborný výklad, teším sa na ďalší zväzok.' },
  { who: 0, rating: 4, ack: false, comment: 'Jednoduchý jazyk, vhodné aj pre nových veriacich.' },
  { who: 1, rating: 3, ack: false, comment: 'Obsah je výborný, len písmo by mohlo byť o niečo väčšie.' },
];

/**
 * Reviews and favourites of the two customers on products chosen by the PRNG (the first two reviews are on
 * the same title), plus the counter row.
 */
export async function insertActivity(db: Db, userIds: Map<string, number>, productIds: number[], rng: Rng): Promise<void> {
  const customers = DEMO_LOGINS.filter((l) => l.role === 'customer');
  const ids = customers.map((c) => userIds.get(c.email) as number);
  const picks = rng.shuffle(productIds).slice(0, 8);
  const reviewTargets = [picks[0], picks[0], picks[1], picks[2], picks[3], picks[4]];
  await db.batch([
    db.insert(reviews).values(
      REVIEWS.map((r, i) => ({
        productId: reviewTargets[i],
        userId: ids[r.who],
        name: customers[r.who].name,
        rating: r.rating,
        comment: r.comment,
        isAcknowledged: r.ack,
      })),
    ),
    db
      .insert(favorites)
      .values([
        { userId: ids[0], productId: picks[0] },
        { userId: ids[0], productId: picks[5] },
        { userId: ids[1], productId: picks[6] },
        { userId: ids[1], productId: picks[7] },
      ])
      .onConflictDoNothing(),
    db.insert(counter).values({ id: 1, visitorsCount: 0 }).onConflictDoNothing(),
  ]);
}
