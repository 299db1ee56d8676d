import type { Db } from '~/db/client';
import { searchableTexts } from '~/db/queries/catalogue/catalogue';
import { readCatalogueVersion } from '~/db/queries/catalogue/catalogue-version';
import {
  claimVocabularyBuild,
  readStoredVocabulary,
  readVocabularyFreshness,
  releaseVocabularyClaim,
  storeVocabulary,
} from '~/db/queries/search/search-vocabulary';
import type { AppDeps } from '../../deps';
import { correctKeyword, type Vocabulary } from '../../domain/spelling';
import { unpackVocabulary } from '../../domain/spelling-pack';

/**
 * The catalogue's words for correcting typos (worker/domain/spelling.ts), built from every published product's
 * name, author, tags and categories. Building them costs 0.15–0.45 s of CPU at 10,000 products, so no search
 * builds: the build runs in the background (on a thread of its own on Node: `deps.buildSearchVocabulary`) after a
 * product write, on the schedule, and when a search finds the stored words older than the catalogue, and it is
 * stored (table `search_vocabulary`) with the catalogue version it was read at. A search only reads the stored words.
 */
export type VocabularyDeps = Pick<AppDeps, 'db' | 'now' | 'log' | 'waitUntil' | 'buildSearchVocabulary'>;

/** A claimed build not ended after this long is taken to have died with its process: another may start. */
const CLAIM_TERM_MS = 5 * 60_000;

/** The stored words as last unpacked in this process or isolate, per database: unpacked again only when newer ones are stored. */
const unpacked = new WeakMap<Db, { version: number; vocabulary: Promise<Vocabulary> }>();

/**
 * THE typo fallback of every public search (the product search, a sorted list's search, the header's suggestions):
 * `find` the text as typed; when that finds nothing (`none`), correct it with the stored words and `find` once
 * more. The answer names the correction only when the corrected text found something.
 */
export async function findCorrectingTypos<T>(
  deps: VocabularyDeps,
  text: string,
  find: (text: string) => Promise<T>,
  none: (found: T) => boolean,
): Promise<{ found: T; corrected?: string }> {
  const found = await find(text);
  if (!none(found)) return { found };
  const vocabulary = await storedVocabulary(deps);
  const corrected = vocabulary ? correctKeyword(text, vocabulary) : null;
  if (!corrected) return { found };
  const again = await find(corrected);
  return none(again) ? { found } : { found: again, corrected };
}

/**
 * The stored vocabulary for a search that found nothing, or undefined while none has been built (no correction
 * then). Words older than the catalogue are used all the same (a correction a few minutes stale is harmless: the
 * corrected search runs on the live index), and a build is asked for in the background.
 */
async function storedVocabulary(deps: VocabularyDeps): Promise<Vocabulary | undefined> {
  const { built, current } = await readVocabularyFreshness(deps.db);
  if (built < current) void askForVocabularyBuild(deps);
  if (built === 0) return undefined;
  const kept = unpacked.get(deps.db);
  if (kept && kept.version === built) return kept.vocabulary;
  const entry = { version: built, vocabulary: readStoredVocabulary(deps.db).then((r) => unpackVocabulary(r.words)) };
  unpacked.set(deps.db, entry);
  return entry.vocabulary.catch((err) => {
    // A failed read is not kept (the next search tries again) and costs this search only its correction (its
    // answer stays in the read cache until the catalogue changes: a missing correction, never a wrong one).
    if (unpacked.get(deps.db) === entry) unpacked.delete(deps.db);
    deps.log('error', 'search vocabulary not read', { error: String(err) });
    return undefined;
  });
}

/** Builds asked for in this process or isolate, per database: one runs, and asks made meanwhile make one more after it. */
const building = new WeakMap<Db, { again: boolean; done: Promise<void> }>();

/**
 * Asks for the vocabulary to be brought up to the catalogue's version, after the answer (`deps.waitUntil`). Many
 * asks, one build: while one runs here, asks only mark that it must look again when it ends; across processes and
 * isolates the stored row's claim (db/queries/search/search-vocabulary.ts) lets one build at a time. The promise (for the
 * scheduled job) ends when the build does and never rejects.
 */
export function askForVocabularyBuild(deps: VocabularyDeps): Promise<void> {
  const running = building.get(deps.db);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await buildStaleVocabulary(deps);
      } while (state.again);
    } catch (err) {
      deps.log('error', 'search vocabulary not built', { error: String(err) });
    } finally {
      building.delete(deps.db);
    }
  })();
  building.set(deps.db, state);
  deps.waitUntil(state.done);
  return state.done;
}

/**
 * Builds and stores the vocabulary of the catalogue's current version, unless the stored one is that version
 * already or another build holds the claim. True when it built. The version is read before the products: a write
 * in between leaves the stored words marked older than they are, so they are only built once more.
 */
export async function buildStaleVocabulary(deps: VocabularyDeps): Promise<boolean> {
  const version = await readCatalogueVersion(deps.db);
  const now = deps.now();
  const claimedAt = now.toISOString();
  const cutoff = new Date(now.getTime() - CLAIM_TERM_MS).toISOString();
  if (!(await claimVocabularyBuild(deps.db, { version, at: claimedAt, cutoff }))) return false;
  try {
    const words = await deps.buildSearchVocabulary(await searchableTexts(deps.db));
    await storeVocabulary(deps.db, { version, words, at: deps.now().toISOString(), claimedAt });
  } catch (err) {
    await releaseVocabularyClaim(deps.db, claimedAt).catch(() => undefined);
    throw err;
  }
  return true;
}
