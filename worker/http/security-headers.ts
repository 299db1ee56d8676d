import { createMiddleware } from 'hono/factory';

/**
 * The security headers of every answer the app gives (Node and Workers), from this one place; on Cloudflare the
 * pre-rendered pages are static assets served before the Worker runs, so site/public/_headers repeats the same
 * values for `/*` (security-headers.test.ts keeps the two equal).
 *
 * The header CSP holds what a `<meta>` policy cannot (frame-ancestors) or should not wait for (base-uri,
 * object-src, before the meta is parsed). The pages' full policy (scripts, styles, frames) is Astro's `<meta>`
 * (site/build/csp.ts); the browser enforces both. An answer that brings a policy of its own (uploads, the test
 * checkout) keeps it and gets this one as a second policy: every policy in the list must pass.
 */
export const HEADER_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CSP,
  'X-Content-Type-Options': 'nosniff',
  // Cross-origin requests get the origin only (YouTube's player refuses to play without a referrer).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-Permitted-Cross-Domain-Policies': 'none',
};

/** Outside /api, the paths whose answers carry a token or personal data. */
const PERSONAL_PREFIXES = ['/test-checkout/', '/unsubscribe/', '/uploads/outbox/'];
/** Public catalogue reads, which shared caches may keep (another rule may set their lifetime). */
const CATALOGUE_READ = /^\/api\/(products|audio|video|banner|suggestions)(\/|$)/;
/** …except these, which are per account (favourites, back-in-stock alerts) or staff-only (all reviews). */
const PERSONAL_PRODUCT_PATHS = /^\/api\/products\/(favorites|reviews|[^/]+\/(favorite|notify-me))\/?$/;

/**
 * Whether an answer may carry personal data or a token, so that no cache (the browser's, a proxy's, a CDN's) may
 * keep it: one rule for the whole app instead of a header per route. Every /api answer is personal unless it is
 * a catalogue read (GET/HEAD without Authorization), so a new API route is private until someone decides
 * otherwise. A request with Authorization is always personal: the answer may depend on who asks.
 */
export function isPersonal(method: string, path: string, hasAuthorization: boolean): boolean {
  if (PERSONAL_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  if (!path.startsWith('/api/')) return false;
  const read = method === 'GET' || method === 'HEAD';
  return !(read && !hasAuthorization && CATALOGUE_READ.test(path) && !PERSONAL_PRODUCT_PATHS.test(path));
}

/** Sets the headers above (and `Cache-Control: no-store` on personal answers) after the route has answered. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy') continue;
    headers.set(name, value);
  }
  const own = headers.get('Content-Security-Policy');
  if (!own) headers.set('Content-Security-Policy', HEADER_CSP);
  else if (!own.includes(HEADER_CSP)) headers.set('Content-Security-Policy', `${own}, ${HEADER_CSP}`);
  headers.delete('X-Powered-By');
  const personal = isPersonal(c.req.method.toUpperCase(), c.req.path, Boolean(c.req.header('authorization')));
  // A route's own `private, no-store` stays as it is.
  if (personal && !/\bno-store\b/i.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'no-store');
});
