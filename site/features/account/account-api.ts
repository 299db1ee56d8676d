import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiOutboxPage } from '~/worker/domain/outbox';
import type { ApiAuthConfig, UserInfo } from '~/worker/domain/user-shape';
import { apiGet, apiSend, GENERIC_ERROR } from '~/site/lib/api';
import { authApi, authDownload, authGet, authSend } from '~/site/stores/user';

/** The account screens' calls to the API (spec section 7), each with the answer's type from worker/domain. */

type Signal = AbortSignal | undefined;

export const login = (email: string, password: string) => apiSend<UserInfo>('/api/users/login', { body: { email, password } });

/** The end of a Google sign-in: the one-time code from the address, exchanged for userInfo. */
export const loginWithGoogleCode = (code: string) => apiSend<UserInfo>('/api/auth/currentuser', { body: { dataInfo: code } });

export const register = (body: { name: string; email: string; password: string; redirect?: string }) =>
  apiSend<MessageAnswer>('/api/users', { body });

export const requestPasswordReset = (body: { email: string; origURL: string; redirect?: string }) =>
  apiSend<MessageAnswer>('/api/auth/forgot-password', { body });

export const resetPassword = (body: { token: string; id: string; password: string; confirmPassword: string }) =>
  apiSend<MessageAnswer>('/api/auth/reset-password', { body });

export const readProfile = (signal?: Signal) => authGet<UserInfo>('/api/users/profile', { signal });

export const saveProfile = (body: { name: string; email: string; isSubscribed: boolean; password?: string; confirmPassword?: string }) =>
  authSend<UserInfo>('/api/users/profile', { method: 'PUT', body });

/** Issue 31: the person's own data as a JSON file (`GET /api/users/profile/export`), saved as `filename`. */
export const downloadOwnData = (filename: string) => authDownload('/api/users/profile/export', filename, 'application/json');

/** Issue 31: 'Zrušiť účet', confirmed by the password or a Google re-confirmation's code. */
export const deleteOwnAccount = (body: { password: string } | { googleCode: string }) =>
  authSend<MessageAnswer>('/api/users/profile', { method: 'DELETE', body });

/** `GET /api/orders/myorders`: the account's orders, newest first (typed by the published contract). */
export const myOrders = (signal?: Signal) => authApi('GET /api/orders/myorders', { signal });

export const readOutbox = (page: number, pageSize: number, signal?: Signal) =>
  authGet<ApiOutboxPage>(`/api/outbox?pageNumber=${page}&pageSize=${pageSize}`, { signal });

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
