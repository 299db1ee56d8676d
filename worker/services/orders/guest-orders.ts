import {
  claimGuestOrder,
  countOpenGuestOrders,
  guestLimitGuard,
  replaceGuestKeyHash,
  type GuestAddress,
} from '~/db/queries/orders/guest-orders';
import { getOrderWithItems } from '~/db/queries/orders/order-read';
import type { AppDeps, AuthUser } from '../../deps';
import { conflict, forbidden, notFound } from '../../domain/errors';
import { GUEST_MESSAGES, type ApiGuestOrder, type GuestOrder } from '../../domain/guest-orders';
import { ORDER_MESSAGES, type ApiOrder } from '../../domain/orders';
import { UNPAID_MESSAGES, type ShopTerms } from '../../domain/unpaid-orders';
import { siteFacts } from '../../domain/site-facts';
import { orderForKey } from './guest-access';
import { newOrderKey } from './guest-links';
import { placeOrder } from './order-placement';
import { toApiOrder } from './order-view';
import { readTerms } from './unpaid-orders';

/**
 * Buying without an account (issue 30). The order belongs to the e-mail the guest gave (`user_id` null, `name` the
 * address's name); its private link opens it (guest-links.ts, guest-access.ts). Open unpaid guest orders are
 * capped per e-mail (any case) and per shipping address by the account's number (`max_open_unpaid`), checked
 * before pricing and again inside the write batch. Staff revoke the link; the account of the same e-mail claims
 * the order with it.
 */

const tooManyOpen = (max: number) => conflict(UNPAID_MESSAGES.tooManyOpen(max, siteFacts.organization.shopEmail));

/** The caps before pricing (the clear refusal); answers the terms the order takes its due time from. */
async function refuseGuestOverLimit(deps: AppDeps, email: string, to: GuestAddress): Promise<ShopTerms> {
  const terms = await readTerms(deps);
  const open = await countOpenGuestOrders(deps.db, email, to);
  if (open.byEmail >= terms.maxOpenUnpaid || open.byAddress >= terms.maxOpenUnpaid) throw tooManyOpen(terms.maxOpenUnpaid);
  return terms;
}

/**
 * `POST /api/orders/guest`: placed like an account's order (order-placement.ts), answered with the key of its
 * private link, which the browser that placed it keeps to open the order page and pay; the confirmation mails the
 * same link. The key is in no log and its hash alone is stored.
 */
export async function placeGuestOrder(deps: AppDeps, input: GuestOrder): Promise<ApiGuestOrder> {
  const { email, ...order } = input;
  const a = order.shippingAddress;
  const to: GuestAddress = { address: a.address, postalCode: a.postalCode, country: a.country };
  const key = await newOrderKey();
  const placed = await placeOrder(deps, { userId: null, name: a.name, email }, order, {
    ...key,
    refuseOverLimit: () => refuseGuestOverLimit(deps, email, to),
    guards: () => [guestLimitGuard(deps.db, email, to)],
  });
  return { ...placed, orderKey: key.key };
}

/**
 * `POST /api/orders/:id/claim` (signed in, with the key in the body): the guest's order becomes the
 * account's, so that its list shows it and its login opens it. Only the account of the order's e-mail may (the
 * account's confirmation proved the mailbox; the key proves the order's link): another account gets a 403 that
 * names the e-mail, which the key's holder can read on the order anyway. A wrong or revoked key: 404, as for a read.
 */
export async function claimOrder(deps: AppDeps, user: AuthUser, id: number, key: string): Promise<ApiOrder & { message: string }> {
  // A key opens only an order without an account (a claim spends it): `found` has none.
  const found = await orderForKey(deps, { orderKey: key }, id);
  if (found.order.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(GUEST_MESSAGES.claimOtherEmail(found.order.email));
  // Claimed, revoked or renewed since the read: the conditional update writes nothing, and the caller reads why.
  const keyHash = found.order.guestKeyHash!;
  if (!(await claimGuestOrder(deps.db, { id, userId: user.id, keyHash, email: user.email }))) throw notFound(GUEST_MESSAGES.notFound);
  // What the update wrote, on the order as read: nothing else of it changes.
  return { ...toApiOrder({ ...found, order: { ...found.order, userId: user.id, guestKeyHash: null } }), message: GUEST_MESSAGES.claimed };
}

/**
 * `DELETE /api/orders/:id/guest-link` (admins): the order's private link stops working at once (a forwarded
 * mail, a shared computer). The stored hash becomes that of a key nobody was given (thrown away here), so the
 * order stays a guest's: resending the confirmation (staff's 'Znova poslať') mails the customer a fresh link.
 * An order of an account has no such link: 409.
 */
export async function revokeGuestLink(deps: AppDeps, id: number): Promise<{ message: string }> {
  if (await replaceGuestKeyHash(deps.db, id, (await newOrderKey()).keyHash)) return { message: GUEST_MESSAGES.revoked };
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  throw conflict(GUEST_MESSAGES.notGuestOrder);
}
