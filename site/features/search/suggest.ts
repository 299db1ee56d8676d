import { api } from '~/site/lib/api';
import { productHref, searchHref } from '~/site/lib/paths';
import type { ApiSuggestion, ApiSuggestions } from '~/worker/domain/suggestions';
import { suggestionText } from '~/worker/domain/suggestion-text';

/**
 * The header search's suggestions (issue 31): the field becomes a WAI-ARIA 1.2 combobox with a listbox of up to
 * eight titles and authors from `GET /api/suggestions`. Arrows move through them, Enter opens the one highlighted
 * (without one the form searches as before), Escape closes, a click opens; a live region says how many there are.
 * Loaded by the header (site/lib/header.ts) when the field first gets the focus, so a page costs nothing of it
 * before. Nothing of it is on `window` or `document`: a page swapped in while a recording plays
 * (site/features/listening) has a new field, which the header's script attaches to anew.
 */

/** Typing pauses this long before the server is asked: a word typed quickly is one request. */
export const DEBOUNCE_MS = 150;
/** Answers kept per field: going back a letter shows the earlier list at once. */
const KEPT = 50;

/** 1 návrh, 2–4 návrhy, 5 návrhov; none: 'Žiadne návrhy.'. */
export function countText(n: number, corrected?: string): string {
  if (n === 0) return 'Žiadne návrhy.';
  const noun = n === 1 ? 'návrh' : n < 5 ? 'návrhy' : 'návrhov';
  return `${n} ${noun}${corrected ? ` pre „${corrected}“` : ''}. Vyberte šípkami a klávesom Enter.`;
}

/** Where a suggestion leads: a title to its product's page, an author to the search for the name. */
export function suggestionHref(s: ApiSuggestion): string {
  return s.kind === 'title' ? productHref(s.id) : searchHref(s.name);
}

/**
 * Opens an address as a click on a link would: while a recording plays, the player's router (page-swap.ts) takes
 * link clicks and swaps the page in, so the recording plays on; otherwise the browser loads it.
 */
function follow(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

type Ask = (text: string) => Promise<ApiSuggestions>;

const askServer: Ask = (text) => api('GET /api/suggestions', { query: { q: text } });

/**
 * Makes `input` (the header's search field, already marked as a combobox by the header) suggest. Its form holds the
 * listbox (`aria-controls`) and the live region (`[data-suggest-status]`), drawn by SearchForm.astro.
 */
export function attachSuggestions(input: HTMLInputElement, ask: Ask = askServer): void {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const status = input.form?.querySelector<HTMLElement>('[data-suggest-status]');
  if (!list || !status || input.dataset.suggesting === 'on') return;
  input.dataset.suggesting = 'on';
  const kept = new Map<string, ApiSuggestions>();
  let items: ApiSuggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The latest text asked for: an answer to an earlier one arriving after it is dropped. */
  let latest: string | null = null;

  const isOpen = () => input.getAttribute('aria-expanded') === 'true';
  const highlight = (i: number) => {
    active = i;
    for (const [n, option] of [...list.children].entries()) option.setAttribute('aria-selected', String(n === i));
    const option = i >= 0 ? list.children[i] : undefined;
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    highlight(-1);
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };
  const open = (i: number) => {
    if (!items.length) return;
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    highlight(i);
  };
  const show = (answer: ApiSuggestions) => {
    items = answer.suggestions;
    list.replaceChildren(
      ...items.map((s, i) => {
        const option = document.createElement('li');
        option.id = `${list.id}-${i}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.className = `suggestion suggestion--${s.kind}`;
        const name = document.createElement('span');
        name.className = 'suggestion-name';
        name.textContent = s.name;
        const more = document.createElement('span');
        more.className = 'suggestion-more';
        more.textContent = s.kind === 'title' ? s.author : 'autor';
        option.appendChild(name);
        option.appendChild(more);
        // Pressed: the field keeps the focus (its blur would close the list before the click lands).
        option.addEventListener('mousedown', (e) => e.preventDefault());
        option.addEventListener('click', () => choose(i));
        return option;
      }),
    );
    status.textContent = countText(items.length, answer.correctedQuery);
    if (items.length) open(-1);
    else close();
  };
  const choose = (i: number) => {
    const s = items[i];
    if (!s) return;
    close();
    follow(suggestionHref(s));
  };
  const update = () => {
    clearTimeout(timer);
    const text = suggestionText(input.value);
    latest = text;
    if (!text) {
      items = [];
      list.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    const known = kept.get(text);
    if (known) return show(known);
    timer = setTimeout(() => {
      ask(text).then(
        (answer) => {
          if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
          kept.set(text, answer);
          if (text === latest && document.activeElement === input) show(answer);
        },
        // No suggestions then: the field still searches on Enter.
        () => text === latest && close(),
      );
    }, DEBOUNCE_MS);
  };

  input.addEventListener('input', update);
  input.addEventListener('blur', () => {
    clearTimeout(timer);
    close();
  });
  input.addEventListener('keydown', (e) => {
    const n = items.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!isOpen()) return open(down ? 0 : n - 1);
      highlight(down ? (active + 1 >= n ? -1 : active + 1) : active < 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter' && isOpen() && active >= 0) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      // Nothing asked before Escape opens the list after it: a letter's answer may still be on its way.
      clearTimeout(timer);
      latest = null;
      if (!isOpen()) return;
      // The list closes; the phone's search field stays open (its Escape is the header's, on the form).
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Enter') {
      clearTimeout(timer);
      latest = null;
      close();
    }
  });
  // Typed while this module loaded: suggest for it now.
  if (input.value !== input.defaultValue) update();
}
