import { PAGE_LEAVE_EVENT } from './storage-keys';

/**
 * The life of the page now shown, as an AbortSignal for listeners a page script puts on `window` or `document`
 * (`addEventListener(type, fn, { signal: pageSignal() })`). A full load ends such listeners by itself; while the
 * player plays, the page router swaps pages without one, and the signal ends them instead (PAGE_LEAVE_EVENT), so
 * the scripts of the next page do not find the previous page's listeners still running.
 */
export function pageSignal(): AbortSignal {
  const life = new AbortController();
  addEventListener(PAGE_LEAVE_EVENT, () => life.abort(), { once: true });
  return life.signal;
}
