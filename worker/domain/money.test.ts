import { describe, expect, it } from 'vitest';
import { centsToEuros, discountedPriceCents, eurosToCents, formatEur, effectiveUnitCents } from './money';

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

  it('rounds a discounted price up to 5 cents', () => {
    expect(discountedPriceCents(1000, 10)).toBe(900);
    expect(discountedPriceCents(1235, 10)).toBe(1115); // 11,115 → 11,15
    expect(discountedPriceCents(999, 15)).toBe(850); // 8,4915 → 8,50
    expect(discountedPriceCents(1001, 0)).toBe(1001);
    expect(discountedPriceCents(1000, 100)).toBe(0);
  });

  it('charges the discounted price only while a discount is set', () => {
    expect(effectiveUnitCents({ priceCents: 1000, discount: 20, discountedPriceCents: 800 })).toBe(800);
    expect(effectiveUnitCents({ priceCents: 1000, discount: 0, discountedPriceCents: 800 })).toBe(1000);
  });
});
