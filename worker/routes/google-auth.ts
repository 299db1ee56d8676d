import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../deps';
import { sameSitePath } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { notFound } from '../domain/errors';
import { googleCallbackQuery, googleStartQuery } from '../domain/path-params';
import { firstOfRepeated, validate } from '../http/validate';
import { kindForProviderError, type GoogleSignInErrorKind } from '../domain/google-sign-in-errors';
import { beginGoogleSignIn, completeGoogleSignIn, PENDING_SIGN_IN_MS, type PendingSignIn } from '../services/accounts/google-sign-in';
import { fromBase64Url, purposeKey, toBase64Url } from '../services/accounts/tokens';

/**
 * `/api/auth/google/start?redirect=/x` → Google → `/api/auth/google/callback` → `/login?code=…&redirect=/x`
 * (or `/login?error=<kind>&redirect=/x`). Between the two legs, state, PKCE verifier, nonce and the redirect wait
 * in a signed, httpOnly, SameSite=Lax cookie scoped to these paths (Lax: it must come back on Google's top-level
 * redirect). A `redirect` that sameSitePath refuses, or none, comes back as none: the login page then lands the
 * person by role (staff on their first admin screen).
 */
const COOKIE = 'prud_google_signin';
const COOKIE_PATH = '/api/auth/google';

function googleConfig(c: Context<AppEnv>) {
  const google = c.get('deps').config.google;
  if (!google) throw notFound(AUTH_MESSAGES.googleNotConfigured);
  return google;
}

const cookieKey = (c: Context<AppEnv>) => purposeKey(c.get('deps').config.tokenSecret, 'oidc-state-cookie');
const secure = (c: Context<AppEnv>) => c.get('deps').config.baseUrl.startsWith('https:');

function encodePending(p: PendingSignIn): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(p)));
}

function decodePending(value: string): PendingSignIn | null {
  try {
    const p = JSON.parse(new TextDecoder().decode(fromBase64Url(value) ?? new Uint8Array()));
    const ok = ['state', 'codeVerifier', 'nonce'].every((k) => typeof p?.[k] === 'string') && typeof p.expiresAt === 'number';
    const redirectOk = p?.redirect === null || typeof p?.redirect === 'string';
    const intentOk = p?.intent === undefined || p.intent === 'delete-account';
    return ok && redirectOk && intentOk ? { ...p, redirect: sameSitePath(p.redirect) } : null;
  } catch {
    return null;
  }
}

/** Back to the login page with `params`, still on the way to `redirect` when there is one. */
function toLogin(c: Context<AppEnv>, params: Record<string, string>, redirect: string | null) {
  return c.redirect(`/login?${new URLSearchParams({ ...params, ...(redirect ? { redirect } : {}) })}`, 302);
}

/**
 * A re-confirmation for 'Zrušiť účet' (issue 31) ends on the profile, with the delete code (or why not) in the
 * fragment: a fragment never reaches a server or its access log, and the page takes it out of the address bar.
 */
function toProfile(c: Context<AppEnv>, params: Record<string, string>) {
  return c.redirect(`/profile#${new URLSearchParams(params)}`, 302);
}

/** A failure's kind for the login page to explain; the redirect stays, so a retry still goes there. */
const failed = (c: Context<AppEnv>, kind: GoogleSignInErrorKind, redirect: string | null = null) => toLogin(c, { error: kind }, redirect);

export const googleAuthRoutes = new Hono<AppEnv>()
  .get('/start', validate('query', firstOfRepeated(googleStartQuery)), async (c) => {
    const google = googleConfig(c);
    const { intent, redirect: asked } = c.req.valid('query');
    const redirect = sameSitePath(asked);
    let started: Awaited<ReturnType<typeof beginGoogleSignIn>>;
    try {
      started = await beginGoogleSignIn(c.get('deps'), google, redirect, intent);
    } catch (err) {
      c.get('deps').log('warn', 'Google discovery failed', { error: String(err) });
      return failed(c, 'network-request-failed', redirect);
    }
    await setSignedCookie(c, COOKIE, encodePending(started.pending), await cookieKey(c), {
      path: COOKIE_PATH,
      httpOnly: true,
      secure: secure(c),
      sameSite: 'Lax',
      maxAge: PENDING_SIGN_IN_MS / 1000,
    });
    c.header('cache-control', 'no-store');
    return c.redirect(started.url, 302);
  })
  .get('/callback', validate('query', firstOfRepeated(googleCallbackQuery)), async (c) => {
    const query = c.req.valid('query');
    const google = googleConfig(c);
    const raw = await getSignedCookie(c, await cookieKey(c), COOKIE);
    // One use only: whatever happens next, this sign-in attempt is over.
    deleteCookie(c, COOKIE, { path: COOKIE_PATH, secure: secure(c), httpOnly: true, sameSite: 'Lax' });
    c.header('cache-control', 'no-store');
    const pending = typeof raw === 'string' ? decodePending(raw) : null;
    const back = pending?.redirect ?? null;
    const providerError = query.error;
    if (providerError && pending?.intent === 'delete-account')
      return toProfile(c, { 'zrusit-ucet-chyba': kindForProviderError(providerError) });
    if (providerError) return failed(c, kindForProviderError(providerError), back);
    // No cookie at all: the browser does not keep them (or the attempt took too long and it expired).
    if (raw === undefined) return failed(c, 'web-storage-unsupported');
    if (!pending) return failed(c, 'internal-error');
    const result = await completeGoogleSignIn(c.get('deps'), google, pending, { code: query.code, state: query.state });
    if (pending.intent === 'delete-account')
      return toProfile(c, result.ok ? { 'zrusit-ucet': result.loginCode } : { 'zrusit-ucet-chyba': result.kind });
    if (!result.ok) return failed(c, result.kind, back);
    return toLogin(c, { code: result.loginCode }, back);
  });
