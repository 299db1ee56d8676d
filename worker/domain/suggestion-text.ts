/**
 * What the header search asks suggestions for (issue 31), shared by the API's schema (suggestions.ts) and the
 * browser's combobox (site/features/search/suggest.ts). No zod here: the header's script carries this file.
 */

/** At most this many suggestions: a list a phone shows whole under the field. */
export const SUGGESTION_LIMIT = 8;
/** Letters or digits typed before anything is suggested: one letter matches half the catalogue. */
const SUGGESTION_MIN_CHARS = 2;

/** Letters and digits, as the search index splits words (spelling.ts `wordsOf`). */
const CHARS = /[\p{L}\p{N}]/gu;

/** Whether `typed` has enough letters or digits to be suggested for. */
export function suggestible(typed: string): boolean {
  return (typed.normalize('NFC').match(CHARS)?.length ?? 0) >= SUGGESTION_MIN_CHARS;
}

/**
 * The text the browser asks for: trimmed, spaces collapsed and in small letters, which change no suggestion, so
 * `Život ` and `život` are one answer of the catalogue cache (keyed by the address). Null when not suggestible.
 */
export function suggestionText(typed: string): string | null {
  const text = typed.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return suggestible(text) ? text : null;
}
