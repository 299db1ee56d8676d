import { describe, expect, it } from 'vitest';
import { dayCount, extendQuestion } from './unpaid-term-view';

describe('the question before an extension', () => {
  it('counts days in Slovak', () => {
    expect([1, 2, 4, 5, 7, 60].map(dayCount)).toEqual(['1 deň', '2 dni', '4 dni', '5 dní', '7 dní', '60 dní']);
  });

  it('names the new date (from the due date, or from now once it passed), the customer’s mail and the reissued invoice', () => {
    const order = { orderNumber: '20260012W', email: 'jana@example.sk', payUntil: '2026-12-12T09:00:00.000Z' };
    const now = new Date('2026-12-01T09:00:00.000Z');
    expect(extendQuestion(order, 7, now)).toBe(
      'Predĺžiť splatnosť objednávky 20260012W o 7 dní, do 19. 12. 2026 10:00? Zákazníkovi pošleme e-mail s novým dátumom splatnosti ' +
        '(jana@example.sk) a faktúru vystavíme znova pod tým istým číslom s poznámkou o zmene.',
    );
    expect(extendQuestion(order, 1, new Date('2026-12-20T09:00:00.000Z'))).toContain('o 1 deň, do 21. 12. 2026 10:00?');
  });
});
