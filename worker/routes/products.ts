import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { acknowledgeReviewSchema, createReviewSchema } from '../domain/engagement';
import { idSchema, listQuerySchema, PAGE_SIZES } from '../domain/pagination';
import { PRODUCT_MESSAGES, productUpdateSchema, shopDiscountSchema } from '../domain/product-admin';
import { SHOP_CATEGORIES } from '../domain/site-facts';
import { requireAdmin, requireUser, seesDrafts, staffReads } from '../http/auth';
import { notFound, parseOr400 } from '../http/errors';
import { republishes, requestRepublish } from '../http/publish';
import { validate } from '../http/validate';
import { everyProduct, productDetail, productPage } from '../services/catalog';
import { createProduct, removeProduct, saveProduct } from '../services/product-admin';
import { runningSale, setShopSale } from '../services/shop-sale';
import { addToFavorites, favoriteState, myFavorites, removeFromFavorites } from '../services/favorites';
import { approveReview, createReview, publicReviewsOf, removeReview, reviewsPage } from '../services/reviews';

const listQuery = listQuerySchema(PAGE_SIZES.home);
const reviewsQuery = listQuerySchema(PAGE_SIZES.adminReviews);
const reviewParams = z.object({ id: idSchema, reviewId: idSchema });
const productId = (id: string) => parseOr400(idSchema, id);
/** The edit form's contract with the shop's categories, built once. */
const productUpdate = productUpdateSchema(SHOP_CATEGORIES.map((c) => c.slug));

/**
 * `/api/products` (spec section 7). Fixed paths (`/all`, `/favorites`, `/reviews`, `/discount`) come before `/:id`.
 * Favourites are always the caller's (the bearer token's account; a body is never read for them).
 * The admin's writes (edit, delete, shop-wide discount) change pre-rendered pages: each success asks for a
 * republish (`republishes` sits after the guards, so a refusal publishes nothing). A new product is a draft
 * (worker/domain/drafts.ts) that no page shows: its creation, and saves that keep it a draft, publish nothing.
 * The list, search and one product show the admin the drafts too (`staffReads`); `/all` never does, so the
 * edit screen's related-title pickers offer only published titles.
 */
export const productsRoutes = new Hono<AppEnv>()
  .get('/', staffReads('admin'), async (c) => {
    const q = parseOr400(listQuery, c.req.query());
    const drafts = seesDrafts(c, 'admin');
    return c.json(await productPage(c.get('deps').db, { keyword: q.keyword, page: q.pageNumber, pageSize: q.pageSize, drafts }));
  })
  .get('/all', async (c) => c.json({ products: await everyProduct(c.get('deps').db) }))
  .post('/', requireAdmin, async (c) => c.json(await createProduct(c.get('deps')), 201))
  // The shop-wide sale (a campaign over the products' own discounts): read it, start or change it (1 … 100), end it (0).
  .get('/discount', requireAdmin, async (c) => c.json(await runningSale(c.get('deps'))))
  .post('/discount', requireAdmin, validate('json', shopDiscountSchema), republishes('product'), async (c) =>
    c.json(await setShopSale(c.get('deps'), c.req.valid('json'))),
  )
  .get('/favorites', requireUser, async (c) => c.json(await myFavorites(c.get('deps'), c.var.user)))
  .get('/reviews', requireAdmin, async (c) => {
    const q = parseOr400(reviewsQuery, c.req.query());
    return c.json(await reviewsPage(c.get('deps'), q.pageNumber));
  })
  .get('/:id', staffReads('admin'), async (c) => {
    const id = productId(c.req.param('id'));
    const product = await productDetail(c.get('deps').db, id, { drafts: seesDrafts(c, 'admin') });
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return c.json(product);
  })
  .put('/:id', requireAdmin, validate('json', productUpdate), async (c) => {
    const saved = await saveProduct(c.get('deps'), productId(c.req.param('id')), c.req.valid('json'));
    if (!saved.isDraft) requestRepublish(c.get('deps'), 'product');
    return c.json(saved);
  })
  .delete('/:id', requireAdmin, republishes('product'), async (c) => c.json(await removeProduct(c.get('deps'), productId(c.req.param('id')))))
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
