import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

describe('a page’s cacheKey', () => {
  it('is the same for the same data, a short URL-safe digest', () => {
    const book = { id: 7, title: 'Normálny kresťanský život', price: 9.9, rating: { avg: 4.5, count: 3 } };
    expect(pageKey(book, [1, 2])).toBe(pageKey({ ...book }, [1, 2]));
    expect(pageKey(book)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('moves when any piece of the data moves', () => {
    const book = { id: 7, title: 'Normálny kresťanský život', price: 9.9, stock: 1 };
    const key = pageKey(book);
    expect(pageKey({ ...book, price: 8.9 })).not.toBe(key);
    expect(pageKey({ ...book, stock: 0 })).not.toBe(key);
    expect(pageKey({ ...book, title: 'Normálny kresťanský zivot' })).not.toBe(key);
    expect(pageKey(book, 'second')).not.toBe(key);
    // The pieces are kept apart: ('ab') is not ('a', 'b').
    expect(pageKey('ab')).not.toBe(pageKey('a', 'b'));
  });
});
