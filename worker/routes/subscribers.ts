import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireAdmin } from '../http/auth';
import { subscribers } from '../services/user-admin';

/** `/api/subscribers`: the newsletter lists for the admin page "Odberatelia noviniek". */
export const subscribersRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/subscribed', async (c) => c.json(await subscribers(c.get('deps'), 'subscribed')))
  .get('/unsubscribed', async (c) => c.json(await subscribers(c.get('deps'), 'unsubscribed')));
