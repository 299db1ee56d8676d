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
