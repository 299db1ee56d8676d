import { getOrderWithItems, type OrderWithItems } from '~/db/queries/orders/order-read';
import type { AppDeps, AuthUser } from '../../deps';
import { notFound } from '../../domain/errors';
import { GUEST_MESSAGES } from '../../domain/guest-orders';
import { keyOpens } from './guest-links';

/**
 * Who reads an order, pays it or sees its QR: a signed-in account (its own order; an admin every order) or whoever
 * holds the private key of an order without an account (issue 30: the link in the guest's confirmation mail,
 * sent back in `X-Order-Key`). The key opens its one order and nothing else.
 */
export interface KeyHolder {
  orderKey: string;
}
export type OrderCaller = AuthUser | KeyHolder;

export const isKeyHolder = (c: OrderCaller): c is KeyHolder => 'orderKey' in c;

/**
 * The order `id` if `caller.orderKey` opens it. An unknown order, a wrong key, an account's order and a revoked
 * link all get the same 404: a key holder learns nothing of any other order, not even that it exists.
 */
export async function orderForKey(deps: AppDeps, caller: KeyHolder, id: number): Promise<OrderWithItems> {
  const found = await getOrderWithItems(deps.db, id);
  if (!found || !(await keyOpens(caller.orderKey, found.order.guestKeyHash))) throw notFound(GUEST_MESSAGES.notFound);
  return found;
}
