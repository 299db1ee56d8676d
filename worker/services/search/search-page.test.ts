import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiProduct, ApiProductPage } from '../../domain/product-shape';
import { PAGE_SLOTS, SEARCH_PARTS } from '../../domain/search-page-slots';
import { searchTemplateHtml } from '../../test-support/search-template';
import { fillSearchPage, foundText, paginationHtml, parseSearchPath } from './search-page';
import { fillSlots, parseSearchTemplate, partOf, type SearchTemplate } from './search-page-template';

// Parsed in each test, not once at load: what a test shows of the parsing is then its own (mutation testing sees it).
let template: SearchTemplate;
beforeEach(() => {
  template = parseSearchTemplate(searchTemplateHtml());
});

function product(over: Partial<ApiProduct>): ApiProduct {
  return {
    _id: '7',
    name: 'Život viery',
    image: '/uploads/7.jpg',
    price: 9.9,
    discount: 0,
    discountedPrice: 9.9,
    countInStock: 3,
    author: 'Watchman Nee',
    ...over,
  } as ApiProduct;
}
const pageOf = (products: ApiProduct[], o: Partial<ApiProductPage> = {}): ApiProductPage => ({
  products,
  page: 1,
  pages: 1,
  total: products.length,
  ...o,
});
const fill = (keyword: string, result: ApiProductPage, page = result.page) => fillSearchPage(template, { keyword, page, result });
/** The text of the first element whose opening tag matches `open`. */
const textOf = (html: string, open: RegExp) => new RegExp(`${open.source}([\\s\\S]*?)</`).exec(html)?.[1];

describe('search path and words', () => {
  it('reads keyword and page from the path as sent', () => {
    expect(parseSearchPath('/search/zivot')).toEqual({ keyword: 'zivot', page: 1 });
    expect(parseSearchPath('/search/%C5%BEivot/page/3')).toEqual({ keyword: 'život', page: 3 });
    expect(parseSearchPath('/search/a%2Fb%22/page/x')).toEqual({ keyword: 'a/b"', page: 1 });
    expect(parseSearchPath('/search/%E0%A4%A')).toEqual({ keyword: '%E0%A4%A', page: 1 });
    expect(parseSearchPath('/search/x/page/0')).toEqual({ keyword: 'x', page: 1 });
    expect(parseSearchPath('/search/%20')).toEqual({ keyword: '', page: 1 });
  });

  it('counts in Slovak', () => {
    expect(foundText(1)).toBe('Nájdený 1 titul');
    expect(foundText(3)).toBe('Nájdené 3 tituly');
    expect(foundText(5)).toBe('Nájdených 5 titulov');
    expect(foundText(0)).toBe('Nájdených 0 titulov');
  });
});

describe('the search page template', () => {
  it('takes the parts out of the page and gives the search field the keyword placeholder', () => {
    expect(template.page).not.toContain('<template');
    expect(template.parts.get(SEARCH_PARTS.grid)).toBe(`<ul class="product-grid">${PAGE_SLOTS.cards}</ul>`);
    // The grid, the empty state, the error and a card for each of 32 shapes (image, discount, author, sold out, stars).
    expect(template.parts.size).toBe(35);
    expect(template.page).toContain(`placeholder="Zadajte text..." autocomplete="off" value="${PAGE_SLOTS.keyword}">`);
    // The header's field is open from the first paint, as the header script leaves it on the results.
    expect(template.page).toContain('class="search-toggle" aria-expanded="true" aria-controls="header-search"');
    expect(template.page).toContain('<form class="search-form is-open" id="header-search"');
    expect(template.sample).toEqual({ price: '987,65\u00a0€', now: '876,54\u00a0€', discount: '93%' });
  });

  it('refuses a page that lacks a part or a placeholder', () => {
    expect(() => parseSearchTemplate(searchTemplateHtml().replace('data-search-part="empty"', 'data-x="empty"'))).toThrow(
      /parts missing: empty/,
    );
    expect(() => parseSearchTemplate(searchTemplateHtml().replace(PAGE_SLOTS.results, ''))).toThrow(/__SEARCH_RESULTS__ missing/);
  });

  it('replaces whatever value the build gave the search field, in a self-closing tag too', () => {
    const html = searchTemplateHtml().replace('value autocomplete="off">', 'value="stará" autocomplete="off" />');
    const page = parseSearchTemplate(html).page;
    expect(page).toContain(`placeholder="Zadajte text..." autocomplete="off" value="${PAGE_SLOTS.keyword}" />`);
    expect(page).not.toContain('stará');
  });

  it('leaves a header without the search button as it is, and refuses a page without the sample prices', () => {
    const noToggle = searchTemplateHtml().replace(' data-search-toggle', '');
    const page = parseSearchTemplate(noToggle).page;
    expect(page).toContain('aria-expanded="false"');
    expect(page).toContain('<form class="search-form" id="header-search"');
    expect(() => parseSearchTemplate(searchTemplateHtml().replaceAll('987,65', '1,00'))).toThrow(/sample price 987,65 is missing/);
  });

  it('names a missing part by name, and an unknown part is empty', () => {
    expect(partOf(template, SEARCH_PARTS.empty)).toContain('Nenašli sme');
    expect(partOf(template, 'none')).toBe('');
    expect(template.parts.get(SEARCH_PARTS.error)).toMatch(/^<div class="notice notice-error"/);
  });

  it('fills in one pass: a value that looks like a placeholder stays as it is', () => {
    expect(fillSlots('A', {})).toBe('A');
    expect(fillSlots('<b>A</b> <i>B</i>', { A: 'B', B: 'A' })).toBe('<b>B</b> <i>A</i>');
    expect(fillSlots('a.b ab', { 'a.b': 'x' })).toBe('x ab');
  });
});

