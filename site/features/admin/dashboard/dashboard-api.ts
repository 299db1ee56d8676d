/** The admin's overview, typed by worker/domain/dashboard.ts: one call for all four cards. */
import type { ApiDashboard } from '~/worker/domain/dashboard';
import { authGet } from '~/site/stores/user';

export const readDashboard = (signal?: AbortSignal) => authGet<ApiDashboard>('/api/dashboard', { signal });
