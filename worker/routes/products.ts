import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { acknowledgeReviewSchema, createReviewSchema } from '../domain/engagement';
import { notFound } from '../domain/errors';
import { listQuerySchema } from '../domain/pagination';
import { PAGE_SIZES } from '../domain/page-sizes';
import { idParams, reviewParams } from '../domain/path-params';
import { PRODUCT_MESSAGES, productUpdateSchema, shopDiscountSchema } from '../domain/product-admin';
import { SHOP_CATEGORIES } from '../domain/site-facts';
import { requireAdmin, requireUser, seesDrafts, staffReads } from '../http/auth';
import { firstOfRepeated, validate } from '../http/validate';
import { everyProduct, productDetail, productPage } from '../services/catalogue/catalogue';
import { createProduct, removeProduct, saveProduct } from '../services/catalogue/product-admin';
import { runningSale, setShopSale } from '../services/catalogue/shop-sale';
import { addToFavorites, favoriteState, myFavorites, removeFromFavorites } from '../services/engagement/favorites';
import { approveReview, createReview, publicReviewsOf, removeReview, reviewsPage } from '../services/engagement/reviews';

const listQuery = firstOfRepeated(listQuerySchema(PAGE_SIZES.home));
const reviewsQuery = firstOfRepeated(listQuerySchema(PAGE_SIZES.adminReviews));
/** The product's id from the path. A route with a body checks the body first (as it always has): it comes after `validate('json')`. */
const productIdParam = validate('param', idParams);
/** The edit form's contract with the shop's categories, built once. */
const productUpdate = productUpdateSchema(SHOP_CATEGORIES.map((c) => c.slug));

/**
 * `/api/products` (spec section 7). Fixed paths (`/all`, `/favorites`, `/reviews`, `/discount`) come before `/:id`.
 * Favourites are always the caller's (the bearer token's account; a body is never read for them).
 * The admin's writes (edit, delete, shop-wide discount) change pre-rendered pages: their services ask for the
 * republish (services/catalogue/product-admin.ts, services/catalogue/shop-sale.ts), so a refusal, and a draft's creation or a save
 * that keeps it a draft (worker/domain/drafts.ts), publish nothing, whoever writes.
 * The list, search and one product show the admin the drafts too (`staffReads`); `/all` never does, so the
 * edit screen's related-title pickers offer only published titles.
 */
export const productsRoutes = new Hono<AppEnv>()
  .get('/', staffReads('admin'), validate('query', listQuery), async (c) => {
    const q = c.req.valid('query');
    const drafts = seesDrafts(c, 'admin');
    return c.json(await productPage(c.get('deps'), { keyword: q.keyword, page: q.pageNumber, pageSize: q.pageSize, drafts }));
  })
  .get('/all', async (c) => c.json({ products: await everyProduct(c.get('deps').db) }))
  .post('/', requireAdmin, async (c) => c.json(await createProduct(c.get('deps')), 201))
  // The shop-wide sale (a campaign over the products' own discounts): read it, start or change it (1 … 100), end it (0).
  .get('/discount', requireAdmin, async (c) => c.json(await runningSale(c.get('deps'))))
  .post('/discount', requireAdmin, validate('json', shopDiscountSchema), async (c) =>
    c.json(await setShopSale(c.get('deps'), c.req.valid('json'))),
  )
  .get('/favorites', requireUser, async (c) => c.json(await myFavorites(c.get('deps'), c.var.user)))
  .get('/reviews', requireAdmin, validate('query', reviewsQuery), async (c) =>
    c.json(await reviewsPage(c.get('deps'), c.req.valid('query').pageNumber)),
  )
  .get('/:id', staffReads('admin'), productIdParam, async (c) => {
    const product = await productDetail(c.get('deps').db, c.req.valid('param').id, { drafts: seesDrafts(c, 'admin') });
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return c.json(product);
  })
  .put('/:id', requireAdmin, validate('json', productUpdate), productIdParam, async (c) =>
    c.json(await saveProduct(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', requireAdmin, productIdParam, async (c) => c.json(await removeProduct(c.get('deps'), c.req.valid('param').id)))
  .put('/:id/anybody', requireUser, productIdParam, async (c) =>
    c.json(await addToFavorites(c.get('deps'), c.var.user, c.req.valid('param').id)),
  )
  .put('/:id/remove/favorites', requireUser, productIdParam, async (c) =>
    c.json(await removeFromFavorites(c.get('deps'), c.var.user, c.req.valid('param').id)),
  )
  .get('/:id/favorite', requireUser, productIdParam, async (c) =>
    c.json(await favoriteState(c.get('deps'), c.var.user, c.req.valid('param').id)),
  )
  .get('/:id/reviews', productIdParam, async (c) => c.json(await publicReviewsOf(c.get('deps'), c.req.valid('param').id)))
  .post('/:id/reviews', requireUser, validate('json', createReviewSchema), productIdParam, async (c) =>
    c.json(await createReview(c.get('deps'), c.var.user, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .put('/:id/reviews/acknowledge', requireAdmin, validate('json', acknowledgeReviewSchema), productIdParam, async (c) =>
    c.json(await approveReview(c.get('deps'), c.req.valid('param').id, c.req.valid('json').reviewId)),
  )
  .delete('/:id/reviews/:reviewId', requireAdmin, validate('param', reviewParams), async (c) => {
    const p = c.req.valid('param');
    return c.json(await removeReview(c.get('deps'), p.id, p.reviewId));
  });
