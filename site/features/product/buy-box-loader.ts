/** What says the buyer is about to use the box: a pointer over it, a tap, focus or a key inside it. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The product page's buy box until it is used: the box is a plain form to `/cart/{id}?qty={n}` (buy-box-markup.ts),
 * and its script (buy-box.ts: today's price and stock from the API, adding in place) is fetched only when the
 * buyer reaches for it, so a reader who only looks loads none of it. A submit before the script has arrived waits
 * for it and is then sent through it; if it cannot be fetched (offline), the form goes to the cart page as without
 * JavaScript. `data-ready="true"` says from the start that the submit is taken over (the end-to-end tests wait for it).
 */
export function takeOverBuyBox(root: HTMLElement): void {
  const form = root.querySelector('form');
  if (!form || root.dataset.ready) return;
  let enhanced = false;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= import('./buy-box').then(({ enhanceBuyBox }) => {
      enhanceBuyBox(root);
      enhanced = true;
    }));
  for (const type of USE_EVENTS) root.addEventListener(type, () => void load(), { capture: true, passive: true, once: true });
  form.addEventListener('submit', (e) => {
    if (enhanced) return; // buy-box.ts's own listener has it
    e.preventDefault();
    load().then(
      () => form.requestSubmit(),
      () => form.submit(),
    );
  });
  root.dataset.ready = 'true';
}
