import { describe, expect, it } from 'vitest';
import { errorMessages, refusedWith } from './driver-errors';

describe('the database refusal behind a wrapped error', () => {
  const sqlite = Object.assign(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed: users.email'), { code: 'SQLITE_CONSTRAINT' });
  const wrapped = new Error('Failed query: insert into users …', { cause: new Error('LibsqlError', { cause: sqlite }) });

  it('reads every level of causes, code and message, outermost first', () => {
    expect(errorMessages(wrapped)).toEqual([
      'Failed query: insert into users …',
      'LibsqlError',
      'SQLITE_CONSTRAINT SQLITE_CONSTRAINT: UNIQUE constraint failed: users.email',
    ]);
  });

  it('finds a text or a pattern at any level, and nothing in what is not an error', () => {
    expect(refusedWith(wrapped, 'UNIQUE constraint failed')).toBe(true);
    expect(refusedWith(wrapped, /users\.email$/)).toBe(true);
    expect(refusedWith(wrapped, 'out_of_stock')).toBe(false);
    expect(refusedWith('UNIQUE constraint failed', 'UNIQUE')).toBe(false);
    expect(errorMessages(null)).toEqual([]);
  });

  it('stops on a cause chain that loops', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = a;
    expect(errorMessages(a)).toHaveLength(10);
  });
});
