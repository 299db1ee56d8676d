/** The admin's calls of `/api/orders` from the order list, typed by worker/domain/orders.ts. */
import type { ApiAdminOrderSummary, ApiOrder } from '~/worker/domain/orders';
import type { ShopTerms } from '~/worker/domain/unpaid-orders';
import { authGet, authSend } from '~/site/stores/user';
import { actionPath, ordersApiPath, type AdminOrderRow, type OrderAction, type OrderFilter } from './order-list-view';

/** Every order in the filter's state, newest first. */
export const readOrders = (filter: OrderFilter, signal?: AbortSignal) => authGet<ApiAdminOrderSummary[]>(ordersApiPath(filter), { signal });

/** 'Zaplatené', 'Odoslané' (with the parcel number, '' for none) or 'Zrušiť'; answers the order as it is now. */
export const markOrder = (o: AdminOrderRow, action: OrderAction, parcelNumber = '') =>
  authSend<ApiOrder>(actionPath(o, action), { method: 'PUT', body: action === 'deliver' ? { parcelNumber } : undefined });

/** Gives an unpaid order `days` more to be paid (`PUT /api/orders/:id/extend`); answers the order as it is now. */
export const extendOrder = (id: string, days: number) => authSend<ApiOrder>(`/api/orders/${id}/extend`, { method: 'PUT', body: { days } });

/** The terms of unpaid orders (`GET`/`PUT /api/shop-settings`). */
export const readTerms = () => authGet<ShopTerms>('/api/shop-settings');
export const saveTerms = (terms: ShopTerms) => authSend<ShopTerms & { message: string }>('/api/shop-settings', { method: 'PUT', body: terms });
