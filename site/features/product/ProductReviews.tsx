import { Suspense } from 'react';
import type { ApiReview } from '~/worker/domain/product-shape';
import { VERIFIED_PURCHASE, hasStars, starsGlyphs, starsOutOfFive } from '~/worker/domain/ratings';
import { reviewLoginHref } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { ReviewForm } from './signed-in-parts';
import { useSignedInUser } from './use-signed-in';
import { readReviews } from './reviews-api';
import { LOGIN_PROMPT, NO_REVIEWS, publicReviews, reviewDate } from './review-ops';

export interface ProductReviewsProps {
  productId: string;
  /** The approved reviews known when the page was built: the no-JS view, replaced by the current list. */
  initialReviews: ApiReview[];
  /** Rendered only in the browser (the /shell/product/ page): read the signed-in user at once. */
  immediate?: boolean;
}

/** A review's 1–5 stars; 0 (a review from before issue 31, or from the original client) shows none. */
function Stars({ rating }: { rating: number }) {
  if (!hasStars(rating)) return null;
  return (
    <span className="stars">
      <span aria-hidden="true">{starsGlyphs(rating)}</span>
      <span className="sr-only">{starsOutOfFive(rating)}</span>
    </span>
  );
}

/**
 * The reviews of the product page: the approved reviews, reloaded from `GET /api/products/:id/reviews` (so an
 * approval shows without a rebuild), the form for signed-in users (ReviewForm), a log-in prompt for visitors
 * (the page's inline script hides it before hydration when someone is signed in).
 */
export default function ProductReviews({ productId, initialReviews, immediate = false }: ProductReviewsProps) {
  const { user, known } = useSignedInUser(immediate);
  // The build-time list stays until the current one is read (and when the API cannot be reached).
  const { data } = useLoad((signal) => readReviews(productId, signal), true, [productId]);
  const reviews = publicReviews(data ? data.reviews : initialReviews);

  return (
    <>
      {reviews.length ? (
        <ul className="review-list">
          {reviews.map((r) => (
            <li key={r._id} className="review">
              <p className="review-head">
                <strong>{r.name}</strong> <Stars rating={r.rating} />
                {r.verifiedPurchase && <span className="review-verified">{VERIFIED_PURCHASE}</span>}{' '}
                <span className="review-date">{reviewDate(r.createdAt)}</span>
              </p>
              <p className="review-text">{r.comment}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{NO_REVIEWS}</p>
      )}
      {user ? (
        <Suspense fallback={null}>
          <ReviewForm productId={productId} />
        </Suspense>
      ) : (
        // Also the server HTML (the visitor's view); hidden from the first paint when someone is signed in (base.css).
        <p className="review-login" data-visitor-only hidden={known ? false : undefined}>
          {LOGIN_PROMPT} <a href={reviewLoginHref(productId)}>prihláste</a>.
        </p>
      )}
    </>
  );
}
