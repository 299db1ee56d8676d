import { getProduct } from '~/db/queries/catalogue/catalogue';
import {
  deleteProductUnlessOrdered,
  existingProductIds,
  insertProduct,
  isInOrders,
  productExists,
  updateProduct,
} from '~/db/queries/catalogue/product-admin';
import type { AppDeps } from '../../deps';
import { eurosToCents } from '../../domain/money';
import { PRODUCT_REPUBLISH_REASON } from '../../domain/publishing';
import { effectivePricing } from '../../domain/pricing';
import { productIsComplete, staysDraft } from '../../domain/drafts';
import { PRODUCT_MESSAGES, type ProductUpdate } from '../../domain/product-admin';
import { toApiProduct, type ApiProduct } from '../../domain/product-shape';
import { conflict, invalid, notFound } from '../../domain/errors';
import { productDetail } from './catalogue';
import { runningSale, storeForRunningSale } from './shop-sale';
import { mailBackInStock } from '../stock-alerts/stock-alerts';
import { askForVocabularyBuild } from '../search/spelling-vocabulary';

/**
 * The admin's product writes (spec section 2 "Admin screens", section 7). Prices are stored in cents and the
 * discounted price is always derived here with the rule of worker/domain/pricing.ts, never taken from a client.
 * The `discount` staff type is the product's OWN discount; the stored `discount` is the effective one with the
 * running shop-wide sale (pricing.ts effectivePricing; the sale itself is services/catalogue/shop-sale.ts).
 */

/**
 * `POST /api/products`: a draft the edit screen fills in (price and stock 0). Only the admin sees it until a
 * complete save publishes it (worker/domain/drafts.ts), so its creation asks for no republish.
 */
export async function createProduct(deps: AppDeps): Promise<ApiProduct> {
  // Priced for the sale running now. A sale started between this read and the insert leaves the new row at the
  // old sale's percent: at 0 € that changes no price, and the first save prices it for the running sale, guarded.
  const sale = await runningSale(deps);
  const row = await insertProduct(deps.db, {
    name: 'Nový produkt',
    author: '',
    priceCents: 0,
    ownDiscount: 0,
    ...effectivePricing(0, 0, sale.discount),
    countInStock: 0,
    language: 'SK',
    // No visitor sees it (no page, list, search, order) until a complete save publishes it.
    isDraft: true,
  });
  return toApiProduct(row);
}

/**
 * The related titles as stored: nulls may come anywhere in the form, they are packed (related1 first). Each must
 * be another existing product, named once.
 */
async function relatedIds(deps: AppDeps, id: number, body: ProductUpdate): Promise<(number | null)[]> {
  const ids = [body.related, body.related2, body.related3].filter((r): r is number => r !== null);
  if (ids.includes(id)) throw invalid(PRODUCT_MESSAGES.relatedSelf);
  if (new Set(ids).size !== ids.length) throw invalid(PRODUCT_MESSAGES.relatedTwice);
  const existing = await existingProductIds(deps.db, ids);
  if (ids.some((r) => !existing.has(r))) throw invalid(PRODUCT_MESSAGES.relatedMissing);
  return [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null];
}

/**
 * `PUT /api/products/:id`: stores every field; answers the stored product as `GET /api/products/:id` does. Its
 * side effects are asked here, whoever saves: the back-in-stock mails, the typo words and the republish.
 */
export async function saveProduct(deps: AppDeps, id: number, body: ProductUpdate): Promise<ApiProduct> {
  const current = await getProduct(deps.db, id, { drafts: true });
  if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
  const [related1Id, related2Id, related3Id] = await relatedIds(deps, id, body);
  const priceCents = eurosToCents(body.price);
  const ownDiscount = body.ownDiscount ?? body.discount;
  const values = (saleDiscount: number) => ({
    name: body.name,
    author: body.author,
    image: body.image,
    priceCents,
    // The form's discount is the product's own; the stored one is the effective one with the running sale.
    ownDiscount,
    ...effectivePricing(priceCents, ownDiscount, saleDiscount),
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
    // Every field is stored; a draft is published once the save is complete (worker/domain/drafts.ts).
    isDraft: staysDraft(current.isDraft, productIsComplete({ name: body.name, author: body.author, priceCents })),
    updatedAt: deps.now().toISOString(),
  });
  // Guarded by the sale it was priced for: a sale started or ended meanwhile makes it price and write again.
  const stored = await storeForRunningSale(
    deps,
    (saleDiscount) => updateProduct(deps.db, id, values(saleDiscount), saleDiscount),
    () => productExists(deps.db, id),
  );
  // Deleted by someone else between the check and the write.
  const detail = stored && (await productDetail(deps.db, id, { drafts: true }));
  if (!detail) throw notFound(PRODUCT_MESSAGES.notFound);
  // Copies in stock: readers still waiting for the title (it was sold out when they asked) get their one mail,
  // after the answer. Any such save, not only one from 0: a wait left by another path (a cancelled order's
  // copies) is still answered.
  if (detail.countInStock > 0) mailBackInStock(deps, [id]);
  // The typo search's words follow a published title's name, author, tags and categories (built after the answer).
  if (!current.isDraft || !detail.isDraft) void askForVocabularyBuild(deps);
  // The pages show the product; a save that leaves a draft a draft changes none (worker/domain/drafts.ts).
  if (!detail.isDraft) deps.publisher.request(PRODUCT_REPUBLISH_REASON, deps.waitUntil);
  return detail;
}

/**
 * `DELETE /api/products/:id`: never a product an order lists (the order's history and invoice name it; the
 * staff set its stock to 0 instead).
 */
export async function removeProduct(deps: AppDeps, id: number): Promise<{ message: string }> {
  // One guarded batch decides (an order placed a moment ago still counts); only a refusal asks which reason.
  if (await deleteProductUnlessOrdered(deps.db, id)) {
    void askForVocabularyBuild(deps);
    deps.publisher.request(PRODUCT_REPUBLISH_REASON, deps.waitUntil);
    return { message: PRODUCT_MESSAGES.deleted };
  }
  if (await isInOrders(deps.db, id)) throw conflict(PRODUCT_MESSAGES.inOrders);
  throw notFound(PRODUCT_MESSAGES.notFound);
}
