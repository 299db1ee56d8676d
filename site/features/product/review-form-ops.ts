import { STARS_MAX, STARS_MIN } from '~/worker/domain/ratings';

/**
 * Rules of the review form (loaded only for signed-in users). The texts repeat `ENGAGEMENT_MESSAGES` of
 * worker/domain/engagement.ts so the product page does not load zod (review-ops.test.ts checks they match).
 */
export const REVIEW_TEXTS = {
  reviewSent: 'Recenzia odoslaná adminovi',
  reviewBlank: 'Napíšte prosím text recenzie.',
  reviewTooLong: 'Recenzia môže mať najviac 2000 znakov.',
  ratingMissing: 'Vyberte prosím počet hviezdičiek (1 až 5).',
} as const;

/** The contract's REVIEW_MAX (checked by the unit test). */
export const REVIEW_LIMIT = 2000;

/** The stars the form offers, 1 to 5. */
export const STAR_CHOICES: readonly number[] = Array.from({ length: STARS_MAX - STARS_MIN + 1 }, (_, i) => STARS_MIN + i);

/** The comment's problem the browser refuses before calling the server (the server checks the same again); null = fine. */
export function reviewProblem(comment: string): string | null {
  const text = comment.trim();
  if (!text) return REVIEW_TEXTS.reviewBlank;
  if (text.length > REVIEW_LIMIT) return REVIEW_TEXTS.reviewTooLong;
  return null;
}

/**
 * Every wrong field of the form at once: the stars must be chosen (issue 31: the API still takes none from the
 * original client, this form never sends none) and the comment written. Empty = send it.
 */
export function reviewFormProblems(rating: number | null, comment: string): { rating?: string; comment?: string } {
  const problems: { rating?: string; comment?: string } = {};
  if (rating === null || !STAR_CHOICES.includes(rating)) problems.rating = REVIEW_TEXTS.ratingMissing;
  const text = reviewProblem(comment);
  if (text) problems.comment = text;
  return problems;
}
