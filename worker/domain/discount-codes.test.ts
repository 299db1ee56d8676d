import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, codeRefusal, discountCodeSchema, normalizeCode, shopDay, showCodeDay, toApiDiscountCode } from './discount-codes';
import { codeDiscountCents, meetsCodeMinimum, priceOrder } from './pricing';
import { DEFAULT_DELIVERY_SETTINGS, rateFor } from './delivery';

/* Discount codes as pure rules (issue 30 item 4): what staff may write, when a code may price an order, and what it takes off. */

const form = (o: Record<string, unknown> = {}) => ({ code: 'jar-2026', kind: 'percent', amount: 10, ...o });
const parsed = (o: Record<string, unknown> = {}) => discountCodeSchema.safeParse(form(o));
const message = (o: Record<string, unknown>) => {
  const r = parsed(o);
  return r.success ? null : r.error.issues[0].message;
};

describe('the staff form', () => {
  it('stores the code in capitals, a percent as it is, an amount and the minimum in cents, no limits as null', () => {
    expect(parsed().data).toEqual({
      code: 'JAR-2026',
      kind: 'percent',
      amount: 10,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrderCents: 0,
      isActive: true,
    });
    expect(
      parsed({
        code: ' leto5 ',
        kind: 'amount',
        amount: 5.5,
        validFrom: '2026-06-01',
        validUntil: '2026-06-30',
        maxUses: 5,
        maxUsesPerCustomer: 1,
        minOrder: 20.1,
        active: false,
      }).data,
    ).toEqual({
      code: 'LETO5',
      kind: 'amount',
      amount: 550,
      validFrom: '2026-06-01',
      validUntil: '2026-06-30',
      maxUses: 5,
      maxUsesPerCustomer: 1,
      minOrderCents: 2010,
      isActive: false,
    });
    // The form's empty dates mean none.
    expect(parsed({ validFrom: '', validUntil: '' }).data).toMatchObject({ validFrom: null, validUntil: null });
  });

  it.each([
    ['a code too short', { code: 'AB' }, /3 až 32 znakov/],
    ['a code too long', { code: 'A'.repeat(33) }, /3 až 32 znakov/],
    ['a code with diacritics', { code: 'ĽETO' }, /bez diakritiky/],
    ['a code with a space inside', { code: 'JAR 2026' }, /bez diakritiky/],
    ['an unknown kind', { kind: 'gift' }, /percentá alebo suma/],
    ['a percent of 0', { amount: 0 }, /od 1 do 100/],
    ['a percent over 100', { amount: 101 }, /od 1 do 100/],
    ['a percent with decimals', { amount: 12.5 }, /od 1 do 100/],
    ['an amount of 0', { kind: 'amount', amount: 0 }, /od 0,01/],
    ['an amount over the most', { kind: 'amount', amount: 1000.01 }, /od 0,01/],
    ['an amount with a fraction of a cent', { kind: 'amount', amount: 1.005 }, /na centy/],
    ['a date that is no day', { validFrom: '2026-02-30' }, /RRRR-MM-DD/],
    ['a date in another format', { validUntil: '30. 6. 2026' }, /RRRR-MM-DD/],
    ['the end before the start', { validFrom: '2026-06-02', validUntil: '2026-06-01' }, /nesmie byť pred/],
    ['a limit of 0', { maxUses: 0 }, /celé číslo od 1/],
    ['a customer limit with decimals', { maxUsesPerCustomer: 1.5 }, /celé číslo od 1/],
    ['a negative minimum', { minOrder: -1 }, /Minimálna objednávka/],
    ['an unknown field', { percent: 5 }, /Neznáme pole „percent“/],
  ])('refuses %s', (_what, o, expected) => {
    expect(message(o)).toMatch(expected);
  });

  it('marks the field a refusal is about (the form puts the message under it)', () => {
    const issue = (o: Record<string, unknown>) => {
      const r = parsed(o);
      return r.success ? null : { path: r.error.issues[0].path, message: r.error.issues[0].message };
    };
    expect(issue({ amount: 0 })).toEqual({ path: ['amount'], message: 'Zľava v percentách: celé číslo od 1 do 100.' });
    expect(issue({ kind: 'amount', amount: 0 })).toEqual({ path: ['amount'], message: 'Zľava v eurách: suma od 0,01 do 1000 € na centy.' });
    expect(issue({ validFrom: '2026-06-02', validUntil: '2026-06-01' })).toEqual({
      path: ['validUntil'],
      message: 'Dátum „Platí do“ nesmie byť pred dátumom „Platí od“.',
    });
  });

  it('takes the same start and end day (a one-day code), one end only, and the smallest and largest figures', () => {
    expect(parsed({ validFrom: '2026-06-01', validUntil: '2026-06-01' }).success).toBe(true);
    expect(parsed({ validFrom: '2026-06-01' }).data).toMatchObject({ validFrom: '2026-06-01', validUntil: null });
    expect(parsed({ validUntil: '2026-06-01' }).data).toMatchObject({ validFrom: null, validUntil: '2026-06-01' });
    expect(parsed({ amount: 100 }).success).toBe(true);
    expect(parsed({ amount: 1 }).data).toMatchObject({ amount: 1 });
    expect(parsed({ kind: 'amount', amount: 0.01 }).data).toMatchObject({ amount: 1 });
    expect(parsed({ kind: 'amount', amount: 19.99 }).data).toMatchObject({ amount: 1999 });
    expect(parsed({ kind: 'amount', amount: 1000, minOrder: 10000 }).data).toMatchObject({ amount: 100000, minOrderCents: 1000000 });
  });

  it('answers euros where the row holds cents', () => {
    const row = {
      id: 7,
      code: 'LETO5',
      kind: 'amount' as const,
      amount: 550,
      validFrom: null,
      validUntil: '2026-06-30',
      maxUses: 5,
      maxUsesPerCustomer: null,
      minOrderCents: 2010,
      isActive: true,
      createdAt: 'x',
    };
    expect(toApiDiscountCode(row, 2)).toEqual({
      _id: '7',
      code: 'LETO5',
      kind: 'amount',
      amount: 5.5,
      validFrom: null,
      validUntil: '2026-06-30',
      maxUses: 5,
      maxUsesPerCustomer: null,
      minOrder: 20.1,
      active: true,
      uses: 2,
      createdAt: 'x',
    });
    expect(toApiDiscountCode({ ...row, kind: 'percent', amount: 15 }, 0)).toMatchObject({ amount: 15 });
  });
});

