/** The admin's calls about reviews and newsletter subscribers, typed by worker/domain/engagement.ts. */
import { authApi } from '~/site/stores/user';

/** Products that have reviews, 10 a page, each with every review (approved or not). */
export const readReviewsPage = (page: number, signal?: AbortSignal) =>
  authApi('GET /api/products/reviews', { query: { pageNumber: page }, signal });

/** 'Schváliť recenziu': from now on the product's page shows it. */
export const approveReview = (productId: string, reviewId: string) =>
  authApi('PUT /api/products/:id/reviews/acknowledge', { params: { id: productId }, body: { reviewId } });

export const deleteReview = (productId: string, reviewId: string) =>
  authApi('DELETE /api/products/:id/reviews/:reviewId', { params: { id: productId, reviewId } });

/** Who gets the newsletter ('subscribed') and who left it ('unsubscribed'). */
export const readSubscribers = (list: 'subscribed' | 'unsubscribed', signal?: AbortSignal) =>
  authApi(list === 'subscribed' ? 'GET /api/subscribers/subscribed' : 'GET /api/subscribers/unsubscribed', { signal });
