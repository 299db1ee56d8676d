/** The admin's calls of `/api/orders` (the order list and the order page's staff part), typed by the published contract. */
import type { ApiOrder } from '~/worker/domain/orders';
import { authApi } from '~/site/stores/user';
import type { OrderAction, OrderFilter } from './order-list-view';

/** Every order in the filter's state, newest first. */
export const readOrders = (filter: OrderFilter, signal?: AbortSignal) =>
  authApi('GET /api/orders', { query: filter.status ? { status: filter.status } : {}, signal });

/**
 * 'Zaplatené', 'Odoslané' (with the parcel number, '' for none) or 'Zrušiť' (the spec's path `cancell`), from the
 * list or the order page; the server answers the order as it is now.
 */
export function markOrder(id: string, action: OrderAction, parcelNumber = ''): Promise<ApiOrder> {
  const params = { id };
  if (action === 'deliver') return authApi('PUT /api/orders/:id/deliver', { params, body: { parcelNumber } });
  return action === 'paid' ? authApi('PUT /api/orders/:id/paid', { params }) : authApi('PUT /api/orders/:id/cancell', { params });
}

/** Gives an unpaid order `days` more to be paid (`PUT /api/orders/:id/extend`); answers the order as it is now. */
export const extendOrder = (id: string, days: number) => authApi('PUT /api/orders/:id/extend', { params: { id }, body: { days } });
