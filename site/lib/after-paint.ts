/**
 * The pages' own scripts are asked for after the first paint (issue 33, item 3). Astro writes each component's
 * bundled `<script>` as `<script type="module" src>`, which the browser fetches at once, beside the stylesheets: on
 * a phone they share the first round trips with what the first paint needs, and Lighthouse's simulated LCP counts
 * every request that finished before the paint (bench/notes/lighthouse-lcp.md). So every page is written with the
 * module's address kept in a script of a type the browser neither fetches nor runs (astro's template, changed at
 * build time: site/build/hold-scripts.ts), and the page's loader (AFTER_PAINT_LOADER, an inline script of its head,
 * hashed like the others: site/build/csp.ts) turns them back into module scripts, in their order, once the page has
 * painted its first content and is parsed. The page works as plain HTML until then (links, the account forms, the
 * search form).
 *
 * The loader runs once per document: the player's page router (site/features/listening/page-swap.ts) runs a swapped
 * page's scripts itself (`scriptRun` in page-swap-rules.ts reads these as modules).
 */

/** The type of a module script waiting for the first paint (not a JavaScript type: never fetched, never run). */
export const AFTER_PAINT_TYPE = 'prud-after-paint';

/**
 * `<html data-scripts>`: 'waiting' until the first paint, 'loading' once the modules are asked for, 'loaded' when the
 * last of them has run (what the end-to-end tests wait for before they use a script's work: tests/e2e/fixtures.ts).
 */
export const SCRIPTS_STATE = 'scripts';

/** How long the loader waits for a first paint the browser may never report (a tab opened in the background). */
export const PAINT_WAIT_MS = 3000;

/**
 * The loader, as the exact text of the head's inline script (its hash is in every page's policy), written small:
 * every page carries it (bench/js-budget.ts counts inline scripts). Once per document (`data-scripts` set), it
 * waits for the first contentful paint (Paint Timing; without it, or when no paint comes within PAINT_WAIT_MS, e.g. a
 * tab opened in the background, it goes on anyway), then for the page to be parsed, as module scripts would; then
 * each held script becomes a module script in its place, `async = false` so that they run in the page's order.
 * (A function, so that its tests run what it writes: Stryker leaves module-level values out.)
 */
export function afterPaintLoader(): string {
  return `(() => {
  const root = document.documentElement, state = (s) => (root.dataset.${SCRIPTS_STATE} = s);
  if (root.dataset.${SCRIPTS_STATE}) return;
  state('waiting');
  const load = () => {
    if (root.dataset.${SCRIPTS_STATE} !== 'waiting') return;
    const held = [...document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]')];
    state(held.length ? 'loading' : 'loaded');
    held.forEach((h, i) => {
      const s = document.createElement('script');
      s.type = 'module';
      s.async = false;
      if (i === held.length - 1) s.onload = s.onerror = () => state('loaded');
      s.src = h.dataset.src;
      h.replaceWith(s);
    });
  };
  const parsed = () => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', load) : load());
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw 0;
    new PerformanceObserver((l) => l.getEntriesByName('first-contentful-paint').length && parsed()).observe({ type: 'paint', buffered: true });
  } catch {
    parsed();
  }
  setTimeout(parsed, ${PAINT_WAIT_MS});
})()`.replace(/\n\s*/g, '');
}

/** The loader's text, as every page carries it. */
export const AFTER_PAINT_LOADER = afterPaintLoader();
