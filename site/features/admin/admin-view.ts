/**
 * Pure rules of the admin screens (no DOM, no storage): the review list's status, the subscribers' e-mail list,
 * the page query. The menus and who may open which screen are site/lib/staff-screens.ts.
 */
import type { ApiSubscriber } from '~/worker/domain/user-shape';

// The screens' addresses are built in site/lib/paths.ts (one module for every link of the site).
export { REVIEWS_PATH, reviewsPageHref } from '~/site/lib/paths';

export function reviewStatus(isAcknowledged: boolean): { label: string; kind: 'ok' | 'pending' } {
  return isAcknowledged ? { label: 'Schválená', kind: 'ok' } : { label: 'Neschválená', kind: 'pending' };
}

/** `?pageNumber=3` → 3; anything else (missing, 0, `abc`, `2.5`) → 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('pageNumber') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** What 'Kopírovať e-maily' puts on the clipboard: every subscribed address, joined by '; '. */
export function joinEmails(list: Pick<ApiSubscriber, 'email'>[]): string {
  return list
    .map((s) => s.email.trim())
    .filter(Boolean)
    .join('; ');
}

/** The alert the spec prescribes after copying (in English, as the original shop shows it). */
export const COPIED_ALERT = 'Emails copied to clipboard!';
