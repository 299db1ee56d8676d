/**
 * Stars of reviews (issue 31): a review carries 1–5 stars, or 0 when it has none (the original shop's form asked
 * only for a comment, and its client still sends `rating: 0`). A product's rating is the average of its APPROVED
 * reviews' stars, one decimal; reviews without stars count as reviews but not in the average. Pure: the API, the
 * pre-rendered pages, the server-filled search cards and the JSON-LD all read the same numbers and words here.
 */

/** The fewest and the most stars a review can give; 0 means "no stars". */
export const STARS_MIN = 1;
export const STARS_MAX = 5;

/** What a product's approved reviews add up to: the sum and number of their stars, and how many there are. */
export interface StarTally {
  starsSum: number;
  rated: number;
  approved: number;
}

/** A product's rating as the API shows it (`ApiProduct.rating`, `numReviews`). */
export interface RatingSummary {
  /** Average stars of the approved reviews that have stars, one decimal; 0 when none has. */
  rating: number;
  /** Approved reviews, with or without stars. */
  numReviews: number;
  /** Approved reviews with stars (the JSON-LD's `ratingCount`). */
  ratingCount: number;
}

/** A review whose author bought the title: a paid order not cancelled, or the mark kept when the account went. */
export const VERIFIED_PURCHASE = 'Overený nákup';

export const NO_RATING: RatingSummary = { rating: 0, numReviews: 0, ratingCount: 0 };

/** Whether a stored rating is a star choice (1–5) rather than "no stars". */
export function hasStars(rating: number): boolean {
  return Number.isInteger(rating) && rating >= STARS_MIN && rating <= STARS_MAX;
}

/** Tally of approved reviews' ratings (callers pass the approved ones only). */
export function tallyOf(ratings: readonly number[]): StarTally {
  const stars = ratings.filter(hasStars);
  return { starsSum: stars.reduce((sum, r) => sum + r, 0), rated: stars.length, approved: ratings.length };
}

/** The average rounded half up to one decimal (4.25 → 4.3, 4.24 → 4.2), in integers so 4.05 is not 4.0. */
export function summaryOf(t: StarTally): RatingSummary {
  const rating = t.rated > 0 ? Math.floor((t.starsSum * 20 + t.rated) / (t.rated * 2)) / 10 : 0;
  return { rating, numReviews: t.approved, ratingCount: t.rated };
}

/** `4` → '4,0', `4.3` → '4,3' (as a Slovak reader writes it). */
export function ratingText(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** '1 recenzia', '2 recenzie' … '4 recenzie', '5 recenzií', '0 recenzií' (Slovak plurals). */
export function reviewCountText(n: number): string {
  if (n === 1) return '1 recenzia';
  if (n >= 2 && n <= 4) return `${n} recenzie`;
  return `${n} recenzií`;
}

/** '4 z 5 hviezdičiek': a star of the form and a review's stars, read aloud (after 5 the genitive plural). */
export function starsOutOfFive(n: number): string {
  return `${n} z ${STARS_MAX} hviezdičiek`;
}

/** Five stars as text, filled to the rating rounded to whole stars (4.4 → ★★★★☆, 4.5 → ★★★★★); for the eye only. */
export function starsGlyphs(rating: number): string {
  const full = Math.min(STARS_MAX, Math.max(0, Math.floor(rating + 0.5)));
  return '★'.repeat(full) + '☆'.repeat(STARS_MAX - full);
}

/** What a product card and the product page show, or null when no approved review has stars (nothing is shown). */
export interface RatingView {
  /** '★★★★☆' (hidden from screen readers). */
  stars: string;
  /** '4,0'. */
  value: string;
  /** '1 recenzia'. */
  count: string;
}

export function ratingView(p: { rating: number; numReviews: number }): RatingView | null {
  if (!(p.rating > 0) || !(p.numReviews > 0)) return null;
  return { stars: starsGlyphs(p.rating), value: ratingText(p.rating), count: reviewCountText(p.numReviews) };
}
