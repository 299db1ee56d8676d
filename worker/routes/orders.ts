import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireUser } from '../http/auth';
import { myOrders } from '../services/orders';

/**
 * `/api/orders`. For now only the signed-in customer's own list (the profile page); placing, paying and
 * managing orders come with the checkout. Fixed paths such as `/myorders` must stay before any `/:id`.
 */
export const ordersRoutes = new Hono<AppEnv>().get('/myorders', requireUser, async (c) => c.json(await myOrders(c.get('deps'), c.var.user)));
