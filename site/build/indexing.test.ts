import { describe, expect, it } from 'vitest';
import { canonicalSitemapUrl, inSitemap, robotsTxt, sitemapFilter } from './indexing';

describe('crawling rules', () => {
  it('lists content pages and products, never shells or account pages', () => {
    for (const p of ['/', '/about', '/product/12/', '/eshop/život/', '/library/page/2', '/give2-lawyer', '/video/'])
      expect(inSitemap(p), p).toBe(true);
    for (const p of [
      '/cart/',
      '/login',
      '/admin/productlist/',
      '/shell/product/',
      '/profile',
      '/order/5',
      '/404',
      '/downloads/a.pdf',
      '/search/x',
      '/feeds/heureka.xml',
      '/feeds/google.xml',
    ])
      expect(inSitemap(p), p).toBe(false);
    // Only whole segments count: /orderly would be content.
    expect(inSitemap('/orderly')).toBe(true);
  });

  it('writes sitemap URLs as the canonical links do', () => {
    expect(canonicalSitemapUrl('https://prud.sk/')).toBe('https://prud.sk/');
    expect(canonicalSitemapUrl('https://prud.sk/about/')).toBe('https://prud.sk/about');
  });

  it('robots.txt keeps crawlers out of private paths and points to the sitemap', () => {
    const txt = robotsTxt(new URL('https://prud.sk'));
    expect(txt).toContain('User-agent: *');
    for (const p of ['/admin', '/api', '/cart', '/profile', '/order', '/shell']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: https://prud.sk/sitemap-index.xml');
  });

  it('leaves out built pages that point their canonical elsewhere or say noindex', () => {
    const html: Record<string, string> = {
      '/out/page/1/index.html': '<link rel="canonical" href="https://prud.sk/">',
      '/out/page/2/index.html': '<link rel="canonical" href="https://prud.sk/page/2">',
      '/out/eshop/život/index.html': '<link rel="canonical" href="https://prud.sk/eshop/%C5%BEivot">',
      '/out/hidden/index.html': '<meta name="robots" content="noindex"><link rel="canonical" href="https://prud.sk/hidden">',
    };
    const keep = sitemapFilter('/out', (f) => html[f] ?? null);
    expect(keep('https://prud.sk/page/1/')).toBe(false);
    expect(keep('https://prud.sk/page/2/')).toBe(true);
    expect(keep('https://prud.sk/eshop/%C5%BEivot/')).toBe(true);
    expect(keep('https://prud.sk/hidden/')).toBe(false);
    expect(keep('https://prud.sk/cart/')).toBe(false);
  });
});
