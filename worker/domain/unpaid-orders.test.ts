import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS, dueAfterReminder, dueAt, extendedDueAt, shownDueAt, termDays, unpaidOrders } from './unpaid-orders';

/** The rules of an unpaid order's term (pure): which orders have one, the due time, the reminder's, the extension. */

const order = {
  paymentMethod: 'Prevodom vopred',
  shippingLater: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  payUntil: null as string | null,
  isPaid: false,
  isCancelled: false,
  isDelivered: false,
  cancelReason: '',
};

describe('termDays and dueAt', () => {
  it('a transfer has 14 days, a card 3; cash on delivery and an order whose postage is still to be announced have none', () => {
    expect(termDays(order, DEFAULT_TERMS)).toBe(14);
    expect(termDays({ ...order, paymentMethod: 'Stripe' }, DEFAULT_TERMS)).toBe(3);
    expect(termDays({ ...order, paymentMethod: 'Hotovosť' }, DEFAULT_TERMS)).toBeNull();
    expect(termDays({ ...order, shippingLater: true }, DEFAULT_TERMS)).toBeNull();
    expect(dueAt(order, DEFAULT_TERMS)).toBe('2026-03-19T10:00:00.000Z');
    expect(dueAt({ ...order, paymentMethod: 'Stripe' }, { ...DEFAULT_TERMS, cardPayDays: 5 })).toBe('2026-03-10T10:00:00.000Z');
    expect(dueAt({ ...order, payUntil: '2026-04-01T00:00:00.000Z' }, DEFAULT_TERMS)).toBe('2026-04-01T00:00:00.000Z');
    expect(dueAt({ ...order, paymentMethod: 'Hotovosť', payUntil: '2026-04-01T00:00:00.000Z' }, DEFAULT_TERMS)).toBeNull();
  });

  it('the answer shows the due time of an open order, and of one the job cancelled; none once paid, sent or cancelled by staff', () => {
    expect(shownDueAt(order, DEFAULT_TERMS)).toBe('2026-03-19T10:00:00.000Z');
    for (const settled of [{ isPaid: true }, { isDelivered: true }, { isCancelled: true }])
      expect(shownDueAt({ ...order, ...settled }, DEFAULT_TERMS)).toBeNull();
    const expired = { ...order, isCancelled: true, cancelReason: 'unpaid', payUntil: '2026-03-19T10:00:00.000Z' };
    expect(shownDueAt(expired, DEFAULT_TERMS)).toBe('2026-03-19T10:00:00.000Z');
  });
});

describe('dueAfterReminder', () => {
  it('keeps the due time of a reminder on time, and gives a late one half a term', () => {
    const due = '2026-03-19T10:00:00.000Z';
    expect(dueAfterReminder(due, order.createdAt, new Date('2026-03-12T10:00:00.000Z'))).toBe(due);
    expect(dueAfterReminder(due, order.createdAt, new Date('2026-03-25T10:00:00.000Z'))).toBe('2026-04-01T10:00:00.000Z');
  });
});

describe('extendedDueAt', () => {
  it('adds the days to the due time, or to now once it passed', () => {
    expect(extendedDueAt('2026-03-19T10:00:00.000Z', new Date('2026-03-10T00:00:00.000Z'), 7)).toBe('2026-03-26T10:00:00.000Z');
    expect(extendedDueAt('2026-03-19T10:00:00.000Z', new Date('2026-03-20T08:00:00.000Z'), 7)).toBe('2026-03-27T08:00:00.000Z');
  });
});

describe('unpaidOrders', () => {
  it('says the count in Slovak', () => {
    expect([1, 2, 4, 5, 20].map(unpaidOrders)).toEqual([
      '1 nezaplatenú objednávku',
      '2 nezaplatené objednávky',
      '4 nezaplatené objednávky',
      '5 nezaplatených objednávok',
      '20 nezaplatených objednávok',
    ]);
  });
});
