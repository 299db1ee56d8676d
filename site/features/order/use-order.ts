import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ApiOrder } from '~/worker/domain/orders';
import { loginUrlFor } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { $userInfo } from '~/site/stores/user';
import { readOrder } from './order-api';
import { parseOrderPath } from './order-view';

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; order: ApiOrder };

const ORDER_NOT_FOUND = 'Objednávka sa nenašla.';

/**
 * The order of the page's address (`/order/{id}…`), read with the bearer token. A visitor goes to the login
 * page, which comes back here. `reload()` reads it again (after an action, or while waiting for a payment).
 */
export function useOrder() {
  const user = useStore($userInfo);
  const [path] = useState(() => (typeof location === 'undefined' ? null : parseOrderPath(location.pathname)));
  const signedIn = Boolean(user);
  const { data, error, reload, setData } = useLoad((signal) => readOrder(path!.id, signal), signedIn && path !== null);

  useEffect(() => {
    if (!signedIn) location.replace(loginUrlFor(location.pathname));
  }, [signedIn]);

  let state: OrderState = { kind: 'loading' };
  if (signedIn && !path) state = { kind: 'error', message: ORDER_NOT_FOUND };
  else if (error) state = { kind: 'error', message: error };
  else if (data) state = { kind: 'ready', order: data };

  return { user, path, state, reload, setOrder: (order: ApiOrder) => setData(order) };
}
