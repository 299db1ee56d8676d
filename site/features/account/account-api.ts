import { api, GENERIC_ERROR, type ApiInput, type ApiKey } from '~/site/lib/api';
import { authApi, authDownload } from '~/site/stores/user';

/** The account screens' calls to the API (spec section 7), typed by the published contract (worker/domain/api-contract). */

type Signal = AbortSignal | undefined;
/** What a route takes as its body, as the contract types it (the forms build exactly this). */
type Body<K extends ApiKey> = ApiInput<K> extends { body: infer B } ? B : never;

export const login = (email: string, password: string) => api('POST /api/users/login', { body: { email, password } });

/** The end of a Google sign-in: the one-time code from the address, exchanged for userInfo. */
export const loginWithGoogleCode = (code: string) => api('POST /api/auth/currentuser', { body: { dataInfo: code } });

export const register = (body: Body<'POST /api/users'>) => api('POST /api/users', { body });

export const requestPasswordReset = (body: Body<'POST /api/auth/forgot-password'>) => api('POST /api/auth/forgot-password', { body });

export const resetPassword = (body: Body<'POST /api/auth/reset-password'>) => api('POST /api/auth/reset-password', { body });

export const readProfile = (signal?: Signal) => authApi('GET /api/users/profile', { signal });

export const saveProfile = (body: Body<'PUT /api/users/profile'>) => authApi('PUT /api/users/profile', { body });

/** Issue 31: the person's own data as a JSON file (`GET /api/users/profile/export`), saved as `filename`. */
export const downloadOwnData = (filename: string) => authDownload('/api/users/profile/export', filename, 'application/json');

/** Issue 31: 'Zrušiť účet', confirmed by the password or a Google re-confirmation's code. */
export const deleteOwnAccount = (body: Body<'DELETE /api/users/profile'>) => authApi('DELETE /api/users/profile', { body });

/** `GET /api/orders/myorders`: the account's orders, newest first (typed by the published contract). */
export const myOrders = (signal?: Signal) => authApi('GET /api/orders/myorders', { signal });

export const readOutbox = (page: number, pageSize: number, signal?: Signal) =>
  authApi('GET /api/outbox', { query: { pageNumber: page, pageSize }, signal });

/**
 * `GET /api/users/{email}/{token}` (the path from confirmApiPath): 'ok' in plain text, or why not (plain text; a
 * rate limit or another error answers JSON `{ message }`). Resolves to null when confirmed, else the reason.
 */
export async function confirmRegistration(apiPath: string): Promise<string | null> {
  try {
    const res = await fetch(apiPath, { headers: { accept: 'text/plain' } });
    const text = (await res.text()).trim();
    if (res.ok && text === 'ok') return null;
    let message = text;
    try {
      message = JSON.parse(text)?.message ?? text;
    } catch {
      /* plain text */
    }
    return message || GENERIC_ERROR;
  } catch {
    return GENERIC_ERROR;
  }
}

/** An outbox attachment (`GET /api/outbox/{mail}/attachments/{n}`, admins), saved under its own name. */
export const downloadOutboxAttachment = (url: string, filename: string) => authDownload(url, filename);
