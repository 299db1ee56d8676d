import type { Db } from '~/db/client';
import {
  allProducts,
  allPublicReviews,
  getProduct,
  listProducts,
  productNames,
  publicReviews,
  type DraftOption,
  type ProductRow,
} from '~/db/queries/catalogue/catalogue';
import {
  relatedIdsOf,
  relatedTitles,
  toApiProduct,
  toApiProductsWithDetails,
  toApiReview,
  type ApiProduct,
  type ApiProductPage,
} from '../../domain/product-shape';
import { toFtsQuery } from '../../domain/search';
import { findCorrectingTypos, type VocabularyDeps } from '../search/spelling-vocabulary';
import { ratingTallies } from '~/db/queries/engagement/review-marks';
import { NO_RATING, summaryOf } from '../../domain/ratings';

/**
 * Products in the API's shape with their related titles named (`{ id, name }`, or `''` for an empty slot: an
 * empty slot must mean "none", so every product answer names them), one query for all their names. A related
 * title that is a draft is named only with `drafts` (the admin's reads): visitors get no link to it. Their
 * `rating` and `numReviews` (approved reviews, issue 31) come from one more query for the whole page.
 */
export async function withRelated(
  db: Db,
  rows: ProductRow[],
  extra: Parameters<typeof toApiProduct>[1] = {},
  o?: DraftOption,
): Promise<ApiProduct[]> {
  const ids = rows.map((p) => p.id);
  const [names, tallies] = await Promise.all([productNames(db, relatedIdsOf(rows), o), ratingTallies(db, ids)]);
  return rows.map((p) => {
    const tally = tallies.get(p.id);
    return toApiProduct(p, { ...extra, related: relatedTitles(p, names), rating: tally ? summaryOf(tally) : NO_RATING });
  });
}

/**
 * A page of the list or of a search; drafts only with `drafts` (the admin's list). A public search that finds
 * nothing is tried once more with its typos corrected (worker/domain/spelling.ts); the answer then names what it
 * searched for in `correctedKeyword`, with the words stored in the background (spelling-vocabulary.ts: none
 * stored yet, no correction). The admin's list searches literally.
 */
export async function productPage(
  deps: VocabularyDeps,
  q: { keyword?: string; page: number; pageSize: number } & DraftOption,
): Promise<ApiProductPage> {
  const { db } = deps;
  // No trimming here: the query schema turns a blank keyword into none, and toFtsQuery keeps only the words.
  const search = (keyword: string | undefined) =>
    listProducts(db, { ftsQuery: keyword ? toFtsQuery(keyword) : undefined, page: q.page, pageSize: q.pageSize, drafts: q.drafts });
  const { found: result, corrected: correctedKeyword } =
    q.keyword && !q.drafts
      ? await findCorrectingTypos(deps, q.keyword, search, (r) => r.total === 0)
      : { found: await search(q.keyword), corrected: undefined };
  // `total` (matching products) is an addition to the spec's { products, page, pages }: the search page shows it.
  const answer: ApiProductPage = {
    products: await withRelated(db, result.rows, {}, { drafts: q.drafts }),
    page: result.page,
    pages: result.pages,
    total: result.total,
  };
  return correctedKeyword ? { ...answer, correctedKeyword } : answer;
}

/** `GET /api/products/all`: every product with its related titles and approved reviews, in two queries. */
export async function everyProduct(db: Db): Promise<ApiProduct[]> {
  const [rows, reviews] = await Promise.all([allProducts(db), allPublicReviews(db)]);
  return toApiProductsWithDetails(rows, reviews);
}

/**
 * A product with its related titles and approved reviews; undefined when there is no such product, or when it is
 * a draft and the caller did not ask for `drafts` (only the admin does).
 */
export async function productDetail(db: Db, id: number, o?: DraftOption): Promise<ApiProduct | undefined> {
  const p = await getProduct(db, id, o);
  if (!p) return undefined;
  const [names, reviews] = await Promise.all([productNames(db, relatedIdsOf([p]), o), publicReviews(db, id)]);
  return toApiProduct(p, { related: relatedTitles(p, names), reviews: reviews.map(toApiReview) });
}
