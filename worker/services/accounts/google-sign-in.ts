import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError, generateCodeVerifier, generateState } from 'arctic';
import {
  findUserByEmail,
  findUserByGoogleId,
  insertUserIfNew,
  setPasswordHash,
  updateUser,
  type UserRow,
} from '~/db/queries/accounts/users';
import type { AppConfig, AppDeps } from '../../deps';
import { acceptedIssuers, checkIdTokenClaims, type VerifiedIdentity } from '../../domain/id-token-claims';
import { kindForProviderError, type GoogleSignInErrorKind } from '../../domain/google-sign-in-errors';
import { issueLoginCode } from './accounts';
import { issueDeleteCode } from './account-erasure';
import { discoverProvider, verifyIdToken } from './oidc';
import { shopUrl } from '../../domain/shop-url';

/**
 * Google sign-in as a server-side OpenID Connect authorization-code flow with PKCE, state and nonce. The browser
 * never hands us an identity: we take the code to Google ourselves and verify the ID token Google signed. The
 * flow ends with a one-time login code (2 minutes) that the login page exchanges for userInfo; the bearer token
 * itself never travels in a URL.
 */

type GoogleConfig = NonNullable<AppConfig['google']>;

/** What the signed, httpOnly cookie remembers between "start" and "callback". */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** Path on this site to land on afterwards (already checked by sameSitePath); null: none was asked for. */
  redirect: string | null;
  /** Epoch ms; the cookie's Max-Age is only advice to the browser. */
  expiresAt: number;
  /**
   * 'delete-account' (issue 31): a Google-only account confirms 'Zrušiť účet' by signing in afresh; the callback
   * then issues no login but a delete code of the account linked to that Google id. Absent: a plain sign-in.
   */
  intent?: GoogleIntent;
}

export type GoogleIntent = 'delete-account';

/** A re-confirmation must be a fresh sign-in at Google: asked with `max_age`, checked by `auth_time` when sent. */
const RECONFIRM_MAX_AGE_S = 300;

export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
const SCOPES = ['openid', 'email', 'profile'];

export type SignInResult = { ok: true; loginCode: string } | { ok: false; kind: GoogleSignInErrorKind };

const callbackUrl = (config: AppConfig) => shopUrl(config.baseUrl, '/api/auth/google/callback');
const client = (config: AppConfig, google: GoogleConfig) => new OAuth2Client(google.clientId, google.clientSecret, callbackUrl(config));

/** Where to send the browser first, and what to remember for the callback. */
export async function beginGoogleSignIn(
  deps: AppDeps,
  google: GoogleConfig,
  redirect: string | null,
  intent?: GoogleIntent,
): Promise<{ url: string; pending: PendingSignIn }> {
  const provider = await discoverProvider(google.issuer);
  const pending: PendingSignIn = {
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    nonce: generateState(),
    redirect,
    expiresAt: deps.now().getTime() + PENDING_SIGN_IN_MS,
    ...(intent ? { intent } : {}),
  };
  const url = client(deps.config, google).createAuthorizationURLWithPKCE(
    provider.authorization_endpoint,
    pending.state,
    CodeChallengeMethod.S256,
    pending.codeVerifier,
    SCOPES,
  );
  url.searchParams.set('nonce', pending.nonce);
  if (intent) {
    // Google's own prompt values do not include OIDC's 'login'; choosing the account and max_age ask for a fresh sign-in.
    url.searchParams.set('prompt', 'select_account');
    url.searchParams.set('max_age', String(RECONFIRM_MAX_AGE_S));
  }
  return { url: url.toString(), pending };
}

