/**
 * A country as a buyer may type it, folded to compare: without diacritics, case or extra spaces
 * ('  Česká  republika' → 'ceska republika'). One fold for every rule that recognises a country by name
 * (Slovakia's spellings in pricing.ts, Czechia's PSČ in address-rules.ts, the codes in delivery-methods.ts).
 * Zod-free and tiny: the checkout and the product page's buy box import it.
 */
export function foldCountryName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
