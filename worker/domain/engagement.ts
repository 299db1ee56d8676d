import { z } from 'zod';
import { apiProductListSchema } from './product-answers';
import { strictObject, strictObjectIgnoring } from './strict-object';
import { shopUrl } from './shop-url';
import { STARS_MAX } from './ratings';

/**
 * The engagement contract (spec sections 2, 5, 7): favourites, reviews and the newsletter. Request schemas the
 * API validates and the islands use, response shapes, and the Slovak texts. Pure: no I/O.
 */

export const ENGAGEMENT_MESSAGES = {
  favoriteAdded: 'Pridané do obľúbených.',
  favoriteRemoved: 'Odstránené z obľúbených.',
  productNotFound: 'Produkt sa nenašiel.',
  reviewSent: 'Recenzia odoslaná adminovi',
  reviewDuplicate: 'Tento titul ste už recenzovali. Ďakujeme!',
  reviewBlank: 'Napíšte prosím text recenzie.',
  reviewTooLong: `Recenzia môže mať najviac ${2000} znakov.`,
  reviewNotFound: 'Recenzia sa nenašla.',
  reviewApproved: 'Recenzia schválená.',
  reviewDeleted: 'Recenzia zmazaná.',
  noReviews: 'Žiadne recenzie',
  /** The API's refusal of a rating that is neither 1–5 stars nor 0 (none). */
  ratingInvalid: 'Hodnotenie je 1 až 5 hviezdičiek (0 znamená bez hviezdičiek).',
  /** The product page's form: its reader must choose the stars (the API still takes none from old clients). */
  ratingMissing: 'Vyberte prosím počet hviezdičiek (1 až 5).',
  unsubscribed: 'Odber noviniek bol zrušený.',
  unsubscribeInvalid: 'Odkaz na zrušenie odberu je neplatný.',
  emptyFavorites: 'Nemáte žiadne obľúbené produkty',
} as const;

export const REVIEW_MAX = 2000;

/** A number, or its decimal digits as text (a form field); `true`, `[]` and `null` are not numbers here (z.coerce would read them as 1 and 0). */
const numberOrDigits = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v), z.number({ message }).int({ message }));

/**
 * `POST /api/products/:id/reviews` with the spec's `{ rating, comment }`. The product page's form requires 1–5
 * stars (issue 31); the API still takes 0 or no rating as "no stars" (worker/domain/ratings.ts), because the
 * original shop's client had only a comment field and sends the rating it never asked for as 0. A whole number
 * outside 0–5 is refused in Slovak and nothing is stored.
 */
export const createReviewSchema = strictObject(
  {
    rating: numberOrDigits(ENGAGEMENT_MESSAGES.ratingInvalid)
      .pipe(
        z.number().min(0, { message: ENGAGEMENT_MESSAGES.ratingInvalid }).max(STARS_MAX, { message: ENGAGEMENT_MESSAGES.ratingInvalid }),
      )
      .optional()
      .default(0),
    comment: z
      .string({ message: ENGAGEMENT_MESSAGES.reviewBlank })
      .transform((s) => s.trim())
      .pipe(
        z.string().min(1, { message: ENGAGEMENT_MESSAGES.reviewBlank }).max(REVIEW_MAX, { message: ENGAGEMENT_MESSAGES.reviewTooLong }),
      ),
  },
  ENGAGEMENT_MESSAGES.reviewBlank,
);

/**
 * `PUT /api/products/:id/reviews/acknowledge` with `{ reviewId }`. The spec's client also sends the review's
 * `comment`: accepted and ignored (the id names the review).
 */
export const acknowledgeReviewSchema = strictObjectIgnoring(
  {
    reviewId: numberOrDigits('Neplatné ID recenzie.').pipe(
      z.number().min(1, { message: 'Neplatné ID recenzie.' }).max(Number.MAX_SAFE_INTEGER, { message: 'Neplatné ID recenzie.' }),
    ),
  },
  ['comment'],
  'Neplatné ID recenzie.',
);

/** `POST /api/subscribers/unsubscribe` with `{ token }` (from the link in every newsletter-era e-mail). */
export const unsubscribeSchema = strictObject(
  {
    token: z
      .string({ message: ENGAGEMENT_MESSAGES.unsubscribeInvalid })
      .min(10, { message: ENGAGEMENT_MESSAGES.unsubscribeInvalid })
      .max(300, { message: ENGAGEMENT_MESSAGES.unsubscribeInvalid }),
  },
  ENGAGEMENT_MESSAGES.unsubscribeInvalid,
);

/** A review as the admin list shows it (spec section 3 Review): approved or waiting. */
const apiAdminReviewSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  isAcknowledged: z.boolean().meta({ description: 'Schválená (verejná); false = čaká na schválenie.' }),
  /** Issue 31: the stars (0 = none) and 'Overený nákup', as the product page shows them. */
  rating: z.number().int().min(0).max(STARS_MAX),
  verifiedPurchase: z.boolean(),
});
export type ApiAdminReview = z.output<typeof apiAdminReviewSchema>;

/** `GET /api/products/reviews?pageNumber=` (admin): products that have reviews, 10 a page. */
export const apiReviewsPageSchema = z.strictObject({
  products: z.array(z.strictObject({ _id: z.string(), name: z.string(), reviews: z.array(apiAdminReviewSchema) })),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
});
export type ApiReviewsPage = z.output<typeof apiReviewsPageSchema>;

/** `GET /api/products/favorites`: every favourite of the caller, newest first (the list's shape). */
export const apiFavoritesSchema = apiProductListSchema;
export type ApiFavorites = z.output<typeof apiFavoritesSchema>;

/** `GET /api/products/:id/favorite`: whether the product is one of the caller's favourites. */
export const apiFavoriteStateSchema = z.strictObject({ isFavorite: z.boolean() });

/** `PUT /api/products/:id/anybody` and `/remove/favorites`: the Slovak sentence and the state after the change. */
export const apiFavoriteChangeSchema = z.strictObject({ message: z.string(), isFavorite: z.boolean() });

/** The unsubscribe link of every e-mail to a subscriber: `{baseUrl}/unsubscribe/{token}`. */
export function unsubscribeUrl(baseUrl: string, token: string): string {
  return shopUrl(baseUrl, `/unsubscribe/${encodeURIComponent(token)}`);
}
