/**
 * Every address of the site that a page, an island or a script links to or sends the browser to: one module, so
 * a route changes in one place (the route table itself is worker/shell-routes.ts and site/pages). Browser-safe,
 * no dependencies but the redirect rule; bundlers keep only the builders a page uses (constants made by a call are
 * marked pure for that).
 */
import { redirectQuery } from '~/worker/domain/account-basics';
import type { MediaKind } from '~/worker/domain/drafts';

type Id = number | string;

// The shop

/** Page n of "Naše publikácie"; page 1 is the home page. */
export const homePageHref = (n: number) => (n <= 1 ? '/' : `/page/${n}`);
export const productHref = (id: Id) => `/product/${id}`;
export const categoryHref = (slug: string) => `/eshop/${slug}`;
/** Every title, A to Z: where a visitor who found nothing is sent. */
export const ALPHABETICAL_LIST_HREF = /* @__PURE__ */ categoryHref('abecedný-zoznam-kníh');

/** The search results (the keyword is one path segment); page 1 has no `/page/1`. */
export const searchHref = (keyword: string, page = 1) => `/search/${encodeURIComponent(keyword)}${page > 1 ? `/page/${page}` : ''}`;

/** Page n of the library (Čitáreň); page 1 is `/library`. */
export const libraryPageHref = (n: number) => (n <= 1 ? '/library' : `/library/page/${n}`);

/** A book's excerpt; from list page n > 1 its back button returns to that page (`/library/{id}/page/{n}`). */
export const libraryEntryHref = (id: Id, listPage = 1) => (listPage > 1 ? `/library/${id}/page/${listPage}` : `/library/${id}`);

export const CART_PATH = '/cart';

/** The spec's route that puts a product in the cart (the cart page adds it, clamped to the stock). */
export function cartAddPath(id: Id, qty?: number): string {
  return qty === undefined ? `${CART_PATH}/${id}` : `${CART_PATH}/${id}?qty=${qty}`;
}

export const orderHref = (id: Id) => `/order/${id}`;
/** A file of content/downloads (the 2% forms), served by site/pages/downloads/[file].ts. */
export const downloadHref = (file: string) => `/downloads/${file}`;
export const FAVORITES_PATH = '/favorites';
export const PROFILE_PATH = '/profile';

// Accounts

export type AccountPage = '/login' | '/register' | '/forgot-password';

/**
 * An account page's address that keeps the way back: `/register`, `/forgot-password`, `/login` … with
 * `?redirect=<target>` when there is one (the links between login, registration and password reset).
 */
export function accountPageUrl(page: AccountPage, target: string | null): string {
  return `${page}${redirectQuery(target)}`;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return accountPageUrl('/login', path);
}

/**
 * The Google button's address: the server starts the OpenID flow and comes back to /login with a code (and the
 * target, when there is one; without, the login page lands the person by role).
 */
export function googleStartUrl(target: string | null): string {
  return target === null ? '/api/auth/google/start' : `/api/auth/google/start?redirect=${encodeURIComponent(target)}`;
}

/** The login link of the product page's review prompt for visitors: back to the product afterwards. */
export const reviewLoginHref = (productId: Id) => loginUrlFor(productHref(productId));

/** The checkout's first step after the login (or 'Pokračovať bez registrácie' beside it, issue 30). */
export const CHECKOUT_FIRST_STEP = '/shipping';
/** Where 'Do pokladne' leads: the login page forwards a signed-in buyer straight to the shipping step. */
export const CHECKOUT_ENTRY = /* @__PURE__ */ loginUrlFor(CHECKOUT_FIRST_STEP);

// Staff screens (which role opens which: site/lib/staff-screens.ts)

export const USERLIST_PATH = '/admin/userlist';
export const PRODUCTLIST_PATH = '/admin/productlist';
export const REVIEWS_PATH = '/admin/reviews';
export const ORDERLIST_PATH = '/admin/orderlist';
export const MEDIA_LIST_PATH: Record<MediaKind, string> = { audio: '/admin/audio', video: '/admin/video', banner: '/admin/banner' };

export const userEditHref = (id: Id) => `/admin/user/${id}/edit`;
export const productEditHref = (id: Id) => `/admin/product/${id}/edit`;
export const productListHref = (page: number) => (page <= 1 ? PRODUCTLIST_PATH : `${PRODUCTLIST_PATH}/${page}`);
export const reviewsPageHref = (page: number) => (page <= 1 ? REVIEWS_PATH : `${REVIEWS_PATH}?pageNumber=${page}`);
export const mediaEditHref = (kind: MediaKind, id: Id) => `${MEDIA_LIST_PATH[kind]}/${id}/edit`;
export const mediaListHref = (kind: MediaKind, page: number) =>
  page <= 1 ? MEDIA_LIST_PATH[kind] : `${MEDIA_LIST_PATH[kind]}?pageNumber=${page}`;
