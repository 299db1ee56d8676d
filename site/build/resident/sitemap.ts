import { canonicalSitemapUrl } from '../indexing';

/**
 * The sitemap the resident renderer writes when a round adds or removes pages, in the form @astrojs/sitemap writes
 * it at a full build (one `sitemap-0.xml` under `sitemap-index.xml`, which names it and never changes): the same
 * URLs, filtered by the same rule (site/build/indexing.ts), sorted as the integration sorts them.
 */
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `pages`: every page's address as the build renders it (`https://…/product/7/`, status pages left out); `listed`
 * filters them (sitemapFilter). Sorted before the canonical form is taken, as the integration does.
 */
export function sitemapXml(pages: readonly string[], listed: (url: string) => boolean): string {
  const sorted = [...new Set(pages)].filter(listed).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const urls = sorted.map(canonicalSitemapUrl);
  return `${URLSET_OPEN}${urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join('')}</urlset>`;
}
