import { api } from '~/site/lib/api';

/** A product's approved reviews, as they are now (approvals show without a rebuild). */
export const readReviews = (productId: string, signal?: AbortSignal) =>
  api('GET /api/products/:id/reviews', { params: { id: productId }, signal });

/**
 * A signed-in user's review (it waits for an admin's approval). The signed-in store is imported on demand: the
 * product page's visitors load this module for the list and must not download it.
 */
export async function sendReview(productId: string, rating: number, comment: string) {
  const { authApi } = await import('~/site/stores/user');
  // The spec's payload: the stars (1–5) and the comment.
  return authApi('POST /api/products/:id/reviews', { params: { id: productId }, body: { rating, comment } });
}
