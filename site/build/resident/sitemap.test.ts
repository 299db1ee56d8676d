import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';

/** The <loc>s of a sitemap, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const all = () => true;

describe('the sitemap a round writes', () => {
  it('is the full build’s document: its header, one <url><loc> per page, no whitespace', () => {
    expect(sitemapXml(['https://prud.sk/', 'https://prud.sk/about/'], all)).toBe(
      `${HEAD}<url><loc>https://prud.sk/</loc></url><url><loc>https://prud.sk/about</loc></url></urlset>`,
    );
    expect(sitemapXml([], all)).toBe(`${HEAD}</urlset>`);
  });

  it('lists only the pages the filter keeps, and asks it about the address as rendered', () => {
    const asked: string[] = [];
    const xml = sitemapXml(['https://prud.sk/cart/', 'https://prud.sk/product/7/'], (url) => (asked.push(url), !url.includes('/cart')));
    expect(locs(xml)).toEqual(['https://prud.sk/product/7']);
    expect(asked.sort()).toEqual(['https://prud.sk/cart/', 'https://prud.sk/product/7/']);
  });

  it('sorts as @astrojs/sitemap does: numbers by value, the raw addresses compared before the trailing slash goes', () => {
    const xml = sitemapXml(
      ['https://prud.sk/product/10/', 'https://prud.sk/a/', 'https://prud.sk/product/9/', 'https://prud.sk/a-b/', 'https://prud.sk/B/'],
      all,
    );
    // 'a-b/' before 'a/' (compared with their slashes), though 'a' alone would come before 'a-b'.
    expect(locs(xml)).toEqual([
      'https://prud.sk/a-b',
      'https://prud.sk/a',
      'https://prud.sk/B',
      'https://prud.sk/product/9',
      'https://prud.sk/product/10',
    ]);
  });

  it('lists a page named twice once', () => {
    expect(locs(sitemapXml(['https://prud.sk/about/', 'https://prud.sk/about/', 'https://prud.sk/'], all))).toEqual([
      'https://prud.sk/',
      'https://prud.sk/about',
    ]);
  });

  it('escapes what XML must not hold raw, and writes Slovak characters percent-encoded as the links do', () => {
    const xml = sitemapXml(['https://prud.sk/search/?q=a&b=c', 'https://prud.sk/eshop/život/'], all);
    expect(locs(xml)).toEqual(['https://prud.sk/eshop/%C5%BEivot', 'https://prud.sk/search?q=a&amp;b=c']);
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});
