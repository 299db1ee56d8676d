import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import type { AppDeps } from '../../deps';
import { testClock } from '../../test-support/accounts';
import { startOidcProvider, type OidcProvider } from '../../test-support/oidc-provider';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { loginWithCode } from './accounts';
import { beginGoogleSignIn, completeGoogleSignIn, PENDING_SIGN_IN_MS } from './google-sign-in';

/**
 * The sign-in service between the two browser visits, called directly: what it asks the provider (a local
 * OpenID provider over real HTTP), which account a verified identity gets, and why a sign-in is refused.
 * The route test (worker/routes/google-auth.test.ts) covers the cookie and redirects around it.
 */

const CLIENT = { clientId: 'prud-service-client.apps.example', clientSecret: 'prud-service-client-secret' };
const START = new Date('2026-03-01T10:00:00Z');

const clock = testClock(START);
let idp: OidcProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcProvider(CLIENT, clock.now);
  t = await createTestApp({ now: clock.now, config: { google: { ...CLIENT, issuer: idp.issuer } } });
});
afterAll(async () => {
  t?.close();
  await idp?.stop();
});
beforeEach(() => clock.set(START));

type Google = NonNullable<AppDeps['config']['google']>;
const googleOf = (provider: OidcProvider, change: Partial<Google> = {}): Google => ({ ...CLIENT, issuer: provider.issuer, ...change });

/** Start, then the provider's approval (real HTTP): the pending state and what the browser brings back. */
async function startAndApprove(deps: AppDeps, google: Google) {
  const { url, pending } = await beginGoogleSignIn(deps, google, '/cart');
  const atProvider = await fetch(url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  return {
    url: new URL(url),
    pending,
    params: { code: back.searchParams.get('code') ?? undefined, state: back.searchParams.get('state') ?? undefined },
  };
}

async function signIn(deps: AppDeps = t.deps, google: Google = googleOf(idp), beforeCallback?: () => void) {
  const { pending, params } = await startAndApprove(deps, google);
  beforeCallback?.();
  return completeGoogleSignIn(deps, google, pending, params);
}

/** The account a successful sign-in's login code opens. */
async function accountOf(result: Awaited<ReturnType<typeof signIn>>) {
  if (!result.ok) throw new Error(`sign-in refused: ${result.kind}`);
  const info = await loginWithCode(t.deps, result.loginCode);
  return (
    await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(info._id)))
  )[0];
}

const lastRefusal = (logs: TestApp['logs']) =>
  (logs.filter((l) => l.message === 'Google sign-in refused').at(-1)?.data as { why: string } | undefined)?.why;

describe('completeGoogleSignIn', () => {
  it('names the callback on the configured base URL, trailing slashes and all, at the provider and at the token endpoint', async () => {
    const deps: AppDeps = { ...t.deps, config: { ...t.deps.config, baseUrl: 'http://shop.test//' } };
    idp.nextUser = { sub: 'g-slashes', email: 'slashes@gmail.test', email_verified: true, name: 'Lomky' };
    const { url, pending, params } = await startAndApprove(deps, googleOf(idp));
    expect(url.searchParams.get('redirect_uri')).toBe('http://shop.test/api/auth/google/callback');
    const result = await completeGoogleSignIn(deps, googleOf(idp), pending, params);
    expect(result.ok).toBe(true);
    expect(idp.tokenRequests.at(-1)!.redirect_uri).toBe('http://shop.test/api/auth/google/callback');
  });

  it('accepts the callback up to the very millisecond the pending sign-in expires', async () => {
    idp.nextUser = { sub: 'g-last-ms', email: 'last.ms@gmail.test', email_verified: true, name: 'Na Poslednú Chvíľu' };
    const result = await signIn(t.deps, googleOf(idp), () => clock.advance(PENDING_SIGN_IN_MS));
    expect((await accountOf(result)).email).toBe('last.ms@gmail.test');
  });

  it('refuses a callback without a code as an internal error, without asking the token endpoint', async () => {
    const { pending, params } = await startAndApprove(t.deps, googleOf(idp));
    const before = idp.tokenRequests.length;
    expect(await completeGoogleSignIn(t.deps, googleOf(idp), pending, { state: params.state })).toEqual({
      ok: false,
      kind: 'internal-error',
    });
    expect(idp.tokenRequests.length).toBe(before);
  });

  it('reports a client the token endpoint rejects as invalid-api-key, logging the provider’s error code', async () => {
    const logsBefore = t.logs.length;
    const result = await signIn(t.deps, googleOf(idp, { clientSecret: 'not-the-secret' }));
    expect(result).toEqual({ ok: false, kind: 'invalid-api-key' });
    expect(lastRefusal(t.logs.slice(logsBefore))).toBe('token endpoint: invalid_client');
  });

  it('reports a token endpoint that cannot be reached as network-request-failed', async () => {
    const gone = await startOidcProvider(CLIENT, clock.now);
    const google = googleOf(gone);
    const { pending, params } = await startAndApprove(t.deps, google);
    await gone.stop();
    const logsBefore = t.logs.length;
    expect(await completeGoogleSignIn(t.deps, google, pending, params)).toEqual({ ok: false, kind: 'network-request-failed' });
    expect(lastRefusal(t.logs.slice(logsBefore))).toMatch(/^token endpoint unreachable: /);
  });

  it('refuses as an internal error when the provider’s keys cannot be fetched, logging why, and makes no account', async () => {
    const keyless = await startOidcProvider(CLIENT, clock.now);
    try {
      keyless.jwksDown = true;
      keyless.nextUser = { sub: 'g-keyless', email: 'keyless@gmail.test', email_verified: true, name: 'Bez Kľúčov' };
      const logsBefore = t.logs.length;
      expect(await signIn(t.deps, googleOf(keyless))).toEqual({ ok: false, kind: 'internal-error' });
      expect(lastRefusal(t.logs.slice(logsBefore))).toMatch(/^sign-in failed: /);
      expect(await t.db.select().from(users).where(eq(users.email, 'keyless@gmail.test'))).toEqual([]);
    } finally {
      await keyless.stop();
    }
  });
});

describe('the account a verified Google identity gets', () => {
  it('the account linked to the Google id, even when Google now reports another, unverified e-mail', async () => {
    idp.nextUser = { sub: 'g-moved', email: 'before.move@gmail.test', email_verified: true, name: 'Presťahovaný' };
    const first = await accountOf(await signIn());
    idp.nextUser = { sub: 'g-moved', email: 'after.move@gmail.test', email_verified: false, name: 'Presťahovaný' };
    const again = await accountOf(await signIn());
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ email: 'before.move@gmail.test', googleId: 'g-moved' });
    expect(await t.db.select().from(users).where(eq(users.email, 'after.move@gmail.test'))).toEqual([]);
  });

  it('a new account is named after the e-mail’s local part when Google gives no name', async () => {
    idp.nextUser = { sub: 'g-nameless', email: 'bez.mena@gmail.test', email_verified: true };
    expect(await accountOf(await signIn())).toMatchObject({
      name: 'bez.mena',
      email: 'bez.mena@gmail.test',
      googleId: 'g-nameless',
      isRegistered: true,
    });
  });
});
