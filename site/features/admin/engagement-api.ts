/** The admin's calls about reviews and newsletter subscribers, typed by worker/domain/engagement.ts. */
import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiReviewsPage, ApiSubscriber } from '~/worker/domain/engagement';
import { authGet, authSend } from '~/site/stores/user';

/** Products that have reviews, 10 a page, each with every review (approved or not). */
export const readReviewsPage = (page: number, signal?: AbortSignal) => authGet<ApiReviewsPage>(`/api/products/reviews?pageNumber=${page}`, { signal });

/** 'Schváliť recenziu': from now on the product's page shows it. */
export const approveReview = (productId: string, reviewId: string) =>
  authSend<MessageAnswer>(`/api/products/${productId}/reviews/acknowledge`, { method: 'PUT', body: { reviewId } });

export const deleteReview = (productId: string, reviewId: string) => authSend<MessageAnswer>(`/api/products/${productId}/reviews/${reviewId}`, { method: 'DELETE' });

/** Who gets the newsletter ('subscribed') and who left it ('unsubscribed'). */
export const readSubscribers = (list: 'subscribed' | 'unsubscribed', signal?: AbortSignal) => authGet<ApiSubscriber[]>(`/api/subscribers/${list}`, { signal });
