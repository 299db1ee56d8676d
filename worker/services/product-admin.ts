import { getProduct } from '../../db/queries/catalog';
import {
  applyDiscountToAll,
  deleteProductUnlessOrdered,
  distinctPriceCents,
  existingProductIds,
  insertProduct,
  isInOrders,
  updateProduct,
} from '../../db/queries/product-admin';
import type { AppDeps } from '../deps';
import { eurosToCents } from '../domain/money';
import { discountedPriceCents } from '../domain/pricing';
import { PRODUCT_MESSAGES, type ProductUpdate, type ShopDiscount } from '../domain/product-admin';
import { toApiProduct, type ApiProduct } from '../domain/product-shape';
import { badRequest, conflict, notFound } from '../http/errors';
import { productDetail } from './catalog';

/**
 * The admin's product writes (spec section 2 "Admin screens", section 7). Prices are stored in cents and the
 * discounted price is always derived here with the rule of worker/domain/pricing.ts, never taken from a client.
 */

/**
 * `POST /api/products`: a placeholder the edit screen fills in. Price and stock 0, so the shop shows it as sold
 * out (not for free) until the staff have filled it in.
 */
export async function createProduct(deps: AppDeps): Promise<ApiProduct> {
  const row = await insertProduct(deps.db, {
    name: 'Nový produkt',
    author: '',
    priceCents: 0,
    discount: 0,
    discountedPriceCents: discountedPriceCents(0, 0),
    countInStock: 0,
    language: 'SK',
  });
  return toApiProduct(row);
}

/**
 * The related titles as stored: nulls may come anywhere in the form, they are packed (related1 first). Each must
 * be another existing product, named once.
 */
async function relatedIds(deps: AppDeps, id: number, body: ProductUpdate): Promise<(number | null)[]> {
  const ids = [body.related, body.related2, body.related3].filter((r): r is number => r !== null);
  if (ids.includes(id)) throw badRequest(PRODUCT_MESSAGES.relatedSelf);
  if (new Set(ids).size !== ids.length) throw badRequest(PRODUCT_MESSAGES.relatedTwice);
  const existing = await existingProductIds(deps.db, ids);
  if (ids.some((r) => !existing.has(r))) throw badRequest(PRODUCT_MESSAGES.relatedMissing);
  return [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null];
}

/** `PUT /api/products/:id`: stores every field; answers the stored product as `GET /api/products/:id` does. */
export async function saveProduct(deps: AppDeps, id: number, body: ProductUpdate): Promise<ApiProduct> {
  if (!(await getProduct(deps.db, id))) throw notFound(PRODUCT_MESSAGES.notFound);
  const [related1Id, related2Id, related3Id] = await relatedIds(deps, id, body);
  const priceCents = eurosToCents(body.price);
  const stored = await updateProduct(deps.db, id, {
    name: body.name,
    author: body.author,
    image: body.image,
    priceCents,
    discount: body.discount,
    discountedPriceCents: discountedPriceCents(priceCents, body.discount),
    countInStock: body.countInStock,
    category: body.category,
    category2: body.category2,
    description: body.description,
    catalog: body.catalog,
    related1Id,
    related2Id,
    related3Id,
    weight: body.weight,
    tags: body.tags,
    binding: body.binding,
    pages: body.pages,
    isbn: body.isbn,
    language: body.language,
    year: body.year,
    excerptImage: body.excerpt.image,
    excerptPart: body.excerpt.part,
    excerptText: body.excerpt.excerpt,
    updatedAt: deps.now().toISOString(),
  });
  // Deleted by someone else between the check and the write.
  const detail = stored && (await productDetail(deps.db, id));
  if (!detail) throw notFound(PRODUCT_MESSAGES.notFound);
  return detail;
}

/**
 * `DELETE /api/products/:id`: never a product an order lists (the order's history and invoice name it; the
 * staff set its stock to 0 instead).
 */
export async function removeProduct(deps: AppDeps, id: number): Promise<{ message: string }> {
  // One guarded batch decides (an order placed a moment ago still counts); only a refusal asks which reason.
  if (await deleteProductUnlessOrdered(deps.db, id)) return { message: PRODUCT_MESSAGES.deleted };
  if (await isInOrders(deps.db, id)) throw conflict(PRODUCT_MESSAGES.inOrders);
  throw notFound(PRODUCT_MESSAGES.notFound);
}

/** `POST /api/products/discount`: the same percent on every product (0 cancels every promotion). */
export async function setShopDiscount(deps: AppDeps, { discount }: ShopDiscount): Promise<{ message: string }> {
  const prices = await distinctPriceCents(deps.db);
  const discountedByPrice = new Map(prices.map((p) => [p, discountedPriceCents(p, discount)]));
  await applyDiscountToAll(deps.db, discount, discountedByPrice, deps.now().toISOString());
  return { message: discount > 0 ? PRODUCT_MESSAGES.discountCreated : PRODUCT_MESSAGES.discountCancelled };
}
