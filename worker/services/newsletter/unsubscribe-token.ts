import { fromBase64Url, toBase64Url } from '../accounts/tokens';

/**
 * The one-click unsubscribe token: `base64url(userId).base64url(HMAC-SHA256(tokenSecret, 'unsubscribe:' + userId))`,
 * WebCrypto only (same code on Node and Workers), verified with `crypto.subtle.verify` (constant time).
 * Stateless on purpose: no column, no migration, nothing to write per e-mail, and every mail of a subscriber
 * carries the same stable link. It cannot be forged without the server's secret; it never expires (a link in an
 * old newsletter must still work, as the law expects) and it can only ever unsubscribe, nothing else. The signed
 * text starts with 'unsubscribe:', which no other signature of the shop uses (bearer tokens sign with a key
 * derived for 'bearer-token'), so it cannot be replayed as anything else.
 */

const enc = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, k);
  }
  return k;
}

export async function unsubscribeToken(secret: string, userId: number): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), enc.encode(`unsubscribe:${userId}`)));
  return `${toBase64Url(enc.encode(String(userId)))}.${toBase64Url(signature)}`;
}

/** The user id of a genuine token, else null (malformed, forged, or signed with another secret). */
export async function readUnsubscribeToken(secret: string, token: string): Promise<number | null> {
  if (token.length > 300) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const idBytes = fromBase64Url(parts[0]);
  const signature = fromBase64Url(parts[1]);
  if (!idBytes || !signature || signature.length !== 32) return null;
  const idText = new TextDecoder().decode(idBytes);
  if (!/^[1-9][0-9]{0,15}$/.test(idText)) return null;
  const userId = Number(idText);
  if (!Number.isSafeInteger(userId)) return null;
  const genuine = await crypto.subtle.verify('HMAC', await key(secret), signature, enc.encode(`unsubscribe:${userId}`));
  return genuine ? userId : null;
}
