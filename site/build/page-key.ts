import { createHash } from 'node:crypto';

/**
 * The `cacheKey` a page's `getStaticPaths()` entry returns: a digest of every piece of data the page shows.
 * Two rounds with the same key render the same page, so the resident renderer (site/build/resident/) renders again
 * only the pages whose key moved, and astro's incremental build (the Cloudflare build job) restores the others.
 * A page that shows data its key does not cover would go stale: pass what the page shows through its props and
 * key the props. Code is not part of the key: a change of code is a new build (full).
 */
export function pageKey(...data: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);
}

const digests = new WeakMap<object, string>();

/**
 * `pageKey(row)` once per object: a product's row is on its page, its library pages, the lists, the home grid and
 * a category or two, each keyed in every publish (hashing each again made a fifth of a 10,000-title publish). The
 * rows are read once per build round (storefront.ts), so the same row is the same object all round; a new round
 * reads new objects.
 */
export function digestOf(row: object): string {
  let d = digests.get(row);
  if (d === undefined) {
    d = pageKey(row);
    digests.set(row, d);
  }
  return d;
}
