// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiSuggestions } from '~/worker/domain/suggestions';
import { attachSuggestions, countText, DEBOUNCE_MS, suggestionHref } from './suggest';

/** The header's search form as SearchForm.astro draws it, with the roles the header's script sets. */
function field(value = ''): HTMLInputElement {
  document.body.innerHTML = `<form data-search-form id="f"><input id="hladat" name="keyword" type="search" value="${value}" data-suggest="hladat-navrhy"
    role="combobox" aria-expanded="false" aria-controls="hladat-navrhy"><ul id="hladat-navrhy" role="listbox" hidden></ul>
    <p role="status" data-suggest-status></p><button type="submit">Hľadať</button></form>`;
  const input = document.querySelector('input')!;
  input.focus();
  return input;
}

const ZIVOT: ApiSuggestions = {
  suggestions: [
    { kind: 'title', id: '2', name: 'Život viery', author: 'Watchman Nee' },
    { kind: 'title', id: '1', name: 'Normálny kresťanský život', author: 'Watchman Nee' },
    { kind: 'author', name: 'Ján Životský' },
  ],
};

/** A server whose answers the test releases, in any order. */
function server() {
  const asked: { text: string; answer: (a: ApiSuggestions) => void }[] = [];
  const ask = (text: string) => new Promise<ApiSuggestions>((answer) => asked.push({ text, answer }));
  return { asked, ask };
}

const list = () => document.getElementById('hladat-navrhy')!;
const options = () => [...list().querySelectorAll('[role="option"]')].map((o) => o.querySelector('.suggestion-name')!.textContent);
const status = () => document.querySelector('[data-suggest-status]')!.textContent;
const type = async (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event('input'));
};
const key = (input: HTMLInputElement, k: string) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  input.dispatchEvent(e);
  return e;
};
const flush = async () => {
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
};

let opened: string[];
let page: AbortController;
beforeEach(() => {
  vi.useFakeTimers();
  opened = [];
  page = new AbortController();
  // Following a suggestion clicks a link: record where instead of leaving the test's page.
  document.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element).closest('a');
      if (a) {
        e.preventDefault();
        opened.push(a.getAttribute('href')!);
      }
    },
    { signal: page.signal },
  );
});
afterEach(() => {
  page.abort();
  vi.useRealTimers();
});

