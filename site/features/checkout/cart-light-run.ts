import { DOMESTIC_COUNTRY } from '~/worker/domain/pricing';
import { $cartItems, removeFromCart, setCartQty } from '~/site/stores/cart';
import { isAvailable } from '../../lib/cart/cart-ops';
import type { LineChange } from '../../lib/cart/cart-view';
import { $discountCode, $shippingAddress, storedDeliveryMethod } from './checkout-store';
import { refreshCartOnce } from './cart-sync';
import { quoteRequest } from './cart-sums';
import { readQuote } from './quote-read';
import { CODE_FIELD_ID, lightHandoff } from './cart-light-handoff';
import { drawLightCart, type LightCartState } from './cart-light-draw';

/**
 * The cart page for a reader with lines stored, before React (issue 33): the lines are drawn from the stored
 * cart at once, re-read from the API (today's price and stock), and the summary gets the server's figures, as
 * CartPage.tsx does. Quantities, removals, an applied code's removal and the way to checkout work here. The
 * island (`client:needed` with `untilUsed`) arrives when the reader points at, touches, tabs into or types in the
 * discount code's form, the one part React serves, and draws the same over this (./cart-light-handoff.ts passes
 * the field they were in and what they typed). Loaded by ./cart-light.ts only for a browser with lines stored.
 */

const QUOTE_DELAY_MS = 300;

export function startLightCart(box: HTMLElement): void {
  lightHandoff.codeText = '';
  let changes: ReadonlyMap<number, LineChange> = new Map();
  let checking = true;
  // The server's last answer and the question it answers: figures of an older question are never shown (after a
  // quantity changed, 'počítame…' and the items' own sum until the new answer).
  let answered: { key: string; quote: LightCartState['quote']; error: string } | null = null;
  let asked = '';
  let pending: { timer: ReturnType<typeof setTimeout>; ctl: AbortController } | null = null;

  const state = (): LightCartState & { body: ReturnType<typeof quoteRequest>; key: string } => {
    const items = $cartItems.get();
    const country = $shippingAddress.get()?.country?.trim() || DOMESTIC_COUNTRY;
    const method = storedDeliveryMethod();
    const code = $discountCode.get();
    const body = quoteRequest(items.filter(isAvailable), country, { deliveryMethod: method, discountCode: code });
    const key = JSON.stringify(body);
    const now = answered?.key === key ? answered : null;
    return { items, country, changes, checking, quote: now?.quote ?? null, quoteError: now?.error ?? '', method, code, body, key };
  };

  // The server's figures for what can be bought now, asked again (the latest question only) when that changes.
  const ask = ({ body, key }: { body: ReturnType<typeof quoteRequest>; key: string }) => {
    if (checking || body.orderItems.length === 0 || key === asked) return;
    if (pending) {
      clearTimeout(pending.timer);
      pending.ctl.abort();
    }
    const ctl = new AbortController();
    const first = asked === '';
    asked = key;
    const timer = setTimeout(
      () =>
        readQuote(body, ctl.signal).then(
          (quote) => {
            answered = { key, quote, error: '' };
            draw();
          },
          (err: Error) => {
            if (ctl.signal.aborted) return;
            answered = { key, quote: null, error: err.message };
            draw();
          },
        ),
      first ? 0 : QUOTE_DELAY_MS,
    );
    pending = { timer, ctl };
  };

  const stops: (() => void)[] = [];
  const draw = () => {
    // React has drawn the cart in this slot's place: nothing here is shown any more.
    if (!box.isConnected) {
      for (const stop of stops.splice(0)) stop();
      pending?.ctl.abort();
      return;
    }
    const s = state();
    drawLightCart(box, s);
    // As CartPage marks its root once the lines are re-read (what the end-to-end tests wait for).
    if (!checking) box.closest('.cart')?.setAttribute('data-ready', 'true');
    ask(s);
  };

  box.addEventListener('change', (e) => {
    const select = e.target as HTMLSelectElement;
    if (select.dataset.qty) setCartQty(Number(select.dataset.qty), Number(select.value));
  });
  box.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest<HTMLElement>('[data-remove], [data-remove-code]');
    if (button?.dataset.remove) removeFromCart(Number(button.dataset.remove));
    else if (button?.hasAttribute('data-remove-code')) $discountCode.set('');
  });
  // 'Použiť' is React's: a press of Enter before it has come must not reload the page.
  box.addEventListener('submit', (e) => e.preventDefault());
  box.addEventListener('input', (e) => {
    const field = e.target as HTMLInputElement;
    if (field.id === CODE_FIELD_ID) lightHandoff.codeText = field.value;
  });
  box.addEventListener('focusin', (e) => {
    lightHandoff.focusedId = (e.target as HTMLElement).id;
  });
  // Focus gone elsewhere, not with the control (Chrome blurs a focused element that is removed: React's takeover,
  // this script's own redraw, which puts it back).
  box.addEventListener('focusout', () => {
    queueMicrotask(() => {
      if (box.isConnected && !box.contains(document.activeElement)) lightHandoff.focusedId = '';
    });
  });

  for (const store of [$cartItems, $discountCode, $shippingAddress]) stops.push(store.listen(draw));
  draw();
  void refreshCartOnce(box).then((found) => {
    changes = found;
    checking = false;
    draw();
  });
}
