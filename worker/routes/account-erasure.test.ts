import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountThrottle, discountCodeUses, favorites, newsletters, orderNotices, orders, outbox, reviews, users } from '../../db/schema';
import { recordInOutbox } from '../adapters/outbox-mailer';
import { accountSubject, throttleKey } from '../services/accounts/account-throttle';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ERASED_USE_PREFIX, FORMER_CUSTOMER_NAME, PERSONAL_DATA_MESSAGES } from '../domain/personal-data';
import { ACCOUNT_DELETED_SUBJECT } from '../services/accounts/account-deletion-mail';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { personWithEverything, type PersonWithEverything } from '../test-support/person-data';
import { rowsLinkingPerson } from '../test-support/person-links';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * 'Zrušiť účet' and the staff's delete (issue 31): one deletion. After it, no row of any table links the person
 * except the orders' e-mail (the invoice prints it) and, in a shop without a mail provider, the confirmation's copy.
 */

let t: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAccount(t, { role: 'admin' });
  admin = { headers: bearer(await loginToken(t, a)) };
});
afterAll(() => t?.close());

const linksOf = (p: PersonWithEverything) => rowsLinkingPerson((q) => t.db.$client.execute(q), { email: p.me.email, userId: p.me.id });
const deleteOwn = (token: string, body: unknown) => t.call('DELETE', '/api/users/profile', body, bearer(token));

/** What the deletion must leave, the same whoever deleted the account. */
async function expectErased(p: PersonWithEverything) {
  expect(await t.db.select().from(users).where(eq(users.id, p.me.id))).toEqual([]);
  const links = await linksOf(p);
  expect(links.filter((l) => l.table !== 'outbox')).toEqual([
    { table: 'orders', columns: ['email'] },
    { table: 'orders', columns: ['email'] },
  ]);
  // No provider here: the confirmation's copy is its only delivery and stays; nothing else of the outbox does.
  const mails = await t.db.select().from(outbox);
  expect(
    mails
      .filter((m) => m.to.toLowerCase() === p.me.email || m.text.includes(p.me.email) || m.subject.includes(p.me.email))
      .map((m) => m.subject),
  ).toEqual([ACCOUNT_DELETED_SUBJECT]);
  const kept = await t.db
    .select()
    .from(orders)
    .where(inArray(orders.id, [p.paid.id, p.guest.id]));
  expect(kept.map((o) => [o.userId, o.guestKeyHash, o.email])).toEqual([
    [null, null, p.me.email],
    [null, null, p.me.email.toUpperCase()],
  ]);
  const [bought, other] = [
    (await t.db.select().from(reviews).where(eq(reviews.id, p.boughtReview.id)))[0],
    (await t.db.select().from(reviews).where(eq(reviews.id, p.otherReview.id)))[0],
  ];
  expect(bought).toMatchObject({
    userId: null,
    name: FORMER_CUSTOMER_NAME,
    verifiedPurchase: true,
    rating: 4,
    comment: 'Kúpil som ju',
    isAcknowledged: true,
  });
  expect(other).toMatchObject({ userId: null, name: FORMER_CUSTOMER_NAME, verifiedPurchase: false, rating: 2 });
  const uses = await t.db.select().from(discountCodeUses).where(eq(discountCodeUses.codeId, p.code.id));
  expect(uses).toHaveLength(1);
  expect(uses[0].email.startsWith(ERASED_USE_PREFIX)).toBe(true);
  expect((await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, p.paid.id))).map((n) => n.kind)).toEqual(['paid']);
  expect((await t.db.select().from(newsletters).where(eq(newsletters.id, p.letter.id)))[0].createdBy).toBeNull();
  // The throttle's keys are HMACs (no e-mail to find): the rows of the person's own keys are gone.
  const keys = [await throttleKey(t.deps, 'forgotPassword', p.me.email), await throttleKey(t.deps, 'newsletter', accountSubject(p.me.id))];
  expect(await t.db.select().from(accountThrottle).where(inArray(accountThrottle.key, keys))).toEqual([]);
}

