import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireAdmin, requireStaff } from '../http/auth';

/**
 * `/api/publish`: the state of the site's republishing (worker/domain/publishing.ts) for the staff screens
 * (admins and assistants edit pre-rendered content), and a manual "republish now" for admins (after a failure).
 */
export const publishRoutes = new Hono<AppEnv>()
  .get('/', requireStaff, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await c.get('deps').publisher.state());
  })
  .post('/', requireAdmin, async (c) => {
    const deps = c.get('deps');
    deps.publisher.request('manual', deps.waitUntil);
    return c.json({ message: 'Zverejnenie naplánované.' }, 202);
  });
