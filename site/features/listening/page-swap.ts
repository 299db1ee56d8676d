import { ISLAND_NEEDED_CLASS } from '~/site/lib/client-needed';
import { searchHref } from '~/site/lib/paths';
import { PAGE_LEAVE_EVENT } from '~/site/lib/storage-keys';
import { SWAP_MARK, pageSwaps, scriptRun, styleHashes, swapTarget, swappable, takeStyles } from './page-swap-rules';

/**
 * The player's page router: while a recording plays, a link to another page of the shop does not load a new
 * document (which would stop the player) but fetches the page and puts its head and body in place of the old ones,
 * leaving the player element (`[data-player]`) where it is: never detached, so its Drive frame plays on in every
 * browser. Astro's own <ClientRouter /> cannot be used: Astro refuses it together with the pages' hashed CSP.
 *
 * Like a full load, every script of the new page runs: inline code is re-created, bundled modules are imported
 * again under a fresh fragment (the browser takes them from its cache and runs them anew; their imports, the
 * shop's stores, stay as they are), and PAGE_LEAVE_EVENT ends the old page's window listeners first
 * (site/lib/page-life.ts). Pages that do not opt in, another origin, a failed fetch: a full load, as without it.
 * Loaded only with the player (site/features/listening/player.ts): a page where nobody listens carries none of it.
 */

interface SwapState {
  prudSwap: true;
  scrollY: number;
}

let clicksOn = false;
let popOn = false;
let latest = 0;
let runs = 0;
/** The address (path and query) of the page shown: a history step that changes only the fragment stays on it. */
let shown = '';

const here = () => location.pathname + location.search;
/** Only a page that opted in is left by a swap: another one's islands (checkout, account, admin) want a full unload. */
const swapsHere = () => !!document.querySelector(`meta[name="${SWAP_MARK}"]`);

const policyOf = (doc: Document) => doc.querySelector<HTMLMetaElement>('meta[http-equiv="content-security-policy" i]')?.content ?? null;

/** Links swap pages from now on (idempotent); the back and forward buttons move between swapped pages. */
export function startPageSwaps(): void {
  if (!popOn) {
    popOn = true;
    shown = here();
    addEventListener('popstate', onPopState);
    // A reload or a full load restores its scroll position as usual (the manual mode is kept with the entry).
    addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  }
  if (clicksOn) return;
  clicksOn = true;
  document.addEventListener('click', onClick);
  // Capture: before the search form's own script, which would load the results fully.
  document.addEventListener('submit', onSearch, true);
  history.scrollRestoration = 'manual';
  history.replaceState({ ...history.state, prudSwap: true, scrollY } satisfies SwapState, '');
}

/** Links load pages fully again (the player was closed); history entries made meanwhile still swap back. */
export function stopPageSwaps(): void {
  clicksOn = false;
  document.removeEventListener('click', onClick);
  document.removeEventListener('submit', onSearch, true);
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !swapsHere()) return;
  const to = swapTarget(
    {
      button: event.button,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      defaultPrevented: event.defaultPrevented,
      target: link.target,
      download: link.hasAttribute('download'),
      fullLoad: link.hasAttribute('data-full-load'),
      href: link.href,
    },
    new URL(location.href),
  );
  if (!to) return;
  event.preventDefault();
  void go(to, 'push');
}

/** The header's search ('Hľadať'): its results swap in too (site/components/SearchForm.astro builds the same address). */
function onSearch(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('form[data-search-form]') || !swapsHere()) return;
  const keyword = (form.elements.namedItem('keyword') as HTMLInputElement | null)?.value.trim() ?? '';
  event.preventDefault();
  event.stopImmediatePropagation();
  void go(new URL(keyword ? searchHref(keyword) : '/', location.href), 'push');
}

function onPopState(event: PopStateEvent): void {
  // Only the fragment changed (a skip link, an anchor): the browser scrolls, the page and what was typed stay.
  if (here() === shown) return;
  const state = event.state as Partial<SwapState> | null;
  void go(new URL(location.href), 'pop', state?.scrollY ?? 0);
}

