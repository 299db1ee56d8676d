import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { issueBearerToken, toBase64Url } from '../services/accounts/tokens';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { AppEnv } from '../deps';
import { requireAdmin, requireStaff, requireUser } from './auth';
import { onError } from './errors';

/** The bearer-token middleware as the API applies it (worker/http/auth.ts), through a protected endpoint. */

let t: TestApp;
const clock = testClock();
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await createAccount(t);
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>) => t.call('GET', '/api/users/profile', undefined, headers);
const NO_TOKEN = { message: 'Not authorized, no token' };
const FAILED = { message: 'Not authorized, token failed' };

describe('bearer tokens', () => {
  it('accepts a genuine token (scheme case-insensitive)', async () => {
    const token = await loginToken(t, customer);
    expect((await profile(bearer(token))).status).toBe(200);
    expect((await profile({ authorization: `bearer ${token}` })).status).toBe(200);
  });

  it('answers "no token" when there is none', async () => {
    for (const headers of [{}, { authorization: '' }, { authorization: '   ' }] as Record<string, string>[]) {
      const r = await profile(headers);
      expect(r.status).toBe(401);
      expect(r.body).toEqual(NO_TOKEN);
    }
  });

  it('answers "token failed" for malformed headers and garbage', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Bearer a b',
      'Bearer undefined',
      'Bearer null',
      'Bearer x.y',
      `Bearer ${'a'.repeat(5000)}.b`,
    ]) {
      const r = await profile({ authorization });
      expect(r.status, authorization.slice(0, 30)).toBe(401);
      expect(r.body).toEqual(FAILED);
    }
  });

  it('refuses a token signed with another secret (forged signature)', async () => {
    const forged = await issueBearerToken('not-the-server-secret', { id: admin.id, tokenVersion: 0 }, clock.now());
    const r = await t.call('GET', '/api/users', undefined, bearer(forged));
    expect(r.status).toBe(401);
    expect(r.body).toEqual(FAILED);
  });

  it("refuses a genuine token whose payload was edited (customer → admin's id)", async () => {
    const token = await loginToken(t, customer);
    const [header, payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const edited = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, sub: String(admin.id) })));
    expect((await t.call('GET', '/api/users', undefined, bearer(`${header}.${edited}.${sig}`))).status).toBe(401);
    // Flipping one signature character fails too.
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    expect((await profile(bearer(`${header}.${payload}.${flipped}`))).body).toEqual(FAILED);
  });

  it('refuses an unsigned token (`alg: none`) and one whose header names another algorithm', async () => {
    const token = await loginToken(t, customer);
    const [, payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const asAdmin = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, sub: String(admin.id) })));
    const header = (alg: string) => toBase64Url(new TextEncoder().encode(JSON.stringify({ alg, typ: 'JWT' })));
    for (const forged of [`${header('none')}.${asAdmin}.`, `${header('none')}.${payload}.`, `${header('HS512')}.${payload}.${sig}`]) {
      const r = await t.call('GET', '/api/users/profile', undefined, bearer(forged));
      expect(r.status, forged.slice(0, 20)).toBe(401);
      expect(r.body).toEqual(FAILED);
    }
  });

  it('expires after seven days', async () => {
    const token = await loginToken(t, customer);
    clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await profile(bearer(token))).status).toBe(200);
    clock.advance(2000);
    const r = await profile(bearer(token));
    expect(r.status).toBe(401);
    expect(r.body).toEqual(FAILED);
  });

  it('refuses tokens issued before a password change, and tokens of deleted accounts', async () => {
    const token = await loginToken(t, customer);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, customer.id));
    expect((await profile(bearer(token))).body).toEqual(FAILED);

    const gone = await createAccount(t);
    const goneToken = await loginToken(t, gone);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await profile(bearer(goneToken))).body).toEqual(FAILED);
  });

  it('reads roles from the database, not from the token: a demoted admin loses access at once', async () => {
    const boss = await createAccount(t, { role: 'admin' });
    const token = await loginToken(t, boss);
    expect((await t.call('GET', '/api/users', undefined, bearer(token))).status).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, boss.id));
    const r = await t.call('GET', '/api/users', undefined, bearer(token));
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Prístup majú len administrátori.');
  });
});

describe('the three guards', () => {
  it('let each role through exactly where it belongs (staff = admin or assistant)', async () => {
    const guarded = new Hono<AppEnv>()
      .use(async (c, next) => (c.set('deps', t.deps), next()))
      .get('/user', requireUser, (c) => c.json({ id: c.var.user.id }))
      .get('/staff', requireStaff, (c) => c.json({ id: c.var.user.id }))
      .get('/admin', requireAdmin, (c) => c.json({ id: c.var.user.id }));
    guarded.onError(onError);
    const assistant = await createAccount(t, { role: 'assistant' });
    const plain = await createAccount(t);
    const boss = await createAccount(t, { role: 'admin' });
    const restricted = await createAccount(t, { role: 'admin' });
    await t.db.update(users).set({ isAssistant: true }).where(eq(users.id, restricted.id));
    const expected: [TestAccount | null, number, number, number][] = [
      [null, 401, 401, 401],
      [plain, 200, 403, 403],
      [assistant, 200, 200, 403],
      [boss, 200, 200, 200],
      [restricted, 200, 200, 403],
    ];
    for (const [who, user, staff, adminOnly] of expected) {
      const headers: Record<string, string> = who ? bearer(await loginToken(t, who)) : {};
      const got = [];
      for (const path of ['/user', '/staff', '/admin']) got.push((await guarded.request(path, { headers })).status);
      expect(got, who === restricted ? 'admin marked as assistant' : (who?.role ?? 'visitor')).toEqual([user, staff, adminOnly]);
    }
    const denied = await guarded.request('/staff', { headers: bearer(await loginToken(t, plain)) });
    expect(await denied.json()).toEqual({ message: 'Prístup majú len administrátori a asistenti.' });
  });
});
