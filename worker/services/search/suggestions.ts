import { suggestionCandidates } from '~/db/queries/search/suggestions';
import { toFtsQuery } from '../../domain/search';
import { rankSuggestions, type ApiSuggestions } from '../../domain/suggestions';
import { findCorrectingTypos, type VocabularyDeps } from './spelling-vocabulary';

/**
 * Products read for one answer: enough that the titles and the authors among them fill eight places in their
 * order, few enough that a two-letter prefix matching much of the catalogue stays one short read.
 */
const CANDIDATES = 40;

/**
 * The header search's suggestions for what has been typed (the route's schema has made sure of two letters or
 * digits). As the search does (catalog.ts `productPage`): when the words as typed find nothing, they are corrected
 * with the catalogue's stored words and looked up once more, and the answer names the correction. Drafts never:
 * the query reads published products only. The route's answer is kept in the catalogue cache until the catalogue
 * changes, so this runs once per text and catalogue version.
 */
export async function suggestionsFor(deps: VocabularyDeps, typed: string): Promise<ApiSuggestions> {
  // Never null: the schema let through only text with letters or digits, and a correction is catalogue words.
  const find = (text: string) => suggestionCandidates(deps.db, toFtsQuery(text)!, CANDIDATES);
  const { found, corrected } = await findCorrectingTypos(deps, typed, find, (rows) => rows.length === 0);
  if (!found.length) return { suggestions: [] };
  return corrected
    ? { suggestions: rankSuggestions(corrected, found), correctedQuery: corrected }
    : { suggestions: rankSuggestions(typed, found) };
}
