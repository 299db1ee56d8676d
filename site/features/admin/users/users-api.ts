/** The staff's calls of `/api/users` (admins), typed by the published contract (worker/domain/api-contract). */
import { authApi } from '~/site/stores/user';
import type { UserForm } from './user-view';

export const readUsers = (signal?: AbortSignal) => authApi('GET /api/users', { signal });

export const readUser = (id: number, signal?: AbortSignal) => authApi('GET /api/users/:id', { params: { id }, signal });

export const saveUser = (id: number, body: UserForm) => authApi('PUT /api/users/:id', { params: { id }, body });

export const deleteUser = (id: string) => authApi('DELETE /api/users/:id', { params: { id } });
