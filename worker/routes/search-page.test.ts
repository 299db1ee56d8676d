import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { CATALOGUE_CACHE_CONTROL } from '../http/catalogue-cache';
import { insertCatalogue } from '../test-support/fixtures';
import { searchTemplateHtml } from '../test-support/search-template';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** `/search/{keyword}[/page/{n}]` answered with its results in the HTML (worker/http/search-page.ts). */
let t: TestApp;
beforeAll(async () => {
  // 'process': as on Node, a write straight into the database is not seen, which shows what comes from memory.
  t = await createTestApp({
    catalogueVersion: 'process',
    pages: { '/shell/search/': searchTemplateHtml(), '/404.html': '<h1>Stránka sa nenašla</h1>' },
  });
  await insertCatalogue(t.db);
  // 12 titles with "život" in all: two pages of 8.
  await t.db.insert(products).values(
    Array.from({ length: 10 }, (_, i) => ({
      name: `Život a služba ${i + 1}`,
      author: 'Witness Lee',
      category: 'život',
      priceCents: 500 + i,
      countInStock: 2,
    })),
  );
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const names = (html: string) => [...html.matchAll(/<h2 class="product-name"><a href="\/product\/\d+">([^<]*)<\/a>/g)].map((m) => m[1]);
const status = (html: string) => /<p class="search-count" role="status">([^<]*)</.exec(html)?.[1];

describe('search results in the HTML', () => {
  it('answers the first page: results, count, pagination, public cache headers and 304 for its ETag', async () => {
    const res = await page('/search/zivot');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    const html = await res.text();
    expect(names(html)).toHaveLength(8);
    expect(names(html).every((n) => /život/i.test(n))).toBe(true);
    expect(status(html)).toBe('Nájdených 12 titulov (strana 1 z 2)');
    expect(html).toContain('<title>Hľadanie: zivot | Prúd</title>');
    expect(html).toContain('<a href="/search/zivot/page/2" rel="next">');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect((await page('/search/zivot', { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers page 2 with the rest, and the same page under a trailing slash', async () => {
    const html = await (await page('/search/zivot/page/2')).text();
    expect(names(html)).toHaveLength(4);
    expect(status(html)).toBe('Nájdených 12 titulov (strana 2 z 2)');
    expect(html).toContain('<title>Hľadanie: zivot – strana 2 | Prúd</title>');
    expect(html).toContain('<a href="/search/zivot/page/2" aria-current="page">');
    const first = new Set(names(await (await page('/search/zivot')).text()));
    expect(names(html).filter((n) => first.has(n))).toEqual([]);
    expect(names(await (await page('/search/zivot/page/2/')).text())).toEqual(names(html));
  });

  it('shows the empty state for a word nothing has, and a page past the end says so', async () => {
    const none = await page('/search/qwxzyvbn');
    expect(none.status).toBe(200);
    const html = await none.text();
    expect(status(html)).toBe('Nenašli sa žiadne tituly.');
    expect(html).toContain('Nenašli sme žiadne knihy');
    expect(names(html)).toEqual([]);
    const past = await (await page('/search/zivot/page/9')).text();
    expect(status(past)).toBe('Nájdených 12 titulov, na tejto strane však už nie sú.');
    expect(past).toContain('<a href="/search/zivot"><span class="sr-only">Strana </span>1</a>');
  });

  it('shows a keyword with markup and quotes as text', async () => {
    const html = await (await page(`/search/${encodeURIComponent('<script>alert(1)</script>"')}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Výsledky hľadania: „&lt;script&gt;alert(1)&lt;/script&gt;&quot;“');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;"');
  });

  it('refuses what the API refuses, with the reason in the page', async () => {
    const res = await page(`/search/${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('Vyhľadávanie sa nepodarilo. Hľadaný text je príliš dlhý.');
    expect(await (await page('/search/zivot/page/999999')).text()).toContain('Číslo strany je príliš veľké.');
  });

  it('sends a blank keyword home', async () => {
    const res = await page('/search/%20%20');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it("fills the page from the API's cached search, and the API answers from the page's read", async () => {
    const [id] = (await t.db.select({ id: products.id }).from(products).where(eq(products.name, 'Život viery'))).map((r) => r.id);
    // Read by the page first, then renamed behind the cache's back: the API still has the page's read.
    await page('/search/viery');
    await t.db.update(products).set({ name: 'Život viery (premenované)' }).where(eq(products.id, id));
    const api = await t.call('GET', '/api/products?keyword=viery&pageNumber=1');
    expect(api.body.products.map((p: { name: string }) => p.name)).toEqual(['Život viery']);
    // And the other way round: the API's read first, the page shows it.
    expect((await t.call('GET', '/api/products?keyword=sedieť&pageNumber=1')).body.total).toBe(1);
    await t.db.update(products).set({ name: 'Sedieť (premenované)' }).where(eq(products.name, 'Sedieť, kráčať, stáť'));
    expect(names(await (await page('/search/sedieť')).text())).toEqual(['Sedieť, kráčať, stáť']);
  });
});

describe('search page when the build or the database fails', () => {
  it('answers 404 when the build has no search page', async () => {
    const bare = await createTestApp({ pages: { '/404.html': '<h1>Stránka sa nenašla</h1>' } });
    const res = await bare.app.request('/search/zivot');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Stránka sa nenašla');
    await bare.close();
  });

  it('shows the Slovak error state when the database cannot answer', async () => {
    const broken = await createTestApp({ pages: { '/shell/search/': searchTemplateHtml() } });
    broken.db.$client.close();
    const res = await broken.app.request('/search/zivot');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Vyhľadávanie sa nepodarilo. Nastala chyba na serveri. Skúste to prosím neskôr.');
    expect(broken.logs.some((l) => l.message === 'search page failed')).toBe(true);
    await broken.close().catch(() => undefined);
  });
});
