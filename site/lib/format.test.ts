import { describe, expect, it } from 'vitest';
import { slovakDate } from '~/worker/domain/slovak-date';
import { formatDate } from './format';

describe('formatDate', () => {
  it("is the shop's one date formatter (worker/domain/slovak-date.ts, as the e-mails and the invoice)", () => {
    expect(formatDate).toBe(slovakDate);
  });

  it('writes 25. 11. 2026, never the ISO day or a leading zero', () => {
    expect(formatDate('2026-11-25T09:00:00.000Z')).toBe('25. 11. 2026');
    expect(formatDate('2026-02-03 09:00:00')).toBe('3. 2. 2026');
    expect(formatDate('2026-11-25T09:00:00.000Z')).not.toContain('2026-11-25');
  });
});
