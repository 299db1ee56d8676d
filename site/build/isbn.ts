/**
 * A book's ISBN as the feeds need it: the 13 digits of a valid ISBN-13 (a book's EAN/GTIN is its ISBN-13). Staff
 * type ISBNs with hyphens or spaces (`978-80-556-1001-2`), sometimes an older ISBN-10 (`80-556-1001-X`), which is
 * turned into its ISBN-13 as the ISBN agency defines it (978 + the first nine digits + a new check digit).
 * Anything else is no identifier: Google is told `identifier_exists no` and Heureka gets no ISBN/EAN, rather than
 * a number that fails their check-digit test and gets the item refused.
 */

function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function validIsbn10(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (isbn[i] === 'X' ? 10 : Number(isbn[i])) * (10 - i);
  return sum % 11 === 0;
}

/** The ISBN-13 (digits only) of a typed ISBN-13 or ISBN-10 with a right check digit, else null. */
export function isbn13Of(typed: string): string | null {
  const isbn = typed.replace(/[\s-]/g, '').toUpperCase();
  if (/^97[89]\d{10}$/.test(isbn)) return isbn13CheckDigit(isbn) === Number(isbn[12]) ? isbn : null;
  if (/^\d{9}[\dX]$/.test(isbn) && validIsbn10(isbn)) {
    const first12 = `978${isbn.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return null;
}
