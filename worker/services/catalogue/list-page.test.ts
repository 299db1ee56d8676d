import { describe, expect, it } from 'vitest';
import { LIST_PARTS, LIST_SLOTS, markChosen } from '../../domain/list-page-slots';
import type { ApiProduct } from '../../domain/product-shape';
import { listTemplateHtml } from '../../test-support/list-template';
import { fillListPage, parseListTemplate, titlesText, type ListPlace } from './list-page';

const place: ListPlace = { kind: 'category', path: '/eshop/život', name: 'Život', title: 'Eshop – Život' };
const view = { sort: 'cena-vzostupne', language: null, inStock: false } as const;
const book = (name: string) =>
  ({
    _id: '3',
    name,
    image: '',
    author: '',
    price: 5,
    discount: 0,
    discountedPrice: 5,
    countInStock: 1,
    rating: 0,
    numReviews: 0,
  }) as unknown as ApiProduct;

describe('the list page template', () => {
  it('takes its parts out and refuses a build without a part, a placeholder or a choice of the form', () => {
    const t = parseListTemplate(listTemplateHtml());
    expect(t.page).not.toContain('<template');
    expect(t.parts.get(LIST_PARTS.year)).toBe(`<h1 id="zoznam-nadpis">${LIST_SLOTS.name}</h1>`);
    expect(() => parseListTemplate(listTemplateHtml().replace(`data-search-part="${LIST_PARTS.empty}"`, 'data-x'))).toThrow(
      /list page template: parts missing: list-empty/,
    );
    expect(() => parseListTemplate(listTemplateHtml().replace(LIST_SLOTS.status, ''))).toThrow(/__LIST_STATUS__ missing/);
    expect(() => parseListTemplate(listTemplateHtml().replace('<option value="najnovsie">', '<option>'))).toThrow(
      /<option value="najnovsie"> missing/,
    );
    expect(() => parseListTemplate(listTemplateHtml().replace('data-list-stock', ''))).toThrow(/data-list-stock missing/);
  });

  it('fills a name with markup as text, and a path given encoded or not the same', () => {
    const t = parseListTemplate(listTemplateHtml());
    const fill = (p: ListPlace) =>
      fillListPage(t, { place: p, view, page: 1, result: { products: [book('<b>A</b>')], page: 1, pages: 1, total: 1 } });
    const plain = fill({ ...place, name: '<i>Život</i>' });
    expect(plain).toContain('<span class="h1-sub">&lt;i&gt;Život&lt;/i&gt;</span>');
    expect(plain).toContain('&lt;b&gt;A&lt;/b&gt;');
    expect(plain).toContain('action="/eshop/%C5%BEivot"');
    expect(fill({ ...place, path: '/eshop/%C5%BEivot' })).toContain('action="/eshop/%C5%BEivot"');
    expect(plain).toContain('<p class="search-count" role="status">1 titul</p>');
  });

  it('shows the error with its reason, escaped, and no count', () => {
    const t = parseListTemplate(listTemplateHtml());
    const h = fillListPage(t, { place, view, page: 1, error: 'Zlé <b>zoradenie</b>.' });
    expect(h).toContain('Zoznam sa nepodarilo zobraziť. Zlé &lt;b&gt;zoradenie&lt;/b&gt;.');
    expect(h).toContain('<p class="search-count" role="status"></p>');
  });
});

describe('words and marks', () => {
  it('counts titles in Slovak', () => {
    expect([0, 1, 2, 4, 5, 21].map(titlesText)).toEqual(['0 titulov', '1 titul', '2 tituly', '4 tituly', '5 titulov', '21 titulov']);
  });

  it('marks the chosen sort and language and ticks the stock box, nothing else', () => {
    const form =
      '<option value="nazov"><option value="cena-vzostupne"><option value=""><option value="sk"><option value="cz"><input data-list-stock>';
    expect(markChosen(form, { sort: 'cena-vzostupne', language: 'cz', inStock: true })).toBe(
      '<option value="nazov"><option value="cena-vzostupne" selected><option value=""><option value="sk"><option value="cz" selected><input data-list-stock checked>',
    );
    expect(markChosen(form, { sort: 'nazov', language: null, inStock: false })).toBe(
      form.replace('"nazov">', '"nazov" selected>').replace('value="">', 'value="" selected>'),
    );
  });
});
