import { describe, expect, it } from 'vitest';
import { phoneProblem, postalCodeProblem, usesFiveDigitPsc } from './address-rules';

const FIVE = 'PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.';
const LOOSE = 'PSČ: zadajte 2 až 12 písmen alebo číslic (medzera a pomlčka sú povolené).';

describe('postalCodeProblem', () => {
  it('knows Slovakia and Czechia by any usual spelling', () => {
    for (const c of ['Slovensko', 'SK', 'slovakia', 'Česko', 'cesko', 'Česká  republika', 'CZ', 'Czechia', 'ČR'])
      expect(usesFiveDigitPsc(c), c).toBe(true);
    for (const c of ['Rakúsko', 'Poľsko', 'Slovinsko', '']) expect(usesFiveDigitPsc(c), c).toBe(false);
  });

  it('Slovakia and Czechia: five digits, one space allowed after the third', () => {
    for (const ok of ['010 01', '01001', ' 811 01 ']) expect(postalCodeProblem(ok, 'Slovensko'), ok).toBeNull();
    for (const ok of ['110 00', '60200']) expect(postalCodeProblem(ok, 'Česko'), ok).toBeNull();
    for (const bad of ['abc', '0100', '010001', '01 001', '010  01', '010-01', 'SK-01001']) {
      expect(postalCodeProblem(bad, 'Slovensko'), bad).toBe(FIVE);
      expect(postalCodeProblem(bad, 'CZ'), bad).toBe(FIVE);
    }
  });

  it('elsewhere: letters, digits, spaces and hyphens, 2 to 12 characters', () => {
    for (const ok of ['1010', 'SW1A 1AA', 'D02 X285', '12345-6789', 'K1A 0B6', '00-950'])
      expect(postalCodeProblem(ok, 'Iné'), ok).toBeNull();
    for (const bad of ['1', '#?!', '-1010', '1234567890123', 'PSČ 01']) expect(postalCodeProblem(bad, 'Rakúsko'), bad).toBe(LOOSE);
  });

  it('leaves an empty value to the required-field check and names the field it was given', () => {
    expect(postalCodeProblem('  ', 'Slovensko')).toBeNull();
    expect(postalCodeProblem('abc', 'Slovensko', 'Fakturačné PSČ')).toBe(
      'Fakturačné PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.',
    );
  });
});

describe('phoneProblem', () => {
  it('accepts digits and spaces with an optional leading +, 6 to 15 digits', () => {
    for (const ok of ['+421 900 123 456', '0900123456', '02 1234 5678', '123456', '+123456789012345', ''])
      expect(phoneProblem(ok), ok).toBeNull();
  });

  it('refuses letters, other signs, a + inside, and too few or too many digits', () => {
    for (const bad of [
      'abc',
      '0900-123-456',
      '0900/123456',
      '(02) 1234',
      '0900+123456',
      '++421900123456',
      '12345',
      '+',
      '1234567890123456',
    ]) {
      expect(phoneProblem(bad), bad).toMatch(/^Telefón: zadajte 6 až 15 číslic/);
    }
  });
});
