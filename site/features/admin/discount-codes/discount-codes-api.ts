/** The admin's calls about discount codes (`/api/discount-codes`), typed by worker/domain/discount-codes.ts. */
import type { ApiDiscountCode, DiscountCodeInput } from '~/worker/domain/discount-codes';
import { authGet, authSend } from '~/site/stores/user';

type Saved = ApiDiscountCode & { message: string };

export const readCodes = (signal?: AbortSignal) => authGet<ApiDiscountCode[]>('/api/discount-codes', { signal });
export const createCode = (body: DiscountCodeInput) => authSend<Saved>('/api/discount-codes', { method: 'POST', body });
export const saveCode = (id: string, body: DiscountCodeInput) => authSend<Saved>(`/api/discount-codes/${id}`, { method: 'PUT', body });
/** Deletes a code no order used; a used one is only deactivated (the answer's `message` says which). */
export const removeCode = (id: string) => authSend<{ message: string; deleted: boolean }>(`/api/discount-codes/${id}`, { method: 'DELETE' });
