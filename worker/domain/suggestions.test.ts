import { describe, expect, it } from 'vitest';
import { matchStrength, rankSuggestions, suggestionQuerySchema, SUGGESTION_LIMIT, type SuggestionCandidate } from './suggestions';
import { suggestionText } from './suggestion-text';

const book = (id: number, name: string, author = 'Watchman Nee'): SuggestionCandidate => ({ id, name, author });
const shown = (typed: string, candidates: SuggestionCandidate[], limit?: number) =>
  rankSuggestions(typed, candidates, limit).map((s) => (s.kind === 'title' ? `${s.name} #${s.id}` : `autor ${s.name}`));

describe('matchStrength', () => {
  it('0 when the text begins with the words, the last one a prefix', () => {
    expect(matchStrength(['zivot', 'viery'], ['zivo'])).toBe(0);
    expect(matchStrength(['zivot', 'viery'], ['zivot', 'vi'])).toBe(0);
  });

  it("1 when each word is one of the text's, in any place and order", () => {
    expect(matchStrength(['normalny', 'krestansky', 'zivot'], ['zivo'])).toBe(1);
    expect(matchStrength(['zivot', 'viery'], ['viery', 'ziv'])).toBe(1);
  });

  it('an earlier word must be whole, only the last may be unfinished', () => {
    expect(matchStrength(['zivot', 'viery'], ['ziv', 'viery'])).toBeUndefined();
    expect(matchStrength(['zivot', 'viery'], ['zivot', 'viery'])).toBe(0);
  });

  it('undefined when a word is missing or nothing was typed', () => {
    expect(matchStrength(['zivot', 'viery'], ['nee'])).toBeUndefined();
    expect(matchStrength(['zivot'], ['zivot', 'viery'])).toBeUndefined();
    expect(matchStrength(['zivot'], [])).toBeUndefined();
  });
});

