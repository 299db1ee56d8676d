import { Hono } from 'hono';
import type { AppEnv } from '../deps';

/** Liveness for load balancers and the smoke test; `?db=1` also checks the database answers. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const body: { status: 'ok'; environment: string; time: string; database?: 'ok' } = {
    status: 'ok',
    environment: deps.config.environment,
    time: deps.now().toISOString(),
  };
  if (c.req.query('db')) {
    await deps.db.$client.execute('SELECT 1');
    body.database = 'ok';
  }
  return c.json(body);
});
