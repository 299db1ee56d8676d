import { describe, expect, it } from 'vitest';
import { dueDateChangeNote, invoiceDueDate, orderInvoiceDueDate } from './invoice-dates';
import { slovakDate, slovakDate as shopDate } from './slovak-date';

describe('invoice dates', () => {
  it('writes the Bratislava calendar day in the Slovak way', () => {
    expect(slovakDate('2026-03-05T10:00:00.000Z')).toBe('5. 3. 2026');
    expect(slovakDate('2026-03-05T23:30:00.000Z')).toBe('6. 3. 2026'); // past midnight in Bratislava (CET)
    expect(slovakDate('2026-07-31T22:30:00.000Z')).toBe('1. 8. 2026'); // summer time (CEST)
  });

  it('makes the due date one calendar month after the billing date', () => {
    expect(invoiceDueDate('2026-03-05T10:00:00.000Z')).toBe('5. 4. 2026');
    expect(invoiceDueDate('2026-12-15T10:00:00.000Z')).toBe('15. 1. 2027');
  });

  it('ends at the last day of a shorter month', () => {
    expect(invoiceDueDate('2026-01-31T10:00:00.000Z')).toBe('28. 2. 2026');
    expect(invoiceDueDate('2028-01-31T10:00:00.000Z')).toBe('29. 2. 2028');
    expect(invoiceDueDate('2026-03-31T10:00:00.000Z')).toBe('30. 4. 2026');
  });
});

describe("an order's due date", () => {
  it("is the order's term where it has one, else a month", () => {
    expect(orderInvoiceDueDate({ createdAt: '2026-03-05T10:00:00.000Z', dueDate: '2026-03-19T10:00:00.000Z' })).toBe('19. 3. 2026');
    expect(orderInvoiceDueDate({ createdAt: '2026-03-05T10:00:00.000Z', dueDate: '2026-03-19T23:30:00.000Z' })).toBe('20. 3. 2026');
    expect(orderInvoiceDueDate({ createdAt: '2026-03-05T10:00:00.000Z', dueDate: null })).toBe('5. 4. 2026');
  });
});

describe('the note of a moved due date', () => {
  it('names the first due date, the new one and the day of the change, on the Bratislava calendar', () => {
    const change = { from: '2026-03-19T10:00:00.000Z', at: '2026-03-17T23:30:00.000Z' };
    expect(dueDateChangeNote({ dueDate: '2026-03-26T10:00:00.000Z', dueDateChange: change })).toBe(
      'Zmena dátumu splatnosti z 19. 3. 2026 na 26. 3. 2026 dňa 18. 3. 2026.',
    );
  });

  it('is empty while the due date never moved, and for an order without one', () => {
    expect(dueDateChangeNote({ dueDate: '2026-03-26T10:00:00.000Z', dueDateChange: null })).toBe('');
    expect(dueDateChangeNote({ dueDate: null, dueDateChange: { from: '2026-03-19T10:00:00.000Z', at: '2026-03-17T10:00:00.000Z' } })).toBe(
      '',
    );
  });
});

describe('one formatter', () => {
  it('is the shop-wide one, also for the SQLite text the mails may read', () => {
    expect(slovakDate).toBe(shopDate);
    expect(invoiceDueDate('2026-12-31 23:30:00')).toBe('1. 2. 2027'); // already 1 January in Bratislava
    expect(invoiceDueDate('nie dátum')).toBe('');
  });
});
