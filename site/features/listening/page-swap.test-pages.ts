import { createHash } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The pages the page router's tests (./page-swap*.test.ts, happy-dom) swap between: a listening room shown with
 * the player playing, and the shop's answers to its fetches. Not shipped: only those tests import it.
 */

export const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-old='";
const MARK = '<meta name="prud-page-swap" content="on">';
/** happy-dom matches `[http-equiv="…" i]` case-sensitively: the policy is written in lower case, as Astro writes it. */
const csp = (policy = POLICY) => `<meta http-equiv="content-security-policy" content="${policy}">`;
/** A style-src source for a style's text, as Astro lists it. */
export const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

interface Page {
  title?: string;
  lang?: string;
  policy?: string | null;
  mark?: boolean;
  head?: string;
  bodyAttributes?: string;
  body?: string;
}

/** A page of the shop as the server sends it. */
export function page({
  title = 'Kniha',
  lang = 'sk',
  policy = POLICY,
  mark = true,
  head = '',
  bodyAttributes = '',
  body,
}: Page = {}): string {
  const content = body ?? `<main id="obsah" tabindex="-1"><h1>${title}</h1></main>`;
  return `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head>${policy === null ? '' : csp(policy)}${mark ? MARK : ''}<title>${title}</title>${head}</head><body${bodyAttributes}>${content}</body></html>`;
}

interface Answer {
  body?: string;
  status?: number;
  type?: string | null;
  url?: string;
}

/** The shop's answer to a fetch (`url` is where redirects ended; '' as a fetch without one may report). */
export const answer = ({ body = page(), status = 200, type = 'text/html; charset=utf-8', url = '' }: Answer = {}) =>
  ({
    url,
    status,
    headers: new Headers(type === null ? {} : { 'content-type': type }),
    text: () => Promise.resolve(body),
  }) as unknown as Response;

/** A fetch the test answers when it wants to. */
export function later() {
  let answerNow!: (res: Response) => void;
  const promise = new Promise<Response>((resolve) => (answerNow = resolve));
  return { promise, answerNow };
}

/** The listening room shown, a recording playing: what every test starts from. */
export function showListeningRoom(): { player: HTMLElement; csp: Element; base: Element } {
  history.replaceState(null, '', '/words-of-life?tema=spasenie');
  document.documentElement.lang = 'sk';
  document.documentElement.className = 'island-needed';
  document.head.innerHTML = `${csp()}${MARK}<title>Slová života</title><link rel="stylesheet" href="/_astro/base.css"><link rel="stylesheet" href="/_astro/words.css"><meta name="description" content="Nahrávky">`;
  for (const attr of [...document.body.attributes]) document.body.removeAttribute(attr.name);
  document.body.setAttribute('class', 'listening');
  document.body.setAttribute('data-page', 'words');
  document.body.setAttribute('style', 'padding-bottom: 80px');
  document.body.innerHTML = `<header><a id="home" href="/">Domov</a></header>
    <main id="obsah" tabindex="-1"><a id="book" href="/product/2">Kniha</a><span id="plain">text</span></main>
    <aside data-player><script id="player-own">/* the player's own */</script><button id="player-button">Zbaliť</button></aside>`;
  document.adoptedStyleSheets = [];
  return {
    player: document.querySelector('[data-player]')!,
    csp: document.head.querySelector('meta[http-equiv]')!,
    base: document.head.querySelector('link')!,
  };
}

/**
 * A click on an element as a mouse makes it; true when something took it over (preventDefault). What is left to
 * the browser ends there, as if followed: happy-dom would otherwise fetch a download or open a new tab for real.
 */
export function click(target: EventTarget, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let takenOver = false;
  const browser = (e: Event) => {
    takenOver = e.defaultPrevented;
    e.preventDefault();
  };
  addEventListener('click', browser, { once: true });
  target.dispatchEvent(event);
  removeEventListener('click', browser);
  return takenOver;
}

/** A link put into the page shown, clicked. */
export function follow(href: string, attributes: Record<string, string> = {}, init: MouseEventInit = {}): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'odkaz';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.getElementById('obsah')!.appendChild(link);
  return click(link, init);
}

/**
 * Waits, turn by turn of the event loop, until the page router got there: at most 10 s of real time (hashing a
 * style runs on libuv's pool, which a full test run keeps busy; the count of turns alone ran out there). The clock
 * is process.hrtime, which fake timers leave alone.
 */
export async function until(done: () => unknown, what = 'the page router to finish'): Promise<void> {
  const start = process.hrtime.bigint();
  while (process.hrtime.bigint() - start < 10_000_000_000n) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!done()) throw new Error(`waited in vain for ${what}`);
}

/** Lets every pending callback of the page router run (nothing is scheduled by the clock on its way). */
export const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * The page router as a page loads it: a module of its own for each test (it keeps whether it listens and its
 * counters), and \`leave\` takes all its listeners away again (its back-button listener stays on window otherwise).
 */
async function freshRouter() {
  vi.resetModules();
  // The router calls the global addEventListener (a bound copy of window's here): that one is watched.
  const listen = vi.spyOn(globalThis as unknown as Window, 'addEventListener');
  const router = await import('./page-swap');
  return {
    ...router,
    leave: () => {
      router.stopPageSwaps();
      for (const [type, listener] of listen.mock.calls) if (type === 'popstate') removeEventListener(type, listener);
    },
  };
}

/** Spies on the browser's own navigation: the page router falls back to it. */
function fullLoads() {
  return {
    assign: vi.spyOn(location, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(location, 'reload').mockImplementation(() => {}),
  };
}

/** The current test's shop and page router (routerPerTest). */
export interface RouterUnderTest {
  /** The shop's answers to the router's fetches: a page that opts in, unless the test says otherwise. */
  fetchPage: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  /** The browser's own navigation, spied on and kept from happening. */
  loads: ReturnType<typeof fullLoads>;
  startPageSwaps: () => void;
  stopPageSwaps: () => void;
}

/**
 * Registers the hooks of a page router test file: each test starts in the listening room, a fresh router
 * listening, the fetch stubbed and full loads spied on; afterwards the router leaves and every stub goes. The
 * object returned holds the current test's fetch, full loads and router (read it in the test, not before).
 */
export function routerPerTest(): RouterUnderTest {
  const current = {} as RouterUnderTest;
  let leave = () => {};
  beforeEach(async () => {
    current.fetchPage = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer()));
    vi.stubGlobal('fetch', current.fetchPage);
    current.loads = fullLoads();
    showListeningRoom();
    const router = await freshRouter();
    ({ startPageSwaps: current.startPageSwaps, stopPageSwaps: current.stopPageSwaps, leave } = router);
    current.startPageSwaps();
  });
  afterEach(() => {
    leave();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  return current;
}
