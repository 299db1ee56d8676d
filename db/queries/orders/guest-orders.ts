import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders, shopSettings } from '../../schema';
import { OPEN } from './unpaid-orders';

/**
 * The statements of guest orders (worker/services/orders/guest-orders.ts): the caps of open unpaid orders per e-mail and
 * per shipping address, the private link's key hash (set, revoked) and the claim that gives the order to an account.
 */

/** Where a guest's order goes: what the per-address cap compares. */
export interface GuestAddress {
  address: string;
  postalCode: string;
  country: string;
}

/**
 * One address as the cap compares it, computed by SQLite on both sides alike: case (ASCII: SQLite's lower()),
 * spaces, commas, dots and hyphens of the street and the PSČ do not count, so "Hlavná 1, " and "hlavná 1" are one
 * address, and "010 01" is "01001".
 */
function addressKey(address: SQL | string, postalCode: SQL | string, country: SQL | string): SQL {
  const squeeze = (v: SQL | string) => sql`replace(replace(replace(replace(lower(${v}), ' ', ''), ',', ''), '.', ''), '-', '')`;
  return sql`(${squeeze(address)} || '|' || ${squeeze(postalCode)} || '|' || lower(${country}))`;
}

/** The open unpaid orders without an account of this e-mail (any case) or of this shipping address. */
function openGuestOf(email: string, to: GuestAddress): { byEmail: SQL; byAddress: SQL } {
  const guest = sql`${orders.userId} IS NULL AND ${OPEN}`;
  return {
    byEmail: sql`${guest} AND lower(${orders.email}) = lower(${email})`,
    byAddress: sql`${guest} AND ${addressKey(sql`${orders.shipAddress}`, sql`${orders.shipPostalCode}`, sql`${orders.shipCountry}`)} = ${addressKey(to.address, to.postalCode, to.country)}`,
  };
}

/** How many open unpaid guest orders this e-mail and this address have now (the clear refusal before pricing). */
export async function countOpenGuestOrders(db: Db, email: string, to: GuestAddress): Promise<{ byEmail: number; byAddress: number }> {
  const { byEmail, byAddress } = openGuestOf(email, to);
  const [e] = await db.select({ n: count() }).from(orders).where(byEmail);
  const [a] = await db.select({ n: count() }).from(orders).where(byAddress);
  return { byEmail: e.n, byAddress: a.n };
}

/**
 * Both caps as the FIRST statement of the placement batch, the way `openLimitGuard` does it for accounts (see
 * there): when the e-mail or the address already has `max_open_unpaid` open orders, it inserts the settings row
 * again, the primary key refuses, and the whole batch rolls back; `isOverOpenLimit` recognises that.
 */
export function guestLimitGuard(db: Db, email: string, to: GuestAddress) {
  const { byEmail, byAddress } = openGuestOf(email, to);
  const max = sql`(SELECT max_open_unpaid FROM ${shopSettings} WHERE id = 1)`;
  return db.run(sql`
    INSERT INTO ${shopSettings} (id)
    SELECT 1 WHERE (SELECT count(*) FROM ${orders} WHERE ${byEmail}) >= ${max}
      OR (SELECT count(*) FROM ${orders} WHERE ${byAddress}) >= ${max}`);
}

/**
 * A new private link (the hash of its new key) for a guest's order: one placed without an account (it has a
 * link) that no account has claimed. False for any other order (an account's, one whose account was deleted, an
 * unknown one): nothing is written then.
 */
export async function replaceGuestKeyHash(db: Db, id: number, hash: string): Promise<boolean> {
  const done = await db
    .update(orders)
    .set({ guestKeyHash: hash })
    .where(and(eq(orders.id, id), isNull(orders.userId), isNotNull(orders.guestKeyHash)))
    .returning({ id: orders.id });
  return done.length > 0;
}

/**
 * The claim: the order becomes the account's, only while it still has no account, its link is still the one the
 * caller presented (not revoked, not renewed) and its e-mail is the account's (any case). The link stops working
 * (the account's login reads the order now). False when any of that no longer holds: nothing is written.
 */
export async function claimGuestOrder(db: Db, o: { id: number; userId: number; keyHash: string; email: string }): Promise<boolean> {
  const done = await db
    .update(orders)
    .set({ userId: o.userId, guestKeyHash: null })
    .where(
      and(eq(orders.id, o.id), isNull(orders.userId), eq(orders.guestKeyHash, o.keyHash), sql`lower(${orders.email}) = lower(${o.email})`),
    )
    .returning({ id: orders.id });
  return done.length > 0;
}
