import { isDomestic } from './pricing';
import { foldCountryName } from './country-name';

/**
 * The shape rules of an address's postal code and phone number, one copy for the checkout's browser check and the
 * server's order schema (worker/domain/orders.ts). Pure: no I/O. Empty values are not judged here: whether a field
 * is required is the schema's business, and it says so in its own words.
 */

/** Slovak and Czech PSČ: five digits, one space allowed after the third (`010 01`, `01001`). */
const FIVE_DIGIT_PSC = /^\d{3} ?\d{2}$/;
/** Elsewhere postcodes differ (`SW1A 1AA`, `D02 X285`, `12345-6789`): letters, digits, spaces, hyphens, 2–12 characters. */
const ANY_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
/** Digits and spaces with an optional leading +; the number of digits is checked apart. */
const PHONE = /^\+?[0-9 ]+$/;
/** Shortest local number to the longest international one (ITU E.164 allows 15 digits). */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** Spellings of Czechia a buyer may type (compared without diacritics, case or extra spaces). */
const CZECHIA_ALIASES = new Set(['cesko', 'ceska republika', 'cr', 'cz', 'czechia', 'czech republic', 'czech', 'tschechien']);

/** Slovakia and Czechia write the PSČ the same way: five digits. */
export function usesFiveDigitPsc(country: string): boolean {
  return isDomestic(country) || CZECHIA_ALIASES.has(foldCountryName(country));
}

/** `label` is the field's name as the form shows it ('PSČ', 'Fakturačné PSČ'), so the message names it. */
export function postalCodeProblem(postalCode: string, country: string, label = 'PSČ'): string | null {
  const code = postalCode.trim();
  if (!code) return null;
  if (usesFiveDigitPsc(country)) {
    return FIVE_DIGIT_PSC.test(code) ? null : `${label}: na Slovensku a v Česku má päť číslic, napríklad 010 01.`;
  }
  return ANY_POSTCODE.test(code) ? null : `${label}: zadajte 2 až 12 písmen alebo číslic (medzera a pomlčka sú povolené).`;
}

export const PHONE_MESSAGE = `Telefón: zadajte ${PHONE_DIGITS.min} až ${PHONE_DIGITS.max} číslic (medzery a + na začiatku sú povolené).`;

export function phoneProblem(phone: string): string | null {
  const p = phone.trim();
  if (!p) return null;
  const digits = p.replace(/\D/g, '').length;
  return PHONE.test(p) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? null : PHONE_MESSAGE;
}
