import { describe, expect, it } from 'vitest';
import { isbn13Of } from './isbn';

describe('isbn13Of', () => {
  it('keeps a valid ISBN-13 as typed with hyphens or spaces, 978 or 979', () => {
    expect(isbn13Of('978-80-556-1001-6')).toBe('9788055610016');
    expect(isbn13Of(' 978 0 306 40615 7 ')).toBe('9780306406157');
    expect(isbn13Of('979-10-90636-07-1')).toBe('9791090636071');
  });

  it('turns a valid ISBN-10 (also ending in X) into its ISBN-13', () => {
    expect(isbn13Of('0-306-40615-2')).toBe('9780306406157');
    expect(isbn13Of('80-8530-001-X')).toBe('9788085300017');
    expect(isbn13Of('80-8530-001-x')).toBe('9788085300017');
  });

  it('refuses a wrong check digit, another EAN prefix, other lengths and empty text', () => {
    // A digit too many before or after a valid number is no ISBN either (its first 10 or 12 digits may pass the test).
    const tooLong = ['79780306406150', '03064061520'];
    for (const typed of ['978-80-556-1001-0', '0-306-40615-3', '4006381333931', '978805561001', '97880556100166', '', 'ISBN', ...tooLong])
      expect(isbn13Of(typed), typed).toBeNull();
  });
});
