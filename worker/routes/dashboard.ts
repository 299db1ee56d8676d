import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireAdmin } from '../http/auth';
import { dashboard } from '../services/operations/dashboard';

/**
 * `GET /api/dashboard` (admins only: visitor 401, customer and assistant 403) → ApiDashboard
 * (worker/domain/dashboard.ts). Never cached: the figures are private and change with every order.
 */
export const dashboardRoutes = new Hono<AppEnv>().get('/', requireAdmin, async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await dashboard(c.get('deps')));
});
