/**
 * Turns what a person typed into a safe FTS5 MATCH expression. Raw text in MATCH throws on quotes,
 * parentheses, `-`, `*`, `:` and keywords like AND/NEAR, so we keep only letters and digits, quote each word
 * and let the last one match as a prefix ("zivo" finds "Život" while typing).
 * Returns null when nothing searchable is left (the caller then answers with an empty list).
 */
export function toFtsQuery(text: string): string | null {
  const words = (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `"${w}"*` : `"${w}"`)).join(' ');
}

/** Lower-case, diacritics removed: for comparisons outside SQL (e.g. slugs, sorting keys). */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
