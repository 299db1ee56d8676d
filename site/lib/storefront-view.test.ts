import { describe, expect, it } from 'vitest';
import { categoryWords, formatWeight, metaDescription, paragraphs, slovakCollator } from './catalog-view';
import { formatEuros } from '~/worker/domain/money';
import { foundText, parseSearchPath } from '~/site/features/search/search-page';
import { productIdFromPath } from '~/site/features/product/ProductShell';
import { searchHref } from './paths';

describe('catalog view helpers', () => {
  it('formats weight in kilograms with a decimal comma', () => {
    expect(formatWeight('0.33')).toBe('0,33 kg');
    expect(formatWeight('1')).toBe('1 kg');
    expect(formatWeight('0,5')).toBe('0,5 kg');
    expect(formatWeight('')).toBe('');
    expect(formatWeight('ťažká')).toBe('');
  });
  it('formats euros', () => {
    expect(formatEuros(12.5)).toBe('12,50\u00a0€');
    expect(formatEuros(3.7)).toBe('3,70\u00a0€');
  });
  it('turns slugs into words and text into paragraphs', () => {
    expect(categoryWords('štúdium-a-výklad-biblie')).toBe('štúdium a výklad biblie');
    expect(paragraphs('A\n\nB\r\nC\n\n\n')).toEqual(['A', 'B', 'C']);
  });
  it('cuts meta descriptions at a word', () => {
    const long = 'slovo '.repeat(60);
    const d = metaDescription(long);
    expect(d.length).toBeLessThanOrEqual(156);
    expect(d.endsWith('slovo…')).toBe(true);
    expect(metaDescription('Krátky  popis.\n')).toBe('Krátky popis.');
  });
  it('sorts in Slovak order', () => {
    expect(['Život', 'Zákon', 'Cirkev', 'Chlieb', 'Hora', 'Šťastie', 'Sláva'].sort(slovakCollator.compare)).toEqual([
      'Cirkev',
      'Hora',
      'Chlieb',
      'Sláva',
      'Šťastie',
      'Zákon',
      'Život',
    ]);
  });
});

describe('search page helpers', () => {
  it('reads keyword and page from the path', () => {
    expect(parseSearchPath('/search/zivot')).toEqual({ keyword: 'zivot', page: 1 });
    expect(parseSearchPath('/search/%C5%BEivot/page/3')).toEqual({ keyword: 'život', page: 3 });
    expect(parseSearchPath('/search/a%2Fb%22/page/x')).toEqual({ keyword: 'a/b"', page: 1 });
    expect(parseSearchPath('/search/%E0%A4%A')).toEqual({ keyword: '%E0%A4%A', page: 1 });
    expect(parseSearchPath('/search/x/page/0')).toEqual({ keyword: 'x', page: 1 });
    expect(parseSearchPath('/search/')).toEqual({ keyword: '', page: 1 });
  });
  it('builds result links', () => {
    expect(searchHref('život', 1)).toBe('/search/%C5%BEivot');
    expect(searchHref('a/b', 2)).toBe('/search/a%2Fb/page/2');
  });
  it('counts in Slovak', () => {
    expect(foundText(1)).toBe('Nájdený 1 titul');
    expect(foundText(3)).toBe('Nájdené 3 tituly');
    expect(foundText(5)).toBe('Nájdených 5 titulov');
    expect(foundText(0)).toBe('Nájdených 0 titulov');
  });
});

describe('product shell', () => {
  it('takes the id from /product/{id}', () => {
    expect(productIdFromPath('/product/12')).toBe('12');
    expect(productIdFromPath('/product/12/')).toBe('12');
    expect(productIdFromPath('/product/abc')).toBeNull();
    expect(productIdFromPath('/product/0')).toBeNull();
    expect(productIdFromPath('/shell/product/')).toBeNull();
  });
});
