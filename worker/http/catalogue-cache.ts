import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, CatalogueCacheDeps } from '../deps';
import { pickCoding } from '../adapters/content-encoding';
import { CatalogueStore, type CachedAnswer } from './catalogue-store';

/**
 * The public catalogue and media reads that may be answered from memory: the product list and search
 * (`/api/products?keyword=&pageNumber=`), `/all`, one product, its approved reviews, and the lists and records of
 * audio, video and banners, and the header search's suggestions (`/api/suggestions?q=`). None of them depends on
 * who asks; `/favorites`, `/reviews` (staff) and `/{id}/favorite` are the caller's and are not matched here.
 */
const CACHEABLE = /^\/api\/(products(\/all|\/[0-9]+(\/reviews)?)?|(audio|video|banner)(\/[0-9]+)?|suggestions)\/?$/;

/**
 * For browsers and shared caches (a CDN, a caching proxy). Browsers revalidate every time (max-age=0: the ETag
 * makes that a 304 without a body); a shared cache may answer for 10 s and must then revalidate. Stock is the
 * figure that moves most (every order), so the window is short: a list seen through a CDN is at most 10 s old,
 * and an order is priced and its stock taken from the database anyway (a sold-out title answers 409).
 * No stale-while-revalidate: browsers honour it too, and a customer could see the list from before their order.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10';

/**
 * ETags as the pre-rendered files have them (worker/adapters/dist-assets.ts): strong, a hash of the identity bytes,
 * `-br` / `-gz` for the compressed forms; `If-None-Match` is compared on the hash without the suffix.
 */
function etagOf(answer: CachedAnswer, coding: 'br' | 'gzip' | null): string {
  return `"${answer.etag}${coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : ''}"`;
}

function notModified(ifNoneMatch: string | undefined, answer: CachedAnswer): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return t === '*' || t.replace(/-(br|gz)$/, '') === answer.etag;
  });
}

/** Whether the route's answer may be kept for everyone (only 200 JSON that nothing marked as personal). */
function shareable(c: Context<AppEnv>): boolean {
  const res = c.res;
  if (res.status !== 200 || !res.body) return false;
  // A route that looked at the caller (requireUser and the like) made a personal answer, whatever its path.
  if (c.get('user') !== undefined) return false;
  if (res.headers.has('set-cookie') || res.headers.has('content-encoding') || res.headers.has('vary')) return false;
  if (/\b(private|no-store|no-cache)\b/i.test(res.headers.get('cache-control') ?? '')) return false;
  return /^application\/json\b/i.test(res.headers.get('content-type') ?? '');
}

/**
 * The answer from the store, in the coding the client accepts (compressed once per version and coding, on Node),
 * or 304 when the client holds it. `Vary: Accept-Encoding` only where this layer chose the coding: on Workers the
 * platform compresses and says so itself. node-compression.ts leaves answers that already vary on it alone.
 */
export async function answerFromStore(c: Context<AppEnv>, cached: CachedAnswer, store: CatalogueStore): Promise<Response> {
  const encoder = store.encoder;
  const coding = encoder && cached.identity.length >= encoder.minBytes ? pickCoding(c.req.header('accept-encoding')) : null;
  const headers: Record<string, string> = { etag: etagOf(cached, coding), 'cache-control': CATALOGUE_CACHE_CONTROL };
  if (encoder) headers.vary = 'Accept-Encoding';
  if (notModified(c.req.header('if-none-match'), cached)) return new Response(null, { status: 304, headers });
  headers['content-type'] = cached.type;
  const body = coding ? await store.encoded(cached, coding) : cached.identity;
  if (coding) headers['content-encoding'] = coding;
  headers['content-length'] = String(body.length);
  return new Response(body, { status: 200, headers });
}

const stores = new WeakMap<CatalogueCacheDeps, CatalogueStore>();

/**
 * The store of the app built with these deps: the API's cache and the pages filled from the same reads (the search
 * results, worker/http/search-page.ts) share it, so a search read once is answered from memory for both.
 */
export function catalogueStoreOf(deps: CatalogueCacheDeps): CatalogueStore {
  let store = stores.get(deps);
  if (!store) {
    store = new CatalogueStore(deps);
    stores.set(deps, store);
  }
  return store;
}

/**
 * Public catalogue reads answered from memory, keyed by the request's path and query and by the catalogue
 * version (worker/adapters/catalogue-version.ts): any change to products, reviews or media moves the version,
 * so an answer is never served after the data it was made from has changed. Every other API request passes
 * through; those that may write (any method but GET/HEAD) let the version source look again before they answer.
 * Requests with `Authorization` are never answered from the store: the product and media reads show their staff
 * the drafts too (worker/http/auth.ts `staffReads`), which the stored public answer lacks. Such a request still
 * goes through the route, and its answer is stored only when the route did not take the caller for staff (see
 * `shareable`), so a staff answer never reaches a visitor; security-headers.ts marks their answers `no-store`.
 * The store lives with the app that `createApp` builds: one per process on Node, one per isolate on
 * Workers, one per test app.
 */
export function catalogueCache(deps: CatalogueCacheDeps) {
  const store = catalogueStoreOf(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        await next();
      } finally {
        await deps.version.afterWrite();
      }
      return;
    }
    if (method !== 'GET' || !CACHEABLE.test(c.req.path)) return next();
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    // Read before the route reads the database: an answer made while a write lands is filed under the older
    // version, which no later read asks for.
    const version = await deps.version.current();
    const hit = c.req.header('authorization') ? undefined : store.get(version, key);
    if (hit) return answerFromStore(c, hit, store);
    await next();
    if (!shareable(c)) return;
    const made = await store.put(version, key, c.res);
    const res = await answerFromStore(c, made, store);
    // Cleared first: Hono's setter would copy the route's headers onto the new answer.
    c.res = undefined;
    c.res = res;
  });
}
