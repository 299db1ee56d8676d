import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ApiOrder } from '~/worker/domain/orders';
import { loginUrlFor } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { $userInfo } from '~/site/stores/user';
import { orderKeyFor, reopenOnNewKey, takeKeyFromAddress } from '../../lib/orders/guest-key';
import { readOrder } from '../../lib/orders/order-api';
import { parseOrderPath } from '../../lib/orders/order-view';

export type OrderState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; order: ApiOrder };

const ORDER_NOT_FOUND = 'Objednávka sa nenašla.';

/**
 * The order of the page's address (`/order/{id}…`), read with the bearer token, or for a guest's order with its
 * private key (from the link's `#k=`, or kept in this browser: guest-key.ts). A visitor without a key goes to the
 * login page, which comes back here. `reader`: the order can be asked for (signed in or holding a key).
 * `reload()` reads it again (after an action, or while waiting for a payment).
 */
export function useOrder() {
  const user = useStore($userInfo);
  const [path] = useState(() => (typeof location === 'undefined' ? null : parseOrderPath(location.pathname)));
  const [keyed] = useState(() => {
    if (!path) return false;
    takeKeyFromAddress(path.id);
    return orderKeyFor(path.id) !== null;
  });
  const signedIn = Boolean(user);
  const reader = signedIn || keyed;
  const { data, error, reload, setData } = useLoad((signal) => readOrder(path!.id, signal), reader && path !== null);

  useEffect(() => {
    if (!reader) location.replace(loginUrlFor(location.pathname));
  }, [reader]);
  useEffect(() => (path ? reopenOnNewKey(path.id) : undefined), [path]);

  let state: OrderState = { kind: 'loading' };
  if (reader && !path) state = { kind: 'error', message: ORDER_NOT_FOUND };
  else if (error) state = { kind: 'error', message: error };
  else if (data) state = { kind: 'ready', order: data };

  return { user, reader, path, state, reload, setOrder: (order: ApiOrder) => setData(order) };
}
