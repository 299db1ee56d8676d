import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { issueLoginCode } from '../services/accounts/accounts';
import { readBearerToken } from '../services/accounts/tokens';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * No response may carry a password hash, a registration/reset/login secret, or a bearer token other than the
 * caller's own (the old shop leaked hashes). Walks every endpoint that returns users; the only `token` allowed
 * is the top-level one of login, profile and currentuser, and it must be the caller's.
 */

const FORBIDDEN_KEY = /pass|hash|token|secret|google_?id|verifier|nonce|tokenVersion/i;

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  customer = await createAccount(t, { isSubscribed: true });
  await createAccount(t, { confirmed: false });
  await t.db.insert(users).values({ name: 'Google Only', email: 'g@gmail.test', googleId: 'google-sub-123', isRegistered: true });
  adminToken = await loginToken(t, admin);
  // Secrets of every kind exist in the database while we look.
  await t.call('POST', '/api/auth/forgot-password', { email: customer.email });
  await t.call('POST', '/api/users', { name: 'Nový', email: 'new@example.sk', password: 'Nove-Heslo-2026' });
});
afterAll(() => t.close());

/** Every key path in a JSON value that looks like a secret's name. */
function secretKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(FORBIDDEN_KEY.test(k) ? [`${path}.${k}`] : []),
      ...secretKeys(v, `${path}.${k}`),
    ]);
  }
  return [];
}

async function storedSecrets(): Promise<string[]> {
  const hashes = (await t.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h).filter((h): h is string => !!h);
  const tokenHashes = (await t.db.select({ h: authTokens.tokenHash }).from(authTokens)).map((r) => r.h);
  return [...hashes, ...tokenHashes];
}

type Case = { name: string; run: () => Promise<{ status: number; body: any }>; ownTokenOf?: () => number };

const cases: Case[] = [
  {
    name: 'POST /api/users',
    run: () => t.call('POST', '/api/users', { name: 'Iný', email: 'other@example.sk', password: 'Ine-Heslo-2026' }),
  },
  {
    name: 'POST /api/users/login',
    run: () => t.call('POST', '/api/users/login', { email: customer.email, password: customer.password }),
    ownTokenOf: () => customer.id,
  },
  {
    name: 'GET /api/users/profile',
    run: async () => t.call('GET', '/api/users/profile', undefined, bearer(await loginToken(t, customer))),
    ownTokenOf: () => customer.id,
  },
  {
    name: 'PUT /api/users/profile',
    run: async () =>
      t.call(
        'PUT',
        '/api/users/profile',
        { name: customer.name, email: customer.email, isSubscribed: true },
        bearer(await loginToken(t, customer)),
      ),
    ownTokenOf: () => customer.id,
  },
  {
    name: 'POST /api/auth/currentuser',
    run: async () => t.call('POST', '/api/auth/currentuser', { dataInfo: await issueLoginCode(t.deps, customer.id) }),
    ownTokenOf: () => customer.id,
  },
  { name: 'GET /api/users', run: () => t.call('GET', '/api/users', undefined, bearer(adminToken)) },
  { name: 'GET /api/users/:id', run: () => t.call('GET', `/api/users/${customer.id}`, undefined, bearer(adminToken)) },
  { name: 'PUT /api/users/:id', run: () => t.call('PUT', `/api/users/${customer.id}`, { isSubscribed: true }, bearer(adminToken)) },
  { name: 'GET /api/subscribers/subscribed', run: () => t.call('GET', '/api/subscribers/subscribed', undefined, bearer(adminToken)) },
  { name: 'GET /api/subscribers/unsubscribed', run: () => t.call('GET', '/api/subscribers/unsubscribed', undefined, bearer(adminToken)) },
  { name: 'POST /api/auth/forgot-password', run: () => t.call('POST', '/api/auth/forgot-password', { email: customer.email }) },
];

describe('no response leaks secrets', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const r = await c.run();
    expect(r.status).toBeLessThan(300);
    const body = c.ownTokenOf ? (({ token, ...rest }) => rest)(r.body) : r.body;
    expect(secretKeys(body)).toEqual([]);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('scrypt$');
    for (const secret of await storedSecrets()) expect(text).not.toContain(secret);
    if (c.ownTokenOf) {
      const claims = await readBearerToken(t.deps.config.tokenSecret, r.body.token, t.deps.now());
      expect(claims?.sub).toBe(c.ownTokenOf());
    }
  });

  it('covers the admin list with every kind of account present (password, Google-only, unconfirmed)', async () => {
    const list = await t.call('GET', '/api/users', undefined, bearer(adminToken));
    expect(list.body.length).toBeGreaterThanOrEqual(4);
    for (const u of list.body)
      expect(Object.keys(u).sort()).toEqual([
        '_id',
        'createdAt',
        'email',
        'hasGoogle',
        'isAdmin',
        'isAssistant',
        'isRegistered',
        'isSubscribed',
        'isUnsubscribed',
        'name',
      ]);
  });
});
