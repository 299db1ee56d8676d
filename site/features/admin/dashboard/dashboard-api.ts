/** The admin's overview through the typed client (`GET /api/dashboard`): one call for all four cards. */
import { authApi } from '~/site/stores/user';

export const readDashboard = (signal?: AbortSignal) => authApi('GET /api/dashboard', { signal });
