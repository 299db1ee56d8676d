import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb } from '../../db/client-node';
import { schema, type Db } from '../../db/client';
import { authTokens, favorites, orders, reviews, users } from '../../db/schema';
import { ACCOUNT_RULE_MESSAGES, TOKEN_LIFETIMES } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { unknownFieldsMessage } from '../domain/strict-object';
import { issueOneTimeToken } from '../services/accounts/one-time-tokens';
import { deleteUserAsAdmin } from '../services/accounts/user-admin';
import { bearer, createAccount, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertOrderRow, insertProduct } from '../test-support/orders';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app';

/**
 * Writes to accounts store exactly the fields they are sent: the caller's own profile and the admin's edit.
 * Every test reads back what the database holds, and makes its own accounts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const signedIn = async (o: Parameters<typeof createAccount>[1] = {}) => {
  const account = await createAccount(t, o);
  return { account, headers: bearer(await loginToken(t, account)) };
};
const profile = (body: unknown, headers: Record<string, string>) => t.call('PUT', '/api/users/profile', body, headers);

describe('PUT /api/users/profile changes only what it is sent', () => {
  it('stores a new name alone, keeping e-mail, newsletter and password', async () => {
    const { account, headers } = await signedIn({ isSubscribed: true });
    const before = await stored(account.id);
    const r = await profile({ name: 'Len Nové Meno' }, headers);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Len Nové Meno', email: account.email, isSubscribed: true });
    expect(await stored(account.id)).toEqual({ ...before, name: 'Len Nové Meno' });
    expect((await t.call('GET', '/api/users/profile', undefined, headers)).body.name).toBe('Len Nové Meno');
  });

  it('stores a name and an e-mail change when the newsletter flag is sent unchanged', async () => {
    const { account, headers } = await signedIn();
    const r = await profile({ name: 'Mária Zmenená', email: `Zmena-${account.id}@Example.sk`, isSubscribed: false }, headers);
    expect(r.status).toBe(200);
    expect(await stored(account.id)).toMatchObject({
      name: 'Mária Zmenená',
      email: `zmena-${account.id}@example.sk`,
      isSubscribed: false,
      isUnsubscribed: false,
    });
  });

  it('takes the order page’s body, only the newsletter flag, and sends the confirmation once', async () => {
    const { account, headers } = await signedIn();
    const before = await stored(account.id);
    const on = await profile({ isSubscribed: true }, headers);
    expect(on.status).toBe(200);
    // The consent is dated (issue 31); opting out keeps the date of the consent it withdrew.
    expect(await stored(account.id)).toEqual({ ...before, isSubscribed: true, isUnsubscribed: false, newsletterConsentAt: TEST_NOW });
    expect(await mailsTo(t, account.email)).toHaveLength(1);
    const off = await profile({ isSubscribed: false }, headers);
    expect(off.status).toBe(200);
    expect(await stored(account.id)).toEqual({ ...before, isSubscribed: false, isUnsubscribed: true, newsletterConsentAt: TEST_NOW });
  });

  it('changes the password alone (older tokens end), keeping name and e-mail', async () => {
    const { account, headers } = await signedIn();
    const before = await stored(account.id);
    const r = await profile({ password: 'Uplne-Nove-Heslo-9', confirmPassword: 'Uplne-Nove-Heslo-9' }, headers);
    expect(r.status).toBe(200);
    const after = await stored(account.id);
    expect(after).toMatchObject({ name: before.name, email: before.email, tokenVersion: before.tokenVersion + 1 });
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect((await t.call('GET', '/api/users/profile', undefined, headers)).status).toBe(401);
    expect((await t.call('POST', '/api/users/login', { email: account.email, password: 'Uplne-Nove-Heslo-9' })).status).toBe(200);
  });

  it('an empty body changes nothing; a blank name, a bad e-mail or an over-long field changes nothing either', async () => {
    const { account, headers } = await signedIn();
    const before = await stored(account.id);
    expect((await profile({}, headers)).status).toBe(200);
    const refused: [unknown, string | RegExp][] = [
      [{ name: '  ' }, /meno/i],
      [{ email: 'nie-je-email' }, /platný e-mail/],
      [{ name: 'M'.repeat(101) }, /najviac 100/],
      [{ email: `${'a'.repeat(250)}@example.sk` }, ACCOUNT_RULE_MESSAGES.emailTooLong],
      [{ password: 'Nove-Heslo-2026', confirmPassword: 'x'.repeat(5000) }, AUTH_MESSAGES.passwordMismatch],
      [{ isSubscribed: 'áno' }, /áno alebo nie/],
    ];
    for (const [body, message] of refused) {
      const r = await profile(body, headers);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(await stored(account.id)).toEqual(before);
  });

  it('refuses role fields by name and stores nothing, not even the fields beside them', async () => {
    const { account, headers } = await signedIn();
    const before = await stored(account.id);
    const r = await profile({ name: 'Nie Admin', isAdmin: true, isAssistant: true, tokenVersion: 99 }, headers);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: unknownFieldsMessage(['isAdmin', 'isAssistant', 'tokenVersion']) });
    expect(await stored(account.id)).toEqual(before);
  });

  it("accepts the old client's _id and id beside the fields and stores only the fields", async () => {
    const { account, headers } = await signedIn();
    const r = await profile({ _id: '999', id: 999, name: 'Meno s ID' }, headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await stored(account.id)).toMatchObject({ id: account.id, name: 'Meno s ID' });
  });
});

describe("PUT /api/users/:id (the admin's edit) changes only what it is sent", () => {
  let admin: { account: TestAccount; headers: Record<string, string> };
  beforeAll(async () => {
    admin = await signedIn({ role: 'admin' });
  });
  const edit = (id: number, body: unknown) => t.call('PUT', `/api/users/${id}`, body, admin.headers);

  it('stores each field alone: name, e-mail, admin, assistant', async () => {
    const target = await createAccount(t, { isSubscribed: true });
    const before = await stored(target.id);
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ name: 'Upravené Meno' }, { name: 'Upravené Meno' }],
      [{ email: `Nova-${target.id}@Example.sk` }, { email: `nova-${target.id}@example.sk` }],
      [{ isAdmin: true }, { isAdmin: true }],
      [{ isAssistant: true }, { isAssistant: true }],
      [
        { isAdmin: false, isAssistant: false },
        { isAdmin: false, isAssistant: false },
      ],
    ];
    let expected: Record<string, unknown> = { ...before };
    for (const [body, change] of steps) {
      const r = await edit(target.id, body);
      expect(r.status, JSON.stringify(body)).toBe(200);
      expected = { ...expected, ...change };
      expect(await stored(target.id), JSON.stringify(body)).toEqual(expected);
    }
    expect((await t.call('GET', `/api/users/${target.id}`, undefined, admin.headers)).body).toMatchObject({
      name: 'Upravené Meno',
      email: `nova-${target.id}@example.sk`,
    });
  });

  it('stores a name change sent with an unchanged newsletter flag', async () => {
    const target = await createAccount(t, { isSubscribed: false });
    const r = await edit(target.id, {
      name: 'Bez Zmeny Odberu',
      email: target.email,
      isAdmin: false,
      isAssistant: false,
      isSubscribed: false,
    });
    expect(r.status).toBe(200);
    expect(await stored(target.id)).toMatchObject({ name: 'Bez Zmeny Odberu', isSubscribed: false, isUnsubscribed: false });
  });

  it('refuses to let an admin restrict itself to the assistant role, or drop its admin role; nothing is stored', async () => {
    const self = await signedIn({ role: 'admin' });
    const before = await stored(self.account.id);
    for (const [body, message] of [
      [{ isAssistant: true }, ACCOUNT_RULE_MESSAGES.cannotRestrictSelf],
      [{ name: 'Iné Meno', isAssistant: true }, ACCOUNT_RULE_MESSAGES.cannotRestrictSelf],
      [{ isAdmin: false }, AUTH_MESSAGES.cannotDemoteSelf],
    ] as const) {
      const r = await t.call('PUT', `/api/users/${self.account.id}`, body, self.headers);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await stored(self.account.id)).toEqual(before);
    // Its own name it may change, and it stays an unrestricted admin.
    expect((await t.call('PUT', `/api/users/${self.account.id}`, { name: 'Šéf', isAssistant: false }, self.headers)).status).toBe(200);
    expect(await stored(self.account.id)).toMatchObject({ name: 'Šéf', isAdmin: true, isAssistant: false });
    expect((await t.call('GET', '/api/users', undefined, self.headers)).status).toBe(200);
  });

  it('another admin may still mark an admin as assistant', async () => {
    const other = await createAccount(t, { role: 'admin' });
    expect((await edit(other.id, { isAssistant: true })).status).toBe(200);
    expect(await stored(other.id)).toMatchObject({ isAdmin: true, isAssistant: true });
  });
});

/** A user with a favourite, an unspent token, a review and an order, written into `db`. */
async function userWithEverything(db: Db) {
  const fake = { db } as TestApp;
  const [user] = await db
    .insert(users)
    .values({ name: 'Odchádzajúci', email: `odchod-${Math.random()}@example.sk`, isRegistered: true })
    .returning();
  const productId = await insertProduct(fake);
  await db.insert(favorites).values({ userId: user.id, productId });
  await issueOneTimeToken({ ...t.deps, db }, user.id, 'reset', TOKEN_LIFETIMES.resetMs);
  const [review] = await db
    .insert(reviews)
    .values({ productId, userId: user.id, name: 'Odchádzajúci', comment: 'Dobrá kniha' })
    .returning();
  const order = await insertOrderRow(fake, user.id, { orderNumber: `1998${String(user.id).padStart(4, '0')}W` });
  return { user, productId, reviewId: review.id, orderId: order.id };
}

