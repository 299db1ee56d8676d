import { z } from 'zod';

/**
 * The shop-wide sale as a campaign (issue 16): `POST /api/products/discount { discount }` starts (1 … 100) or ends
 * (0) it without touching any product's own discount; `GET /api/products/discount` answers the running one. The
 * rule itself (the larger of own and sale) is pricing.ts `effectiveDiscount`. This is the answer's shape (the
 * admin islands read it with `saleOf`); pure, no I/O.
 */

/** `GET /api/products/discount` (and what the POST answers besides its message). */
const shopSaleSchema = z.object({
  /** 0 = no sale running. */
  discount: z.number().int().min(0).max(100),
  /** When the running percent was set (ISO); null without a sale. */
  startedAt: z.string().nullable(),
});
export type ShopSale = z.output<typeof shopSaleSchema>;

/** `GET /api/products/discount` as the contract describes it: exactly these fields. */
export const apiShopSaleSchema = z.strictObject(shopSaleSchema.shape);

/** What `POST /api/products/discount` answers: the sale now running and the Slovak sentence that says so. */
export const shopSaleAnswerSchema = z.strictObject({ ...shopSaleSchema.shape, message: z.string() });

export const NO_SALE: ShopSale = { discount: 0, startedAt: null };

/** The sale from an answer of `GET /api/products/discount` (or the POST's); anything else reads as no sale. */
export function saleOf(answer: unknown): ShopSale {
  const parsed = shopSaleSchema.safeParse(answer);
  return parsed.success ? parsed.data : NO_SALE;
}

/** Started and ended say PRODUCT_MESSAGES.discountCreated / discountCancelled (worker/domain/product-admin.ts). */
export const SALE_MESSAGES = {
  /** The catalogue kept changing under the sale's write (several tries): nothing was written. */
  busy: 'Produkty sa práve upravujú. Skúste akciu spustiť znova.',
} as const;
