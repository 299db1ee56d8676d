import type { Db } from '../../db/client';
import { allProducts, getProduct, listProducts, publicReviews, relatedOf } from '../../db/queries/catalog';
import { toApiProduct, toApiReview, type ApiProduct } from '../domain/product-shape';
import { toFtsQuery } from '../domain/search';

export async function productPage(db: Db, q: { keyword?: string; page: number; pageSize: number }) {
  const keyword = q.keyword?.trim();
  const ftsQuery = keyword ? toFtsQuery(keyword) : undefined;
  const result = await listProducts(db, { ftsQuery, page: q.page, pageSize: q.pageSize });
  // `total` (matching products) is an addition to the spec's { products, page, pages }: the search page shows it.
  return { products: result.rows.map((p) => toApiProduct(p)), page: result.page, pages: result.pages, total: result.total };
}

export async function everyProduct(db: Db): Promise<ApiProduct[]> {
  return (await allProducts(db)).map((p) => toApiProduct(p));
}

/** A product with its related titles and approved reviews; undefined when there is no such product. */
export async function productDetail(db: Db, id: number): Promise<ApiProduct | undefined> {
  const p = await getProduct(db, id);
  if (!p) return undefined;
  const [related, reviews] = await Promise.all([relatedOf(db, p), publicReviews(db, id)]);
  return toApiProduct(p, { related, reviews: reviews.map(toApiReview) });
}
