import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What search engines may crawl and what the sitemap lists. Used by site/pages/robots.txt.ts and by the sitemap
 * integration's filter in astro.config.mjs (which sees every pre-rendered page, products included).
 */

/** Paths robots.txt asks crawlers to skip: private, per-visitor or API. */
const ROBOTS_DISALLOW = ['/admin', '/api', '/cart', '/profile', '/order', '/shell'];

/** Pre-rendered pages that are not content worth listing: shells, account and checkout steps, files. */
const NOT_LISTED = [
  ...ROBOTS_DISALLOW,
  '/login',
  '/register',
  '/registerLink',
  '/forgot-password',
  '/reset-password',
  '/shipping',
  '/payment',
  '/placeorder',
  '/favorites',
  '/create-discount',
  '/search',
  '/downloads',
  // The product feeds for Heureka and Google Merchant Center (site/pages/feeds/): files for those two, not pages.
  '/feeds',
  '/404',
  '/500',
];

/** The sitemap file robots.txt points to (@astrojs/sitemap writes an index plus numbered parts). */
const SITEMAP_PATH = '/sitemap-index.xml';

/** True when `pathname` (decoded or not, with or without a trailing slash) belongs in the sitemap. */
export function inSitemap(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !NOT_LISTED.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Sitemap URLs in the canonical form the pages declare: no trailing slash except the home page. */
export function canonicalSitemapUrl(url: string): string {
  const u = new URL(url);
  if (u.pathname !== '/') u.pathname = u.pathname.replace(/\/+$/, '');
  return u.href;
}

export function robotsTxt(site: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, site).href}`,
    '',
  ].join('\n');
}

/**
 * The sitemap filter: allowed by `inSitemap` and, once built, a page that names itself canonical and is not
 * `noindex` (so /page/1, whose canonical is /, stays out). Reads the built HTML in `outDir` (build time only).
 */
export function sitemapFilter(outDir: string, readFile = readHeadOrNull): (url: string) => boolean {
  const root = resolve(outDir);
  return (url) => {
    const u = new URL(url);
    const path = decodeURIComponent(u.pathname);
    if (!inSitemap(path)) return false;
    const html = readFile(`${root}${path.replace(/\/?$/, '/')}index.html`);
    if (html === null) return true;
    if (/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)) return false;
    const canonical = /<link\s+rel="canonical"\s+href="([^"]+)"/i.exec(html)?.[1];
    return !canonical || canonicalSitemapUrl(canonical) === canonicalSitemapUrl(url);
  };
}

const HEAD_CHUNK = 16 * 1024;

/**
 * The page's <head> (where robots and canonical are), read a chunk at a time until it ends: the filter runs over
 * every page of the build, and 10,000 titles' pages are 500 MB of which the heads are a fifth.
 */
function readHeadOrNull(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const chunks: Buffer[] = [];
    for (;;) {
      const chunk = Buffer.alloc(HEAD_CHUNK);
      const n = readSync(fd, chunk, 0, HEAD_CHUNK, null);
      chunks.push(chunk.subarray(0, n));
      const text = Buffer.concat(chunks).toString('utf8');
      if (n < HEAD_CHUNK || text.includes('</head>')) return text;
    }
  } finally {
    closeSync(fd);
  }
}
