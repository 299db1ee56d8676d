/** The terms of unpaid orders (`GET`/`PUT /api/shop-settings`) through the typed client (site/lib/api.ts). */
import type { ShopTerms } from '~/worker/domain/unpaid-orders';
import { authApi } from '~/site/stores/user';

export const readTerms = () => authApi('GET /api/shop-settings');
export const saveTerms = (terms: ShopTerms) => authApi('PUT /api/shop-settings', { body: terms });
