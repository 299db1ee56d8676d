import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES, REVIEW_MAX } from '~/worker/domain/engagement';
import type { ApiReview } from '~/worker/domain/product-shape';
import { formatDate } from '~/site/lib/format';
import { reviewLoginHref } from '~/site/lib/paths';
import { NO_REVIEWS, publicReviews, reviewDate } from './review-ops';
import { REVIEW_LIMIT, REVIEW_TEXTS, STAR_CHOICES, reviewFormProblems, reviewProblem } from './review-form-ops';

const review = (id: number, createdAt: string, extra: Partial<ApiReview> = {}): ApiReview => ({
  _id: String(id),
  name: `Čitateľ ${id}`,
  rating: 0,
  comment: `Recenzia ${id}`,
  createdAt,
  isAcknowledged: true,
  verifiedPurchase: false,
  ...extra,
});

describe('review texts', () => {
  it('are the contract texts (copied so the product page does not load zod)', () => {
    for (const [key, text] of Object.entries(REVIEW_TEXTS)) expect(text).toBe(ENGAGEMENT_MESSAGES[key as keyof typeof REVIEW_TEXTS]);
    expect(REVIEW_LIMIT).toBe(REVIEW_MAX);
    expect(NO_REVIEWS).toBe(ENGAGEMENT_MESSAGES.noReviews);
  });
});

describe('reviewProblem', () => {
  it('refuses a blank comment, spaces and newlines included', () => {
    expect(reviewProblem('')).toBe(ENGAGEMENT_MESSAGES.reviewBlank);
    expect(reviewProblem('  \n\t ')).toBe(ENGAGEMENT_MESSAGES.reviewBlank);
  });
  it('refuses more than the limit after trimming, accepts exactly the limit', () => {
    expect(reviewProblem('a'.repeat(REVIEW_MAX + 1))).toBe(ENGAGEMENT_MESSAGES.reviewTooLong);
    expect(reviewProblem(`  ${'a'.repeat(REVIEW_MAX)}  `)).toBeNull();
  });
  it('accepts Slovak text', () => {
    expect(reviewProblem('Výborná kniha, ďakujem!')).toBeNull();
  });
});

describe('reviewFormProblems (issue 31: the stars must be chosen)', () => {
  it('offers 1 to 5 stars', () => {
    expect(STAR_CHOICES).toEqual([1, 2, 3, 4, 5]);
  });
  it('marks missing stars and a blank comment at once', () => {
    expect(reviewFormProblems(null, ' ')).toEqual({ rating: ENGAGEMENT_MESSAGES.ratingMissing, comment: ENGAGEMENT_MESSAGES.reviewBlank });
    expect(reviewFormProblems(null, 'Dobrá kniha')).toEqual({ rating: ENGAGEMENT_MESSAGES.ratingMissing });
    expect(reviewFormProblems(4, '')).toEqual({ comment: ENGAGEMENT_MESSAGES.reviewBlank });
  });
  it('takes 1–5 only (0 is the old clients’ "no stars", never this form’s)', () => {
    for (const n of [0, 6, 2.5]) expect(reviewFormProblems(n, 'Dobrá kniha')).toEqual({ rating: ENGAGEMENT_MESSAGES.ratingMissing });
    for (const n of [1, 5]) expect(reviewFormProblems(n, 'Dobrá kniha')).toEqual({});
  });
});

describe('paths', () => {
  it('builds the login link back to the product', () => {
    expect(reviewLoginHref(12)).toBe('/login?redirect=/product/12');
    expect(new URLSearchParams(reviewLoginHref(12).split('?')[1]).get('redirect')).toBe('/product/12');
  });
});

describe('publicReviews', () => {
  it('keeps approved reviews only, in the server order', () => {
    const list = [
      review(1, '2026-01-01 10:00:00'),
      review(2, '2026-02-01 10:00:00', { isAcknowledged: false }),
      review(3, '2026-03-01 10:00:00'),
    ];
    expect(publicReviews(list).map((r) => r._id)).toEqual(['1', '3']);
  });
  it('does not change its input and drops junk', () => {
    const list = [review(2, '2026-02-01'), null as unknown as ApiReview, review(1, '2026-01-01')];
    expect(publicReviews(list).map((r) => r._id)).toEqual(['2', '1']);
    expect(list).toHaveLength(3);
  });
  it('reads no list as none', () => {
    expect(publicReviews(undefined)).toEqual([]);
  });
});

describe('reviewDate', () => {
  it('writes dates exactly as formatDate does', () => {
    for (const v of ['2026-03-05 10:00:00', '2026-12-31 23:30:00', '2026-06-30T22:15:00.000Z', '2025-01-01T00:00:00Z', 'nie dátum']) {
      expect(reviewDate(v)).toBe(formatDate(v));
    }
    expect(reviewDate('2026-12-31 23:30:00')).toBe('1. 1. 2027');
  });
});
