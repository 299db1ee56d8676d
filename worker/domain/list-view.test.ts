import { describe, expect, it } from 'vitest';
import {
  defaultView,
  isDefaultView,
  listQueryString,
  namesListParams,
  parseListQuery,
  respelledQuery,
  SORTS,
  SORTS_OF,
  type ListKind,
} from './list-view';

const parse = (kind: ListKind, query: string) => parseListQuery(kind, new URLSearchParams(query));

describe('parseListQuery', () => {
  it('reads the sort, the language, the stock and the page', () => {
    expect(parse('catalogue', 'zoradenie=cena-vzostupne&jazyk=sk&sklad=1&strana=2')).toEqual({
      ok: true,
      view: { sort: 'cena-vzostupne', language: 'sk', inStock: true },
      page: 2,
    });
    expect(parse('search', 'zoradenie=najnovsie&jazyk=cz')).toEqual({
      ok: true,
      view: { sort: 'najnovsie', language: 'cz', inStock: false },
      page: 1,
    });
  });

  it('takes blanks, missing values and sklad=0 for the defaults: name for a catalogue, relevance for a search', () => {
    expect(parse('catalogue', 'zoradenie=&jazyk=&sklad=&strana=')).toEqual({ ok: true, view: defaultView('catalogue'), page: 1 });
    expect(parse('catalogue', '')).toEqual({ ok: true, view: { sort: 'nazov', language: null, inStock: false }, page: 1 });
    expect(parse('search', 'sklad=0')).toEqual({ ok: true, view: { sort: 'relevancia', language: null, inStock: false }, page: 1 });
  });

  it('reads values in any case and around spaces, the first of repeated ones, and leaves other parameters alone', () => {
    expect(parse('catalogue', 'zoradenie=%20Cena-Zostupne%20&jazyk=SK&jazyk=cz&fbclid=x')).toEqual({
      ok: true,
      view: { sort: 'cena-zostupne', language: 'sk', inStock: false },
      page: 1,
    });
  });

  it('refuses an unknown sort, relevance outside a search, an unknown language or stock value, in Slovak', () => {
    expect(parse('catalogue', 'zoradenie=price')).toEqual({
      ok: false,
      message: 'Takéto zoradenie tu nepoznáme. Vyberte ho prosím zo zoznamu.',
    });
    expect(parse('catalogue', 'zoradenie=relevancia')).toEqual({
      ok: false,
      message: 'Takéto zoradenie tu nepoznáme. Vyberte ho prosím zo zoznamu.',
    });
    expect(parse('catalogue', 'jazyk=de')).toEqual({ ok: false, message: 'Takýto jazyk nepoznáme: vyberte slovenčinu alebo češtinu.' });
    expect(parse('search', 'sklad=yes')).toEqual({ ok: false, message: 'Voľba „Na sklade“ je 1 alebo nič.' });
  });

  it("refuses a catalogue's broken page number with the API's words; a search's strana is not read", () => {
    expect(parse('catalogue', 'strana=0')).toEqual({ ok: false, message: 'Číslo strany musí byť celé číslo od 1.' });
    expect(parse('catalogue', 'strana=abc')).toEqual({ ok: false, message: 'Číslo strany musí byť celé číslo od 1.' });
    expect(parse('catalogue', 'strana=100001')).toEqual({ ok: false, message: 'Číslo strany je príliš veľké.' });
    expect(parse('search', 'strana=abc')).toEqual({ ok: true, view: defaultView('search'), page: 1 });
  });
});

describe('the view in the address', () => {
  it('writes one spelling: fixed order, no defaults, the page only after the first', () => {
    expect(listQueryString('catalogue', { sort: 'cena-vzostupne', language: 'cz', inStock: true }, 3)).toBe(
      '?zoradenie=cena-vzostupne&jazyk=cz&sklad=1&strana=3',
    );
    expect(listQueryString('catalogue', { sort: 'nazov', language: null, inStock: false }, 1)).toBe('');
    expect(listQueryString('catalogue', { sort: 'nazov', language: null, inStock: true })).toBe('?sklad=1');
    expect(listQueryString('search', { sort: 'nazov', language: null, inStock: false })).toBe('?zoradenie=nazov');
    expect(listQueryString('search', { sort: 'relevancia', language: 'sk', inStock: false }, 2)).toBe('?jazyk=sk&strana=2');
  });

  it('reads back what it writes', () => {
    for (const kind of ['search', 'catalogue'] as const) {
      for (const sort of SORTS_OF[kind]) {
        const view = { sort, language: 'cz' as const, inStock: true };
        expect(parse(kind, listQueryString(kind, view, 2).slice(1))).toEqual({ ok: true, view, page: kind === 'catalogue' ? 2 : 1 });
      }
    }
  });

  it('knows the default view and whether a query names the list at all', () => {
    expect(isDefaultView('catalogue', { sort: SORTS.name, language: null, inStock: false })).toBe(true);
    expect(isDefaultView('search', { sort: SORTS.name, language: null, inStock: false })).toBe(false);
    expect(isDefaultView('catalogue', { sort: SORTS.name, language: 'sk', inStock: false })).toBe(false);
    expect(isDefaultView('catalogue', { sort: SORTS.name, language: null, inStock: true })).toBe(false);
    expect(namesListParams(new URLSearchParams('fbclid=1&utm_source=x'))).toBe(false);
    for (const name of ['zoradenie', 'jazyk', 'sklad', 'strana']) expect(namesListParams(new URLSearchParams(`${name}=`))).toBe(true);
  });

  it('names the one spelling of a query spelt otherwise, comparing only the list parameters', () => {
    const respell = (kind: ListKind, query: string) => {
      const parsed = parseListQuery(kind, new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.message);
      return respelledQuery(kind, new URLSearchParams(query), parsed.view, parsed.page);
    };
    expect(respell('catalogue', 'zoradenie=cena-vzostupne&jazyk=sk')).toBeNull();
    expect(respell('catalogue', 'zoradenie=cena-vzostupne&fbclid=1')).toBeNull();
    expect(respell('catalogue', '')).toBeNull();
    expect(respell('catalogue', 'zoradenie=cena-vzostupne&jazyk=')).toBe('?zoradenie=cena-vzostupne');
    expect(respell('catalogue', 'jazyk=sk&zoradenie=cena-vzostupne')).toBe('?zoradenie=cena-vzostupne&jazyk=sk');
    expect(respell('catalogue', 'zoradenie=nazov&strana=1')).toBe('');
    expect(respell('catalogue', 'strana=2&sklad=1')).toBe('?sklad=1&strana=2');
    // A search pages by its path: its strana is neither read nor respelt.
    expect(respell('search', 'zoradenie=nazov&strana=3')).toBeNull();
    expect(respell('search', 'zoradenie=relevancia')).toBe('');
  });
});
