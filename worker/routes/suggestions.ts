import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { suggestionQuerySchema } from '../domain/suggestions';
import { firstOfRepeated, validate } from '../http/validate';
import { suggestionsFor } from '../services/search/suggestions';

/**
 * `GET /api/suggestions?q=` (issue 31): titles and authors for the header search while someone types. Public and
 * the same for everyone, so the catalogue cache (worker/http/catalogue-cache.ts) answers a text asked before from
 * memory until the catalogue changes. Not rate-limited, as the search it completes is not: a text asked before is
 * a memory read, a new one a single indexed read.
 */
export const suggestionRoutes = new Hono<AppEnv>().get('/', validate('query', firstOfRepeated(suggestionQuerySchema)), async (c) =>
  c.json(await suggestionsFor(c.get('deps'), c.req.valid('query').q)),
);
