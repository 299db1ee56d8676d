import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { PERSONAL_DATA_MESSAGES } from '../domain/personal-data';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { startOidcProvider, type OidcProvider } from '../test-support/oidc-provider';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * 'Zrušiť účet' for an account without a password (issue 31): a fresh Google sign-in started with
 * `?intent=delete-account` ends on the profile with a one-time code in the fragment, which the delete call takes.
 */

const CLIENT = { clientId: 'prud-test-client.apps.example', clientSecret: 'prud-test-client-secret' };
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
let idp: OidcProvider;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  idp = await startOidcProvider(CLIENT, clock.now);
  t = await createTestApp({ now: clock.now, config: { google: { ...CLIENT, issuer: idp.issuer } } });
});
afterAll(async () => {
  t?.close();
  await idp?.stop();
});

/** Plays the browser through Google and back; answers where the app sent it. */
async function throughGoogle(query: string) {
  const start = await t.app.request(`/api/auth/google/start${query}`);
  expect(start.status).toBe(302);
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const res = await t.app.request(back.pathname + back.search, { headers: { cookie } });
  expect(res.status).toBe(302);
  return { startUrl: new URL(start.headers.get('location')!), landing: new URL(res.headers.get('location')!, 'http://shop.test') };
}

/** A Google-only account, signed in through Google: its id and bearer token. */
async function googleAccount() {
  idp.nextUser = { sub: `google-del-${++seq}`, email: `zrusenie-${seq}@gmail.test`, email_verified: true, name: `Google ${seq}` };
  const { landing } = await throughGoogle('');
  const info = await t.call('POST', '/api/auth/currentuser', { dataInfo: landing.searchParams.get('code') });
  expect(info.status).toBe(200);
  return { id: Number(info.body._id), token: info.body.token as string, sub: idp.nextUser.sub };
}

async function deleteCodeFor(sub: string, authAgo?: number) {
  idp.nextUser = { ...idp.nextUser, sub };
  if (authAgo !== undefined) idp.tamper = { authAgo };
  const { startUrl, landing } = await throughGoogle('?intent=delete-account');
  return { startUrl, landing, fragment: new URLSearchParams(landing.hash.slice(1)) };
}

describe('Google re-confirmation of an account deletion', () => {
  it('asks Google for a fresh sign-in, lands on the profile with a code in the fragment, and the code deletes the account once', async () => {
    const me = await googleAccount();
    const { startUrl, landing, fragment } = await deleteCodeFor(me.sub);
    expect(startUrl.searchParams.get('max_age')).toBe('300');
    expect(startUrl.searchParams.get('prompt')).toBe('select_account');
    const plain = new URL((await t.app.request('/api/auth/google/start')).headers.get('location')!);
    expect([plain.searchParams.has('max_age'), plain.searchParams.has('prompt')]).toEqual([false, false]);
    expect(landing.pathname).toBe('/profile');
    expect(landing.search).toBe('');
    const code = fragment.get('zrusit-ucet')!;
    expect(code.length).toBeGreaterThan(20);
    // The code is no login: the login exchange refuses it.
    expect((await t.call('POST', '/api/auth/currentuser', { dataInfo: code })).status).toBe(401);

    const r = await t.call('DELETE', '/api/users/profile', { googleCode: code }, bearer(me.token));
    expect(r).toMatchObject({ status: 200, body: { message: PERSONAL_DATA_MESSAGES.accountDeleted } });
    expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, me.id))).toEqual([]);
    expect(await t.call('DELETE', '/api/users/profile', { googleCode: code }, bearer(me.token))).toMatchObject({
      status: 401,
      body: { message: AUTH_MESSAGES.tokenFailed },
    });
  });

  it('a code works only for its own account, only once and only for five minutes; a password is refused', async () => {
    const [a, b] = [await googleAccount(), await googleAccount()];
    const codeA = (await deleteCodeFor(a.sub)).fragment.get('zrusit-ucet')!;
    expect(await t.call('DELETE', '/api/users/profile', { googleCode: codeA }, bearer(b.token))).toMatchObject({
      status: 400,
      body: { message: PERSONAL_DATA_MESSAGES.googleCodeInvalid },
    });
    expect(await t.call('DELETE', '/api/users/profile', { password: 'Akekolvek-Heslo-2026' }, bearer(b.token))).toMatchObject({
      status: 400,
      body: { message: PERSONAL_DATA_MESSAGES.noPassword, fields: { password: PERSONAL_DATA_MESSAGES.noPassword } },
    });
    clock.advance(5 * 60 * 1000 + 1000);
    expect(await t.call('DELETE', '/api/users/profile', { googleCode: codeA }, bearer(a.token))).toMatchObject({
      status: 400,
      body: { message: PERSONAL_DATA_MESSAGES.googleCodeInvalid },
    });
    expect((await t.db.select().from(users).where(eq(users.id, a.id))).length).toBe(1);
    expect((await t.db.select().from(users).where(eq(users.id, b.id))).length).toBe(1);
  });

  it('a Google account no shop account is linked to gets no code, and nothing is created', async () => {
    const before = (await t.db.select().from(users)).length;
    idp.nextUser = { sub: 'google-nobody', email: 'nikto@gmail.test', email_verified: true, name: 'Nikto' };
    const { fragment } = await deleteCodeFor('google-nobody');
    expect(fragment.get('zrusit-ucet')).toBeNull();
    expect(fragment.get('zrusit-ucet-chyba')).toBe('account-not-linked');
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('a sign-in Google says is older than asked is refused; one cancelled at Google comes back to the profile', async () => {
    const me = await googleAccount();
    expect((await deleteCodeFor(me.sub, 3600)).fragment.get('zrusit-ucet-chyba')).toBe('internal-error');
    // Twice the max_age asked is allowed for the clocks' and the person's slack; a second more is not.
    expect((await deleteCodeFor(me.sub, 601)).fragment.get('zrusit-ucet-chyba')).toBe('internal-error');
    expect((await deleteCodeFor(me.sub, 600)).fragment.get('zrusit-ucet')).toBeTruthy();
    idp.authorizeError = 'access_denied';
    const cancelled = await deleteCodeFor(me.sub);
    idp.authorizeError = undefined;
    expect(cancelled.landing.pathname).toBe('/profile');
    expect(cancelled.fragment.get('zrusit-ucet-chyba')).toBe('popup-closed-by-user');
  });

  it('an account with a password confirms with it; an unknown intent is refused in Slovak', async () => {
    const me = await createAccount(t);
    const r = await t.call('DELETE', '/api/users/profile', { password: me.password }, bearer(await loginToken(t, me)));
    expect(r.status).toBe(200);
    const odd = await t.call('GET', '/api/auth/google/start?intent=smazat');
    expect(odd).toMatchObject({ status: 400, body: { message: 'Neznámy účel prihlásenia cez Google.' } });
  });
});
