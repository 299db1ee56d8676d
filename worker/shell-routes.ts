/**
 * The one route table for pages that are not pre-rendered per URL: a static "shell" page plus an island that
 * reads the URL. Used by both entries (Node and Cloudflare) through `site-routes.ts`.
 * `:name` matches one path segment; a trailing `*` matches the rest.
 * A path that has its own pre-rendered page (e.g. /product/12) is served as such before this table is consulted.
 */
export const SHELL_ROUTES: readonly { pattern: string; shell: string }[] = [
  { pattern: '/product/:id', shell: '/shell/product/' },
  { pattern: '/search/:keyword', shell: '/shell/search/' },
  { pattern: '/search/:keyword/page/:page', shell: '/shell/search/' },
  { pattern: '/cart/:id', shell: '/cart/' },
  { pattern: '/login/profile', shell: '/login/' },
  { pattern: '/registerLink/:email/:token', shell: '/registerLink/' },
  { pattern: '/reset-password/:token/:name/:email/:id/:genToken', shell: '/shell/reset-password/' },
  { pattern: '/order/:id', shell: '/shell/order/' },
  { pattern: '/unsubscribe/:token', shell: '/shell/unsubscribe/' },
  { pattern: '/order/:id/stripe-success/:init', shell: '/shell/order-success/' },
  { pattern: '/order/:id/stripe-fail', shell: '/shell/order-fail/' },
  { pattern: '/library/:id', shell: '/shell/library/' },
  { pattern: '/library/:id/page/:page', shell: '/shell/library/' },
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

/** The shell page that serves `path`, or null. */
export function shellFor(path: string): string | null {
  const parts = segments(path);
  for (const route of SHELL_ROUTES) {
    const pat = segments(route.pattern);
    if (pat.length !== parts.length) continue;
    if (pat.every((p, i) => p.startsWith(':') || p === parts[i])) return route.shell;
  }
  return null;
}
