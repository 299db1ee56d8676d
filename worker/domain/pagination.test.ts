import { describe, expect, it } from 'vitest';
import { idSchema } from './pagination';
import { pageCount } from './page-sizes';

describe('idSchema', () => {
  it('accepts plain decimal digits and JSON numbers naming a positive safe integer', () => {
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse('007')).toBe(7);
    expect(idSchema.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(idSchema.parse(5)).toBe(5);
  });

  it('refuses every other spelling of a number with "Neplatné ID."', () => {
    const bad: unknown[] = [
      '0x1',
      '1e0',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '-1',
      '0',
      '',
      '١',
      '1_000',
      'Infinity',
      'NaN',
      '9007199254740992',
      '12345678901234567',
      0,
      -3,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      null,
      undefined,
      true,
      [1],
      {},
    ];
    for (const value of bad) {
      const r = idSchema.safeParse(value);
      expect(r.success, JSON.stringify(value) ?? String(value)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Neplatné ID.');
    }
  });
});

describe('pageCount', () => {
  it('counts pages, at least one', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10), pageCount(95, 10)]).toEqual([1, 1, 2, 10]);
  });
});
