import { describe, expect, it } from 'vitest';
import { applyView, type ListedProduct } from './list-order';
import type { ListView } from './list-view';

let next = 1;
function book(name: string, o: Partial<ListedProduct> = {}): ListedProduct {
  return {
    id: next++,
    name,
    year: '2020',
    language: 'SK',
    countInStock: 3,
    priceCents: 1000,
    discount: 0,
    discountedPriceCents: 1000,
    ...o,
  };
}
const view = (v: Partial<ListView>): ListView => ({ sort: 'nazov', language: null, inStock: false, ...v });
const names = (rows: ListedProduct[]) => rows.map((p) => p.name);

describe('applyView: orders', () => {
  it('sorts names by the Slovak alphabet: Č after C, Ch after H, Š after S, Ž after Z', () => {
    const rows = ['Život', 'Chlieb', 'Cirkev', 'Čas', 'Hlas', 'Zem', 'Šťastie', 'Sila', 'Ábel', 'Boh'].map((n) => book(n));
    expect(names(applyView(rows, view({ sort: 'nazov' })))).toEqual([
      'Ábel',
      'Boh',
      'Cirkev',
      'Čas',
      'Hlas',
      'Chlieb',
      'Sila',
      'Šťastie',
      'Zem',
      'Život',
    ]);
  });

  it('sorts by the price a buyer pays now (the discounted one while a discount is on), ties by name', () => {
    const rows = [
      book('Drahá', { priceCents: 2000, discount: 0, discountedPriceCents: 2000 }),
      // 20 € list price at 60 % off: 8 € now, cheaper than a 9 € book.
      book('Zľavnená', { priceCents: 2000, discount: 60, discountedPriceCents: 800 }),
      book('Deviatka', { priceCents: 900, discountedPriceCents: 900 }),
      // A discount of 0 leaves the list price, whatever the stored discounted price says.
      book('Bez zľavy', { priceCents: 1200, discount: 0, discountedPriceCents: 100 }),
      book('Ako deviatka', { priceCents: 900, discountedPriceCents: 900 }),
    ];
    expect(names(applyView(rows, view({ sort: 'cena-vzostupne' })))).toEqual([
      'Zľavnená',
      'Ako deviatka',
      'Deviatka',
      'Bez zľavy',
      'Drahá',
    ]);
    expect(names(applyView(rows, view({ sort: 'cena-zostupne' })))).toEqual(['Drahá', 'Bez zľavy', 'Ako deviatka', 'Deviatka', 'Zľavnená']);
  });

  it('sorts the newest first by year of publication, then the title added last; unknown years at the end', () => {
    const old = book('Stará', { year: '2016' });
    const unknown = book('Bez roka', { year: '' });
    // Not a year: a word around the digits, or five of them.
    const worded = book('Okolo 2025', { year: 'asi 2025' });
    const longer = book('Päť číslic', { year: '20250' });
    const trailing = book('S písmenom', { year: '2025a' });
    const first2024 = book('Prvá 2024', { year: '2024' });
    const later2024 = book('Neskoršia 2024', { year: '2024' });
    const mid = book('Stredná', { year: '2020' });
    expect(names(applyView([trailing, old, unknown, worded, first2024, later2024, longer, mid], view({ sort: 'najnovsie' })))).toEqual([
      'Neskoršia 2024',
      'Prvá 2024',
      'Stredná',
      'Stará',
      // Unknown years: the title added last first, as for equal years.
      'S písmenom',
      'Päť číslic',
      'Okolo 2025',
      'Bez roka',
    ]);
  });

  it('puts two titles of the same name in the order they were added', () => {
    const later = book('Život');
    const earlier = { ...book('Život'), id: later.id - 100 };
    expect(applyView([later, earlier], view({ sort: 'nazov' })).map((p) => p.id)).toEqual([earlier.id, later.id]);
  });

  it('keeps the order the rows came in for relevance, and never changes its input', () => {
    const rows = [book('Život'), book('Ábel'), book('Cirkev')];
    const before = names(rows);
    expect(names(applyView(rows, view({ sort: 'relevancia' })))).toEqual(['Život', 'Ábel', 'Cirkev']);
    expect(applyView(rows, view({ sort: 'relevancia' }))).not.toBe(rows);
    applyView(rows, view({ sort: 'nazov' }));
    expect(names(rows)).toEqual(before);
  });
});

describe('applyView: filters', () => {
  const rows = [
    book('Slovenská na sklade', { language: 'SK', countInStock: 2 }),
    book('Slovenská vypredaná', { language: 'SK', countInStock: 0 }),
    book('Česká na sklade', { language: 'CZ', countInStock: 1 }),
    book('Česká vypredaná', { language: 'CZ', countInStock: -1 }),
  ];

  it('keeps one language', () => {
    expect(names(applyView(rows, view({ language: 'sk' })))).toEqual(['Slovenská na sklade', 'Slovenská vypredaná']);
    expect(names(applyView(rows, view({ language: 'cz' })))).toEqual(['Česká na sklade', 'Česká vypredaná']);
  });

  it("keeps only titles in stock for 'Na sklade', with the language too", () => {
    expect(names(applyView(rows, view({ inStock: true })))).toEqual(['Česká na sklade', 'Slovenská na sklade']);
    expect(names(applyView(rows, view({ inStock: true, language: 'cz' })))).toEqual(['Česká na sklade']);
    expect(applyView(rows, view({}))).toHaveLength(4);
  });
});
