/** The admin's calls of `/api/shop-settings/delivery` (issue 30) through the typed client (site/lib/api.ts). */
import type { DeliverySettings } from '~/worker/domain/delivery';
import { authApi } from '~/site/stores/user';

export const readDeliverySettings = (signal?: AbortSignal) => authApi('GET /api/shop-settings/delivery', { signal });

/** Sets them whole; answers them as stored, with the server's Slovak `message`. */
export const saveDeliverySettings = (settings: DeliverySettings) => authApi('PUT /api/shop-settings/delivery', { body: settings });
