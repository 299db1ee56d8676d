import { describe, expect, it } from 'vitest';
import { addMonths, firstChars, lastMonths, monthStartIso, shopMonth } from './dashboard';

describe('the dashboard calendar (Bratislava)', () => {
  it('puts an instant into its Bratislava month', () => {
    expect(shopMonth(new Date('2026-01-31T22:59:59.999Z'))).toBe('2026-01');
    expect(shopMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    // Summer time: UTC+2.
    expect(shopMonth(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06');
    expect(shopMonth(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07');
    expect(shopMonth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01');
  });

  it('finds where a month starts, in winter and in summer time', () => {
    expect(monthStartIso('2026-02')).toBe('2026-01-31T23:00:00.000Z');
    expect(monthStartIso('2026-04')).toBe('2026-03-31T22:00:00.000Z');
    expect(monthStartIso('2026-11')).toBe('2026-10-31T23:00:00.000Z');
    expect(monthStartIso('2027-01')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('shifts months across years and lists the last twelve, oldest first', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    const months = lastMonths(new Date('2026-11-20T10:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
    // 31 December 23:30 UTC is New Year in Bratislava: January is the current month.
    expect(lastMonths(new Date('2026-12-31T23:30:00Z'), 2)).toEqual(['2026-12', '2027-01']);
  });
});

describe('firstChars', () => {
  it('keeps short texts and cuts long ones at whole characters', () => {
    expect(firstChars('Ďakujem', 200)).toBe('Ďakujem');
    expect(firstChars('abc🙂def', 4)).toBe('abc🙂');
    expect(firstChars('abcdef', 3)).toBe('abc');
  });
});
