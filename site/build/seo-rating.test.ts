import { describe, expect, it } from 'vitest';
import { productLd, ratingLd } from './seo';

/** Issue 31: the product's JSON-LD carries its readers' stars, from approved reviews only. */

const review = (rating: number, o: Partial<{ name: string; comment: string; createdAt: string; isAcknowledged: boolean }> = {}) => ({
  name: 'Jana',
  rating,
  comment: 'Dobrá kniha.',
  createdAt: '2026-03-05T10:00:00.000Z',
  isAcknowledged: true,
  ...o,
});

const book = {
  _id: '12',
  name: 'Normálny kresťanský život',
  author: 'Watchman Nee',
  description: '',
  image: '',
  isbn: '',
  pages: null,
  language: 'SK',
  price: 12.5,
  discount: 0,
  discountedPrice: 12.5,
  countInStock: 3,
};

describe('ratingLd', () => {
  it('one approved review of 4 stars: ratingValue 4, reviewCount 1, the scale 1–5, and the review itself', () => {
    expect(ratingLd([review(4, { name: 'Jana Čitateľka', comment: 'Pomohla mi.' })])).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Jana Čitateľka' },
          datePublished: '2026-03-05',
          reviewBody: 'Pomohla mi.',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it('leaves out unapproved reviews, and starless ones from the average and the list (not from reviewCount)', () => {
    const ld = ratingLd([review(5), review(4), review(1, { isAcknowledged: false }), review(0, { comment: 'Bez hviezdičiek' })]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 2, reviewCount: 3 });
    expect(ld.review?.map((r) => r.reviewRating.ratingValue)).toEqual([5, 4]);
  });

  it('is nothing at all without approved stars (Google refuses an empty rating)', () => {
    expect(ratingLd([])).toEqual({});
    expect(ratingLd([review(4, { isAcknowledged: false })])).toEqual({});
    expect(ratingLd([review(0)])).toEqual({});
  });
});

describe('productLd with reviews', () => {
  it('adds the rating beside the offer, and nothing when there are no reviews', () => {
    const site = new URL('https://prud.sk');
    const rated = productLd(site, { ...book, reviews: [review(4)] });
    expect(rated).toMatchObject({
      '@type': ['Book', 'Product'],
      offers: { price: '12.50' },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    const bare = productLd(site, { ...book, reviews: [] });
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('review');
    expect(productLd(site, book)).toEqual(bare);
  });
});
