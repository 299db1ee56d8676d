import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * Secrets made by the server, over WebCrypto (same code on Node and Workers):
 * - bearer tokens: JWTs made and checked by `jose` (HS256 only), claims {sub: user id as a string, ver:
 *   tokenVersion, iat, exp}; seven days. `ver` is compared with the account's current tokenVersion on every
 *   request, so a password change revokes every token issued before it.
 * - single-use secrets (registration, reset, login code): 32 random bytes sent to the user, SHA-256 stored.
 * Each use of the configured secret gets its own derived key, so a signature made for one purpose (a cookie,
 * a bearer token) can never be replayed as another.
 */

export const BEARER_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface BearerClaims {
  sub: number;
  ver: number;
  exp: number;
}

const enc = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** A fresh unguessable value (256 bits), URL-safe: 43 characters. */
export function randomSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the database keeps of a single-use secret. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

const derived = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** HMAC(secret, label): a key for one purpose, derived from the one configured secret. Cached per isolate. */
export function purposeKey(secret: string, label: 'bearer-token' | 'oidc-state-cookie'): Promise<Uint8Array<ArrayBuffer>> {
  const id = `${label}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      return new Uint8Array(await crypto.subtle.sign('HMAC', master, enc.encode(label)));
    })();
    derived.set(id, key);
  }
  return key;
}

const bearerKeys = new Map<string, Promise<CryptoKey>>();

function bearerKey(secret: string): Promise<CryptoKey> {
  let key = bearerKeys.get(secret);
  if (!key) {
    key = purposeKey(secret, 'bearer-token').then((raw) =>
      crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    );
    bearerKeys.set(secret, key);
  }
  return key;
}

export async function issueBearerToken(secret: string, user: { id: number; tokenVersion: number }, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(iat + BEARER_TTL_SECONDS)
    .sign(await bearerKey(secret));
}

/**
 * The claims of a genuine, unexpired token, else null. Whether the user still exists and the version is current
 * is the caller's check (worker/http/auth.ts), against the database.
 */
export async function readBearerToken(secret: string, token: string, now: Date): Promise<BearerClaims | null> {
  // Far longer than any token we issue: refused before any parsing.
  if (token.length > 512) return null;
  let payload: JWTPayload;
  try {
    // Only HS256: a token that names another algorithm (`none`, HS512, RS256 with our secret as "public key") is
    // refused before its signature is looked at. Expiry is judged by the app's clock, without tolerance.
    ({ payload } = await jwtVerify(token, await bearerKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'ver', 'exp'],
    }));
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
  // jose checks the signature and the dates; the shape of our own claims is ours to check (defence in depth).
  const sub = typeof payload.sub === 'string' && /^[1-9][0-9]{0,14}$/.test(payload.sub) ? Number(payload.sub) : null;
  const ver = payload.ver;
  if (sub === null || typeof ver !== 'number' || !Number.isSafeInteger(ver) || typeof payload.exp !== 'number') return null;
  return { sub, ver, exp: payload.exp };
}
