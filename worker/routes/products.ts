import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { acknowledgeReviewSchema, createReviewSchema } from '../domain/engagement';
import { idSchema, listQuerySchema, PAGE_SIZES } from '../domain/pagination';
import { requireAdmin, requireUser } from '../http/auth';
import { notFound, parseOr400 } from '../http/errors';
import { validate } from '../http/validate';
import { everyProduct, productDetail, productPage } from '../services/catalog';
import { addToFavorites, favoriteState, myFavorites, removeFromFavorites } from '../services/favorites';
import { approveReview, createReview, publicReviewsOf, removeReview, reviewsPage } from '../services/reviews';

const listQuery = listQuerySchema(PAGE_SIZES.home);
const reviewsQuery = listQuerySchema(PAGE_SIZES.adminReviews);
const reviewParams = z.object({ id: idSchema, reviewId: idSchema });
const productId = (id: string) => parseOr400(idSchema, id);

/**
 * `/api/products` (spec section 7). Fixed paths (`/all`, `/favorites`, `/reviews`) come before `/:id`.
 * Favourites are always the caller's (the bearer token's account; a body is never read for them).
 */
export const productsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOr400(listQuery, c.req.query());
    return c.json(await productPage(c.get('deps').db, { keyword: q.keyword, page: q.pageNumber, pageSize: q.pageSize }));
  })
  .get('/all', async (c) => c.json(await everyProduct(c.get('deps').db)))
  .get('/favorites', requireUser, async (c) => c.json(await myFavorites(c.get('deps'), c.var.user)))
  .get('/reviews', requireAdmin, async (c) => {
    const q = parseOr400(reviewsQuery, c.req.query());
    return c.json(await reviewsPage(c.get('deps'), q.pageNumber));
  })
  .get('/:id', async (c) => {
    const id = productId(c.req.param('id'));
    const product = await productDetail(c.get('deps').db, id);
    if (!product) throw notFound('Produkt sa nenašiel.');
    return c.json(product);
  })
  .put('/:id/anybody', requireUser, async (c) => c.json(await addToFavorites(c.get('deps'), c.var.user, productId(c.req.param('id')))))
  .put('/:id/remove/favorites', requireUser, async (c) =>
    c.json(await removeFromFavorites(c.get('deps'), c.var.user, productId(c.req.param('id')))),
  )
  .get('/:id/favorite', requireUser, async (c) => c.json(await favoriteState(c.get('deps'), c.var.user, productId(c.req.param('id')))))
  .get('/:id/reviews', async (c) => c.json(await publicReviewsOf(c.get('deps'), productId(c.req.param('id')))))
  .post('/:id/reviews', requireUser, validate('json', createReviewSchema), async (c) => {
    const id = productId(c.req.param('id'));
    return c.json(await createReview(c.get('deps'), c.var.user, id, c.req.valid('json')), 201);
  })
  .put('/:id/reviews/acknowledge', requireAdmin, validate('json', acknowledgeReviewSchema), async (c) => {
    const id = productId(c.req.param('id'));
    return c.json(await approveReview(c.get('deps'), id, c.req.valid('json').reviewId));
  })
  .delete('/:id/reviews/:reviewId', requireAdmin, async (c) => {
    const p = parseOr400(reviewParams, c.req.param());
    return c.json(await removeReview(c.get('deps'), p.id, p.reviewId));
  });
