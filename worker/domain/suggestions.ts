/**
 * Suggestions while typing in the header search (issue 31): up to eight titles and authors for what has been typed
 * so far, accent-blind (`zivo` → 'Život viery') and, through the search's own correction (spelling.ts), forgiving
 * typos. Pure: the candidates are the products the search index finds in names and authors
 * (db/queries/search/suggestions.ts), in its order of relevance; here they become titles and authors and are ranked.
 */
import { z } from 'zod';
import { foldDiacritics } from './search';
import { wordsOf } from './spelling';
import { strictObject } from './strict-object';
import { SUGGESTION_LIMIT, suggestible } from './suggestion-text';

export { SUGGESTION_LIMIT };
/** Longer than any title: the field asks for suggestions only while someone types. */
const SUGGESTION_MAX_LENGTH = 100;

const SUGGESTION_MESSAGES = {
  tooShort: 'Napíšte aspoň dve písmená.',
  tooLong: 'Hľadaný text je príliš dlhý.',
  params: 'Neplatné parametre požiadavky.',
} as const;

/** `GET /api/suggestions?q=`: the text typed so far; other parameters are refused, as on the list endpoints. */
export const suggestionQuerySchema = strictObject(
  {
    q: z
      .string({ message: SUGGESTION_MESSAGES.tooShort })
      .max(SUGGESTION_MAX_LENGTH, { message: SUGGESTION_MESSAGES.tooLong })
      .refine(suggestible, { message: SUGGESTION_MESSAGES.tooShort }),
  },
  SUGGESTION_MESSAGES.params,
);

/** A published product the search index found for the words typed. */
export interface SuggestionCandidate {
  id: number;
  name: string;
  author: string;
}

/** A title opens its product's page; an author opens the search for the author's name. */
const apiSuggestionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('title'), id: z.string(), name: z.string(), author: z.string() }),
  z.strictObject({ kind: z.literal('author'), name: z.string() }),
]);
export type ApiSuggestion = z.output<typeof apiSuggestionSchema>;

/** The answer: `correctedQuery` only when the words typed found nothing and their correction did (as the search's `correctedKeyword`). */
export const apiSuggestionsSchema = z.strictObject({
  suggestions: z.array(apiSuggestionSchema).max(SUGGESTION_LIMIT),
  correctedQuery: z.string().optional().meta({ description: 'Len keď napísaný text nenašiel nič: opravený text, ktorého návrhy to sú.' }),
});
export type ApiSuggestions = z.output<typeof apiSuggestionsSchema>;

const folded = (text: string) => wordsOf(text).map(foldDiacritics);

/**
 * How well a text answers the words typed (all folded): 0 when it begins with them, 1 when each is one of its
 * words (the last one, still being typed, may be the start of one), undefined otherwise.
 */
export function matchStrength(text: readonly string[], typed: readonly string[]): 0 | 1 | undefined {
  if (typed.length === 0) return undefined;
  const last = typed.length - 1;
  const fits = (word: string, i: number) => (i === last ? word.startsWith(typed[i]) : word === typed[i]);
  if (typed.every((_, i) => text[i] !== undefined && fits(text[i], i))) return 0;
  return typed.every((_, i) => text.some((word) => fits(word, i))) ? 1 : undefined;
}

/** Titles answered only by name and author together ('zivot nee') come after every title or author that answers alone. */
const TOGETHER = 2;

/**
 * The suggestions for `typed` from the candidates (in the index's order of relevance): each product's title whose
 * name, or name and author together, have the words, and each author whose name has them. Ranked by how well they
 * answer (beginning with the words, then having them), a title before an author that answers as well, then in the
 * index's order; one entry per author.
 */
export function rankSuggestions(typed: string, candidates: readonly SuggestionCandidate[], limit = SUGGESTION_LIMIT): ApiSuggestion[] {
  const words = folded(typed);
  const ranked: { strength: number; kind: number; suggestion: ApiSuggestion }[] = [];
  const authors = new Set<string>();
  for (const c of candidates) {
    const name = folded(c.name);
    const author = c.author.trim();
    const authorWords = folded(author);
    const strength = matchStrength(name, words) ?? (matchStrength([...name, ...authorWords], words) === undefined ? undefined : TOGETHER);
    if (strength === undefined) continue;
    ranked.push({ strength, kind: 0, suggestion: { kind: 'title', id: String(c.id), name: c.name, author: c.author } });
    const byAuthor = matchStrength(authorWords, words);
    const key = authorWords.join(' ');
    if (byAuthor === undefined || authors.has(key)) continue;
    authors.add(key);
    ranked.push({ strength: byAuthor, kind: 1, suggestion: { kind: 'author', name: author } });
  }
  // Pushed in the index's order, and sort is stable: equals keep it.
  ranked.sort((a, b) => a.strength - b.strength || a.kind - b.kind);
  return ranked.slice(0, limit).map((r) => r.suggestion);
}
