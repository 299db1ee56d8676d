// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { searchHref } from '~/site/lib/paths';

/**
 * The search address has two homes on purpose: SearchForm.astro's inline script writes searchHref out (an import
 * would add a chunk to every page), while the player's router calls searchHref itself. This runs that very script
 * on a form, as the browser would, and holds the address it goes to to searchHref's: one changed alone fails here.
 */
const astro = readFileSync(join(import.meta.dirname, 'SearchForm.astro'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(astro)?.[1] ?? '';
const script = ts.transpileModule(inlineScript, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;

/** Where the form's own script sends the browser when `text` is submitted ('' when it sends it nowhere). */
function addressFor(text: string): { href: string; prevented: boolean } {
  document.body.innerHTML = '<form action="/search" method="get" data-search-form><input name="keyword" type="search"></form>';
  const location = { href: '' };
  new Function('location', script)(location);
  const form = document.querySelector('form')!;
  form.querySelector('input')!.value = text;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  return { href: location.href, prevented: submit.defaultPrevented };
}

describe("the search form's address", () => {
  it('is read from the component (its one inline script)', () => {
    expect(inlineScript).toContain('form[data-search-form]');
    expect(addressFor('kniha').prevented).toBe(true);
  });

  it.each(['život', 'Božie evanjelium', 'a/b', 'čo?', '#7', '100 %', 'Ján & Pavol', 'c++', '"Zjavenie"', 'živá voda\u0301'])(
    'is searchHref for %j',
    (text) => {
      expect(addressFor(text).href).toBe(searchHref(text));
    },
  );

  it('trims the text as the router does, and a blank search goes home', () => {
    expect(addressFor('  Spasenie  ').href).toBe(searchHref('Spasenie'));
    expect(addressFor('\tŽivot\n').href).toBe(searchHref('Život'));
    expect(addressFor('   ').href).toBe('/');
    expect(addressFor('').href).toBe('/');
  });
});
