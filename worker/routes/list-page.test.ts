import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { CATALOGUE_CACHE_CONTROL } from '../http/catalogue-cache';
import { discountedPriceCents } from '../domain/pricing';
import { insertCatalogue } from '../test-support/fixtures';
import { listTemplateHtml } from '../test-support/list-template';
import { searchTemplateHtml } from '../test-support/search-template';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { askForVocabularyBuild } from '../services/search/spelling-vocabulary';

/** A category and a year sorted and filtered (issue 31): /eshop/{slug}?zoradenie=… filled by worker/http/list-page.ts. */
let t: TestApp;
const PREBUILT = '<h1>Eshop Kresťanská prax (pre-rendered)</h1>';
beforeAll(async () => {
  t = await createTestApp({
    catalogueVersion: 'process',
    pages: {
      '/shell/list/': listTemplateHtml(),
      '/shell/search/': searchTemplateHtml(),
      '/eshop/kresťanská-prax/': PREBUILT,
      '/eshop/duch/': '<h1>Duch (pre-rendered)</h1>',
      '/new-books/2024/': '<h1>Knihy 2024 (pre-rendered)</h1>',
      '/404.html': '<h1>Stránka sa nenašla</h1>',
      '/': '<h1>Domov</h1>',
    },
  });
  await insertCatalogue(t.db);
  // 14 more in 'kresťanská-prax' (15 with the fixture's): two pages of 12. Prices 30 € down to 17 € by the list
  // price, but 'Prax 1' is at 90 % off (3 € now), and every fourth is Czech, every third sold out.
  await t.db.insert(products).values(
    Array.from({ length: 14 }, (_, i) => {
      const discount = i === 0 ? 90 : 0;
      const priceCents = 3000 - i * 100;
      return {
        name: `Prax ${i + 1}`,
        author: 'Witness Lee',
        category: 'kresťanská-prax',
        priceCents,
        discount,
        ownDiscount: discount,
        discountedPriceCents: discountedPriceCents(priceCents, discount),
        language: i % 4 === 3 ? ('CZ' as const) : ('SK' as const),
        countInStock: i % 3 === 2 ? 0 : 4,
        year: i < 3 ? '2024' : '2016',
      };
    }),
  );
  await t.db
    .insert(products)
    .values({ name: 'Koncept v praxi', category: 'kresťanská-prax', priceCents: 100, isDraft: true, year: '2024' });
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}) => t.app.request(encodeURI(path), { headers });
const html = async (path: string) => (await page(path)).text();
const names = (h: string) => [...h.matchAll(/<h2 class="product-name"><a href="\/product\/\d+">([^<]*)<\/a>/g)].map((m) => m[1]);
const prices = (h: string) =>
  [...h.matchAll(/<strong class="price-now">(?:<span class="sr-only">Cena po zľave <\/span>)?([\d,]+)\s€<\/strong>/g)].map((m) =>
    Number(m[1].replace(',', '.')),
  );
const status = (h: string) => /<p class="search-count" role="status">([^<]*)</.exec(h)?.[1];
const CAT = '/eshop/kresťanská-prax';

