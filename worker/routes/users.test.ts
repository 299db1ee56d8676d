import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { bearer, createAccount, loginToken, mailCount, testClock, type TestAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Every test gets its own app, clock and admin: none depends on what an earlier one did.
let t: TestApp;
let clock: ReturnType<typeof testClock>;
let admin: TestAccount;
let adminToken: string;

beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ now: clock.now });
  admin = await createAccount(t, { role: 'admin', email: 'admin@prud.test' });
  adminToken = await loginToken(t, admin);
});
afterEach(() => t.close());

const rowByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('profile (own data)', () => {
  it('GET returns the caller; PUT changes name, e-mail and newsletter, refusing role fields', async () => {
    const me = await createAccount(t, { email: 'profile@example.sk' });
    const token = await loginToken(t, me);
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(token))).body).toMatchObject({
      _id: String(me.id),
      email: me.email,
    });
    const roles = await t.call('PUT', '/api/users/profile', { name: 'Nové Meno', isAdmin: true, isAssistant: true }, bearer(token));
    expect(roles.status).toBe(400);
    expect(roles.body.message).toMatch(/^Neznáme polia „isAdmin“, „isAssistant“/);
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(token))).body).toMatchObject({
      name: me.name,
      isAdmin: false,
      isAssistant: false,
    });
    const r = await t.call(
      'PUT',
      '/api/users/profile',
      { name: 'Nové Meno', email: 'Profile.New@example.sk', isSubscribed: true },
      bearer(token),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      _id: String(me.id),
      name: 'Nové Meno',
      email: 'profile.new@example.sk',
      isSubscribed: true,
      isAdmin: false,
      isAssistant: false,
    });
    // Without a password change the old token keeps working.
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(token))).status).toBe(200);

    const off = await t.call(
      'PUT',
      '/api/users/profile',
      { name: 'Nové Meno', email: 'profile.new@example.sk', isSubscribed: false },
      bearer(token),
    );
    expect(off.body).toMatchObject({ isSubscribed: false, isUnsubscribed: true });
  });

  it('a new password gives a new token and ends every older one', async () => {
    const me = await createAccount(t, { email: 'pwchange@example.sk' });
    const oldToken = await loginToken(t, me);
    const r = await t.call(
      'PUT',
      '/api/users/profile',
      { name: me.name, email: me.email, password: 'Nove-Heslo-2026', confirmPassword: 'Nove-Heslo-2026' },
      bearer(oldToken),
    );
    expect(r.status).toBe(200);
    expect(r.body.token).not.toBe(oldToken);
    const stale = await t.call('GET', '/api/users/profile', undefined, bearer(oldToken));
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Not authorized, token failed');
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(r.body.token))).status).toBe(200);
    expect((await t.call('POST', '/api/users/login', { email: me.email, password: me.password })).status).toBe(401);
    expect((await t.call('POST', '/api/users/login', { email: me.email, password: 'Nove-Heslo-2026' })).status).toBe(200);
  });

  it('refuses an e-mail of another account, weak or mismatched passwords, and writes nothing', async () => {
    const me = await createAccount(t, { email: 'collide@example.sk' });
    const token = await loginToken(t, me);
    const before = await rowByEmail(me.email);
    const cases: [unknown, string | RegExp][] = [
      [{ name: me.name, email: admin.email }, AUTH_MESSAGES.emailTaken],
      [{ name: me.name, email: me.email, password: 'kratke' }, /aspoň 8/],
      [{ name: me.name, email: me.email, password: 'qwerty123' }, /príliš bežné/],
      [{ name: me.name, email: me.email, password: 'Nove-Heslo-2026', confirmPassword: 'Ine-Heslo-2026' }, 'Heslá sa nezhodujú'],
      [{ name: '', email: me.email }, /meno/i],
      [{ name: me.name, email: me.email, isSubscribed: 'áno' }, /áno alebo nie/],
    ];
    for (const [body, message] of cases) {
      const r = await t.call('PUT', '/api/users/profile', body, bearer(token));
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(await rowByEmail(me.email)).toEqual(before);
  });
});

