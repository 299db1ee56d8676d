import { centsToEuros } from './money';
import { unitPriceCents } from './pricing';

/** What the database holds for a product (db/schema/catalog.ts), as far as the API needs it. */
export interface ProductRecord {
  id: number;
  name: string;
  image: string;
  priceCents: number;
  discount: number;
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
  createdAt: string;
}

export interface ApiRelated {
  _id: number;
  name: string;
}

export interface ApiReview {
  _id: number;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  isAcknowledged: boolean;
}

/** The product as spec section 3 names its fields; money in euros. */
export interface ApiProduct {
  _id: number;
  name: string;
  image: string;
  price: number;
  discount: number;
  discountedPrice: number;
  countInStock: number;
  author: string;
  category: string;
  category2: string;
  description: string;
  catalog: string;
  related: ApiRelated | null;
  related2: ApiRelated | null;
  related3: ApiRelated | null;
  weight: string;
  tags: string;
  binding: string;
  pages: number | null;
  isbn: string;
  language: 'SK' | 'CZ';
  year: string;
  excerpt: { image: string; part: string; excerpt: string };
  reviews: ApiReview[];
  numReviews: number;
  /** Only ever the caller's own id (when it is a favourite): other people's favourites are private. */
  favoriteOf: { _id: number }[];
  createdAt: string;
}

export function toApiProduct(
  p: ProductRecord,
  extra: { related?: { id: number; name: string }[]; reviews?: ApiReview[]; favoriteOf?: { _id: number }[] } = {},
): ApiProduct {
  const rel = (extra.related ?? []).map((r) => ({ _id: r.id, name: r.name }));
  return {
    _id: p.id,
    name: p.name,
    image: p.image,
    price: centsToEuros(p.priceCents),
    discount: p.discount,
    discountedPrice: centsToEuros(unitPriceCents(p)),
    countInStock: p.countInStock,
    author: p.author,
    category: p.category,
    category2: p.category2,
    description: p.description,
    catalog: p.catalog,
    related: rel[0] ?? null,
    related2: rel[1] ?? null,
    related3: rel[2] ?? null,
    weight: p.weight,
    tags: p.tags,
    binding: p.binding,
    pages: p.pages,
    isbn: p.isbn,
    language: p.language,
    year: p.year,
    excerpt: { image: p.excerptImage, part: p.excerptPart, excerpt: p.excerptText },
    reviews: extra.reviews ?? [],
    numReviews: (extra.reviews ?? []).length,
    favoriteOf: extra.favoriteOf ?? [],
    createdAt: p.createdAt,
  };
}

export function toApiReview(r: { id: number; name: string; rating: number; comment: string; createdAt: string; isAcknowledged: boolean }): ApiReview {
  return { _id: r.id, name: r.name, rating: r.rating, comment: r.comment, createdAt: r.createdAt, isAcknowledged: r.isAcknowledged };
}
