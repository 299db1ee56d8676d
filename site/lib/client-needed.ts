import type { ClientDirective } from 'astro';

/** The class on <html> that says "this browser holds something for the page's island" (set by the page's inline check). */
export const ISLAND_NEEDED_CLASS = 'island-needed';

/**
 * `client:needed`: an Astro client directive (registered in astro.config.mjs) for an island whose server-rendered
 * HTML is already the whole page for a visitor with nothing stored: the empty cart, the favourites' log-in
 * prompt. The page's inline check (site/build/csp.ts, `needCart`, `needSignedIn`) runs before the first paint and
 * puts ISLAND_NEEDED_CLASS on <html> when there is something to show (cart lines, a signed-in user), and again on
 * a later `storage` or sign-in event; CSS swaps the visitor's view for a loading line by that class. The island
 * hydrates at once when the class is there, or as soon as it is added; otherwise neither it nor React is loaded.
 */
const needed: ClientDirective = (load, _options, island) => {
  const root = document.documentElement;
  let started = false;
  const hydrate = () => {
    // An island the player's page router swapped out with its page (site/features/listening) never shows again.
    if (!island.isConnected) return watch.disconnect();
    if (started || !root.classList.contains(ISLAND_NEEDED_CLASS)) return;
    started = true;
    watch.disconnect();
    void load().then((run) => run());
  };
  const watch = new MutationObserver(hydrate);
  watch.observe(root, { attributes: true, attributeFilter: ['class'] });
  hydrate();
};

export default needed;