describe('a category sorted and filtered', () => {
  it('sorts by the price a buyer pays, up, across its pages, with the choice kept in the page links', async () => {
    const res = await page(`${CAT}?zoradenie=cena-vzostupne`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    const first = await res.text();
    const second = await html(`${CAT}?zoradenie=cena-vzostupne&strana=2`);
    const all = [...prices(first), ...prices(second)];
    expect(prices(first)).toHaveLength(12);
    expect(all).toHaveLength(15);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    // 'Prax 1' is listed at 30 € but costs 3 € now: the cheapest, before the fixture's 4,50 € book.
    expect(names(first).slice(0, 2)).toEqual(['Prax 1', 'Sedieť, kráčať, stáť']);
    expect(status(first)).toBe('15 titulov (strana 1 z 2)');
    expect(status(second)).toBe('15 titulov (strana 2 z 2)');
    expect(first).toContain('<a href="/eshop/kres%C5%A5ansk%C3%A1-prax?zoradenie=cena-vzostupne&amp;strana=2" rel="next">');
    expect(second).toContain('<a href="/eshop/kres%C5%A5ansk%C3%A1-prax?zoradenie=cena-vzostupne" rel="prev">');
    expect(names(second)).not.toContain('Koncept v praxi');
  });

  it('sorts by price down, by name in the Slovak alphabet, and the newest first', async () => {
    const down = [
      ...prices(await html(`${CAT}?zoradenie=cena-zostupne`)),
      ...prices(await html(`${CAT}?zoradenie=cena-zostupne&strana=2`)),
    ];
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(names(await html(`${CAT}?sklad=1`)).slice(0, 3)).toEqual(['Prax 1', 'Prax 10', 'Prax 11']);
    expect(names(await html(`${CAT}?zoradenie=najnovsie`)).slice(0, 3)).toEqual(['Prax 3', 'Prax 2', 'Prax 1']);
  });

  it('filters by language and stock, and says so when nothing is left', async () => {
    const czech = await html(`${CAT}?jazyk=cz`);
    expect(names(czech)).toEqual(['Prax 12', 'Prax 4', 'Prax 8']);
    expect(status(czech)).toBe('3 tituly');
    const czechInStock = await html(`${CAT}?jazyk=cz&sklad=1`);
    expect(names(czechInStock)).toEqual(['Prax 4', 'Prax 8']);
    expect(czechInStock).toContain('<option value="cz" selected>');
    expect(czechInStock).toContain('data-list-stock checked');
    const none = await html('/eshop/duch?sklad=1');
    expect(status(none)).toBe('Zvoleným filtrom nezodpovedá žiadny titul.');
    expect(none).toContain('<a href="/eshop/duch">Zobraziť všetky tituly</a>');
  });

  it('fills the heading, the title, the canonical link, the pages and the form as chosen', async () => {
    // A query no other test asks, so this test fills the page itself (not from the store).
    const res = await page(`${CAT}?zoradenie=najnovsie&strana=2`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const h = await res.text();
    expect(h).toContain('<h1 id="zoznam-nadpis">Eshop <span class="h1-sub">Kresťanská prax</span></h1>');
    expect(h).toContain('<title>Eshop – Kresťanská prax – strana 2 | Prúd</title>');
    expect(h).toContain('<link rel="canonical" href="https://prud.sk/eshop/kres%C5%A5ansk%C3%A1-prax">');
    expect(h).toContain('action="/eshop/kres%C5%A5ansk%C3%A1-prax"');
    expect(h).toContain('<option value="najnovsie" selected>');
    expect(h).toContain('<option value="" selected>');
    expect(h).toContain('<nav class="pagination" aria-label="Stránkovanie zoznamu">');
    // Cards one after another, nothing between them.
    expect(h).toMatch(/<\/article> <\/li><li> <article class="product-card">/);
    expect(h).not.toContain('data-list-stock checked');
    expect(h).not.toMatch(/__LIST_|__SEARCH_|__CARD_/);
  });

  it('answers the pre-rendered page without a list parameter, and sends a query spelt otherwise to its one spelling', async () => {
    for (const path of [CAT, `${CAT}?fbclid=abc`]) expect(await html(path), path).toBe(PREBUILT);
    const bare = '/eshop/kres%C5%A5ansk%C3%A1-prax';
    for (const [query, to] of [
      // What the form sends for the defaults, and page 1: the pre-rendered page's own address.
      ['zoradenie=nazov&jazyk=&sklad=', bare],
      ['strana=1', bare],
      ['zoradenie=cena-vzostupne&jazyk=', `${bare}?zoradenie=cena-vzostupne`],
      ['sklad=1&zoradenie=CENA-zostupne&jazyk=cz&strana=2', `${bare}?zoradenie=cena-zostupne&jazyk=cz&sklad=1&strana=2`],
    ]) {
      const res = await page(`${CAT}?${query}`);
      expect([res.status, res.headers.get('location')], query).toEqual([302, to]);
    }
    // Another parameter beside the list's one spelling is left alone.
    expect(status(await html(`${CAT}?zoradenie=najnovsie&utm_source=x`))).toBe('15 titulov (strana 1 z 2)');
    expect(names(await html(`${CAT}?strana=2`))).toHaveLength(3);
    // The A-Z list has no sorting: its own page whatever the query (here none is built: the 404 page).
    expect((await page('/eshop/abecedný-zoznam-kníh?zoradenie=cena-vzostupne')).status).toBe(404);
  });

  it('answers a bad value with the Slovak reason (400, not kept), and an unknown category or year with 404', async () => {
    for (const [query, reason] of [
      ['zoradenie=lacne', 'Takéto zoradenie tu nepoznáme.'],
      ['zoradenie=relevancia', 'Takéto zoradenie tu nepoznáme.'],
      ['jazyk=de', 'Takýto jazyk nepoznáme'],
      ['sklad=ano', 'Voľba „Na sklade“ je 1 alebo nič.'],
      ['strana=0', 'Číslo strany musí byť celé číslo od 1.'],
    ]) {
      const res = await page(`${CAT}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain(`Zoznam sa nepodarilo zobraziť. ${reason}`);
    }
    for (const path of ['/eshop/neznáma', '/new-books/1999', '/eshop/duch/navyse', '/x/eshop/duch', '/eshop/%E0%A4%A']) {
      expect((await page(`${path}?zoradenie=cena-vzostupne`)).status, path).toBe(404);
    }
    // Another page with the parameters is that page as it is.
    expect(await html('/?zoradenie=cena-vzostupne&jazyk=sk')).toBe('<h1>Domov</h1>');
  });

  it('says a page past the end holds nothing and links the real pages', async () => {
    const h = await html(`${CAT}?zoradenie=cena-vzostupne&strana=5`);
    expect(status(h)).toBe('15 titulov, na tejto strane však už nie sú.');
    expect(h).toContain('<a href="/eshop/kres%C5%A5ansk%C3%A1-prax?zoradenie=cena-vzostupne"><span class="sr-only">Strana </span>1</a>');
  });

  it('keeps the filled page in the catalogue store, with an ETag that answers 304', async () => {
    const path = `${CAT}?zoradenie=najnovsie&jazyk=sk`;
    const res = await page(path);
    const etag = res.headers.get('etag')!;
    expect((await page(path, { 'if-none-match': etag })).status).toBe(304);
    // Behind the cache's back ('process': a write straight into the database is not seen): still the kept page.
    await t.db.update(products).set({ name: 'Prax 3 (premenované)' }).where(eq(products.name, 'Prax 3'));
    expect(names(await html(path))[0]).toBe('Prax 3');
    await t.db.update(products).set({ name: 'Prax 3' }).where(eq(products.name, 'Prax 3 (premenované)'));
  });
});

describe("a year's books sorted", () => {
  it('sorts the year by price down, with its heading', async () => {
    const h = await html('/new-books/2024?zoradenie=cena-zostupne');
    expect(names(h)).toEqual(['Prax 2', 'Prax 3', 'Prax 1']);
    expect(h).toContain('<h1 id="zoznam-nadpis">Knihy 2024</h1>');
    expect(h).toContain('<title>Knihy 2024 | Prúd</title>');
    expect(h).toContain('action="/new-books/2024"');
  });

  it('answers the pre-rendered page whatever the query when the build has no list shell', async () => {
    const bare = await createTestApp({ pages: { '/new-books/2024/': '<h1>Knihy 2024 (pre-rendered)</h1>' } });
    expect(await (await bare.app.request('/new-books/2024?zoradenie=cena-zostupne')).text()).toBe('<h1>Knihy 2024 (pre-rendered)</h1>');
    await bare.close();
  });
});

describe('search results sorted and filtered', () => {
  it('sorts the matches by price up and keeps the choice in its pages and form', async () => {
    const h = await html('/search/prax?zoradenie=cena-vzostupne');
    const first = prices(h);
    expect(first).toHaveLength(8);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(h).toContain('<a href="/search/prax/page/2?zoradenie=cena-vzostupne" rel="next">');
    expect(h).toContain('action="/search/prax"');
    expect(h).toContain('<option value="cena-vzostupne" selected>');
    const second = prices(await html('/search/prax/page/2?zoradenie=cena-vzostupne'));
    expect(second[0]).toBeGreaterThanOrEqual(first[7]);
  });

  it('filters the matches by language, and refuses a bad value in Slovak', async () => {
    expect(names(await html('/search/prax?zoradenie=nazov&jazyk=cz'))).toEqual(['Prax 12', 'Prax 4', 'Prax 8']);
    const respelled = await page('/search/prax/page/2?jazyk=cz&zoradenie=&sklad=');
    expect([respelled.status, respelled.headers.get('location')]).toEqual([302, '/search/prax/page/2?jazyk=cz']);
    const relevance = await page('/search/prax?zoradenie=relevancia');
    expect([relevance.status, relevance.headers.get('location')]).toEqual([302, '/search/prax']);
    const res = await page('/search/prax?zoradenie=drahe');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Vyhľadávanie sa nepodarilo. Takéto zoradenie tu nepoznáme.');
  });

  it('finds by the corrected words when the typed ones find nothing, and says when the filters keep none', async () => {
    await askForVocabularyBuild(t.deps);
    const corrected = await html('/search/zivto?zoradenie=cena-vzostupne');
    // 8,95 € after its discount, then 12,50 €.
    expect(names(corrected)).toEqual(['Život viery', 'Normálny kresťanský život']);
    expect(status(corrected)).toBe('Zobrazujeme výsledky pre „život“. Nájdené 2 tituly');
    expect(names(await html('/search/prax?zoradenie=cena-zostupne&jazyk=cz&sklad=1&x=1'))).toEqual(['Prax 4', 'Prax 8']);
    expect(status(await html('/search/Duchovný?sklad=1'))).toBe('Zvoleným filtrom nezodpovedá žiadny titul.');
  });
});
