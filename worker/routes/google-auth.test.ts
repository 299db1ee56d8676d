import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { bearer, createAccount, testClock, userCount } from '../test-support/accounts';
import { startOidcProvider, type OidcProvider } from '../test-support/oidc-provider';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PENDING_SIGN_IN_MS } from '../services/accounts/google-sign-in';

const CLIENT = { clientId: 'prud-test-client.apps.example', clientSecret: 'prud-test-client-secret' };

let idp: OidcProvider;
let t: TestApp;
// The provider signs its ID tokens by the same fixed clock the app judges them by.
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  idp = await startOidcProvider(CLIENT, clock.now);
  t = await createTestApp({ now: clock.now, config: { google: { ...CLIENT, issuer: idp.issuer } } });
});
afterAll(async () => {
  t?.close();
  await idp?.stop();
});

interface FlowOptions {
  /** The start's `?redirect=` (default /cart; null: none at all). */
  redirect?: string | null;
  /** Change the cookie the browser sends back (undefined: send none). */
  cookie?: (pair: string) => string | undefined;
  /** Change the state the browser brings back from the provider. */
  state?: (state: string) => string;
  /** Runs between the provider's answer and the callback (e.g. to let time pass). */
  beforeCallback?: () => void;
}

/** Plays the browser: start → provider (real HTTP) → callback with the cookie. Returns the app's final redirect. */
async function browserSignIn(o: FlowOptions = {}) {
  const asked = o.redirect === undefined ? '/cart' : o.redirect;
  const start = await t.app.request(`/api/auth/google/start${asked === null ? '' : `?redirect=${encodeURIComponent(asked)}`}`);
  expect(start.status).toBe(302);
  const setCookie = start.headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0];
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://shop.test/api/auth/google/callback');
  if (o.state && back.searchParams.has('state')) back.searchParams.set('state', o.state(back.searchParams.get('state')!));
  const cookie = o.cookie ? o.cookie(pair) : pair;
  o.beforeCallback?.();
  const res = await t.app.request(back.pathname + back.search, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  const landing = new URL(res.headers.get('location')!, 'http://shop.test');
  return { start, setCookie, res, landing, callbackCookie: res.headers.get('set-cookie') ?? '' };
}

async function exchange(code: string | null) {
  return t.call('POST', '/api/auth/currentuser', { dataInfo: code });
}

const rowByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('Google sign-in (OpenID Connect code flow with PKCE) against a local provider', () => {
  it('is announced by /api/auth/config', async () => {
    expect((await t.call('GET', '/api/auth/config')).body).toEqual({ google: true, cardPayment: true });
  });

  it('starts with PKCE, state and nonce, remembered in a signed httpOnly SameSite=Lax cookie', async () => {
    const res = await t.app.request('/api/auth/google/start?redirect=/shipping');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe(`${idp.issuer}/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: 'http://shop.test/api/auth/google/callback',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)?.length).toBeGreaterThan(20);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^prud_google_signin=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/google/);
    expect(cookie).toMatch(/Max-Age=600/);
    // The verifier itself never goes to the provider in the front channel.
    expect(res.headers.get('location')).not.toContain('code_verifier');
  });

  it('first sign-in creates a confirmed account without password; the login code gives userInfo once', async () => {
    idp.nextUser = { sub: 'g-jana', email: 'Jana.Google@Gmail.test', email_verified: true, name: 'Jana z Google' };
    const before = await userCount(t);
    const flow = await browserSignIn({ redirect: '/shipping' });
    expect(flow.landing.pathname).toBe('/login');
    expect(flow.landing.searchParams.get('redirect')).toBe('/shipping');
    expect(flow.landing.searchParams.has('error')).toBe(false);
    // The cookie is spent on the callback.
    expect(flow.callbackCookie).toMatch(/prud_google_signin=;/);
    const code = flow.landing.searchParams.get('code');
    // The token endpoint got the PKCE verifier and the client's credentials (HTTP Basic).
    expect(idp.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'http://shop.test/api/auth/google/callback',
    });
    expect(idp.tokenRequests.at(-1)!.code_verifier.length).toBeGreaterThanOrEqual(43);

    const info = await exchange(code);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      name: 'Jana z Google',
      email: 'jana.google@gmail.test',
      isAdmin: false,
      isAssistant: false,
      hasGoogle: true,
    });
    expect(typeof info.body.token).toBe('string');
    expect(await userCount(t)).toBe(before + 1);
    const row = await rowByEmail('jana.google@gmail.test');
    expect(row).toMatchObject({ googleId: 'g-jana', passwordHash: null, isRegistered: true });
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(info.body.token))).status).toBe(200);

    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(AUTH_MESSAGES.loginCodeInvalid);
  });

  it('a second sign-in reuses the account', async () => {
    idp.nextUser = { sub: 'g-twice', email: 'twice@gmail.test', email_verified: true, name: 'Dvakrát' };
    const first = await exchange((await browserSignIn()).landing.searchParams.get('code'));
    expect(first.status).toBe(200);
    const before = await userCount(t);
    const info = await exchange((await browserSignIn()).landing.searchParams.get('code'));
    expect(info.status).toBe(200);
    expect(info.body._id).toBe(first.body._id);
    expect(info.body._id).toBe(String((await rowByEmail('twice@gmail.test')).id));
    expect(await userCount(t)).toBe(before);
  });

  it('links an existing confirmed account by verified e-mail and keeps its password', async () => {
    const peter = await createAccount(t, { email: 'peter@gmail.test' });
    idp.nextUser = { sub: 'g-peter', email: 'peter@gmail.test', email_verified: true, name: 'Peter' };
    const info = await exchange((await browserSignIn()).landing.searchParams.get('code'));
    expect(info.body._id).toBe(String(peter.id));
    expect((await rowByEmail('peter@gmail.test')).googleId).toBe('g-peter');
    expect((await t.call('POST', '/api/users/login', { email: peter.email, password: peter.password })).status).toBe(200);
  });

  it('linking a never-confirmed account drops the password a stranger may have chosen for it', async () => {
    const squatted = await createAccount(t, { email: 'eva@gmail.test', confirmed: false });
    idp.nextUser = { sub: 'g-eva', email: 'eva@gmail.test', email_verified: true, name: 'Eva' };
    const info = await exchange((await browserSignIn()).landing.searchParams.get('code'));
    expect(info.body._id).toBe(String(squatted.id));
    expect(await rowByEmail('eva@gmail.test')).toMatchObject({ passwordHash: null, isRegistered: true, googleId: 'g-eva' });
    const old = await t.call('POST', '/api/users/login', { email: squatted.email, password: squatted.password });
    expect(old.status).toBe(401);
  });

  it('refuses an unverified e-mail it cannot link safely', async () => {
    idp.nextUser = { sub: 'g-unverified', email: 'nobody@gmail.test', email_verified: false, name: 'Nikto' };
    const before = await userCount(t);
    const flow = await browserSignIn();
    expect(flow.landing.searchParams.get('error')).toBe('email-not-verified');
    expect(await userCount(t)).toBe(before);
  });

  it('refuses a bad state without exchanging the code', async () => {
    const before = { users: await userCount(t), tokenRequests: idp.tokenRequests.length };
    const flow = await browserSignIn({ state: (s) => `${s}x` });
    expect(flow.landing.pathname).toBe('/login');
    expect(flow.landing.searchParams.get('error')).toBe('cancelled-popup-request');
    expect(flow.landing.searchParams.has('code')).toBe(false);
    expect(idp.tokenRequests.length).toBe(before.tokenRequests);
    expect(await userCount(t)).toBe(before.users);
  });

  it('refuses a sign-in state older than ten minutes on the server (the cookie still came back) without exchanging the code', async () => {
    idp.nextUser = { sub: 'g-late', email: 'late@gmail.test', email_verified: true, name: 'Neskorý' };
    const before = { users: await userCount(t), tokenRequests: idp.tokenRequests.length };
    const late = await browserSignIn({ beforeCallback: () => clock.advance(PENDING_SIGN_IN_MS + 1000) });
    expect(late.landing.searchParams.get('error')).toBe('cancelled-popup-request');
    expect(late.landing.searchParams.has('code')).toBe(false);
    expect(idp.tokenRequests.length).toBe(before.tokenRequests);
    expect(await userCount(t)).toBe(before.users);
    // The same flow a little inside the ten minutes completes.
    const inTime = await browserSignIn({ beforeCallback: () => clock.advance(PENDING_SIGN_IN_MS - 1000) });
    expect(inTime.landing.searchParams.get('code')).toBeTruthy();
    expect(await userCount(t)).toBe(before.users + 1);
  });

  it('refuses a missing or tampered cookie', async () => {
    expect((await browserSignIn({ cookie: () => undefined })).landing.searchParams.get('error')).toBe('web-storage-unsupported');
    const tampered = await browserSignIn({ cookie: (pair) => pair.replace(/=(.)/, (_m, ch) => `=${ch === 'A' ? 'B' : 'A'}`) });
    expect(tampered.landing.searchParams.get('error')).toBe('internal-error');
  });

  it.each([
    ['a token for another audience', { aud: 'someone-else.apps.example' }, 'audience'],
    ['a token signed with a key the provider does not publish', { rogueKey: true }, 'signature'],
    ['a token from another issuer', { iss: 'https://evil.example' }, 'issuer'],
    ['an expired token', { expiresIn: -3600 }, 'expired'],
    ['a token with another nonce', { nonce: 'replayed-nonce' }, 'nonce'],
  ])('refuses %s', async (_what, tamper, reason) => {
    idp.nextUser = { sub: 'g-mallory', email: 'mallory@gmail.test', email_verified: true, name: 'Mallory' };
    idp.tamper = tamper;
    const before = await userCount(t);
    const flow = await browserSignIn();
    expect(flow.landing.searchParams.get('error')).toBe('internal-error');
    expect(flow.landing.searchParams.has('code')).toBe(false);
    expect(await userCount(t)).toBe(before);
    const refusal = t.logs.filter((l) => l.message === 'Google sign-in refused').at(-1);
    expect(JSON.stringify(refusal?.data)).toContain(reason);
  });

  it('maps the provider refusing (user cancelled) to a kind the login page explains', async () => {
    idp.authorizeError = 'access_denied';
    expect((await browserSignIn()).landing.searchParams.get('error')).toBe('popup-closed-by-user');
  });

  it('never redirects off the site afterwards: an off-site target comes back as none (the login page lands by role)', async () => {
    idp.nextUser = { sub: 'g-redirect', email: 'redirect@gmail.test', email_verified: true };
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\\/evil.example']) {
      const flow = await browserSignIn({ redirect: target });
      expect(flow.landing.origin + flow.landing.pathname).toBe('http://shop.test/login');
      expect(flow.landing.searchParams.has('redirect'), target).toBe(false);
      expect(flow.landing.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('returns to the checkout it started from: the redirect survives the round trip, and the code signs in', async () => {
    idp.nextUser = { sub: 'g-checkout', email: 'checkout@gmail.test', email_verified: true, name: 'Z pokladne' };
    const flow = await browserSignIn({ redirect: '/shipping' });
    expect(flow.res.headers.get('location')).toMatch(/^\/login\?/);
    expect(Object.fromEntries(flow.landing.searchParams)).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      redirect: '/shipping',
    });
    expect((await exchange(flow.landing.searchParams.get('code'))).body).toMatchObject({ email: 'checkout@gmail.test' });
  });

  it('asks for nothing when it started without a redirect (an admin then lands on /admin)', async () => {
    idp.nextUser = { sub: 'g-plain', email: 'plain@gmail.test', email_verified: true };
    const flow = await browserSignIn({ redirect: null });
    expect([...flow.landing.searchParams.keys()]).toEqual(['code']);
  });

  it('a refused sign-in still knows where it was going, so that a retry from the login page goes there', async () => {
    idp.authorizeError = 'access_denied';
    const flow = await browserSignIn({ redirect: '/shipping' });
    expect(Object.fromEntries(flow.landing.searchParams)).toEqual({ error: 'popup-closed-by-user', redirect: '/shipping' });
  });

  it('login codes expire after two minutes', async () => {
    idp.nextUser = { sub: 'g-expire', email: 'expire@gmail.test', email_verified: true };
    const code = (await browserSignIn()).landing.searchParams.get('code');
    clock.advance(2 * 60 * 1000 + 1000);
    expect((await exchange(code)).status).toBe(401);
  });
});
