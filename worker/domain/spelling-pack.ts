/**
 * The typo search's vocabulary (spelling.ts) as one text, so that it is built once in the background and stored
 * (table `search_vocabulary`), and a search only reads it: unpacking 10,000 words is a split and a Map, not the
 * build's pass over every product's texts. One line a word, in the sorted order of the folded words:
 * `folded<TAB>count`, with `<TAB>shown` after it when the shown form differs (accents). Words are letters and
 * digits only (wordsOf), so neither separator can occur in one.
 */
import { buildVocabulary, type Vocabulary, type VocabularyWord } from './spelling';

export function packVocabulary(vocabulary: Vocabulary): string {
  return vocabulary.sorted
    .map((key) => {
      const { shown, count } = vocabulary.words.get(key)!;
      return shown === key ? `${key}\t${count}` : `${key}\t${count}\t${shown}`;
    })
    .join('\n');
}

export function unpackVocabulary(packed: string): Vocabulary {
  const words = new Map<string, VocabularyWord>();
  const sorted: string[] = [];
  if (packed) {
    for (const line of packed.split('\n')) {
      const [key, count, shown] = line.split('\t');
      words.set(key, { shown: shown ?? key, count: Number(count) });
      sorted.push(key);
    }
  }
  return { words, sorted };
}

/** Each published product's texts (name, author, tags, categories) → the packed vocabulary: the background build's work. */
export function packedVocabularyOf(products: readonly (readonly string[])[]): string {
  return packVocabulary(buildVocabulary(products));
}
