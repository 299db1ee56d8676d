import { beforeEach, describe, expect, it } from 'vitest';
import { allowedEdits, buildVocabulary, correctKeyword, editDistance, wordsOf, type Vocabulary } from './spelling';

describe('editDistance', () => {
  it.each([
    ['zivot', 'zivot', 0],
    ['zivto', 'zivot', 1], // neighbours swapped: one edit
    ['evanjelim', 'evanjelium', 1],
    ['watchmen', 'watchman', 1],
    ['kritsus', 'kristus', 1],
    ['evanjelim', 'evangelium', 2],
    ['ab', 'ba', 1],
    ['abc', '', 3],
    ['', 'ab', 2],
    // Only a true swap of neighbours counts one: half a swap is two edits.
    ['ab', 'bc', 2],
    ['ab', 'ca', 2],
    ['abcd', 'acbd', 1],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
    expect(editDistance(b, a, 3)).toBe(d);
  });

  it('stops at max + 1, by length or by the rows', () => {
    expect(editDistance('a', 'abcd', 2)).toBe(3);
    expect(editDistance('abcd', 'wxyz', 2)).toBe(3);
    expect(editDistance('abcdef', 'abcxyz', 1)).toBe(2);
    expect(editDistance('kniha', 'knihy', 1)).toBe(1);
  });
});

describe('allowedEdits', () => {
  it('none up to two letters, one up to four, two from five', () => {
    expect([1, 2, 3, 4, 5, 9].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('wordsOf', () => {
  it('letters and digits, as the search tokenizer splits them', () => {
    expect(wordsOf('Život – Kniha lekcií, 4. časť')).toEqual(['Život', 'Kniha', 'lekcií', '4', 'časť']);
    expect(wordsOf('„" -- *')).toEqual([]);
  });
});

describe('buildVocabulary', () => {
  // Built in each test (not when the file loads), so each test's coverage includes it.
  let v: Vocabulary;
  beforeEach(() => {
    v = buildVocabulary([
      ['Život viery', 'Watchman Nee', 'viera, život'],
      ['Normálny kresťanský život', 'Watchman Nee', ''],
      ['Zivot bez diakritiky', '', ''],
    ]);
  });

  it('folds words to their accent-blind key and counts each product once', () => {
    expect(v.words.get('zivot')).toEqual({ shown: 'život', count: 3 });
    expect(v.words.get('watchman')).toEqual({ shown: 'watchman', count: 2 });
    expect(v.words.get('viery')?.count).toBe(1);
  });

  it('shows the commonest written form, the first in order on a tie', () => {
    expect(buildVocabulary([['Život'], ['Zivot']]).words.get('zivot')?.shown).toBe('zivot');
    expect(buildVocabulary([['Zivot'], ['Život'], ['Život']]).words.get('zivot')?.shown).toBe('život');
  });
});

describe('correctKeyword', () => {
  let v: Vocabulary;
  beforeEach(() => {
    v = buildVocabulary([
      ['Život viery', 'Watchman Nee', ''],
      ['Normálny kresťanský život', 'Watchman Nee', ''],
      ['Evanjelium Božie', 'Witness Lee', 'evanjelium'],
      ['Boží evangelium', 'Witness Lee', ''],
      ['Životy svätých', '', ''],
    ]);
  });

  it("corrects each unknown word to its nearest catalogue word, with accents and the reader's capitals", () => {
    expect(correctKeyword('zivto', v)).toBe('život');
    expect(correctKeyword('Watchmen Nee', v)).toBe('Watchman Nee');
    expect(correctKeyword('evanjelim', v)).toBe('evanjelium');
    expect(correctKeyword('Zivto viery', v)).toBe('Život viery');
  });

  it('nearest wins over commoner; among equals the commoner; then the first in order', () => {
    // 'zivotyy': 1 edit from 'životy' (1 product), 2 from 'život' (2 products). 'zivotx': 1 from both.
    expect(correctKeyword('zivotyy', v)).toBe('životy');
    expect(correctKeyword('zivotx', v)).toBe('život');
    expect(correctKeyword('wittness', v)).toBe('witness');
    const tie = buildVocabulary([['knihy'], ['kniha']]);
    expect(correctKeyword('knihx', tie)).toBe('kniha');
    const commoner = buildVocabulary([['abcd'], ['abce'], ['abce']]);
    expect(correctKeyword('abcf', commoner)).toBe('abce');
  });

  it('nothing to correct: every word known, or the last one the start of a known word', () => {
    expect(correctKeyword('život viery', v)).toBeNull();
    expect(correctKeyword('Watchman Ne', v)).toBeNull();
    expect(correctKeyword('evanj', v)).toBeNull();
    // The first and the last of the words in order are found as starts too.
    expect(correctKeyword('bozi', v)).toBeNull();
    expect(correctKeyword('zivoty', v)).toBeNull();
    expect(correctKeyword('ziv', v)).toBeNull();
  });

  it('reads at most 12 words, as the search does', () => {
    const twelve = Array.from({ length: 12 }, () => 'viery').join(' ');
    expect(correctKeyword(`${twelve} zivto`, v)).toBeNull();
    expect(correctKeyword(`${twelve.slice(6)} zivto`, v)).toBe(`${twelve.slice(6)} život`);
  });

  it('only the last word counts as a start', () => {
    expect(correctKeyword('zivo viery', v)).toBe('život viery');
    expect(correctKeyword('viery zivo', v)).toBeNull();
  });

  it('a word near nothing leaves the whole keyword uncorrected', () => {
    expect(correctKeyword('qqxxzzkk', v)).toBeNull();
    expect(correctKeyword('zivto qqxxzzkk', v)).toBeNull();
    expect(correctKeyword('', v)).toBeNull();
  });

  it('short words are corrected by at most one edit, one or two letters never', () => {
    expect(correctKeyword('Nex', v)).toBe('Nee');
    expect(correctKeyword('Nxx', v)).toBeNull();
    expect(correctKeyword('xe', v)).toBeNull();
  });
});
