/**
 * Pure rules of the admin frame and its screens (no DOM, no storage): which menu a staff member gets, which
 * link is the current page, the review list's date and status, the subscribers' e-mail list, the page query.
 */
import { ADMIN_LINKS, ASSISTANT_LINKS, staffRole, type MenuLink, type SessionUser } from '../../lib/session';
import type { ApiSubscriber } from '../../../worker/domain/engagement';

export const REVIEWS_PATH = '/admin/reviews';
export const SUBSCRIBERS_PATH = '/admin/subscribers';

/** The overview (`/admin`, the dashboard): first in an admin's menu. */
export const DASHBOARD_PATH = '/admin';
/** The shop-wide promotion page (spec section 5): not in the header's menu, so the frame offers it. */
export const DISCOUNT_PATH = '/create-discount';

/**
 * The frame's menu: an assistant gets the media pages only; an admin 'Prehľad' first, then the header's
 * ADMIN_LINKS with 'Zľavová akcia' after 'Produkty' and 'Recenzie' before the subscribers (the spec's header
 * menu has neither, but staff need a way there). Visitors and customers get nothing.
 */
export function adminMenu(user: Pick<SessionUser, 'isAdmin' | 'isAssistant'> | null): MenuLink[] {
  const role = staffRole(user);
  if (role === 'assistant') return ASSISTANT_LINKS;
  if (role !== 'admin') return [];
  const menu: MenuLink[] = [{ label: 'Prehľad', href: DASHBOARD_PATH }];
  for (const link of ADMIN_LINKS) {
    if (link.href === SUBSCRIBERS_PATH) menu.push({ label: 'Recenzie', href: REVIEWS_PATH });
    menu.push(link);
    if (link.href === '/admin/productlist') menu.push({ label: 'Zľavová akcia', href: DISCOUNT_PATH });
  }
  if (!menu.some((l) => l.href === REVIEWS_PATH)) menu.push({ label: 'Recenzie', href: REVIEWS_PATH });
  return menu;
}

/** Every link the frame may show (the HTML lists them all; the script hides what the role does not get). */
export function allFrameLinks(): MenuLink[] {
  return adminMenu({ isAdmin: true, isAssistant: false });
}

/** `/admin/reviews/` and `/admin/reviews` are the same page; an edit page belongs to its list (`/admin/audio/5/edit`). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether `href` is the menu entry of the page at `pathname`. */
export function isCurrentLink(href: string, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (path === href) return true;
  // The overview is the frame's root: every other /admin/... page is a section of its own, not a sub-page of it.
  if (href === DASHBOARD_PATH) return false;
  // /admin/productlist/2, /admin/product/7/edit → Produkty; /admin/audio/3/edit → Audio.
  const base = href.replace(/list$/, '');
  return path.startsWith(`${href}/`) || (base !== href && path.startsWith(`${base}/`));
}

/** The spec's review date: the first 10 characters of createdAt (`2026-03-05`). */
export function reviewDate(createdAt: string): string {
  return (createdAt ?? '').slice(0, 10);
}

export function reviewStatus(isAcknowledged: boolean): { label: string; kind: 'ok' | 'pending' } {
  return isAcknowledged ? { label: 'Schválená', kind: 'ok' } : { label: 'Neschválená', kind: 'pending' };
}

/** `?pageNumber=3` → 3; anything else (missing, 0, `abc`, `2.5`) → 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('pageNumber') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export function reviewsPageHref(page: number): string {
  return page <= 1 ? REVIEWS_PATH : `${REVIEWS_PATH}?pageNumber=${page}`;
}

/** What 'Kopírovať e-maily' puts on the clipboard: every subscribed address, joined by '; '. */
export function joinEmails(list: Pick<ApiSubscriber, 'email'>[]): string {
  return list.map((s) => s.email.trim()).filter(Boolean).join('; ');
}

/** The alert the spec prescribes after copying (in English, as the original shop shows it). */
export const COPIED_ALERT = 'Emails copied to clipboard!';
