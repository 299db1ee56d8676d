import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { ENGAGEMENT_MESSAGES, unsubscribeSchema } from '../domain/engagement';
import { requireAdmin } from '../http/auth';
import { validate } from '../http/validate';
import { unsubscribeWithToken } from '../services/newsletter/newsletter';
import { subscribers } from '../services/accounts/user-admin';

/**
 * `/api/subscribers`: the public one-click unsubscribe (the token is the authority, no login) and the newsletter
 * lists for the admin page "Odberatelia noviniek" (admins only, `_id`, name and e-mail only).
 */
export const subscribersRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', validate('json', unsubscribeSchema), async (c) => {
    await unsubscribeWithToken(c.get('deps'), c.req.valid('json').token);
    return c.json({ message: ENGAGEMENT_MESSAGES.unsubscribed });
  })
  .get('/subscribed', requireAdmin, async (c) => c.json(await subscribers(c.get('deps'), 'subscribed')))
  .get('/unsubscribed', requireAdmin, async (c) => c.json(await subscribers(c.get('deps'), 'unsubscribed')));
