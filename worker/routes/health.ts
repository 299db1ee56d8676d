import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { healthQuery } from '../domain/path-params';
import { firstOfRepeated, validate } from '../http/validate';
import { checkDependencies, type Probe } from '../services/operations/health';

type HealthAnswer = { status: 'ok' | 'error'; environment: string; time: string; database?: Probe; objectStore?: Probe };

/**
 * Liveness for load balancers and the smoke test. `?deep=1` (or the older `?db=1`) also asks whether the database
 * and the object store answer: 503 with the failing one as 'error' when one does not (README: what to watch).
 */
export const healthRoutes = new Hono<AppEnv>().get('/', validate('query', firstOfRepeated(healthQuery)), async (c) => {
  const deps = c.get('deps');
  const query = c.req.valid('query');
  const body: HealthAnswer = { status: 'ok', environment: deps.config.environment, time: deps.now().toISOString() };
  if (query.deep === undefined && query.db === undefined) return c.json(body);
  const health = await checkDependencies(deps);
  const up = health.database === 'ok' && health.objectStore === 'ok';
  return c.json({ ...body, ...health, status: up ? 'ok' : 'error' } satisfies HealthAnswer, up ? 200 : 503);
});
