import { apiId } from './api-id';
import { centsToEuros } from './money';
import { unitPriceCents } from './pricing';
import { summaryOf, tallyOf, type RatingSummary } from './ratings';
import type { ApiProduct, ApiRelated, ApiReview } from './product-answers';

/** What the database holds for a product (db/schema/catalog.ts), as far as the API needs it. */
export interface ProductRecord {
  id: number;
  name: string;
  image: string;
  priceCents: number;
  /** The effective discount: the larger of the own one and the running sale's (pricing.ts effectiveDiscount). */
  discount: number;
  /** The product's own discount, as staff set it in the product form. */
  ownDiscount: number;
  discountedPriceCents: number;
  countInStock: number;
  author: string;
  category: string;
  category2: string;
  description: string;
  catalog: string;
  weight: string;
  tags: string;
  binding: string;
  pages: number | null;
  isbn: string;
  language: 'SK' | 'CZ';
  year: string;
  excerptImage: string;
  excerptPart: string;
  excerptText: string;
  /** Made by 'Vytvoriť produkt' and not yet saved complete (worker/domain/drafts.ts): only the admin sees it. */
  isDraft: boolean;
  createdAt: string;
}

/* The answers' shapes are described once, in zod, in product-answers.ts (the published contract). */
export type { ApiAllProducts, ApiProduct, ApiProductPage, ApiRelated, ApiRelatedSlot, ApiReview } from './product-answers';

export function toApiProduct(
  p: ProductRecord,
  extra: { related?: { id: number; name: string }[]; reviews?: ApiReview[]; favoriteOf?: { id: number }[]; rating?: RatingSummary } = {},
): ApiProduct {
  // Lists carry no reviews but their rating (db/queries/engagement/review-marks.ts ratingTallies); a detail counts its reviews.
  const rating = extra.rating ?? summaryOf(tallyOf((extra.reviews ?? []).map((r) => r.rating)));
  const rel: ApiRelated[] = (extra.related ?? []).map((r) => ({ id: apiId(r.id), name: r.name }));
  return {
    _id: apiId(p.id),
    name: p.name,
    image: p.image,
    price: centsToEuros(p.priceCents),
    discount: p.discount,
    ownDiscount: p.ownDiscount,
    discountedPrice: centsToEuros(unitPriceCents(p)),
    countInStock: p.countInStock,
    author: p.author,
    category: p.category,
    category2: p.category2,
    description: p.description,
    catalog: p.catalog,
    related: rel[0] ?? '',
    related2: rel[1] ?? '',
    related3: rel[2] ?? '',
    weight: p.weight,
    tags: p.tags,
    binding: p.binding,
    pages: p.pages,
    isbn: p.isbn,
    language: p.language,
    year: p.year,
    excerpt: { image: p.excerptImage, part: p.excerptPart, excerpt: p.excerptText },
    reviews: extra.reviews ?? [],
    rating: rating.rating,
    numReviews: rating.numReviews,
    favoriteOf: (extra.favoriteOf ?? []).map((u) => ({ _id: apiId(u.id) })),
    isDraft: p.isDraft,
    createdAt: p.createdAt,
  };
}

export interface ReviewRecord {
  id: number;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  isAcknowledged: boolean;
  verifiedPurchase: boolean;
}

export function toApiReview(r: ReviewRecord): ApiReview {
  return {
    _id: apiId(r.id),
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt,
    isAcknowledged: r.isAcknowledged,
    verifiedPurchase: r.verifiedPurchase,
  };
}

/** A stored product with its related titles' ids (db/schema/catalog.ts `related1_id` …). */
export type ProductRecordWithRelated = ProductRecord & { related1Id: number | null; related2Id: number | null; related3Id: number | null };

/** The ids of the related titles a set of products names (to read their names in one query). */
export function relatedIdsOf(rows: readonly ProductRecordWithRelated[]): number[] {
  return [...new Set(rows.flatMap((p) => [p.related1Id, p.related2Id, p.related3Id]).filter((id): id is number => !!id))];
}

/** A product's related titles in slot order, those that still exist (`names`: id → name). */
export function relatedTitles(p: ProductRecordWithRelated, names: ReadonlyMap<number, string>): { id: number; name: string }[] {
  return [p.related1Id, p.related2Id, p.related3Id]
    .filter((id): id is number => !!id && names.has(id))
    .map((id) => ({ id, name: names.get(id)! }));
}

/**
 * Every product as `GET /api/products/{id}` shows it (related titles named, approved reviews), from the whole
 * catalogue and every approved review read at once: the related names come from the same rows, so `GET
 * /api/products/all` and the pre-rendered product pages take two queries whatever the catalogue's size.
 * `reviews` must be the approved ones in the order to show (db/queries/catalogue/catalogue.ts `allPublicReviews`).
 */
export function toApiProductsWithDetails(
  rows: ProductRecordWithRelated[],
  reviews: (ReviewRecord & { productId: number })[],
): ApiProduct[] {
  const names = new Map(rows.map((p) => [p.id, p.name]));
  const reviewsOf = new Map<number, ReviewRecord[]>();
  for (const r of reviews) {
    const list = reviewsOf.get(r.productId);
    if (list) list.push(r);
    else reviewsOf.set(r.productId, [r]);
  }
  return rows.map((p) => toApiProduct(p, { related: relatedTitles(p, names), reviews: (reviewsOf.get(p.id) ?? []).map(toApiReview) }));
}
