import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppEnv } from '../deps';
import { idSchema, listQuerySchema } from '../domain/pagination';
import { notFound, parseOr400 } from '../http/errors';
import { audioById, audioPage, bannerById, bannerPage, videoById, videoPage } from '../services/media';

type ListQuery = { pageNumber: number };

/** The public read side every media resource shares: `GET /` (a page of the list) and `GET /:id`. */
function listAndGet<Q extends z.ZodType<ListQuery>>(
  query: Q,
  list: (db: Db, q: z.infer<Q> & { page: number }) => Promise<unknown>,
  get: (db: Db, id: number) => Promise<unknown>,
  missing: string,
) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const q = parseOr400(query, c.req.query());
      return c.json(await list(c.get('deps').db, { ...q, page: q.pageNumber }));
    })
    .get('/:id', async (c) => {
      const found = await get(c.get('deps').db, parseOr400(idSchema, c.req.param('id')));
      if (!found) throw notFound(missing);
      return c.json(found);
    });
}

const audioQuery = listQuerySchema(20).extend({
  category: z.string().max(100).optional(),
  subcategory: z.string().max(100).optional(),
});
const listQuery = listQuerySchema(20);

export const audioRoutes = listAndGet(audioQuery, audioPage, audioById, 'Nahrávka sa nenašla.');
export const videoRoutes = listAndGet(listQuery, videoPage, videoById, 'Video sa nenašlo.');
export const bannerRoutes = listAndGet(listQuery, bannerPage, bannerById, 'Banner sa nenašiel.');
