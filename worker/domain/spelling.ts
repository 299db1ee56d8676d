/**
 * Search that forgives typos (issue 20): when the accent-blind search finds nothing, each word a reader typed that
 * no title, author, tag or category has is replaced by the nearest word that one has, within one or two edits (a swap of two
 * neighbouring letters counts as one: `zivto` → `život`). Pure: the vocabulary is built from the published
 * products' names, authors, tags and categories in the background and stored packed (spelling-pack.ts,
 * worker/services/search/spelling-vocabulary.ts); a search only reads it (worker/services/catalogue/catalogue.ts).
 */
import { foldDiacritics } from './search';

/** A word of the catalogue: its folded form is the key; `shown` keeps the accents people read. */
export interface VocabularyWord {
  shown: string;
  /** How many products' names, authors or tags have it: the commoner word wins a tie. */
  count: number;
}

export interface Vocabulary {
  /** Folded word → the word. */
  words: Map<string, VocabularyWord>;
  /** The folded words in order, for the prefix test of the last word typed. */
  sorted: string[];
}

/** The words as FTS5's unicode61 tokenizer splits them: letters and digits. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Each product's texts (name, author, tags, categories) → the words, counted once per product. */
export function buildVocabulary(products: readonly (readonly string[])[]): Vocabulary {
  const words = new Map<string, VocabularyWord>();
  /** Per folded word, how often each written form occurs: the commonest is the one shown. */
  const forms = new Map<string, Map<string, number>>();
  // Names repeat their words (authors, series, categories): fold each written form once.
  const folded = new Map<string, string>();
  for (const texts of products) {
    const seen = new Set<string>();
    for (const text of texts) {
      for (const word of wordsOf(text)) {
        const shown = word.toLowerCase();
        let key = folded.get(shown);
        if (key === undefined) {
          key = foldDiacritics(shown);
          folded.set(shown, key);
        }
        const counts = forms.get(key) ?? new Map<string, number>();
        counts.set(shown, (counts.get(shown) ?? 0) + 1);
        forms.set(key, counts);
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = words.get(key);
        if (entry) entry.count++;
        else words.set(key, { shown, count: 1 });
      }
    }
  }
  for (const [key, counts] of forms) {
    words.get(key)!.shown = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  }
  return { words, sorted: [...words.keys()].sort() };
}

/** Whether some catalogue word starts with `prefix` (binary search in the sorted words). */
function startsSomeWord(prefix: string, sorted: readonly string[]): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo].startsWith(prefix);
}

/** Edits allowed for a word of this length: none for one or two letters, one up to four, two from five on. */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  return length <= 4 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours) when it is
 * at most `max`, otherwise `max + 1`: rows are abandoned as soon as every cell exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** The catalogue's word nearest to `folded` within its allowed edits, or undefined. */
function nearestWord(folded: string, vocabulary: Vocabulary): VocabularyWord | undefined {
  const max = allowedEdits(folded.length);
  let best: { word: VocabularyWord; key: string; distance: number } | undefined;
  for (const [key, word] of vocabulary.words) {
    const distance = editDistance(folded, key, max);
    if (distance > max) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (word.count > best.word.count || (word.count === best.word.count && key < best.key)));
    if (better) best = { word, key, distance };
  }
  return best?.word;
}

/** The reader's capital first letter kept: `Watchmen` → `Watchman`, `zivto` → `život`. */
function inReadersCase(typed: string, shown: string): string {
  const capital = typed[0] !== typed[0].toLowerCase();
  return capital ? shown[0].toUpperCase() + shown.slice(1) : shown;
}

/**
 * What to search for instead of `keyword`, or null when there is nothing to correct: every word is already a
 * catalogue word (the last one may be the start of one, as the search matches it as a prefix), or a word that
 * is not has no catalogue word near enough (a keyword nowhere near anything stays without results).
 */
export function correctKeyword(keyword: string, vocabulary: Vocabulary): string | null {
  const words = wordsOf(keyword).slice(0, 12);
  let changed = false;
  const corrected: string[] = [];
  for (const [i, word] of words.entries()) {
    const folded = foldDiacritics(word);
    const isLast = i === words.length - 1;
    if (vocabulary.words.has(folded) || (isLast && startsSomeWord(folded, vocabulary.sorted))) {
      corrected.push(word);
      continue;
    }
    const nearest = nearestWord(folded, vocabulary);
    if (!nearest) return null;
    corrected.push(inReadersCase(word, nearest.shown));
    changed = true;
  }
  return changed ? corrected.join(' ') : null;
}
