import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertCatalogue } from '../test-support/fixtures';
import { searchTemplateHtml } from '../test-support/search-template';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    pages: {
      '/': '<h1>Domov</h1>',
      '/shell/search/': searchTemplateHtml(),
      '/shell/library/': '<h1>Čitáreň</h1>',
      '/shell/product/': '<h1>Produkt</h1>',
      '/404.html': '<h1>Stránka sa nenašla</h1>',
    },
  });
  ids = await insertCatalogue(t.db);
});
let ids: Awaited<ReturnType<typeof insertCatalogue>>;
afterAll(() => t.close());

describe('search without JavaScript', () => {
  it('redirects /search?keyword=x to /search/x (encoded, trimmed)', async () => {
    const res = await t.app.request('/search?keyword=%20Bo%C5%BEia%20ekon%C3%B3mia%20');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/search/Bo%C5%BEia%20ekon%C3%B3mia');
    const slash = await t.app.request('/search?keyword=a%2Fb%22');
    expect(slash.headers.get('location')).toBe('/search/a%2Fb%22');
  });

  it('sends a blank or missing keyword home', async () => {
    for (const path of ['/search?keyword=', '/search?keyword=%20%20', '/search']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('serves the search page for the redirect target', async () => {
    const res = await t.call('GET', '/search/a%2Fb%22');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Výsledky hľadania: „a/b&quot;“');
  });
});

describe('storefront API additions', () => {
  it('the product list reports how many products matched (total)', async () => {
    const r = await t.call('GET', '/api/products?keyword=zivot&pageSize=1');
    expect(r.body.products).toHaveLength(1);
    expect(r.body.total).toBe(2);
    expect(r.body.pages).toBe(2);
    const none = await t.call('GET', `/api/products?keyword=${encodeURIComponent('"*()')}`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ products: [], total: 0, pages: 1 });
  });

  it('library excerpts without a pre-rendered page are served by the library shell', async () => {
    const withExcerpt = ids.id('Evanjelium Božie');
    expect((await t.call('GET', `/library/${withExcerpt}`)).body).toContain('Čitáreň');
    expect((await t.call('GET', `/library/${withExcerpt}/page/3`)).body).toContain('Čitáreň');
  });

  it('a product added after the build is served by the product shell', async () => {
    const res = await t.call('GET', `/product/${ids.id('Život viery')}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Produkt');
  });

  it('unknown products and excerpts answer 404 with the Slovak 404 page', async () => {
    const withoutExcerpt = ids.id('Život viery');
    for (const path of ['/product/999999', '/product/0x1', '/library/999999', `/library/${withoutExcerpt}`, '/library/999999/page/2']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('Stránka sa nenašla');
    }
  });
});
