import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { ACCOUNT_RULE_MESSAGES } from '../domain/account-rules';
import { createAccount, linkIn, mailCount, mailsTo, userCount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The way back to the checkout through the account e-mails: `POST /api/users` and `POST /api/auth/forgot-password`
 * take a `redirect` (a same-site path), and the confirmation and reset links carry it as `?redirect=` after the
 * spec's route; the pages hand it on to the login page. A redirect off the site is refused before anything is
 * written or mailed. (The Google round trip is in google-auth.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = 'http://shop.test';
const OFF_SITE = ['//evil.com', 'https://evil.com', '/\\evil.com', '/\\/evil.com', 'javascript:alert(1)', `/${'x'.repeat(500)}`];
let n = 0;
const fresh = () => ({ name: 'Jana Nováková', email: `navrat-${++n}@example.sk`, password: 'Modre-Nebo-nad-Tatrami-2026' });
const register = (body: Record<string, unknown>) => t.call('POST', '/api/users', body);
const forgot = (body: Record<string, unknown>) => t.call('POST', '/api/auth/forgot-password', body);
const tokenCount = async () => (await t.db.select({ id: authTokens.id }).from(authTokens)).length;
const stored = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

/** The mail's link as a reader's browser would open it: the text version and the HTML button agree. */
async function mailedLink(email: string, prefix: string): Promise<URL> {
  const [mail] = await mailsTo(t, email);
  const link = linkIn(mail.text, `${BASE}${prefix}`);
  expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  return new URL(link);
}

describe('the registration confirmation link carries the way back', () => {
  it('comes back to /shipping: the link keeps the spec path, adds ?redirect=/shipping, and still confirms the account', async () => {
    const who = fresh();
    const r = await register({ ...who, redirect: '/shipping' });
    expect(r.status).toBe(201);
    const link = await mailedLink(who.email, '/registerLink/');
    expect(link.searchParams.get('redirect')).toBe('/shipping');
    expect([...link.searchParams.keys()]).toEqual(['redirect']);
    expect(link.pathname).toMatch(/^\/registerLink\/[^/]+\/[A-Za-z0-9_-]{43}$/);
    // The page calls the spec's confirmation API with the link's path; the query is the page's business alone.
    const confirm = await t.call('GET', `/api/users${link.pathname.slice('/registerLink'.length)}`);
    expect(confirm.body).toBe('ok');
    expect((await stored(who.email)).isRegistered).toBe(true);
  });

  it('keeps a path with its own query readable and whole', async () => {
    const who = fresh();
    expect((await register({ ...who, redirect: '/search/život?pageNumber=2&x=1' })).status).toBe(201);
    expect((await mailedLink(who.email, '/registerLink/')).searchParams.get('redirect')).toBe('/search/život?pageNumber=2&x=1');
  });

  it('carries nothing when none was asked for', async () => {
    const who = fresh();
    expect((await register(who)).status).toBe(201);
    expect((await mailedLink(who.email, '/registerLink/')).search).toBe('');
  });

  it('refuses //evil.com, https://evil.com, /\\evil.com and other off-site targets: no account, no mail, no token', async () => {
    const before = { users: await userCount(t), mails: await mailCount(t), tokens: await tokenCount() };
    for (const redirect of OFF_SITE) {
      const who = fresh();
      const r = await register({ ...who, redirect });
      expect(r.status, redirect).toBe(400);
      expect(r.body).toEqual({
        message: ACCOUNT_RULE_MESSAGES.redirectOffSite,
        fields: { redirect: ACCOUNT_RULE_MESSAGES.redirectOffSite },
      });
      expect(await stored(who.email)).toBeUndefined();
    }
    expect({ users: await userCount(t), mails: await mailCount(t), tokens: await tokenCount() }).toEqual(before);
  });

  it('a second registration of an unconfirmed address sends a new link with the new way back', async () => {
    const who = fresh();
    await register(who);
    expect((await register({ ...who, redirect: '/shipping' })).status).toBe(201);
    expect((await mailedLink(who.email, '/registerLink/')).searchParams.get('redirect')).toBe('/shipping');
  });

  it('an address that already has an account gets login and reset links that come back too', async () => {
    const owner = await createAccount(t, { email: `uz-ma-ucet-${++n}@example.sk` });
    expect(
      (await register({ name: 'Niekto', email: owner.email, password: 'Modre-Nebo-nad-Tatrami-2026', redirect: '/shipping' })).status,
    ).toBe(201);
    const [mail] = await mailsTo(t, owner.email);
    expect(linkIn(mail.text, `${BASE}/login`)).toBe(`${BASE}/login?redirect=/shipping`);
    expect(linkIn(mail.text, `${BASE}/forgot-password`)).toBe(`${BASE}/forgot-password?redirect=/shipping`);
  });
});

describe('the password reset link carries the way back', () => {
  it('comes back to /shipping: the link keeps the spec path, adds ?redirect=/shipping, and its token resets the password', async () => {
    const a = await createAccount(t);
    expect((await forgot({ email: a.email, origURL: 'https://evil.com', redirect: '/shipping' })).status).toBe(200);
    const link = await mailedLink(a.email, '/reset-password/');
    expect(link.searchParams.get('redirect')).toBe('/shipping');
    const [token, , , id, marker] = link.pathname.slice('/reset-password/'.length).split('/');
    expect(marker).toBe('v1');
    const reset = await t.call('POST', '/api/auth/reset-password', {
      token,
      id,
      password: 'Nove-Heslo-na-Ceste',
      confirmPassword: 'Nove-Heslo-na-Ceste',
    });
    expect(reset.status).toBe(200);
    expect((await t.call('POST', '/api/users/login', { email: a.email, password: 'Nove-Heslo-na-Ceste' })).status).toBe(200);
  });

  it('carries nothing when none was asked for', async () => {
    const a = await createAccount(t);
    await forgot({ email: a.email });
    expect((await mailedLink(a.email, '/reset-password/')).search).toBe('');
  });

  it('refuses //evil.com, https://evil.com, /\\evil.com and other off-site targets, for known and unknown addresses alike: no mail, no token', async () => {
    const a = await createAccount(t);
    const before = { mails: await mailCount(t), tokens: await tokenCount() };
    for (const redirect of OFF_SITE) {
      for (const email of [a.email, 'nikto-taky-nie-je@example.sk']) {
        const r = await forgot({ email, redirect });
        expect(r.status, `${email} ${redirect}`).toBe(400);
        expect(r.body).toEqual({
          message: ACCOUNT_RULE_MESSAGES.redirectOffSite,
          fields: { redirect: ACCOUNT_RULE_MESSAGES.redirectOffSite },
        });
      }
    }
    expect({ mails: await mailCount(t), tokens: await tokenCount() }).toEqual(before);
  });
});
