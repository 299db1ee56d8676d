import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TOKEN_LIFETIMES } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { issueOneTimeToken } from '../services/accounts/one-time-tokens';
import { createAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Single-use secrets are bound to their purpose: a registration or reset link is not a Google login code, and
 * a login code neither confirms a registration nor resets a password. Each refusal leaves the token unspent
 * (it still works where it belongs). Every test makes its own account and tokens.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const issue = (userId: number, purpose: 'register' | 'reset' | 'login') =>
  issueOneTimeToken(
    t.deps,
    userId,
    purpose,
    { register: TOKEN_LIFETIMES.registerMs, reset: TOKEN_LIFETIMES.resetMs, login: TOKEN_LIFETIMES.loginCodeMs }[purpose],
  );
const asLoginCode = (code: string) => t.call('POST', '/api/auth/currentuser', { dataInfo: code });
const asReset = (token: string, id: number) =>
  t.call('POST', '/api/auth/reset-password', { token, id, password: 'Nove-Heslo-Tokenu', confirmPassword: 'Nove-Heslo-Tokenu' });
const asConfirmation = (email: string, token: string) => t.call('GET', `/api/users/${encodeURIComponent(email)}/${token}`);
const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('one-time tokens are bound to their purpose', () => {
  it('a reset token is refused as a Google login code, and still resets the password afterwards', async () => {
    const a = await createAccount(t);
    const token = await issue(a.id, 'reset');
    const r = await asLoginCode(token);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: AUTH_MESSAGES.loginCodeInvalid });
    expect((await asReset(token, a.id)).status).toBe(200);
  });

  it('a registration token is refused as a login code and as a reset token, and still confirms the account', async () => {
    const a = await createAccount(t, { confirmed: false });
    const token = await issue(a.id, 'register');
    expect((await asLoginCode(token)).status).toBe(401);
    const reset = await asReset(token, a.id);
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect(await stored(a.id)).toMatchObject({ isRegistered: false, tokenVersion: 0 });
    expect((await asConfirmation(a.email, token)).body).toBe('ok');
    expect((await stored(a.id)).isRegistered).toBe(true);
  });

  it('a login code neither resets a password nor confirms a registration, and still signs in once', async () => {
    const a = await createAccount(t, { confirmed: false });
    const code = await issue(a.id, 'login');
    expect((await asReset(code, a.id)).status).toBe(400);
    expect((await asConfirmation(a.email, code)).status).toBe(400);
    expect(await stored(a.id)).toMatchObject({ isRegistered: false, tokenVersion: 0 });
    const signedIn = await asLoginCode(code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(a.email);
    expect((await asLoginCode(code)).status).toBe(401);
  });

  it('a reset token does not confirm a registration', async () => {
    const a = await createAccount(t, { confirmed: false });
    const token = await issue(a.id, 'reset');
    expect((await asConfirmation(a.email, token)).status).toBe(400);
    expect((await stored(a.id)).isRegistered).toBe(false);
  });
});

describe('an account made by Google sign-in has no password', () => {
  it('so no password opens it, not even the one checked for unknown e-mails', async () => {
    const [g] = await t.db
      .insert(users)
      .values({ name: 'Google Only', email: 'google.only@example.sk', passwordHash: null, isRegistered: true, googleId: 'g-only' })
      .returning();
    for (const password of ['unknown-user-placeholder', 'x', ' ']) {
      const r = await t.call('POST', '/api/users/login', { email: g.email, password });
      expect(r.status, password).toBe(401);
      expect(r.body).toEqual({ message: AUTH_MESSAGES.badCredentials });
    }
  });
});
