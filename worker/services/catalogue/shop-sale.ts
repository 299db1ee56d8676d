import { distinctPricePairs, readShopSale, writeShopSale } from '~/db/queries/catalogue/shop-sale';
import type { AppDeps } from '../../deps';
import { effectivePricing } from '../../domain/pricing';
import { PRODUCT_REPUBLISH_REASON } from '../../domain/publishing';
import { PRODUCT_MESSAGES, type ShopDiscount } from '../../domain/product-admin';
import { SALE_MESSAGES, type ShopSale } from '../../domain/shop-sale';
import { conflict } from '../../domain/errors';

/**
 * The shop-wide sale (spec section 7 `POST /api/products/discount`, issue 16): a campaign over the products' own
 * discounts. Every product's stored (effective) discount is pricing.ts `effectivePricing` of its own discount
 * and the running sale; this service and the product writes (product-admin.ts) are the only writers.
 */

/**
 * How often a write tries again when the other side moved between its read and its write (a product saved while
 * a sale starts, or a sale started while a product is saved). Each try is a few milliseconds.
 */
const ATTEMPTS = 5;

/** `GET /api/products/discount`: the running sale (discount 0 = none). */
export async function runningSale(deps: AppDeps): Promise<ShopSale> {
  return readShopSale(deps.db);
}

/**
 * `POST /api/products/discount`: 1 … 100 starts (or changes) the sale, 0 ends it. Each product's own discount is
 * left as staff set it; its effective one becomes the larger of the two, all in one transaction with the sale's
 * row (db/queries/catalogue/shop-sale.ts writeShopSale), read again when a product changed meanwhile.
 */
export async function setShopSale(deps: AppDeps, { discount }: ShopDiscount): Promise<ShopSale & { message: string }> {
  const sale: ShopSale = { discount, startedAt: discount > 0 ? deps.now().toISOString() : null };
  const updatedAt = deps.now().toISOString();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const pairs = await distinctPricePairs(deps.db);
    const pricing = pairs.map((p) => ({ ...p, ...effectivePricing(p.priceCents, p.ownDiscount, discount) }));
    if ((await writeShopSale(deps.db, sale, pricing, updatedAt)) === 'written') {
      // Every page and card prints the prices: a written sale republishes them (a busy refusal wrote nothing).
      deps.publisher.request(PRODUCT_REPUBLISH_REASON, deps.waitUntil);
      return { message: discount > 0 ? PRODUCT_MESSAGES.discountCreated : PRODUCT_MESSAGES.discountCancelled, ...sale };
    }
  }
  throw conflict(SALE_MESSAGES.busy);
}

/**
 * Stores a product write priced for the running sale. `write(sale)` must price with that sale percent and be
 * guarded by it (db/queries/catalogue/shop-sale.ts `saleIs`), answering undefined when it stored nothing; `exists` tells a
 * deleted product (undefined is final) from a sale that changed meanwhile (read it again and write again).
 */
export async function storeForRunningSale<T>(
  deps: AppDeps,
  write: (saleDiscount: number) => Promise<T | undefined>,
  exists: () => Promise<boolean>,
): Promise<T | undefined> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const sale = await readShopSale(deps.db);
    const stored = await write(sale.discount);
    if (stored !== undefined) return stored;
    if (!(await exists())) return undefined;
  }
  throw conflict(SALE_MESSAGES.busy);
}
