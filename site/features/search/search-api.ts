import type { ApiProductPage } from '~/worker/domain/product-shape';
import { apiGet } from '~/site/lib/api';

/** One page of the titles that match `keyword` (the server's FTS5 search, diacritics ignored). */
export function searchProducts(keyword: string, page: number, pageSize: number): Promise<ApiProductPage> {
  const query = new URLSearchParams({ keyword, pageNumber: String(page), pageSize: String(pageSize) });
  return apiGet<ApiProductPage>(`/api/products?${query}`);
}
