import type { ApiProduct } from '~/worker/domain/product-shape';
import { api, ApiRequestError } from '~/site/lib/api';

/**
 * A product as the API has it now (today's price and stock): the shell of products newer than the build, the buy
 * box, the cart and the library's shell read it here.
 */
export const readProduct = (id: number | string, signal?: AbortSignal) => api('GET /api/products/:id', { params: { id }, signal });

/** readProduct, or null when the shop has no such product (404; 400 for an id that cannot exist). */
export async function findProduct(id: number | string, signal?: AbortSignal): Promise<ApiProduct | null> {
  try {
    return await readProduct(id, signal);
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
