import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES, acknowledgeReviewSchema, createReviewSchema, unsubscribeUrl } from './engagement';
import { refusalOf } from '../test-support/schemas';

describe('review bodies: numbers or their digits, nothing that only looks like one', () => {
  it.each([
    [4, 4],
    ['3', 3],
    [' 5 ', 5],
    ['0', 0],
    [1, 1],
    [undefined, 0],
  ])('rating %j → %d', (rating, expected) => {
    expect(createReviewSchema.parse({ rating, comment: 'Dobrá kniha' }).rating).toBe(expected);
  });

  it.each([true, [], '', ' ', 'x3', '3x', '3 4', '1'.repeat(17), 'tri', 6, -1, 2.5])('refuses the rating %j', (rating) => {
    expect(refusalOf(createReviewSchema.safeParse({ rating, comment: 'Dobrá kniha' }))).toBe(ENGAGEMENT_MESSAGES.ratingInvalid);
  });

  it.each([
    [12, 12],
    ['12', 12],
    [' 7', 7],
    ['1234567890123456', 1234567890123456],
  ])('reviewId %j → %d', (reviewId, expected) => {
    expect(acknowledgeReviewSchema.parse({ reviewId, comment: 'ignored' })).toEqual({ reviewId: expected });
  });

  it.each(['12a', 'a12', '', '0', '12345678901234567', null, true])('refuses the reviewId %j', (reviewId) => {
    expect(refusalOf(acknowledgeReviewSchema.safeParse({ reviewId }))).toBe('Neplatné ID recenzie.');
  });
});

describe('unsubscribeUrl', () => {
  it('joins the base without doubling slashes and escapes the token', () => {
    expect(unsubscribeUrl('https://prud.sk//', 'a/b c')).toBe('https://prud.sk/unsubscribe/a%2Fb%20c');
    expect(unsubscribeUrl('https://prud.sk', 't1')).toBe('https://prud.sk/unsubscribe/t1');
  });
});
