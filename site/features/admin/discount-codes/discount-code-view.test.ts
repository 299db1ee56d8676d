import { describe, expect, it } from 'vitest';
import type { ApiDiscountCode } from '~/worker/domain/discount-codes';
import { bodyOf, checkDraft, discountText, draftOf, EMPTY_DRAFT, usesText, validityText } from './discount-code-view';

const stored: ApiDiscountCode = {
  _id: '3',
  code: 'LETO5',
  kind: 'amount',
  amount: 5.5,
  validFrom: '2026-06-01',
  validUntil: '2026-06-30',
  maxUses: 5,
  maxUsesPerCustomer: 1,
  minOrder: 20,
  active: true,
  uses: 2,
  createdAt: '',
};

describe('the staff list of codes', () => {
  it('reads the discount, the validity and the uses as staff say them', () => {
    expect(discountText(stored)).toBe('5,50\u00a0€ (od 20,00\u00a0€)');
    expect(discountText({ kind: 'percent', amount: 10, minOrder: 0 })).toBe('10 %');
    expect(validityText(stored)).toBe('od 1. 6. 2026 do 30. 6. 2026');
    expect(validityText({ validFrom: null, validUntil: '2026-06-30' })).toBe('do 30. 6. 2026');
    expect(validityText({ validFrom: null, validUntil: null })).toBe('bez obmedzenia');
    expect(usesText(stored)).toBe('2 / 5 (najviac 1× na zákazníka)');
    expect(usesText({ uses: 7, maxUses: null, maxUsesPerCustomer: null })).toBe('7');
  });
});

describe('the staff form', () => {
  it('a stored code goes to the form and back to the same body', () => {
    expect(bodyOf(draftOf(stored))).toEqual({
      code: 'LETO5',
      kind: 'amount',
      amount: 5.5,
      validFrom: '2026-06-01',
      validUntil: '2026-06-30',
      maxUses: 5,
      maxUsesPerCustomer: 1,
      minOrder: 20,
      active: true,
    });
    expect(draftOf({ ...stored, maxUses: null, minOrder: 0 })).toMatchObject({ maxUses: '', minOrder: '' });
  });

  it('empty fields are no limit and no minimum; a decimal comma is read', () => {
    expect(bodyOf({ ...EMPTY_DRAFT, code: 'x', kind: 'amount', amount: '2,50' })).toMatchObject({
      amount: 2.5,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrder: 0,
      validFrom: null,
    });
  });

  it('is checked as the server checks it, each wrong field marked', () => {
    expect(checkDraft({ ...EMPTY_DRAFT, code: 'JAR', amount: '10' })).toBeNull();
    const refused = checkDraft({ ...EMPTY_DRAFT, code: 'x', amount: '', maxUses: 'dva' });
    expect(refused?.fields).toMatchObject({
      code: expect.stringMatching(/3 až 32/),
      amount: expect.stringMatching(/Zľava/),
      maxUses: expect.stringMatching(/Počet použití/),
    });
    expect(refused?.message).toBe(refused?.fields.code);
  });
});
