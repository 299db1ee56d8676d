import { describe, expect, it } from 'vitest';
import { buildVocabulary, correctKeyword } from './spelling';
import { packedVocabularyOf, packVocabulary, unpackVocabulary } from './spelling-pack';

const products = [
  ['Normálny kresťanský život', 'Watchman Nee', 'viera, život', 'život', ''],
  ['Život viery', 'Watchman Nee', '', 'život', ''],
  ['Evanjelium Božie', 'Watchman Nee', '', 'evanjelium', 'ZIVOT'],
  ['Kniha 2', '', '', '', ''],
];

describe('the packed vocabulary', () => {
  it('unpacks to the very vocabulary it was built as: words, shown forms, counts and order', () => {
    const built = buildVocabulary(products);
    const unpacked = unpackVocabulary(packVocabulary(built));
    expect(unpacked.sorted).toEqual(built.sorted);
    expect([...unpacked.words]).toEqual([...built.words].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    expect(unpacked.words.get('zivot')).toEqual({ shown: 'život', count: 3 });
    for (const typed of ['zivto', 'Watchmen Nee', 'evanjelim', 'knih 2', 'qqxxzzkk']) {
      expect(correctKeyword(typed, unpacked), typed).toBe(correctKeyword(typed, built));
    }
  });

  it('is one line a word, the shown form only where it differs', () => {
    expect(packedVocabularyOf([['Život viery']]).split('\n')).toEqual(['viery\t1', 'zivot\t1\tživot']);
  });

  it('of no products is empty, and unpacks to no words', () => {
    expect(packedVocabularyOf([])).toBe('');
    expect(unpackVocabulary('')).toEqual({ words: new Map(), sorted: [] });
  });
});