async function leftovers(db: Db, made: Awaited<ReturnType<typeof userWithEverything>>) {
  return {
    user: (await db.select().from(users).where(eq(users.id, made.user.id))).length,
    favorites: (await db.select().from(favorites).where(eq(favorites.userId, made.user.id))).length,
    tokens: (await db.select().from(authTokens).where(eq(authTokens.userId, made.user.id))).length,
    reviewUser: (await db.select().from(reviews).where(eq(reviews.id, made.reviewId)))[0]?.userId,
    orderUser: (await db.select().from(orders).where(eq(orders.id, made.orderId)))[0]?.userId,
  };
}

const GONE = { user: 0, favorites: 0, tokens: 0, reviewUser: null, orderUser: null };

describe('deleting a user takes its favourites and tokens, keeps its reviews and orders', () => {
  it('through the API (foreign keys on)', async () => {
    const admin = await signedIn({ role: 'admin' });
    const made = await userWithEverything(t.db);
    expect(await leftovers(t.db, made)).toMatchObject({ user: 1, favorites: 1, tokens: 1 });
    expect((await t.call('DELETE', `/api/users/${made.user.id}`, undefined, admin.headers)).status).toBe(200);
    expect(await leftovers(t.db, made)).toEqual(GONE);
  });

  it('on a connection that does not enforce foreign keys (as an HTTP connection may not)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prud-nofk-'));
    // One connection, so the pragma below holds for every statement of this test.
    const client = createClient({ url: `file:${join(dir, 'nofk.db')}`, concurrency: 1 });
    const db = drizzle(client, { schema }) as Db;
    try {
      await migrateDb(db);
      await client.execute('PRAGMA foreign_keys = OFF');
      expect((await client.execute('PRAGMA foreign_keys')).rows[0][0]).toBe(0);
      const made = await userWithEverything(db);
      const caller = await stored((await createAccount(t, { role: 'admin' })).id);
      await deleteUserAsAdmin({ ...t.deps, db }, caller, made.user.id);
      expect(await leftovers(db, made)).toEqual(GONE);
    } finally {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