describe('rankSuggestions', () => {
  it('is blind to accents and capitals in what was typed and in the titles', () => {
    expect(shown('ZIVO', [book(1, 'Život viery')])).toEqual(['Život viery #1']);
    expect(shown('život', [book(1, 'ZIVOT VIERY')])).toEqual(['ZIVOT VIERY #1']);
  });

  it('offers titles and authors: a title beginning with the words first, then titles having them, then by author alone', () => {
    const found = [book(1, 'Normálny kresťanský život'), book(2, 'Život viery'), book(3, 'Kniha', 'Ján Životský')];
    expect(shown('živ', found)).toEqual(['Život viery #2', 'Normálny kresťanský život #1', 'autor Ján Životský', 'Kniha #3']);
  });

  it('an author that answers better than the titles comes first, once however many books are theirs', () => {
    const found = [book(1, 'Život viery'), book(2, 'Duchovný človek'), book(3, 'Sedieť, kráčať, stáť', 'Witness Lee')];
    expect(shown('nee', found)).toEqual(['autor Watchman Nee', 'Život viery #1', 'Duchovný človek #2']);
  });

  it('a title before an author that answers as well; titles keep the order of relevance they came in', () => {
    const found = [
      book(7, 'Watchman Nee a jeho služba', 'Witness Lee'),
      book(3, 'Watchman Nee – životopis', 'Angus Kinnear'),
      book(5, 'Kniha', 'Watchman Nee'),
    ];
    expect(shown('watchman', found)).toEqual([
      'Watchman Nee a jeho služba #7',
      'Watchman Nee – životopis #3',
      'autor Watchman Nee',
      'Kniha #5',
    ]);
  });

  it('words found in the name and the author together offer the title, after those found in one of them', () => {
    const found = [book(1, 'Život viery'), book(2, 'Život a nee', 'Iný autor')];
    expect(shown('zivot nee', found)).toEqual(['Život a nee #2', 'Život viery #1']);
  });

  it(`offers at most ${SUGGESTION_LIMIT}, the best ones`, () => {
    const found = Array.from({ length: 12 }, (_, i) => book(i + 1, `Kniha ${i + 1}`, `Autor ${i + 1}`));
    const answer = rankSuggestions('kniha', found);
    expect(answer).toHaveLength(SUGGESTION_LIMIT);
    expect(answer.every((s) => s.kind === 'title')).toBe(true);
    expect(answer.map((s) => (s.kind === 'title' ? s.id : ''))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(rankSuggestions('kniha', found, 3)).toHaveLength(3);
  });

  it("answers ids as text, with the title's author, and an author without one is no suggestion", () => {
    expect(rankSuggestions('zivot', [book(12, 'Život viery'), book(13, 'Život', '  ')])).toEqual([
      { kind: 'title', id: '12', name: 'Život viery', author: 'Watchman Nee' },
      { kind: 'title', id: '13', name: 'Život', author: '  ' },
    ]);
  });

  it('authors written differently but the same when folded are one suggestion, as first written', () => {
    const found = [book(1, 'A', 'Watchman Nee'), book(2, 'B', 'WATCHMAN NEE')];
    expect(shown('watch', found)).toEqual(['autor Watchman Nee', 'A #1', 'B #2']);
  });

  it('an author as shown without the spaces around it; authors whose words differ are two however they join', () => {
    expect(rankSuggestions('watch', [book(1, 'A', ' Watchman Nee ')])[0]).toEqual({ kind: 'author', name: 'Watchman Nee' });
    expect(shown('ja', [book(1, 'A', 'Ján Ovák'), book(2, 'B', 'Jáno Vák')])).toEqual(['autor Ján Ovák', 'autor Jáno Vák', 'A #1', 'B #2']);
  });

  it('a title found earlier but answering less well comes after; equals keep the order they came in', () => {
    const found = [
      book(1, 'Normálny život'),
      book(2, 'Život viery', 'Witness Lee'),
      book(3, 'Víťazný život'),
      book(4, 'Nový život'),
      book(5, 'Život v duchu'),
    ];
    expect(shown('zivot', found)).toEqual(['Život viery #2', 'Život v duchu #5', 'Normálny život #1', 'Víťazný život #3', 'Nový život #4']);
    const withAuthor = [book(5, 'Watchman Nee – životopis'), book(3, 'Watchman Nee a jeho služba', 'Witness Lee')];
    expect(shown('watchman', withAuthor)).toEqual(['Watchman Nee – životopis #5', 'Watchman Nee a jeho služba #3', 'autor Watchman Nee']);
  });

  it('nothing found, nothing offered', () => {
    expect(rankSuggestions('zivot', [])).toEqual([]);
  });
});

describe('suggestionQuerySchema', () => {
  const refusal = (query: unknown) => {
    const r = suggestionQuerySchema.safeParse(query);
    return r.success ? null : r.error.issues[0].message;
  };

  it('takes two letters or digits and more, keeping the text as typed', () => {
    expect(suggestionQuerySchema.parse({ q: 'zi' })).toEqual({ q: 'zi' });
    expect(suggestionQuerySchema.parse({ q: ' Život viery ' })).toEqual({ q: ' Život viery ' });
    expect(suggestionQuerySchema.parse({ q: 'a b' })).toEqual({ q: 'a b' });
  });

  it('refuses less than two letters, a missing text, a too long one and unknown parameters, in Slovak', () => {
    expect(refusal({ q: 'z' })).toBe('Napíšte aspoň dve písmená.');
    expect(refusal({ q: ' z!?' })).toBe('Napíšte aspoň dve písmená.');
    expect(refusal({})).toBe('Napíšte aspoň dve písmená.');
    expect(refusal({ q: 'a'.repeat(101) })).toBe('Hľadaný text je príliš dlhý.');
    expect(refusal({ q: 'a'.repeat(100) })).toBeNull();
    expect(refusal({ q: 'zivot', keyword: 'x' })).toBe('Neznáme pole „keyword“. Pošlite len polia, ktoré táto požiadavka pozná.');
  });
});

describe('suggestionText (what the browser asks for)', () => {
  it('trimmed, spaces collapsed, in small letters, accents kept: one cache entry for what suggests the same', () => {
    expect(suggestionText('  Život   VIERY ')).toBe('život viery');
    expect(suggestionText('Zi')).toBe('zi');
  });

  it('null under two letters or digits', () => {
    expect(suggestionText('ž')).toBeNull();
    expect(suggestionText(' ! ? ')).toBeNull();
    expect(suggestionText('1 2')).toBe('1 2');
  });
});
