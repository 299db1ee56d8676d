import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiProductReviews } from '~/worker/domain/product-shape';
import { apiGet } from '~/site/lib/api';
import { reviewsPath } from './review-ops';

/** A product's approved reviews, as they are now (approvals show without a rebuild). */
export const readReviews = (productId: string, signal?: AbortSignal) => apiGet<ApiProductReviews>(reviewsPath(productId), { signal });

/**
 * A signed-in user's review (it waits for an admin's approval). The signed-in store is imported on demand: the
 * product page's visitors load this module for the list and must not download it.
 */
export async function sendReview(productId: string, rating: number, comment: string): Promise<MessageAnswer> {
  const { authSend } = await import('~/site/stores/user');
  // The spec's payload: the stars (1–5) and the comment.
  return authSend<MessageAnswer>(reviewsPath(productId), { method: 'POST', body: { rating, comment } });
}
