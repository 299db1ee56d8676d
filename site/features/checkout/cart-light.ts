import { ISLAND_NEEDED_CLASS } from '~/site/lib/client-needed';
import { CART_ADDS_PATH, CART_LIGHT_ID } from './cart-light-handoff';

/**
 * The cart page's script: a visitor with nothing stored loads nothing more (the built page is their empty cart).
 * Once the page's inline check marks <html> (lines stored, now or from another tab), the cart is drawn without
 * React (./cart-light-run.ts). `/cart/{id}` (adding a product) is the island's from the start.
 */
const box = document.getElementById(CART_LIGHT_ID);
const root = document.documentElement;
if (box && !new RegExp(CART_ADDS_PATH).test(location.pathname)) {
  let started = false;
  const go = () => {
    if (started || !box.isConnected || !root.classList.contains(ISLAND_NEEDED_CLASS)) return;
    started = true;
    watch.disconnect();
    void import('./cart-light-run').then((run) => run.startLightCart(box));
  };
  const watch = new MutationObserver(go);
  watch.observe(root, { attributes: true, attributeFilter: ['class'] });
  go();
}
