import { describe, expect, it } from 'vitest';
import { outputFile, renderUrl } from './output-file';

const SITE = new URL('https://prud.sk');

describe('where a path is written and the address it renders under', () => {
  it('the home page is index.html under /', () => {
    for (const p of ['/', '']) {
      expect(outputFile(p, 'page')).toBe('index.html');
      expect(renderUrl(p, 'page', SITE).href).toBe('https://prud.sk/');
    }
  });

  it('a page is its folder’s index.html, rendered with a trailing slash', () => {
    expect(outputFile('/product/7', 'page')).toBe('product/7/index.html');
    expect(outputFile('/product/7/', 'page')).toBe('product/7/index.html');
    expect(outputFile('//library/page/2//', 'page')).toBe('library/page/2/index.html');
    // Without its leading slash the path is the same path: only the ends are trimmed, never a slash inside.
    expect(outputFile('library/page/2', 'page')).toBe('library/page/2/index.html');
    expect(outputFile('feeds/google.xml', 'endpoint')).toBe('feeds/google.xml');
    expect(renderUrl('/product/7', 'page', SITE).href).toBe('https://prud.sk/product/7/');
    expect(renderUrl('/product/7/', 'page', SITE).href).toBe('https://prud.sk/product/7/');
  });

  it('the status pages are files of their own: 404.html, 500.html', () => {
    expect(outputFile('/404', 'page')).toBe('404.html');
    expect(outputFile('/500', 'page')).toBe('500.html');
    // Only those two: a page under /404 is a folder like any other.
    expect(outputFile('/404/x', 'page')).toBe('404/x/index.html');
    expect(outputFile('/4040', 'page')).toBe('4040/index.html');
    expect(renderUrl('/404', 'page', SITE).href).toBe('https://prud.sk/404/');
  });

  it('an endpoint is written under its own name and rendered without a trailing slash', () => {
    expect(outputFile('/feeds/google.xml', 'endpoint')).toBe('feeds/google.xml');
    expect(outputFile('/robots.txt/', 'endpoint')).toBe('robots.txt');
    expect(outputFile('/downloads/a.pdf', 'endpoint')).toBe('downloads/a.pdf');
    expect(renderUrl('/feeds/google.xml', 'endpoint', SITE).href).toBe('https://prud.sk/feeds/google.xml');
    expect(renderUrl('/feeds/google.xml/', 'endpoint', SITE).href).toBe('https://prud.sk/feeds/google.xml');
    expect(renderUrl('/', 'endpoint', SITE).href).toBe('https://prud.sk/');
  });

  it('keeps Slovak characters raw in the file name (the address encodes them)', () => {
    expect(outputFile('/eshop/život', 'page')).toBe('eshop/život/index.html');
    expect(outputFile('/eshop/štúdium-a-výklad-biblie/', 'page')).toBe('eshop/štúdium-a-výklad-biblie/index.html');
    const url = renderUrl('/eshop/život', 'page', SITE);
    expect(url.pathname).toBe('/eshop/%C5%BEivot/');
    expect(decodeURIComponent(url.pathname)).toBe('/eshop/život/');
  });

  it('renders on the site’s own origin, whatever its path', () => {
    expect(renderUrl('/about', 'page', new URL('http://localhost:4321/ignored/')).href).toBe('http://localhost:4321/about/');
    expect(renderUrl('/', 'page', new URL('http://localhost:4321/ignored/')).href).toBe('http://localhost:4321/');
  });

  it('a redirect or fallback route writes where a page would', () => {
    expect(outputFile('/old', 'redirect')).toBe('old/index.html');
    expect(outputFile('/x', 'fallback')).toBe('x/index.html');
    expect(renderUrl('/old', 'redirect', SITE).href).toBe('https://prud.sk/old/');
  });
});
