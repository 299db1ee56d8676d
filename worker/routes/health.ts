import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { healthQuery } from '../domain/path-params';
import { firstOfRepeated, validate } from '../http/validate';

/** Liveness for load balancers and the smoke test; `?db=1` also checks the database answers. */
export const healthRoutes = new Hono<AppEnv>().get('/', validate('query', firstOfRepeated(healthQuery)), async (c) => {
  const deps = c.get('deps');
  const body: { status: 'ok'; environment: string; time: string; database?: 'ok' } = {
    status: 'ok',
    environment: deps.config.environment,
    time: deps.now().toISOString(),
  };
  if (c.req.valid('query').db) {
    await deps.db.$client.execute('SELECT 1');
    body.database = 'ok';
  }
  return c.json(body);
});
