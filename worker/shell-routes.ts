/**
 * The one route table for pages that are not pre-rendered per URL: a static "shell" page plus an island that
 * reads the URL. Used by both entries (Node and Cloudflare) through `site-routes.ts`.
 * `:name` matches one path segment; a trailing `*` matches the rest.
 * A path that has its own pre-rendered page (e.g. /product/12) is served as such before this table is consulted.
 */
export interface ShellRoute {
  pattern: string;
  shell: string;
  /**
   * The shell shows a catalogue record named by `:id`: served only when that record exists (a title added after the
   * last build); otherwise the Slovak 404 page answers with status 404, as a pre-rendered site would.
   */
  shows?: PageTarget;
}

/** Records a shell page can show: a product, or a product's excerpt in the Čitáreň. */
export type PageTarget = 'product' | 'excerpt';

/**
 * The search results' page: not sent as it is but filled with the results by the server (worker/http/search-page.ts),
 * from the same cached read as the API's search.
 */
export const SEARCH_SHELL = '/shell/search/';

/**
 * A category's or a year's books sorted or filtered (issue 31): served at the list's own path with a query
 * (`/eshop/život?zoradenie=cena-vzostupne`), filled by the server (worker/http/list-page.ts); no route of its own.
 */
export const LIST_SHELL = '/shell/list/';

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { pattern: '/product/:id', shell: '/shell/product/', shows: 'product' },
  { pattern: '/search/:keyword', shell: SEARCH_SHELL },
  { pattern: '/search/:keyword/page/:page', shell: SEARCH_SHELL },
  { pattern: '/cart/:id', shell: '/cart/' },
  { pattern: '/login/profile', shell: '/login/' },
  { pattern: '/registerLink/:email/:token', shell: '/registerLink/' },
  { pattern: '/reset-password/:token/:name/:email/:id/:genToken', shell: '/shell/reset-password/' },
  { pattern: '/order/:id', shell: '/shell/order/' },
  { pattern: '/unsubscribe/:token', shell: '/shell/unsubscribe/' },
  { pattern: '/order/:id/stripe-success/:init', shell: '/shell/order-success/' },
  { pattern: '/order/:id/stripe-fail', shell: '/shell/order-fail/' },
  { pattern: '/library/:id', shell: '/shell/library/', shows: 'excerpt' },
  { pattern: '/library/:id/page/:page', shell: '/shell/library/', shows: 'excerpt' },
  { pattern: '/admin/user/:id/edit', shell: '/shell/admin/user-edit/' },
  { pattern: '/admin/productlist/:page', shell: '/admin/productlist/' },
  { pattern: '/admin/product/:id/edit', shell: '/shell/admin/product-edit/' },
  { pattern: '/admin/audio/:id/edit', shell: '/shell/admin/audio-edit/' },
  { pattern: '/admin/banner/:id/edit', shell: '/shell/admin/banner-edit/' },
  { pattern: '/admin/video/:id/edit', shell: '/shell/admin/video-edit/' },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export interface ShellMatch {
  shell: string;
  /** The record the shell shows (its `:id`), when the route names one. */
  target?: { kind: PageTarget; id: string };
}

/** The shell page that serves `path` (and the record it shows), or null. */
export function shellFor(path: string): ShellMatch | null {
  const parts = segments(path);
  for (const route of SHELL_ROUTES) {
    const pat = segments(route.pattern);
    if (pat.length !== parts.length) continue;
    if (!pat.every((p, i) => p.startsWith(':') || p === parts[i])) continue;
    if (!route.shows) return { shell: route.shell };
    return { shell: route.shell, target: { kind: route.shows, id: parts[pat.indexOf(':id')] } };
  }
  return null;
}
