import { replaceGuestKeyHash } from '~/db/queries/orders/guest-orders';
import type { AppDeps } from '../../deps';
import { guestOrderPath, ORDER_KEY_PATTERN } from '../../domain/guest-orders';
import { orderPageUrl } from '../../domain/shop-url';
import { randomSecret, sha256Hex } from '../accounts/tokens';

/**
 * The private link of an order without an account (issue 30): a random key of 256 bits in base64url, of which
 * the database keeps only the SHA-256 (`orders.guest_key_hash`), so a copy of the database opens no order. The
 * key travels in the link's fragment (`/order/12#k=…`), which browsers never send, and back in a request header,
 * which nothing logs; mails that carry it list it among their secrets (blanked in the outbox copy kept beside a
 * real delivery).
 */

export interface OrderKey {
  key: string;
  keyHash: string;
}

export async function newOrderKey(): Promise<OrderKey> {
  const key = randomSecret();
  return { key, keyHash: await sha256Hex(key) };
}

/**
 * Whether `key` opens an order whose stored hash is `storedHash`: compared in constant time (of two hex strings
 * of one length), so the time of a refusal says nothing about how much of the hash matched. No link (null:
 * an account's order, or revoked) opens nothing.
 */
export async function keyOpens(key: string, storedHash: string | null): Promise<boolean> {
  if (storedHash === null || !ORDER_KEY_PATTERN.test(key)) return false;
  const given = await sha256Hex(key);
  if (given.length !== storedHash.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ storedHash.charCodeAt(i);
  return diff === 0;
}

/**
 * The order page's address a mail of this order links to: an account's order plainly (also one whose account was
 * deleted: it never had a link); a guest's order with its key in the fragment. `key` is the one the order was placed with (the first confirmation); without it
 * (the scheduled job's retry, a resend by staff) the order gets a fresh key and the older link stops working: the
 * shop cannot read a key back, and the newest mail is the one the guest will open. Answers the key among the
 * mail's secrets.
 */
export async function orderLinkForMail(
  deps: AppDeps,
  order: { id: number; userId: number | null; guestKeyHash: string | null },
  key?: string,
): Promise<{ url: string; secrets: string[] }> {
  const page = orderPageUrl(deps.config.baseUrl, order.id);
  if (order.userId !== null || order.guestKeyHash === null) return { url: page, secrets: [] };
  let k = key;
  if (k === undefined) {
    const fresh = await newOrderKey();
    // Claimed by an account in the meantime: its login opens it, the link is not needed.
    if (!(await replaceGuestKeyHash(deps.db, order.id, fresh.keyHash))) return { url: page, secrets: [] };
    k = fresh.key;
  }
  return { url: guestOrderPath(page, k), secrets: [k] };
}