describe('the header search suggests', () => {
  it('after two letters, once typing pauses, and shows the answer as options with a count for screen readers', async () => {
    const input = field();
    const s = server();
    attachSuggestions(input, s.ask);
    await type(input, 'z');
    await flush();
    expect(s.asked).toEqual([]);
    await type(input, 'Zi');
    await type(input, ' Živ ');
    await flush();
    expect(s.asked.map((a) => a.text)).toEqual(['živ']);
    s.asked[0].answer(ZIVOT);
    await vi.advanceTimersByTimeAsync(0);
    expect(options()).toEqual(['Život viery', 'Normálny kresťanský život', 'Ján Životský']);
    expect(list().hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(status()).toBe('3 návrhy. Vyberte šípkami a klávesom Enter.');
    expect(list().querySelector('.suggestion-more')!.textContent).toBe('Watchman Nee');
  });

  it('drops an answer that arrives after a later one was asked for', async () => {
    const input = field();
    const s = server();
    attachSuggestions(input, s.ask);
    await type(input, 'ne');
    await flush();
    await type(input, 'zivo');
    await flush();
    s.asked[1].answer(ZIVOT);
    await vi.advanceTimersByTimeAsync(0);
    s.asked[0].answer({ suggestions: [{ kind: 'author', name: 'Watchman Nee' }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(options()).toEqual(['Život viery', 'Normálny kresťanský život', 'Ján Životský']);
  });

  it('arrows move through the options and wrap to the field; Enter opens the highlighted title', async () => {
    const input = field();
    attachSuggestions(input, async () => ZIVOT);
    await type(input, 'ziv');
    await flush();
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe('hladat-navrhy-0');
    expect(list().children[0].getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe('hladat-navrhy-2');
    key(input, 'ArrowDown');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe('hladat-navrhy-2');
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    const enter = key(input, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(opened).toEqual(['/product/2']);
    expect(list().hidden).toBe(true);
  });

  it('Enter on an author opens the search for the name; Enter without a highlight leaves the form to search', async () => {
    const input = field();
    attachSuggestions(input, async () => ZIVOT);
    await type(input, 'ziv');
    await flush();
    expect(key(input, 'Enter').defaultPrevented).toBe(false);
    expect(opened).toEqual([]);
    await type(input, 'zivo');
    await flush();
    key(input, 'ArrowUp');
    key(input, 'Enter');
    expect(opened).toEqual(['/search/J%C3%A1n%20%C5%BDivotsk%C3%BD']);
  });

  it('Escape closes the list and goes no further (the phone keeps its search field open); a closed list lets it through', async () => {
    const input = field();
    attachSuggestions(input, async () => ZIVOT);
    const reachedForm = vi.fn();
    input.form!.addEventListener('keydown', (e) => e.key === 'Escape' && reachedForm());
    await type(input, 'ziv');
    await flush();
    key(input, 'ArrowDown');
    expect(key(input, 'Escape').defaultPrevented).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    expect(reachedForm).not.toHaveBeenCalled();
    key(input, 'Escape');
    expect(reachedForm).toHaveBeenCalledTimes(1);
    // The arrow opens it again.
    key(input, 'ArrowDown');
    expect(list().hidden).toBe(false);
    expect(input.getAttribute('aria-activedescendant')).toBe('hladat-navrhy-0');
  });

  it.each(['Escape', 'Enter'])('a list closed with %s stays closed when an answer asked for before comes after', async (k) => {
    const input = field();
    const s = server();
    attachSuggestions(input, s.ask);
    await type(input, 'ziv');
    await flush();
    s.asked[0].answer(ZIVOT);
    await vi.advanceTimersByTimeAsync(0);
    // One more letter, asked for while the list of the last one is still open; the key before its answer comes.
    await type(input, 'zivo');
    await flush();
    expect(s.asked.map((a) => a.text)).toEqual(['ziv', 'zivo']);
    // Escape stops at the open list; Enter without a highlight goes on to the form's search.
    expect(key(input, k).defaultPrevented).toBe(k === 'Escape');
    s.asked[1].answer({ suggestions: [{ kind: 'author', name: 'Ján Životský' }] });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(list().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // The key before the pause is over asks nothing; the next letter asks again.
    await type(input, 'zivot');
    key(input, k);
    await flush();
    expect(s.asked).toHaveLength(2);
    await type(input, 'zivota');
    await flush();
    expect(s.asked.map((a) => a.text)).toEqual(['ziv', 'zivo', 'zivota']);
  });

  it('a click opens the suggestion, its press keeping the focus in the field', async () => {
    const input = field();
    attachSuggestions(input, async () => ZIVOT);
    await type(input, 'ziv');
    await flush();
    const option = list().children[1] as HTMLElement;
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    option.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    option.click();
    expect(opened).toEqual(['/product/1']);
  });

  it('no suggestions: the list stays closed and the live region says so; a failed request closes it', async () => {
    const input = field();
    let fail = false;
    attachSuggestions(input, async () => {
      if (fail) throw new Error('offline');
      return { suggestions: [] };
    });
    await type(input, 'qqxx');
    await flush();
    expect(list().hidden).toBe(true);
    expect(status()).toBe('Žiadne návrhy.');
    fail = true;
    await type(input, 'qqxxz');
    await flush();
    expect(list().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks once per text: going back a letter shows the earlier answer at once', async () => {
    const input = field();
    const ask = vi.fn(async () => ZIVOT);
    attachSuggestions(input, ask);
    await type(input, 'ziv');
    await flush();
    await type(input, 'zivo');
    await flush();
    await type(input, 'ziv');
    expect(options()).toHaveLength(3);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('leaving the field closes the list; clearing it empties list and live region', async () => {
    const input = field();
    attachSuggestions(input, async () => ZIVOT);
    await type(input, 'ziv');
    await flush();
    input.blur();
    expect(list().hidden).toBe(true);
    input.focus();
    await type(input, '');
    expect(list().children).toHaveLength(0);
    expect(status()).toBe('');
  });

  it('text typed while the module loaded is suggested for at once; a field attached twice suggests once', async () => {
    const input = field('');
    input.value = 'ziv';
    const ask = vi.fn(async () => ZIVOT);
    attachSuggestions(input, ask);
    attachSuggestions(input, ask);
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(options()).toHaveLength(3);
  });

  it('the value the page was drawn with (the results page keeps the keyword) asks for nothing', async () => {
    const input = field('život');
    const ask = vi.fn(async () => ZIVOT);
    attachSuggestions(input, ask);
    await flush();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('texts and addresses', () => {
  it('counts in Slovak, naming a correction', () => {
    expect(countText(0)).toBe('Žiadne návrhy.');
    expect(countText(1)).toBe('1 návrh. Vyberte šípkami a klávesom Enter.');
    expect(countText(4, 'život')).toBe('4 návrhy pre „život“. Vyberte šípkami a klávesom Enter.');
    expect(countText(5)).toBe('5 návrhov. Vyberte šípkami a klávesom Enter.');
  });

  it('a title leads to its product, an author to the search for the name', () => {
    expect(suggestionHref({ kind: 'title', id: '7', name: 'X', author: 'Y' })).toBe('/product/7');
    expect(suggestionHref({ kind: 'author', name: 'Watchman Nee' })).toBe('/search/Watchman%20Nee');
  });
});
