import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { ApiOrder } from '~/worker/domain/orders';
import { loginUrlFor } from '~/site/lib/account';
import { $userInfo, authGet } from '~/site/stores/user';
import { parseOrderPath } from './order-view';

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; order: ApiOrder };

/**
 * The order of the page's address (`/order/{id}…`), read with the bearer token. A visitor goes to the login
 * page, which comes back here. `reload()` reads it again (after an action, or while waiting for a payment).
 */
export function useOrder() {
  const user = useStore($userInfo);
  const [path] = useState(() => (typeof location === 'undefined' ? null : parseOrderPath(location.pathname)));
  const [state, setState] = useState<OrderState>({ kind: 'loading' });

  const reload = useCallback(
    async (signal?: AbortSignal): Promise<ApiOrder | null> => {
      if (!path) return null;
      try {
        const order = await authGet<ApiOrder>(`/api/orders/${path.id}`, { signal });
        setState({ kind: 'ready', order });
        return order;
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setState({ kind: 'error', message: (err as Error).message });
        return null;
      }
    },
    [path],
  );

  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) {
      location.replace(loginUrlFor(location.pathname));
      return;
    }
    if (!path) {
      setState({ kind: 'error', message: 'Objednávka sa nenašla.' });
      return;
    }
    const ctrl = new AbortController();
    void reload(ctrl.signal);
    return () => ctrl.abort();
  }, [signedIn, path, reload]);

  return { user, path, state, reload, setOrder: (order: ApiOrder) => setState({ kind: 'ready', order }) };
}
