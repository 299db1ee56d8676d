import type { ClientDirective } from 'astro';

/**
 * When a `client:used` island must act as the page loads instead of waiting to be used: the address or the
 * browser holds something it shows or acts on at once (a Google sign-in's code, someone already signed in).
 * Checked once, before anything is loaded.
 */
export interface UsedAtOnce {
  /** Query parameters: a name (present at all) or `name=value` (that value, decoded). */
  params?: string[];
  /** localStorage keys (e.g. the signed-in user's `userInfo`). */
  stored?: string[];
  /** sessionStorage keys (this tab's notes, e.g. a session the server refused). */
  tab?: string[];
  /** A regular expression of paths (e.g. `^/login/profile`). */
  path?: string;
  /** A regular expression of the address's fragment (e.g. a Google re-confirmation's answer, `zrusit-ucet`). */
  hash?: string;
  /** A regular expression of the page the visitor came from (e.g. a login page with a target to hand on). */
  referrer?: string;
}

/**
 * UsedAtOnce's `referrer` of the pages the login page links to: a login page that had a target (`?redirect=`),
 * which their links and Google's hand on (site/lib/account.ts handedOnTarget) from the first click.
 */
export const LOGIN_WITH_TARGET = '/login/?\\?(?:.*&)?redirect=';

/** What counts as using the island: a pointer over or on it, a finger, a key, a field taking focus. */
export const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function has(storage: () => Storage, keys: string[] | undefined): boolean {
  if (!keys?.length) return false;
  try {
    const s = storage();
    return keys.some((k) => s.getItem(k) !== null);
  } catch {
    return false; // storage blocked: it holds nothing
  }
}

/** True when the page must hydrate at once (see UsedAtOnce). */
export function neededAtOnce(when: UsedAtOnce, at: Pick<Location, 'search' | 'pathname'> & { hash?: string }, referrer = ''): boolean {
  const query = new URLSearchParams(at.search);
  const param = (p: string) => {
    const eq = p.indexOf('=');
    return eq < 0 ? query.has(p) : query.get(p.slice(0, eq)) === p.slice(eq + 1);
  };
  return (
    Boolean(when.params?.some(param)) ||
    (when.path !== undefined && new RegExp(when.path).test(at.pathname)) ||
    (when.hash !== undefined && new RegExp(when.hash).test(at.hash ?? '')) ||
    (when.referrer !== undefined && new RegExp(when.referrer).test(referrer)) ||
    has(() => localStorage, when.stored) ||
    has(() => sessionStorage, when.tab)
  );
}

/**
 * `client:used`: an Astro client directive (registered in astro.config.mjs) for an island whose server-rendered
 * HTML is the whole page until someone uses it: the account forms paint their labelled fields, button and links
 * from the HTML, and React (~64 KB of gzip) is loaded only when the visitor points at, touches, tabs into or types
 * in the island, so a reader who only looks loads none of it. What was typed meanwhile is adopted at hydration
 * (site/components/ui/form.tsx), and the button stays disabled until then. The value (UsedAtOnce) names what
 * makes the island hydrate at once instead. Inlined into every page that uses it: no imports.
 */
const used: ClientDirective = (load, options, island) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of USE_EVENTS) island.removeEventListener(type, hydrate, true);
    void load().then((run) => run());
  };
  const when = typeof options.value === 'object' && options.value ? (options.value as UsedAtOnce) : {};
  if (neededAtOnce(when, location, document.referrer)) return hydrate();
  for (const type of USE_EVENTS) island.addEventListener(type, hydrate, { capture: true, passive: true });
  // Focus already inside (the browser restored it, or a field was focused before the script ran).
  if (island.contains(document.activeElement)) hydrate();
};

export default used;