describe('whether a code may price an order now', () => {
  const code = {
    isActive: true,
    validFrom: '2026-12-01',
    validUntil: '2026-12-24',
    maxUses: 5,
    maxUsesPerCustomer: 1,
    minOrderCents: 2000,
  };
  const at = (iso: string, o: Partial<{ itemsCents: number; usesByCustomer: number; usesInAll: number }> = {}) =>
    codeRefusal(code, { now: new Date(iso), itemsCents: 2000, usesByCustomer: 0, usesInAll: 0, ...o });

  it('is valid from the first day 00:00 to the last day 23:59 in Bratislava, whatever the UTC date', () => {
    // 30 Nov 23:30 UTC is already 1 Dec 00:30 in Bratislava (winter, UTC+1).
    expect(at('2026-11-30T23:30:00Z')).toBeNull();
    expect(at('2026-11-30T22:59:59Z')).toBe(CODE_MESSAGES.notYet('1. 12. 2026'));
    expect(at('2026-12-24T22:59:59Z')).toBeNull();
    expect(at('2026-12-24T23:00:00Z')).toBe(CODE_MESSAGES.expired('24. 12. 2026'));
    expect(CODE_MESSAGES.expired('24. 12. 2026')).toBe('Platnosť tohto zľavového kódu skončila 24. 12. 2026.');
  });

  it('without dates is valid on any day', () => {
    expect(
      codeRefusal(
        { ...code, validFrom: null, validUntil: null },
        { now: new Date('2000-01-01T00:00:00Z'), itemsCents: 2000, usesByCustomer: 0, usesInAll: 0 },
      ),
    ).toBeNull();
  });

  it('is used up at its limit in all, used by this buyer at the customer limit; no limit is none', () => {
    const day = '2026-12-10T10:00:00Z';
    expect(at(day, { usesInAll: 4 })).toBeNull();
    expect(at(day, { usesInAll: 5 })).toBe(CODE_MESSAGES.usedUp);
    expect(at(day, { usesByCustomer: 1 })).toBe(CODE_MESSAGES.usedByYou);
    const free = { ...code, maxUses: null, maxUsesPerCustomer: null };
    expect(codeRefusal(free, { now: new Date(day), itemsCents: 2000, usesByCustomer: 99, usesInAll: 9999 })).toBeNull();
  });

  it('needs the minimum order: exactly the minimum qualifies, a cent less does not', () => {
    const day = '2026-12-10T10:00:00Z';
    expect(at(day, { itemsCents: 2000 })).toBeNull();
    expect(at(day, { itemsCents: 1999 })).toBe('Kód platí pre objednávky od 20,00\u00a0€.');
    expect(meetsCodeMinimum(0, 0)).toBe(true);
    expect(meetsCodeMinimum(1999, 2000)).toBe(false);
  });

  it('a switched-off code is refused first, then dates, limits and the minimum in that order', () => {
    expect(
      codeRefusal(
        { ...code, isActive: false },
        { now: new Date('2026-12-10T10:00:00Z'), itemsCents: 2000, usesByCustomer: 0, usesInAll: 0 },
      ),
    ).toBe(CODE_MESSAGES.inactive);
    expect(at('2027-01-01T10:00:00Z', { usesInAll: 5, itemsCents: 0 })).toBe(CODE_MESSAGES.expired('24. 12. 2026'));
    expect(at('2026-12-10T10:00:00Z', { usesInAll: 5, usesByCustomer: 1, itemsCents: 0 })).toBe(CODE_MESSAGES.usedUp);
    expect(at('2026-12-10T10:00:00Z', { usesByCustomer: 1, itemsCents: 0 })).toBe(CODE_MESSAGES.usedByYou);
  });

  it('days on the shop calendar, as people read them', () => {
    expect(shopDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(shopDay(new Date('2026-03-05T10:00:00Z'))).toBe('2026-03-05');
    expect(showCodeDay('2026-03-05')).toBe('5. 3. 2026');
  });

  it('a typed code is compared in capitals, without the spaces around', () => {
    expect(normalizeCode(' jar-2026 ')).toBe('JAR-2026');
  });
});

describe('what a code takes off (pricing.ts)', () => {
  it('a percent of the items rounded to the cent; an amount as it is; never more than the items', () => {
    expect(codeDiscountCents(1995, { kind: 'percent', amount: 10 })).toBe(200); // 199,5 → 200
    expect(codeDiscountCents(1985, { kind: 'percent', amount: 10 })).toBe(199); // 198,5 → 199
    expect(codeDiscountCents(1000, { kind: 'percent', amount: 100 })).toBe(1000);
    expect(codeDiscountCents(1000, { kind: 'amount', amount: 550 })).toBe(550);
    expect(codeDiscountCents(400, { kind: 'amount', amount: 550 })).toBe(400);
    expect(codeDiscountCents(1000, null)).toBe(0);
  });

  it('prices after each product own or sale price, and the total never goes below zero', () => {
    const products = new Map([
      [1, { name: 'A', image: '', priceCents: 2000, discount: 10, discountedPriceCents: 1800 }],
      [2, { name: 'B', image: '', priceCents: 500, discount: 0, discountedPriceCents: 500 }],
    ]);
    const settings = DEFAULT_DELIVERY_SETTINGS;
    const delivery = {
      method: 'post' as const,
      rate: rateFor(settings, 'post', 'Slovensko'),
      weightGrams: 300,
      cashOnDelivery: false,
      settings,
    };
    const lines = [
      { productId: 1, qty: 2 },
      { productId: 2, qty: 1 },
    ];
    // Items 2 × 18,00 + 5,00 = 41,00 €; 10 % of that is 4,10 €, not 10 % of the list prices (4,50 €).
    const ten = priceOrder(lines, products, delivery, { kind: 'percent', amount: 10 });
    expect(ten).toMatchObject({ itemsCents: 4100, discountCents: 410, totalCents: 4100 - 410 + (ten.shippingCents ?? 0) });
    const all = priceOrder(lines, products, delivery, { kind: 'amount', amount: 100000 });
    expect(all.discountCents).toBe(4100);
    expect(all.totalCents).toBe(all.shippingCents);
    expect(all.totalCents).toBeGreaterThanOrEqual(0);
  });
});
