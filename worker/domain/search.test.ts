import { describe, expect, it } from 'vitest';
import { foldDiacritics, toFtsQuery } from './search';

describe('toFtsQuery', () => {
  it('quotes every word and makes the last a prefix', () => {
    expect(toFtsQuery('zivot')).toBe('"zivot"*');
    expect(toFtsQuery('Boží  život')).toBe('"Boží" "život"*');
  });
  it('drops FTS syntax so user text can never break MATCH', () => {
    expect(toFtsQuery('"a" OR (b*) -c NEAR:d')).toBe('"a" "OR" "b" "c" "NEAR" "d"*');
    expect(toFtsQuery('\'"*()')).toBeNull();
    expect(toFtsQuery('   ')).toBeNull();
  });
});

describe('foldDiacritics', () => {
  it('removes Slovak diacritics', () => {
    expect(foldDiacritics('Život Ľudí Ťažký Čaj')).toBe('zivot ludi tazky caj');
  });
});