/** The callback: state, code exchange (with the PKCE verifier), ID token, then the account. */
export async function completeGoogleSignIn(
  deps: AppDeps,
  google: GoogleConfig,
  pending: PendingSignIn,
  params: { code?: string; state?: string },
): Promise<SignInResult> {
  // Another sign-in started in the meantime replaced the cookie, or the request was forged.
  if (!params.state || params.state !== pending.state || pending.expiresAt < deps.now().getTime()) {
    return { ok: false, kind: 'cancelled-popup-request' };
  }
  if (!params.code) return { ok: false, kind: 'internal-error' };

  let idToken: string;
  try {
    const provider = await discoverProvider(google.issuer);
    const tokens = await client(deps.config, google).validateAuthorizationCode(provider.token_endpoint, params.code, pending.codeVerifier);
    idToken = tokens.idToken();
    const verified = await verifyIdToken(idToken, provider.jwks_uri, {
      issuers: acceptedIssuers(google.issuer),
      clientId: google.clientId,
      now: deps.now(),
    });
    if (!verified.ok) return refuse(deps, `ID token refused: ${verified.reason}`);
    const checked = checkIdTokenClaims(verified.claims, {
      issuer: google.issuer,
      clientId: google.clientId,
      nonce: pending.nonce,
      now: deps.now(),
    });
    if (!checked.ok) return refuse(deps, `ID token refused: ${checked.reason}`);
    if (pending.intent === 'delete-account') return reconfirmed(deps, checked.identity.sub, verified.claims.auth_time);
    const user = await accountFor(deps, checked.identity);
    if (!user) return { ok: false, kind: 'email-not-verified' };
    return { ok: true, loginCode: await issueLoginCode(deps, user.id) };
  } catch (err) {
    if (err instanceof OAuth2RequestError) return refuse(deps, `token endpoint: ${err.code}`, kindForProviderError(err.code));
    if (err instanceof ArcticFetchError) return refuse(deps, `token endpoint unreachable: ${String(err.cause)}`, 'network-request-failed');
    return refuse(deps, `sign-in failed: ${String(err)}`);
  }
}

/**
 * The end of a re-confirmation: only an account already linked to this Google id gets a code (nothing is created or
 * linked here), and a sign-in Google says is older than `max_age` asked is refused. The code (`loginCode`, here a
 * delete code) is the account's: the delete call spends it only with that account's bearer token.
 */
async function reconfirmed(deps: AppDeps, sub: string, authTime: unknown): Promise<SignInResult> {
  const user = await findUserByGoogleId(deps.db, sub);
  if (!user) return refuse(deps, 'no account is linked to this Google id', 'account-not-linked');
  if (typeof authTime === 'number' && deps.now().getTime() / 1000 - authTime > RECONFIRM_MAX_AGE_S * 2)
    return refuse(deps, 'the Google sign-in was not fresh');
  return { ok: true, loginCode: await issueDeleteCode(deps, user.id) };
}

function refuse(deps: AppDeps, why: string, kind: GoogleSignInErrorKind = 'internal-error'): SignInResult {
  deps.log('warn', 'Google sign-in refused', { why });
  return { ok: false, kind };
}

/**
 * The account for a verified Google identity: the one already linked to this Google id; else the one with the
 * same e-mail, if Google verified that e-mail (then linked); else a new confirmed account without password.
 * Null when the e-mail is unverified and no account is linked yet.
 */
async function accountFor(deps: AppDeps, who: VerifiedIdentity): Promise<UserRow | null> {
  const linked = await findUserByGoogleId(deps.db, who.sub);
  if (linked) return linked;
  if (!who.email || !who.emailVerified) return null;

  const existing = await findUserByEmail(deps.db, who.email);
  if (existing) return link(deps, existing, who.sub);
  const created = await insertUserIfNew(deps.db, {
    name: who.name ?? who.email.split('@')[0],
    email: who.email,
    passwordHash: null,
    isRegistered: true,
    googleId: who.sub,
  });
  if (created) return created;
  // Someone registered this e-mail in the same instant: link that account instead.
  const raced = await findUserByEmail(deps.db, who.email);
  return raced ? link(deps, raced, who.sub) : null;
}

/**
 * Links Google to an existing account. If that account was never confirmed, its password was never shown to
 * belong to the mailbox's owner (anyone can register any address), so it is dropped: the Google user now owns
 * the account, and a stranger's password must not open it.
 */
async function link(deps: AppDeps, user: UserRow, googleId: string): Promise<UserRow> {
  const row = user.isRegistered
    ? await updateUser(deps.db, user.id, { googleId })
    : await setPasswordHash(deps.db, user.id, null, { googleId, isRegistered: true });
  return row ?? user;
}
