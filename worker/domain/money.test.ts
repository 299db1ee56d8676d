import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEur } from './money';

describe('money', () => {
  it('formats euros the Slovak way', () => {
    expect(formatEur(1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatEur(0).replace(/\s/g, ' ')).toBe('0,00 €');
    expect(formatEur(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
  });

  it('converts between cents and euros without float drift', () => {
    expect(eurosToCents(12.35)).toBe(1235);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1235)).toBe(12.35);
  });
});
