/** The admin's calls of `/api/shop-settings/delivery` (issue 30), typed by worker/domain/delivery.ts. */
import type { DeliverySettings } from '~/worker/domain/delivery';
import { authGet, authSend } from '~/site/stores/user';

export const readDeliverySettings = (signal?: AbortSignal) => authGet<DeliverySettings>('/api/shop-settings/delivery', { signal });

/** Sets them whole; answers them as stored, with the server's Slovak `message`. */
export const saveDeliverySettings = (settings: DeliverySettings) =>
  authSend<DeliverySettings & { message: string }>('/api/shop-settings/delivery', { method: 'PUT', body: settings });
