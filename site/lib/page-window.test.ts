import { describe, expect, it } from 'vitest';
import { ALL_PAGES_UP_TO, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(7, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(ALL_PAGES_UP_TO, ALL_PAGES_UP_TO)).toHaveLength(ALL_PAGES_UP_TO);
  });

  it('a long list: the first and last pages, two on each side of the current one, gaps as null', () => {
    expect(pageWindow(600, 1250)).toEqual([1, null, 598, 599, 600, 601, 602, null, 1250]);
    expect(pageWindow(1, 1250)).toEqual([1, 2, 3, 4, 5, 6, null, 1250]);
    expect(pageWindow(1250, 1250)).toEqual([1, null, 1245, 1246, 1247, 1248, 1249, 1250]);
  });

  it('never writes a gap for a single missing number (it shows the number)', () => {
    expect(pageWindow(5, 16)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 16]);
    expect(pageWindow(12, 16)).toEqual([1, null, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('always has the current, first and last page, in order, each once', () => {
    for (const pages of [16, 17, 40, 1250])
      for (let page = 1; page <= pages; page++) {
        const shown = pageWindow(page, pages);
        const numbers = shown.filter((n): n is number => n !== null);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(shown.length).toBeLessThanOrEqual(9);
        // A gap stands for two or more numbers.
        shown.forEach((n, i) => {
          if (n === null) expect((shown[i + 1] as number) - (shown[i - 1] as number)).toBeGreaterThan(2);
        });
      }
  });
});
