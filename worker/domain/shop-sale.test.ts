import { describe, expect, it } from 'vitest';
import { NO_SALE, saleOf } from './shop-sale';

describe('saleOf: the running sale from an answer', () => {
  it('reads GET /api/products/discount and the POST answer (its message dropped)', () => {
    expect(saleOf({ discount: 10, startedAt: '2026-11-25T09:00:00.000Z' })).toEqual({
      discount: 10,
      startedAt: '2026-11-25T09:00:00.000Z',
    });
    expect(saleOf({ message: 'Akcia zrušená', discount: 0, startedAt: null })).toEqual({ discount: 0, startedAt: null });
  });

  it.each([
    [null],
    [undefined],
    ['x'],
    [{}],
    [{ discount: 150, startedAt: null }],
    [{ discount: 2.5, startedAt: null }],
    [{ discount: 10 }],
  ])('reads %j as no sale', (answer) => {
    expect(saleOf(answer)).toEqual(NO_SALE);
  });
});