describe('admin: users', () => {
  it('lists, reads, updates roles and deletes users', async () => {
    const target = await createAccount(t, { email: 'target@example.sk' });
    const list = await t.call('GET', '/api/users', undefined, bearer(adminToken));
    expect(list.status).toBe(200);
    expect(list.body.map((u: any) => u.email)).toContain('target@example.sk');

    const one = await t.call('GET', `/api/users/${target.id}`, undefined, bearer(adminToken));
    expect(one.body).toMatchObject({ _id: String(target.id), email: target.email, isAssistant: false });

    const up = await t.call(
      'PUT',
      `/api/users/${target.id}`,
      { name: 'Asistentka', email: 'target@example.sk', isAdmin: false, isAssistant: true, isSubscribed: true },
      bearer(adminToken),
    );
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ name: 'Asistentka', isAssistant: true, isSubscribed: true });
    // The role takes effect at once, with the token the user already has.
    const targetToken = await loginToken(t, target);
    expect((await t.call('GET', '/api/outbox', undefined, bearer(targetToken))).status).toBe(403);

    const del = await t.call('DELETE', `/api/users/${target.id}`, undefined, bearer(adminToken));
    expect(del.status).toBe(200);
    expect(await rowByEmail('target@example.sk')).toBeUndefined();
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(targetToken))).status).toBe(401);
    expect((await t.call('GET', `/api/users/${target.id}`, undefined, bearer(adminToken))).status).toBe(404);
    expect((await t.call('DELETE', `/api/users/${target.id}`, undefined, bearer(adminToken))).status).toBe(404);
  });

  it('refuses self-deletion, self-demotion, e-mail collisions and bad ids', async () => {
    const other = await createAccount(t, { email: 'other@example.sk' });
    const cases: [string, string, unknown, number, string | RegExp][] = [
      ['DELETE', `/api/users/${admin.id}`, undefined, 400, AUTH_MESSAGES.cannotDeleteSelf],
      ['PUT', `/api/users/${admin.id}`, { isAdmin: false }, 400, AUTH_MESSAGES.cannotDemoteSelf],
      ['PUT', `/api/users/${other.id}`, { email: admin.email }, 400, AUTH_MESSAGES.emailTaken],
      ['PUT', `/api/users/${other.id}`, { isAdmin: 'yes' }, 400, /áno alebo nie/],
      ['PUT', '/api/users/abc', { name: 'X' }, 400, 'Neplatné ID.'],
      ['GET', '/api/users/0', undefined, 400, 'Neplatné ID.'],
      ['PUT', '/api/users/999999', { name: 'X' }, 404, AUTH_MESSAGES.userNotFound],
    ];
    for (const [method, path, body, status, message] of cases) {
      const r = await t.call(method, path, body, bearer(adminToken));
      expect(r.status, `${method} ${path}`).toBe(status);
      expect(r.body.message).toMatch(message);
    }
    expect(await rowByEmail(admin.email)).toMatchObject({ isAdmin: true });
    expect(await rowByEmail(other.email)).toBeDefined();
  });
});

describe('subscribers and outbox (admin)', () => {
  it('lists subscribers and those who opted out as { _id, name, email }', async () => {
    const sub = await createAccount(t, { email: 'sub@example.sk', isSubscribed: true });
    // Subscribed, then opted out through the profile: listed under 'unsubscribed'.
    const leaver = await createAccount(t, { email: 'profile.new@example.sk', isSubscribed: true });
    const off = await t.call(
      'PUT',
      '/api/users/profile',
      { name: leaver.name, email: leaver.email, isSubscribed: false },
      bearer(await loginToken(t, leaver)),
    );
    expect(off.status).toBe(200);
    const subs = await t.call('GET', '/api/subscribers/subscribed', undefined, bearer(adminToken));
    expect(subs.status).toBe(200);
    expect(subs.body).toContainEqual({ _id: String(sub.id), name: sub.name, email: sub.email });
    for (const s of subs.body) expect(Object.keys(s).sort()).toEqual(['_id', 'email', 'name']);
    const unsubs = await t.call('GET', '/api/subscribers/unsubscribed', undefined, bearer(adminToken));
    expect(unsubs.body.map((u: any) => u.email)).toContain('profile.new@example.sk');
    expect(unsubs.body.map((u: any) => u.email)).not.toContain('sub@example.sk');
  });

  it('pages the outbox newest first', async () => {
    for (let i = 1; i <= 5; i++) await t.deps.mailer.send({ to: `m${i}@example.sk`, subject: `Správa ${i}`, text: 'Text' });
    const total = await mailCount(t);
    expect(total).toBeGreaterThanOrEqual(5);
    const first = await t.call('GET', '/api/outbox?pageSize=2', undefined, bearer(adminToken));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pages: Math.ceil(total / 2), total });
    expect(first.body.mails).toHaveLength(2);
    expect(Number(first.body.mails[0]._id)).toBeGreaterThan(Number(first.body.mails[1]._id));
    expect(first.body.mails[0]).toHaveProperty('subject');
    const second = await t.call('GET', '/api/outbox?pageSize=2&pageNumber=2', undefined, bearer(adminToken));
    expect(Number(second.body.mails[0]._id)).toBeLessThan(Number(first.body.mails[1]._id));
    expect((await t.call('GET', '/api/outbox?pageNumber=0', undefined, bearer(adminToken))).status).toBe(400);
  });
});
