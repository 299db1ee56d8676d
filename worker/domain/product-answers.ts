/**
 * The product answers of `/api/products` (spec section 3's field names, money in euros), described once in zod for
 * the published contract (api-contract/catalogue.ts) and typed from the same schemas for the server's shapers
 * (product-shape.ts re-exports the types) and the islands. Strict: a field an answer gains without its
 * description here fails the route tests (worker/test-support/contract-check.ts). The browser imports this file's
 * types only: zod stays out of the product page's script.
 */
import { z } from 'zod';

const apiIdSchema = z.string().meta({ description: 'ID ako text (`"12"`): klienti ho porovnávajú s parametrami adresy.' });

/** A related title as spec section 3 names it: `id` (not `_id`) and `name`. */
const apiRelatedSchema = z.strictObject({ id: apiIdSchema, name: z.string() });
export type ApiRelated = z.output<typeof apiRelatedSchema>;

/** A related slot without a title is `''` (as the original shop's clients expect), never null. */
const relatedSlotSchema = z
  .union([apiRelatedSchema, z.literal('')])
  .meta({ description: 'Súvisiaci titul, alebo prázdny text, keď slot nemá žiadny.' });
export type ApiRelatedSlot = z.output<typeof relatedSlotSchema>;

/** An approved review as the product's page shows it. */
const apiReviewSchema = z.strictObject({
  _id: apiIdSchema,
  name: z.string(),
  rating: z.number().int().min(0).max(5).meta({ description: 'Hviezdičky 1 až 5; 0 = recenzia bez hviezdičiek.' }),
  comment: z.string(),
  createdAt: z.string(),
  isAcknowledged: z.boolean(),
  /** Issue 31: 'Overený nákup', the reviewer has a paid order of this title not cancelled (db/queries/engagement/review-marks.ts). */
  verifiedPurchase: z.boolean().meta({ description: 'Overený nákup: autor má zaplatenú objednávku tohto titulu.' }),
});
export type ApiReview = z.output<typeof apiReviewSchema>;

/** The product as spec section 3 names its fields; money in euros. */
export const apiProductSchema = z.strictObject({
  _id: apiIdSchema,
  name: z.string(),
  image: z.string(),
  price: z.number().meta({ description: 'Cena v eurách bez zľavy.' }),
  /** The effective discount a buyer gets now (the larger of the own one and a running shop-wide sale's). */
  discount: z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: 'Zľava v %, ktorú kupujúci dostane teraz (väčšia z vlastnej a z akcie obchodu).' }),
  /** Beyond the spec: the product's own discount, which a shop-wide sale never changes (the admin edits it). */
  ownDiscount: z.number().int().min(0).max(100).meta({ description: 'Vlastná zľava titulu v %, ktorú akcia obchodu nemení.' }),
  discountedPrice: z.number().meta({ description: 'Cena v eurách, ktorú kupujúci platí teraz.' }),
  countInStock: z.number().int(),
  author: z.string(),
  category: z.string(),
  category2: z.string(),
  description: z.string(),
  catalog: z.string(),
  related: relatedSlotSchema,
  related2: relatedSlotSchema,
  related3: relatedSlotSchema,
  weight: z.string().meta({ description: 'Hmotnosť v kg ako text s desatinnou bodkou (`0.33`).' }),
  tags: z.string(),
  binding: z.string(),
  pages: z.number().int().nullable(),
  isbn: z.string(),
  language: z.enum(['SK', 'CZ']),
  year: z.string(),
  excerpt: z.strictObject({ image: z.string(), part: z.string(), excerpt: z.string() }),
  reviews: z
    .array(apiReviewSchema)
    .meta({ description: 'Schválené recenzie (len v odpovedi o jednom titule a v `/all`; v zoznamoch prázdne).' }),
  /** Issue 31 (the original shop's names): average stars of the approved reviews, one decimal, 0 when none. */
  rating: z.number().min(0).max(5).meta({ description: 'Priemer hviezdičiek schválených recenzií, jedno desatinné miesto; 0 bez nich.' }),
  /** Approved reviews (in every answer, lists included, whether `reviews` is filled or not). */
  numReviews: z.number().int().min(0),
  /** Only ever the caller's own id (when it is a favourite): other people's favourites are private. */
  favoriteOf: z.array(z.strictObject({ _id: apiIdSchema })).meta({ description: 'Len vlastné ID volajúceho, keď je titul jeho obľúbený.' }),
  /** Beyond the spec: true only in the admin's reads of a draft (visitors are never shown one). */
  isDraft: z.boolean().meta({ description: 'Koncept, ktorý vidí len administrátor.' }),
  createdAt: z.string(),
});
export type ApiProduct = z.output<typeof apiProductSchema>;

/**
 * `GET /api/products?keyword=&pageNumber=&pageSize=`: a page of the catalogue or of a search. `total` (the matching
 * products) is beyond the spec's `{ products, page, pages }`: the search page and the admin's list say how many.
 */
export const apiProductPageSchema = z.strictObject({
  products: z.array(apiProductSchema),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
  total: z.number().int().min(0),
  /**
   * Only when the keyword as typed found nothing and these are the results for it with its typos corrected
   * (worker/domain/spelling.ts): what was searched for instead, e.g. `život` for `zivto`.
   */
  correctedKeyword: z
    .string()
    .optional()
    .meta({ description: 'Len keď hľadaný text nenašiel nič a toto sú výsledky opraveného textu: čo sa hľadalo namiesto neho.' }),
});
export type ApiProductPage = z.output<typeof apiProductPageSchema>;

/** `GET /api/products/all` (the whole catalogue, approved reviews, related titles named) and the caller's favourites. */
export const apiProductListSchema = z.strictObject({ products: z.array(apiProductSchema) });
export type ApiAllProducts = z.output<typeof apiProductListSchema>;

/** `GET /api/products/:id/reviews`: the approved reviews, oldest first. */
export const apiProductReviewsSchema = z.strictObject({ reviews: z.array(apiReviewSchema) });
