import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { idSchema, listQuerySchema } from '../domain/pagination';
import { notFound, parseOr400 } from '../http/errors';
import { audioById, audioPage, bannerById, bannerPage, videoById, videoPage } from '../services/media';

const audioQuery = listQuerySchema(20).extend({
  category: z.string().max(100).optional(),
  subcategory: z.string().max(100).optional(),
});
const listQuery = listQuerySchema(20);

export const audioRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOr400(audioQuery, c.req.query());
    return c.json(await audioPage(c.get('deps').db, { ...q, page: q.pageNumber }));
  })
  .get('/:id', async (c) => {
    const found = await audioById(c.get('deps').db, parseOr400(idSchema, c.req.param('id')));
    if (!found) throw notFound('Nahrávka sa nenašla.');
    return c.json(found);
  });

export const videoRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOr400(listQuery, c.req.query());
    return c.json(await videoPage(c.get('deps').db, { ...q, page: q.pageNumber }));
  })
  .get('/:id', async (c) => {
    const found = await videoById(c.get('deps').db, parseOr400(idSchema, c.req.param('id')));
    if (!found) throw notFound('Video sa nenašlo.');
    return c.json(found);
  });

export const bannerRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOr400(listQuery, c.req.query());
    return c.json(await bannerPage(c.get('deps').db, { ...q, page: q.pageNumber }));
  })
  .get('/:id', async (c) => {
    const found = await bannerById(c.get('deps').db, parseOr400(idSchema, c.req.param('id')));
    if (!found) throw notFound('Banner sa nenašiel.');
    return c.json(found);
  });