describe('a filled search page', () => {
  it('shows the keyword in the title, canonical link, heading and search field, and the count', () => {
    const html = fill('zivot', pageOf([product({})], { pages: 2, total: 9 }));
    expect(html).toContain('<title>Hľadanie: zivot | Prúd</title>');
    expect(html).toContain('<link rel="canonical" href="https://prud.sk/search/zivot">');
    expect(html).toContain('Výsledky hľadania: „zivot“');
    expect(html).toContain(
      '<input id="hladat" name="keyword" type="search" placeholder="Zadajte text..." autocomplete="off" value="zivot">',
    );
    expect(textOf(html, /<p class="search-count" role="status">/)).toBe('Nájdených 9 titulov (strana 1 z 2)');
    expect(html).not.toMatch(/__(SEARCH|CARD)_/);
  });

  it('says what it searched for instead when the keyword was corrected, and keeps the keyword as typed elsewhere', () => {
    const html = fill('zivto', pageOf([product({})], { pages: 2, total: 9, correctedKeyword: 'život' }));
    expect(textOf(html, /<p class="search-count" role="status">/)).toBe(
      'Zobrazujeme výsledky pre „život“. Nájdených 9 titulov (strana 1 z 2)',
    );
    expect(html).toContain('Výsledky hľadania: „zivto“');
    expect(html).toContain('href="/search/zivto/page/2"');
    // Escaped like every text the reader sent (the corrected words come from product names).
    const odd = fill('x', pageOf([product({})], { correctedKeyword: '<b>&' }));
    expect(textOf(odd, /<p class="search-count" role="status">/)).toBe('Zobrazujeme výsledky pre „&lt;b&gt;&amp;“. Nájdený 1 titul');
  });

  it('names page n in the title and the canonical link', () => {
    const html = fill('život', pageOf([product({})], { page: 2, pages: 2, total: 9 }));
    expect(html).toContain('<title>Hľadanie: život – strana 2 | Prúd</title>');
    expect(html).toContain('href="https://prud.sk/search/%C5%BEivot/page/2"');
  });

  it('escapes the keyword everywhere it appears', () => {
    const html = fill('<script>alert("x")</script>\'', pageOf([]));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Výsledky hľadania: „&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;“');
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;"');
    expect(html).toContain('<title>Hľadanie: &lt;script&gt;');
    expect(html).toContain(`href="https://prud.sk/search/%3Cscript%3Ealert(%22x%22)%3C%2Fscript%3E&#39;"`);
  });

  it('draws each card from the part of its shape, values escaped', () => {
    const html = fill(
      'x',
      pageOf([
        product({ _id: '1', name: 'A <b>&</b> "B"', price: 12.5, discount: 10, discountedPrice: 11.25 }),
        product({ _id: '2', name: 'Bez obálky', image: '', author: '', countInStock: 0 }),
      ]),
    );
    const [first, second] = html.split('<li>').slice(1);
    expect(first).toContain(
      '<a class="product-image" href="/product/1"><img src="/uploads/7.jpg" alt="A &lt;b&gt;&amp;&lt;/b&gt; &quot;B&quot;"',
    );
    expect(first).toContain('<h2 class="product-name"><a href="/product/1">A &lt;b&gt;&amp;&lt;/b&gt; &quot;B&quot;</a></h2>');
    expect(first).toContain('<span class="discount-badge">Zľava 10%</span>');
    expect(first).toContain('Pôvodná cena </span>12,50\u00a0€</del>');
    expect(first).toContain('Cena po zľave </span>11,25\u00a0€</strong>');
    expect(first).toContain('<p class="product-author">Watchman Nee</p>');
    expect(first).not.toContain('Vypredané');
    expect(second).toContain('<span class="product-image-empty">Bez obálky</span>');
    expect(second).toContain('<strong class="price-now">9,90\u00a0€</strong>');
    expect(second).toContain('Vypredané');
    expect(second).not.toContain('product-author');
    expect(second).not.toContain('discount-badge');
  });

  it('shows a rated card’s stars, average and count (issue 31), and nothing of it on a card without stars', () => {
    const html = fill(
      'x',
      pageOf([
        product({ _id: '1', rating: 4, numReviews: 1 }),
        product({ _id: '2', rating: 4.5, numReviews: 12, image: '', countInStock: 0 }),
        product({ _id: '3', rating: 0, numReviews: 2 }),
      ]),
    );
    const [first, second, third] = html.split('<li>').slice(1);
    expect(first).toContain('<span class="rating-stars" aria-hidden="true">★★★★☆</span> <span class="sr-only">Hodnotenie </span>4,0');
    expect(first).toContain('<span aria-hidden="true">(</span>1 recenzia<span aria-hidden="true">)</span>');
    expect(second).toContain('★★★★★</span> <span class="sr-only">Hodnotenie </span>4,5');
    expect(second).toContain('12 recenzií');
    expect(second).toContain('Vypredané');
    expect(third).not.toContain('product-rating');
    expect(html).not.toMatch(/__CARD_/);
  });

  it('loads the first row of covers at once and the rest lazily', () => {
    const html = fill('x', pageOf(Array.from({ length: 6 }, (_, i) => product({ _id: String(i + 1) }))));
    expect(html.match(/loading="eager"/g)).toHaveLength(4);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('links every page, the current one marked, with previous and next', () => {
    const html = paginationHtml('a/b', 2, 3);
    expect(html).toMatch(/^<nav class="pagination" aria-label="Stránkovanie výsledkov"><ul>/);
    expect(html.match(/href="([^"]+)"/g)).toEqual([
      'href="/search/a%2Fb"',
      'href="/search/a%2Fb"',
      'href="/search/a%2Fb/page/2"',
      'href="/search/a%2Fb/page/3"',
      'href="/search/a%2Fb/page/3"',
    ]);
    expect(html).toContain('<a href="/search/a%2Fb/page/2" aria-current="page"><span class="sr-only">Strana </span>2</a>');
    expect(html).toContain('rel="prev"><span aria-hidden="true">«</span><span class="sr-only">Predchádzajúca strana</span>');
    expect(html).toContain('rel="next"><span aria-hidden="true">»</span><span class="sr-only">Ďalšia strana</span>');
    expect(paginationHtml('x', 1, 1)).toBe('');
  });

  it('shows the empty state when nothing matched', () => {
    const html = fill('qwxzyvbn', pageOf([]));
    expect(textOf(html, /<p class="search-count" role="status">/)).toBe('Nenašli sa žiadne tituly.');
    expect(html).toContain('Nenašli sme žiadne knihy');
    expect(html).not.toContain('product-grid');
    expect(html).not.toContain('class="pagination"');
  });

  it('past the last page says so and links the real pages', () => {
    const html = fill('zivot', pageOf([], { page: 9, pages: 2, total: 12 }), 9);
    expect(textOf(html, /<p class="search-count" role="status">/)).toBe('Nájdených 12 titulov, na tejto strane však už nie sú.');
    expect(html).toContain('<a href="/search/zivot"><span class="sr-only">Strana </span>1</a>');
    expect(html).not.toContain('Nenašli sme');
    expect(html).not.toContain('product-grid');
  });

  it('shows an error with its reason, escaped', () => {
    const html = fillSearchPage(template, { keyword: 'x', page: 1, error: 'Hľadaný text je <príliš> dlhý.' });
    expect(html).toContain(
      '<div class="notice notice-error" role="alert">Vyhľadávanie sa nepodarilo. Hľadaný text je &lt;príliš&gt; dlhý.</div>',
    );
    expect(textOf(html, /<p class="search-count" role="status">/)).toBe('');
  });
});
