/** The admin's calls about discount codes (`/api/discount-codes`) through the typed client (site/lib/api.ts). */
import type { DiscountCodeInput } from '~/worker/domain/discount-codes';
import { authApi } from '~/site/stores/user';

export const readCodes = (signal?: AbortSignal) => authApi('GET /api/discount-codes', { signal });
export const createCode = (body: DiscountCodeInput) => authApi('POST /api/discount-codes', { body });
export const saveCode = (id: string, body: DiscountCodeInput) => authApi('PUT /api/discount-codes/:id', { params: { id }, body });
/** Deletes a code no order used; a used one is only deactivated (the answer's `message` says which). */
export const removeCode = (id: string) => authApi('DELETE /api/discount-codes/:id', { params: { id } });
