import type { ClientDirective } from 'astro';
import { USE_EVENTS } from './client-used';

/** The class on <html> that says "this browser holds something for the page's island" (set by the page's inline check). */
export const ISLAND_NEEDED_CLASS = 'island-needed';

/** `client:needed`'s value, optional. */
export interface NeededWhen {
  /**
   * The page's script draws what is stored without React and does most of what the island does (the cart:
   * site/features/checkout/cart-light.ts), so the island waits, as `client:used` does, until the reader points at,
   * touches, tabs into or types in the part only it can serve: this selector's element (the discount code's form).
   * Never on a press elsewhere: React drawing over a link or button between its press and release would lose the click.
   */
  untilUsed?: string;
  /** A regular expression of paths where the island acts as the page loads all the same (`/cart/{id}` adds a product). */
  atOncePath?: string;
}

/**
 * `client:needed`: an Astro client directive (registered in astro.config.mjs) for an island whose server-rendered
 * HTML is already the whole page for a visitor with nothing stored: the empty cart, the favourites' log-in
 * prompt. The page's inline check (site/build/csp.ts, `needCart`, `needSignedIn`) runs before the first paint and
 * puts ISLAND_NEEDED_CLASS on <html> when there is something to show (cart lines, a signed-in user), and again on
 * a later `storage` or sign-in event; CSS swaps the visitor's view for a loading line by that class. The island
 * hydrates at once when the class is there, or as soon as it is added (with `untilUsed`: at the first use after
 * that); otherwise neither it nor React is loaded.
 */
const needed: ClientDirective = (load, options, island) => {
  const when = typeof options.value === 'object' && options.value ? (options.value as NeededWhen) : {};
  const root = document.documentElement;
  let started = false;
  const part = when.untilUsed;
  let used = !part || (when.atOncePath !== undefined && new RegExp(when.atOncePath).test(location.pathname));
  const hydrate = () => {
    // An island the player's page router swapped out with its page (site/features/listening) never shows again.
    if (!island.isConnected) return watch.disconnect();
    if (started || !used || !root.classList.contains(ISLAND_NEEDED_CLASS)) return;
    started = true;
    watch.disconnect();
    for (const type of USE_EVENTS) island.removeEventListener(type, onUse, true);
    void load().then((run) => run());
  };
  const onUse = (e: Event) => {
    if (!(e.target as Element | null)?.closest?.(part!)) return;
    used = true;
    hydrate();
  };
  const watch = new MutationObserver(hydrate);
  watch.observe(root, { attributes: true, attributeFilter: ['class'] });
  if (!used) {
    for (const type of USE_EVENTS) island.addEventListener(type, onUse, { capture: true, passive: true });
    // Focus already there (the browser restored it, or the field was focused before this ran).
    if (island.contains(document.activeElement) && document.activeElement?.closest(part!)) used = true;
  }
  hydrate();
};

export default needed;
