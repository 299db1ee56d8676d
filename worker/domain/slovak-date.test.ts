import { describe, expect, it } from 'vitest';
import { calendarDay, parseTimestamp, showDay, slovakDate } from './slovak-date';

describe('slovakDate', () => {
  it('writes day. month. year without leading zeros, a space after each dot', () => {
    expect(slovakDate('2026-11-25T10:00:00.000Z')).toBe('25. 11. 2026');
    expect(slovakDate('2026-03-05T10:00:00.000Z')).toBe('5. 3. 2026');
    expect(slovakDate(new Date('2026-01-09T12:00:00Z'))).toBe('9. 1. 2026');
  });

  it("counts the day on Bratislava's calendar, in winter and in summer time", () => {
    expect(slovakDate('2026-03-05T22:59:00.000Z')).toBe('5. 3. 2026'); // 23:59 CET
    expect(slovakDate('2026-03-05T23:00:00.000Z')).toBe('6. 3. 2026'); // midnight CET
    expect(slovakDate('2026-07-31T21:59:00.000Z')).toBe('31. 7. 2026'); // 23:59 CEST
    expect(slovakDate('2026-07-31T22:00:00.000Z')).toBe('1. 8. 2026'); // midnight CEST
    expect(slovakDate('2026-12-31 23:30:00')).toBe('1. 1. 2027'); // SQLite's UTC text
  });

  it('adds the time as HH:MM when asked', () => {
    expect(slovakDate('2026-03-05T08:05:00.000Z', true)).toBe('5. 3. 2026 09:05');
    expect(slovakDate('2026-03-05 23:00:00', true)).toBe('6. 3. 2026 00:00');
    expect(slovakDate('2026-07-01T11:59:00Z', true)).toBe('1. 7. 2026 13:59');
  });

  it('shows nothing for no value and an unreadable text as it is', () => {
    expect(slovakDate(null)).toBe('');
    expect(slovakDate(undefined)).toBe('');
    expect(slovakDate('')).toBe('');
    expect(slovakDate('nie dátum')).toBe('nie dátum');
    expect(slovakDate(new Date(Number.NaN))).toBe('');
  });
});

describe('the parts', () => {
  it("reads ISO and SQLite's UTC text as the same instant, and refuses what is no date", () => {
    expect(parseTimestamp('2026-03-05 10:11:12')?.toISOString()).toBe('2026-03-05T10:11:12.000Z');
    expect(parseTimestamp('2026-03-05T10:11:12.000Z')?.toISOString()).toBe('2026-03-05T10:11:12.000Z');
    expect(parseTimestamp('x')).toBeNull();
  });

  it('gives the Bratislava wall clock', () => {
    expect(calendarDay(new Date('2026-03-05T23:30:00Z'))).toEqual({ year: 2026, month: 3, day: 6, hour: 0, minute: 30 });
    expect(showDay({ year: 2027, month: 12, day: 31 })).toBe('31. 12. 2027');
  });
});

describe("SQLite's timestamps are UTC whatever the process's time zone", () => {
  it('reads `YYYY-MM-DD HH:MM:SS` as UTC, not as local time, in a zone far from UTC', () => {
    const before = process.env.TZ;
    // Node applies a changed TZ at once; `new Date('2026-03-05 23:30:00')` alone would read New York's 23:30.
    process.env.TZ = 'America/New_York';
    try {
      expect(parseTimestamp('2026-03-05 23:30:00')?.toISOString()).toBe('2026-03-05T23:30:00.000Z');
      expect(parseTimestamp('2026-12-31 09:05')?.toISOString()).toBe('2026-12-31T09:05:00.000Z');
      expect(slovakDate('2026-03-05 23:30:00', true)).toBe('6. 3. 2026 00:30');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
