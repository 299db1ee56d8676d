import { describe, expect, it } from 'vitest';
import { categoryWords, formatWeight, metaDescription, paragraphs, slovakCollator } from './catalog-view';
import { formatEuros } from '~/worker/domain/money';
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

describe('search links', () => {
  it('builds result links (the server fills the results: worker/services/search/search-page.test.ts)', () => {
    expect(searchHref('život', 1)).toBe('/search/%C5%BEivot');
    expect(searchHref('a/b', 2)).toBe('/search/a%2Fb/page/2');
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
