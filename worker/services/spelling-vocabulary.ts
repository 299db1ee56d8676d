import type { Db } from '../../db/client';
import { searchableTexts } from '../../db/queries/catalog';
import { readCatalogueVersion } from '../../db/queries/catalogue-version';
import { buildVocabulary, type Vocabulary } from '../domain/spelling';

/** One vocabulary per database, kept until the catalogue version moves (any product write moves it). */
const kept = new WeakMap<Db, { version: number; vocabulary: Promise<Vocabulary> }>();

/**
 * The catalogue's words for correcting typos (worker/domain/spelling.ts). Built from every published product's
 * name, author, tags and categories, so it is read once per catalogue version, not per search: a search that finds nothing
 * costs one read of the one-row version table and the comparisons.
 */
export async function catalogueVocabulary(db: Db): Promise<Vocabulary> {
  const version = await readCatalogueVersion(db);
  const cached = kept.get(db);
  if (cached && cached.version === version) return cached.vocabulary;
  const entry = { version, vocabulary: searchableTexts(db).then(buildVocabulary) };
  kept.set(db, entry);
  // A failed read is not kept: the next search tries again.
  entry.vocabulary.catch(() => kept.get(db) === entry && kept.delete(db));
  return entry.vocabulary;
}
