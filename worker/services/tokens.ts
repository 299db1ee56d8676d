/**
 * Secrets made by the server, with WebCrypto only (same code on Node and Workers):
 * - bearer tokens: `base64url(payload).base64url(HMAC-SHA256)`, payload {sub: user id, ver: tokenVersion, exp};
 *   seven days; verified with `crypto.subtle.verify`, which compares in constant time. Not a JWT on purpose: no
 *   header to trust, no algorithm to negotiate.
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
  const claims: BearerClaims = { sub: user.id, ver: user.tokenVersion, exp: Math.floor(now.getTime() / 1000) + BEARER_TTL_SECONDS };
  const payload = toBase64Url(enc.encode(JSON.stringify(claims)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await bearerKey(secret), enc.encode(payload)));
  return `${payload}.${toBase64Url(signature)}`;
}

/**
 * The claims of a genuine, unexpired token, else null. Whether the user still exists and the version is current
 * is the caller's check (worker/http/auth.ts), against the database.
 */
export async function readBearerToken(secret: string, token: string, now: Date): Promise<BearerClaims | null> {
  if (token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, sig] = parts;
  const signature = fromBase64Url(sig);
  if (!payload || !signature || signature.length !== 32) return null;
  const genuine = await crypto.subtle.verify('HMAC', await bearerKey(secret), signature, enc.encode(payload));
  if (!genuine) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload) ?? new Uint8Array()));
  } catch {
    return null;
  }
  const c = claims as Partial<BearerClaims> | null;
  if (!c || !Number.isSafeInteger(c.sub) || !Number.isSafeInteger(c.ver) || typeof c.exp !== 'number') return null;
  if (c.exp * 1000 <= now.getTime()) return null;
  return { sub: c.sub!, ver: c.ver!, exp: c.exp };
}
