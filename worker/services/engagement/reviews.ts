import { getProduct } from '~/db/queries/catalogue/catalogue';
import { acknowledgeReview, approvedReviews, deleteReview, insertReviewOnce, productsWithReviews } from '~/db/queries/engagement/reviews';
import type { AppDeps, AuthUser } from '../../deps';
import { apiId } from '../../domain/api-id';
import { ENGAGEMENT_MESSAGES, type ApiReviewsPage } from '../../domain/engagement';
import { PAGE_SIZES } from '../../domain/page-sizes';
import { toApiReview, type ApiReview } from '../../domain/product-shape';
import { conflict, notFound } from '../../domain/errors';
import { newReviewMail } from '../mail/engagement-mail';
import { accountSubject, countAccountAttempt } from '../accounts/account-throttle';
import { shopUrl } from '../../domain/shop-url';

/**
 * Reviews: customers write one per title, the shop is told, an admin approves or deletes it BY ID (the old shop
 * matched reviews by their text). Only approved reviews are public.
 */

async function requireProduct(deps: AppDeps, productId: number) {
  const product = await getProduct(deps.db, productId);
  if (!product) throw notFound(ENGAGEMENT_MESSAGES.productNotFound);
  return product;
}

/** `GET /api/products/:id/reviews`: approved only, oldest first (the pre-rendered page loads it). */
export async function publicReviewsOf(deps: AppDeps, productId: number): Promise<{ reviews: ApiReview[] }> {
  await requireProduct(deps, productId);
  return { reviews: (await approvedReviews(deps.db, productId)).map(toApiReview) };
}

/** `POST /api/products/:id/reviews`: under the account's own name; a second one of the same title is 409. */
export async function createReview(deps: AppDeps, caller: AuthUser, productId: number, input: { rating: number; comment: string }) {
  const product = await requireProduct(deps, productId);
  // Each review mails the shop: one per title, and a few an hour per account (refused before it is stored).
  await countAccountAttempt(deps, 'review', accountSubject(caller.id));
  const review = await insertReviewOnce(deps.db, {
    productId,
    userId: caller.id,
    name: caller.name,
    rating: input.rating,
    comment: input.comment,
    createdAt: deps.now().toISOString(),
  });
  if (!review) throw conflict(ENGAGEMENT_MESSAGES.reviewDuplicate);
  // The review is stored: a mail failure is logged, the customer still gets the success answer.
  try {
    const mail = newReviewMail({
      productName: product.name,
      author: caller.name,
      comment: input.comment,
      adminUrl: shopUrl(deps.config.baseUrl, '/admin/reviews'),
    });
    await deps.mailer.send({ to: deps.config.shopEmail, ...mail, replyTo: caller.email });
  } catch (err) {
    deps.log('error', 'new review mail failed', { reviewId: review.id, error: String(err) });
  }
  return { message: ENGAGEMENT_MESSAGES.reviewSent };
}

/** `GET /api/products/reviews?pageNumber=` (admin): products with reviews, 10 a page, newest review first. */
export async function reviewsPage(deps: AppDeps, page: number): Promise<ApiReviewsPage> {
  const result = await productsWithReviews(deps.db, page, PAGE_SIZES.adminReviews);
  return {
    products: result.rows.map((p) => ({
      _id: apiId(p.id),
      name: p.name,
      reviews: p.reviews.map((r) => ({
        _id: apiId(r.id),
        name: r.name,
        comment: r.comment,
        createdAt: r.createdAt,
        isAcknowledged: r.isAcknowledged,
        rating: r.rating,
        verifiedPurchase: r.verifiedPurchase,
      })),
    })),
    page: result.page,
    pages: result.pages,
  };
}

/**
 * Why the site is rebuilt after a review changed what the pre-rendered pages show: the product page's stars,
 * average and count, its JSON-LD and the cards' stars (issue 31). The reviews list itself reloads from the API.
 */
export const REVIEW_REPUBLISH_REASON = 'review';

/** Approves a review; only a review that was waiting changes the public pages, so only that asks for a republish. */
export async function approveReview(deps: AppDeps, productId: number, reviewId: number) {
  const result = await acknowledgeReview(deps.db, productId, reviewId);
  if (!result) throw notFound(ENGAGEMENT_MESSAGES.reviewNotFound);
  if (result === 'approved') deps.publisher.request(REVIEW_REPUBLISH_REASON, deps.waitUntil);
  return { message: ENGAGEMENT_MESSAGES.reviewApproved };
}

/** Deletes a review; an approved one was on the pages (stars, count), so its deletion asks for a republish. */
export async function removeReview(deps: AppDeps, productId: number, reviewId: number) {
  const deleted = await deleteReview(deps.db, productId, reviewId);
  if (!deleted) throw notFound(ENGAGEMENT_MESSAGES.reviewNotFound);
  if (deleted.wasApproved) deps.publisher.request(REVIEW_REPUBLISH_REASON, deps.waitUntil);
  return { message: ENGAGEMENT_MESSAGES.reviewDeleted };
}
