import type { ApiReview } from '~/worker/domain/product-shape';
import { formatDate } from '~/site/lib/format';

/**
 * Pure parts of the product page's reviews list (the form's rules are in review-form-ops.ts, loaded only for
 * signed-in users). The text repeats `ENGAGEMENT_MESSAGES.noReviews` of worker/domain/engagement.ts on purpose:
 * that module builds zod schemas at load time and the product page must stay light (the unit test checks it).
 */
export const NO_REVIEWS = 'Žiadne recenzie';

export const LOGIN_PROMPT = 'Pre napísanie recenzie sa prosím';

/** The public list: approved reviews only, in the server's order (oldest first; build-time data too). */
export function publicReviews(reviews: readonly ApiReview[] | null | undefined): ApiReview[] {
  return (reviews ?? []).filter((r) => r && r.isAcknowledged !== false);
}

/** A review's date as every date in the shop reads (`5. 3. 2026`, Bratislava): the one formatter, nothing of its own. */
export function reviewDate(value: string): string {
  return formatDate(value);
}
