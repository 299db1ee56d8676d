import { describe, expect, it } from 'vitest';
import { hasStars, ratingText, ratingView, reviewCountText, starsGlyphs, starsOutOfFive, summaryOf, tallyOf } from './ratings';

const average = (...stars: number[]) => summaryOf(tallyOf(stars)).rating;

describe('the average of approved reviews’ stars', () => {
  it('is one decimal, rounded half up', () => {
    expect(average(4)).toBe(4);
    expect(average(5, 4)).toBe(4.5);
    expect(average(5, 4, 4)).toBe(4.3); // 4.333…
    expect(average(5, 5, 4)).toBe(4.7); // 4.666…
    expect(average(1, 2)).toBe(1.5);
    expect(average(3, 3, 3, 4)).toBe(3.3); // 3.25 half up
    expect(average(...Array(19).fill(4), 5)).toBe(4.1); // 4.05 half up, which floating point would make 4.0
    expect(average(...Array(39).fill(4), 5)).toBe(4); // 4.025
  });

  it('leaves reviews without stars (0) out of the average, not out of the count', () => {
    expect(summaryOf(tallyOf([5, 0, 4]))).toEqual({ rating: 4.5, numReviews: 3, ratingCount: 2 });
    expect(summaryOf(tallyOf([0, 0]))).toEqual({ rating: 0, numReviews: 2, ratingCount: 0 });
    expect(summaryOf(tallyOf([]))).toEqual({ rating: 0, numReviews: 0, ratingCount: 0 });
  });

  it('takes only whole 1–5 as stars', () => {
    expect([0, 1, 5, 6, -1, 2.5].map(hasStars)).toEqual([false, true, true, false, false, false]);
    expect(tallyOf([6, 2.5, 3])).toEqual({ starsSum: 3, rated: 1, approved: 3 });
  });
});

describe('Slovak words and numbers', () => {
  it('writes the average with a decimal comma', () => {
    expect(ratingText(4)).toBe('4,0');
    expect(ratingText(4.3)).toBe('4,3');
    expect(ratingText(5)).toBe('5,0');
  });

  it('counts reviews with the three plurals', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 21, 22].map(reviewCountText)).toEqual([
      '0 recenzií',
      '1 recenzia',
      '2 recenzie',
      '3 recenzie',
      '4 recenzie',
      '5 recenzií',
      '11 recenzií',
      '21 recenzií',
      '22 recenzií',
    ]);
  });

  it('reads stars out of five for a screen reader', () => {
    expect(starsOutOfFive(4)).toBe('4 z 5 hviezdičiek');
    expect(starsOutOfFive(1)).toBe('1 z 5 hviezdičiek');
  });

  it('draws five stars filled to the nearest whole', () => {
    expect(starsGlyphs(4)).toBe('★★★★☆');
    expect(starsGlyphs(4.4)).toBe('★★★★☆');
    expect(starsGlyphs(4.5)).toBe('★★★★★');
    expect(starsGlyphs(1)).toBe('★☆☆☆☆');
    expect(starsGlyphs(0)).toBe('☆☆☆☆☆');
    expect(starsGlyphs(9)).toBe('★★★★★');
  });
});

describe('ratingView (cards and the product page)', () => {
  it('shows stars, average and count', () => {
    expect(ratingView({ rating: 4, numReviews: 1 })).toEqual({ stars: '★★★★☆', value: '4,0', count: '1 recenzia' });
    expect(ratingView({ rating: 4.7, numReviews: 12 })).toEqual({ stars: '★★★★★', value: '4,7', count: '12 recenzií' });
  });

  it('shows nothing without approved stars', () => {
    expect(ratingView({ rating: 0, numReviews: 0 })).toBeNull();
    expect(ratingView({ rating: 0, numReviews: 2 })).toBeNull();
    expect(ratingView({ rating: 4, numReviews: 0 })).toBeNull();
  });
});
