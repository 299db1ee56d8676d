import { api } from './api';

/**
 * `GET /api/auth/config`: what the shop offers right now (Google sign-in, card payments), asked by the account's
 * forms and the checkout's payment step alike, so it lives here rather than in either area.
 */
export const authConfig = (signal?: AbortSignal) => api('GET /api/auth/config', { signal });
