import { describe, expect, it } from 'vitest';
import { toApiProduct, toApiReview, type ProductRecord } from './product-shape';

/** Issue 31: where a product answer's `rating` and `numReviews` come from. */

const record = {
  id: 7,
  name: 'Život viery',
  priceCents: 990,
  discount: 0,
  ownDiscount: 0,
  discountedPriceCents: 990,
  countInStock: 3,
} as ProductRecord;
const review = (id: number, rating: number) =>
  toApiReview({
    id,
    name: 'Jana',
    rating,
    comment: 'Dobrá.',
    createdAt: '2026-03-05T10:00:00.000Z',
    isAcknowledged: true,
    verifiedPurchase: id === 1,
  });

describe('toApiProduct rating', () => {
  it('counts the approved reviews it is given (a product detail)', () => {
    expect(toApiProduct(record, { reviews: [review(1, 5), review(2, 4), review(3, 0)] })).toMatchObject({ rating: 4.5, numReviews: 3 });
  });

  it('takes the summary a list read (reviews are not in lists)', () => {
    expect(toApiProduct(record, { rating: { rating: 3.7, numReviews: 9, ratingCount: 8 } })).toMatchObject({
      rating: 3.7,
      numReviews: 9,
      reviews: [],
    });
  });

  it('is 0 of 0 without either (the staff’s save answers so)', () => {
    expect(toApiProduct(record)).toMatchObject({ rating: 0, numReviews: 0, reviews: [] });
  });

  it('carries each review’s mark', () => {
    expect([review(1, 5), review(2, 4)].map((r) => r.verifiedPurchase)).toEqual([true, false]);
  });
});
