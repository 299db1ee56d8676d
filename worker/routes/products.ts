import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { idSchema, listQuerySchema, PAGE_SIZES } from '../domain/pagination';
import { notFound, parseOr400 } from '../http/errors';
import { everyProduct, productDetail, productPage } from '../services/catalog';

const listQuery = listQuerySchema(PAGE_SIZES.home);

export const productsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOr400(listQuery, c.req.query());
    return c.json(await productPage(c.get('deps').db, { keyword: q.keyword, page: q.pageNumber, pageSize: q.pageSize }));
  })
  .get('/all', async (c) => c.json(await everyProduct(c.get('deps').db)))
  .get('/:id', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'));
    const product = await productDetail(c.get('deps').db, id);
    if (!product) throw notFound('Produkt sa nenašiel.');
    return c.json(product);
  });
