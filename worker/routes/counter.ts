import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireAdmin } from '../http/auth';
import { rateLimit } from '../http/rate-limit';
import { countVisit, counterFigure } from '../services/engagement/counter';

/**
 * The visit counter fed by the cookie banner.
 * - `PUT /increase` is public (rate-limited per IP, so nobody can inflate the figure) and answers `{ ok: true }`.
 * - `GET /count` answers the count (a JSON number) to admins only (401 without a token, 403 for other accounts).
 */
export const counterRoutes = new Hono<AppEnv>()
  .put('/increase', rateLimit('counter', 'counter'), async (c) => {
    await countVisit(c.get('deps').db);
    c.header('cache-control', 'no-store');
    return c.json({ ok: true as const });
  })
  .get('/count', requireAdmin, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await counterFigure(c.get('deps').db));
  });
