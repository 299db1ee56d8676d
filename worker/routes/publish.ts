import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { PUBLISH_REPORT_HEADERS } from '../domain/publish-report';
import { requireAdmin, requireStaff } from '../http/auth';
import { receivePublishReport } from '../services/publishing/publish-report';

/**
 * `/api/publish`: the state of the site's republishing (worker/domain/publishing.ts) for the staff screens
 * (admins and assistants edit pre-rendered content), a manual "republish now" for admins (after a failure), and
 * the build service's signed report of a deploy (`/report`: its signature is the authentication).
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
  })
  .post('/report', async (c) => {
    // The signature covers the exact bytes sent: read them raw.
    const raw = await c.req.text();
    const headers = {
      timestamp: c.req.header(PUBLISH_REPORT_HEADERS.timestamp),
      signature: c.req.header(PUBLISH_REPORT_HEADERS.signature),
    };
    c.header('cache-control', 'no-store');
    const { phase, applied } = await receivePublishReport(c.get('deps'), raw, headers);
    // 202: taken, but an older run's report leaves the state to the newer build. The same signed report again is
    // a 409 from the service (each is accepted once): the sender learns it moved nothing this time.
    return c.json({ phase }, applied ? 200 : 202);
  });