describe('DELETE /api/users/profile: the customer deletes their own account', () => {
  it('with the password: every table is cleared of them, orders and reviews stay detached, a mail confirms', async () => {
    const p = await personWithEverything(t);
    expect((await linksOf(p)).length).toBeGreaterThan(10);
    expect(await t.db.select().from(accountThrottle)).not.toEqual([]);
    const token = await loginToken(t, p.me);
    const r = await deleteOwn(token, { password: p.me.password });
    expect(r).toMatchObject({ status: 200, body: { message: PERSONAL_DATA_MESSAGES.accountDeleted } });
    await expectErased(p);
    const [confirmation] = (await t.db.select().from(outbox)).filter((m) => m.to === p.me.email);
    expect(confirmation.text).toContain('10 rokov');
    expect(confirmation.text).toContain(FORMER_CUSTOMER_NAME);

    // Login fails, the bearer stops: a second delete is 401.
    expect((await t.call('POST', '/api/users/login', { email: p.me.email, password: p.me.password })).status).toBe(401);
    expect(await deleteOwn(token, { password: p.me.password })).toMatchObject({
      status: 401,
      body: { message: AUTH_MESSAGES.tokenFailed },
    });
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(token))).status).toBe(401);

    // The staff list still shows the order, and its invoice still downloads.
    const list = await t.call('GET', '/api/orders', undefined, admin.headers);
    expect(list.body.map((o: { orderNumber: string }) => o.orderNumber)).toContain(p.paid.orderNumber);
    const invoice = await t.app.request(`/api/orders/${p.paid.id}/invoice`, { headers: admin.headers });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
  });

  it('a wrong password is a 400 at the field and deletes nothing', async () => {
    const p = await personWithEverything(t);
    const before = await linksOf(p);
    const r = await deleteOwn(await loginToken(t, p.me), { password: 'Nie-To-Heslo-2026' });
    expect(r).toMatchObject({
      status: 400,
      body: { message: PERSONAL_DATA_MESSAGES.wrongPassword, fields: { password: PERSONAL_DATA_MESSAGES.wrongPassword } },
    });
    expect(await linksOf(p)).toEqual(before);
    expect((await t.db.select().from(favorites).where(eq(favorites.userId, p.me.id))).length).toBe(1);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, p.boughtReview.id)))[0]).toMatchObject({
      userId: p.me.id,
      name: p.me.name,
      verifiedPurchase: false,
    });
  });

  it('without a password or a Google code: 400, nothing deleted; a Google code on an account without Google: 400', async () => {
    const me = await createAccount(t);
    const token = await loginToken(t, me);
    expect(await deleteOwn(token, {})).toMatchObject({
      status: 400,
      body: { message: PERSONAL_DATA_MESSAGES.needsConfirmation, fields: { password: PERSONAL_DATA_MESSAGES.needsConfirmation } },
    });
    expect(await deleteOwn(token, { googleCode: 'x'.repeat(43) })).toMatchObject({
      status: 400,
      body: { message: PERSONAL_DATA_MESSAGES.googleNotLinked },
    });
    expect(await deleteOwn(token, { password: 5 })).toMatchObject({ status: 400 });
    expect(await deleteOwn(token, { password: me.password, isAdmin: true })).toMatchObject({ status: 400 });
    expect((await t.db.select().from(users).where(eq(users.id, me.id))).length).toBe(1);
  });

  it('wrong passwords count against the login throttle of the account: the sixth try is 429 even when right', async () => {
    const me = await createAccount(t);
    const token = await loginToken(t, me);
    for (let i = 0; i < 5; i++) expect((await deleteOwn(token, { password: `Zle-Heslo-${i}-2026` })).status).toBe(400);
    expect((await deleteOwn(token, { password: me.password })).status).toBe(429);
    expect((await t.db.select().from(users).where(eq(users.id, me.id))).length).toBe(1);
  });

  it('the last admin cannot delete themselves; with another admin they can', async () => {
    const solo = await createTestApp();
    try {
      const only = await createAccount(solo, { role: 'admin' });
      const token = await loginToken(solo, only);
      const refused = await solo.call('DELETE', '/api/users/profile', { password: only.password }, bearer(token));
      expect(refused).toMatchObject({ status: 400, body: { message: PERSONAL_DATA_MESSAGES.lastAdmin } });
      expect((await solo.db.select().from(users).where(eq(users.id, only.id))).length).toBe(1);
      await createAccount(solo, { role: 'assistant' });
      expect((await solo.call('DELETE', '/api/users/profile', { password: only.password }, bearer(token))).status).toBe(400);
      await createAccount(solo, { role: 'admin' });
      expect((await solo.call('DELETE', '/api/users/profile', { password: only.password }, bearer(token))).status).toBe(200);
    } finally {
      solo.close();
    }
  });
});

describe('DELETE /api/users/:id: staff delete a user the same way', () => {
  it('a customer: the same tables cleared, the same rows kept', async () => {
    const p = await personWithEverything(t);
    expect((await t.call('DELETE', `/api/users/${p.me.id}`, undefined, admin.headers)).status).toBe(200);
    await expectErased(p);
    expect((await t.call('DELETE', `/api/users/${p.me.id}`, undefined, admin.headers)).status).toBe(404);
  });

  it('an admin still cannot delete their own account there', async () => {
    const me = await createAccount(t, { role: 'admin' });
    const r = await t.call('DELETE', `/api/users/${me.id}`, undefined, bearer(await loginToken(t, me)));
    expect(r).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.cannotDeleteSelf } });
  });
});

describe('with a mail provider', () => {
  it('the confirmation goes out and its copy then leaves the outbox too', async () => {
    const sent: string[] = [];
    const shop = await createTestApp({
      config: { mailDelivery: 'provider' },
      mailer: {
        async send(msg) {
          sent.push(msg.to);
          await recordInOutbox(shop.db, shop.store, msg, { redactSecrets: true, delivery: 'sent' });
        },
      },
    });
    try {
      const p = await personWithEverything(shop);
      const r = await shop.call('DELETE', '/api/users/profile', { password: p.me.password }, bearer(await loginToken(shop, p.me)));
      expect(r.status).toBe(200);
      expect(sent).toEqual([p.me.email]);
      const links = await rowsLinkingPerson((q) => shop.db.$client.execute(q), { email: p.me.email, userId: p.me.id });
      expect(links.map((l) => l.table)).toEqual(['orders', 'orders']);
    } finally {
      shop.close();
    }
  });
});