/** Fetches and swaps in a page; anything unusual falls back to the browser's own navigation. */
async function go(to: URL, mode: 'push' | 'pop', scrollBack = 0): Promise<void> {
  const ticket = ++latest;
  const full = () => {
    if (ticket !== latest) return; // another click came meanwhile: its page shows, not this one
    if (mode === 'push') location.assign(to.href);
    else location.reload();
  };
  // Back or Forward to a page that loads fully (a link to one never comes here: the browser follows it).
  if (!pageSwaps(to.pathname)) return full();
  let doc: Document;
  let at: URL;
  let text: string;
  let styles: string[];
  try {
    const res = await fetch(to.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    at = new URL(res.url || to.href);
    const html = (res.headers.get('content-type') ?? '').startsWith('text/html');
    if (!html || at.origin !== location.origin || res.status >= 500) return full();
    ({ html: text, styles } = takeStyles(await res.text()));
    doc = new DOMParser().parseFromString(text, 'text/html');
    // Parsed without scripting, a <noscript>'s content is markup (its images would load): a full load ignores it too.
    for (const el of doc.querySelectorAll('noscript')) el.remove();
  } catch {
    return full();
  }
  if (ticket !== latest) return; // another click came meanwhile
  if (!swappable({ mark: !!doc.querySelector(`meta[name="${SWAP_MARK}"]`), policy: policyOf(doc) }, policyOf(document))) return full();
  const [inline] = await Promise.all([inlineStyles(styles, policyOf(doc)), loadStyles(doc)]);
  if (ticket !== latest) return;
  if (!inline) return full();

  at.hash = to.hash;
  if (mode === 'push') {
    history.replaceState({ ...history.state, prudSwap: true, scrollY } satisfies SwapState, '');
    // The page shown again (a link to itself): no second entry for it.
    if (at.href === location.href) history.replaceState({ prudSwap: true, scrollY: 0 } satisfies SwapState, '', at.href);
    else history.pushState({ prudSwap: true, scrollY: 0 } satisfies SwapState, '', at.href);
  }
  shown = here();
  try {
    dispatchEvent(new Event(PAGE_LEAVE_EVENT));
    swapHead(doc);
    document.adoptedStyleSheets = inline;
    swapBody(doc);
    const target = at.hash ? document.getElementById(decodeURIComponent(at.hash.slice(1))) : null;
    if (mode === 'pop') scrollTo({ top: scrollBack, behavior: 'instant' });
    else if (target) target.scrollIntoView();
    else scrollTo({ top: 0, behavior: 'instant' });
    runScripts();
    if (mode === 'push') {
      document.getElementById('obsah')?.focus({ preventScroll: true });
      // A target made to take focus (a recording's place, tabindex) gets it; another leaves it with the content.
      if (target?.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    }
    announce(document.title);
  } catch {
    location.reload(); // half a swap is no page: the address is the new one, so load it fully
  }
}

/** The new page's stylesheets, loaded before it shows (no unstyled flash). */
function loadStyles(doc: Document): Promise<unknown> {
  const loading = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((l) => !document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(l.getAttribute('href') ?? '')}"]`))
    .map((l) => {
      const preload = Object.assign(document.createElement('link'), { rel: 'preload', as: 'style', href: l.href });
      const done = new Promise((resolve) => {
        for (const e of ['load', 'error']) preload.addEventListener(e, resolve);
      });
      document.head.appendChild(preload);
      return done;
    });
  return Promise.all(loading);
}

/**
 * The new page's inline stylesheets (Astro inlines small ones and lists their hashes in the page's style-src), as
 * constructed stylesheets: the policy in force is the first page's and does not list them. Only those the new
 * page's own policy allows, checked by hash, exactly as its full load would apply. Null when the browser cannot hash
 * (no WebCrypto outside a secure context): then a full load.
 */
async function inlineStyles(texts: string[], policy: string | null): Promise<CSSStyleSheet[] | null> {
  if (!globalThis.crypto?.subtle) return null;
  const allowed = styleHashes(policy ?? '');
  const sheets: CSSStyleSheet[] = [];
  for (const text of texts) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    if (!allowed.has(`sha256-${btoa(String.fromCharCode(...digest))}`)) continue;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.push(sheet);
  }
  return sheets;
}

/** The old head goes but for what the new one has too (the same stylesheets stay, never reloaded) and the policy in force. */
function swapHead(doc: Document): void {
  const twinOf = (el: Element): Element | null => {
    if (el.matches('meta[http-equiv="content-security-policy" i]'))
      return doc.head.querySelector('meta[http-equiv="content-security-policy" i]');
    if (el.matches('link[rel="stylesheet"]'))
      return doc.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(el.getAttribute('href') ?? '')}"]`);
    return null;
  };
  for (const el of [...document.head.children]) {
    const twin = twinOf(el);
    if (twin) twin.remove();
    else el.remove();
  }
  for (const node of [...doc.head.childNodes]) document.head.appendChild(node);
  document.documentElement.lang = doc.documentElement.lang || document.documentElement.lang;
  // Set by a page's own head script when its island is needed (site/lib/client-needed.ts): the next page decides anew.
  document.documentElement.classList.remove(ISLAND_NEEDED_CLASS);
}

/** Everything in the body goes but the player; the new body's content comes in before it. */
function swapBody(doc: Document): void {
  const player = document.querySelector('[data-player]');
  for (const node of [...document.body.childNodes]) if (node !== player) node.remove();
  for (const attr of [...document.body.attributes]) if (attr.name !== 'style') document.body.removeAttribute(attr.name);
  for (const attr of [...doc.body.attributes]) if (attr.name !== 'style') document.body.setAttribute(attr.name, attr.value);
  for (const node of [...doc.body.childNodes]) document.body.insertBefore(node, player);
}

/** The new page's scripts, in document order, outside the player: each runs as on a full load. */
function runScripts(): void {
  runs += 1;
  for (const old of [...document.querySelectorAll('script')]) {
    if (old.closest('[data-player]')) continue;
    const src = old.getAttribute('src') ?? old.dataset.src ?? '';
    const how = scriptRun({ type: old.getAttribute('type') ?? '', src });
    if (how === 'skip') continue;
    if (how === 'module') {
      void import(/* @vite-ignore */ `${new URL(src, location.href).href}#swap-${runs}`);
      continue;
    }
    const fresh = document.createElement('script');
    for (const attr of old.attributes) fresh.setAttribute(attr.name, attr.value);
    fresh.textContent = old.textContent;
    old.replaceWith(fresh);
  }
}

/** Screen readers hear the new page's title, as after a full load. */
function announce(title: string): void {
  const live = Object.assign(document.createElement('p'), { className: 'sr-only' });
  live.setAttribute('aria-live', 'polite');
  document.body.insertBefore(live, document.querySelector('[data-player]'));
  setTimeout(() => (live.textContent = title), 60);
}
