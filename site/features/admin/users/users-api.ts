/** The staff's calls of `/api/users` (admins), typed by the answers of worker/domain. */
import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiUser } from '~/worker/domain/user-shape';
import { authGet, authSend } from '~/site/stores/user';
import type { UserForm } from './user-view';

export const readUsers = (signal?: AbortSignal) => authGet<ApiUser[]>('/api/users', { signal });

export const readUser = (id: number, signal?: AbortSignal) => authGet<ApiUser>(`/api/users/${id}`, { signal });

export const saveUser = (id: number, body: UserForm) => authSend<ApiUser>(`/api/users/${id}`, { method: 'PUT', body });

export const deleteUser = (id: string) => authSend<MessageAnswer>(`/api/users/${id}`, { method: 'DELETE' });
