/**
 * Rules of the review form (loaded only for signed-in users). The texts repeat `ENGAGEMENT_MESSAGES` of
 * worker/domain/engagement.ts so the product page does not load zod (review-ops.test.ts checks they match).
 */
export const REVIEW_TEXTS = {
  reviewSent: 'Recenzia odoslaná adminovi',
  reviewBlank: 'Napíšte prosím text recenzie.',
  reviewTooLong: 'Recenzia môže mať najviac 2000 znakov.',
} as const;

/** The contract's REVIEW_MAX (checked by the unit test). */
export const REVIEW_LIMIT = 2000;

/** What the browser refuses before calling the server (the server checks the same again); null = send it. */
export function reviewProblem(comment: string): string | null {
  const text = comment.trim();
  if (!text) return REVIEW_TEXTS.reviewBlank;
  if (text.length > REVIEW_LIMIT) return REVIEW_TEXTS.reviewTooLong;
  return null;
}
