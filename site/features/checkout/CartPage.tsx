import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { DOMESTIC_COUNTRY } from '~/worker/domain/pricing';
import { CART_PATH } from '~/site/lib/paths';
import { Alert, Loading, useHydrated, useOnce } from '~/site/components/ui/form';
import { $discountCode, $shippingAddress } from './checkout-store';
import { $deliveryChoice } from './delivery-choice-store';
import { cartSumFigures, chosenMethodLabel, quoteRequest, summaryQuoteError } from './cart-sums';
import { useQuote } from './quote-api';
import { DiscountCodeField } from './DiscountCodeField';
import { CartLayout, EmptyCart } from './CartLayout';
import { $cartItems } from '../../stores/cart';
import { isAvailable } from '../../lib/cart/cart-ops';
import { addProductById, refreshCart, refreshCartOnce, refreshedChanges } from './cart-sync';
import { CART_LIGHT_ID, CODE_FIELD_ID, lightHandoff, restoreLightFocus } from './cart-light-handoff';
import { cartLines, isBadCartPath, parseCartPath, type LineChange } from '../../lib/cart/cart-view';

type Notice = { kind: 'added'; name: string; qty: number } | { kind: 'error'; message: string } | null;

/** The loading line (form.tsx Loading) as markup: the slot below holds it until the cart's script draws. */
const LOADING_HTML = '<p class="acct-loading" role="status">Načítava sa…</p>';

/**
 * The page as built (the server's render and the hydrating one, which must be alike): the heading, the empty
 * cart for a browser with nothing stored (the island is then never loaded: `client:needed`), and for one with
 * lines the slot the cart's script (./cart-light.ts) draws them into before React. React does not look inside
 * a `dangerouslySetInnerHTML` element while hydrating, so what the script drew there is no mismatch; the next
 * render draws the cart in its place.
 */
function CartFrame() {
  return (
    <div className="cart">
      <h1>Nákupný košík</h1>
      <div className="js-only" data-until-needed>
        <EmptyCart />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant line, no one's input; it is what makes React leave the slot's content alone while hydrating */}
      <div id={CART_LIGHT_ID} data-when-needed dangerouslySetInnerHTML={{ __html: LOADING_HTML }} />
    </div>
  );
}

/**
 * `/cart` and `/cart/{id}?qty={n}`: the cart with today's prices and stock (each line is re-read from the API
 * on open), the summary with the server's postage for the saved country (and method), and the way to checkout. The `/cart/{id}` form adds
 * (or replaces) that product first, then the address bar shows `/cart`. Until hydrated it is the built frame.
 */
export default function CartPage() {
  const hydrated = useHydrated();
  const items = useStore($cartItems);
  const address = useStore($shippingAddress);
  const choice = useStore($deliveryChoice);
  const code = useStore($discountCode);
  const [notice, setNotice] = useState<Notice>(null);
  // The slot the cart's script drew into (./cart-light.ts), while it is still there (none on the server).
  const [slot] = useState(() => (typeof document === 'undefined' ? null : document.getElementById(CART_LIGHT_ID)));
  // The script may have re-read the lines already: its findings, and no second check.
  const [changes, setChanges] = useState<Map<number, LineChange>>(() => refreshedChanges(slot) ?? new Map());
  const [checking, setChecking] = useState(() => refreshedChanges(slot) === null);

  useOnce(() => {
    const target = parseCartPath(location.pathname, location.search);
    const bad = isBadCartPath(location.pathname);
    if (target || bad) history.replaceState(null, '', CART_PATH);
    const adding = target
      ? addProductById(target.id, target.qty).then(
          (line) => setNotice({ kind: 'added', name: line.name, qty: line.qty }),
          (err: Error) => setNotice({ kind: 'error', message: err.message }),
        )
      : Promise.resolve(bad ? setNotice({ kind: 'error', message: 'Produkt sa nenašiel.' }) : undefined);
    adding
      .then(() => (target || !slot ? refreshCart() : refreshCartOnce(slot)))
      .then((found) => setChanges(found))
      .catch(() => undefined)
      .finally(() => setChecking(false));
  });

  // React has just drawn the cart over the script's: the reader stays in the control they were in.
  useLayoutEffect(() => {
    if (hydrated) restoreLightFocus();
  }, [hydrated]);

  // A line removed or re-added no longer carries its old notice.
  useEffect(() => {
    setChanges((prev) => {
      const ids = new Set(items.map((x) => x.product));
      const kept = new Map([...prev].filter(([id]) => ids.has(id)));
      return kept.size === prev.size ? prev : kept;
    });
  }, [items]);

  const country = address?.country?.trim() || DOMESTIC_COUNTRY;
  // Lines that cannot be bought any more count for nothing (they block checkout until removed).
  const available = items.filter(isAvailable);
  const totals = cartLines(available);
  const lineCents = new Map(totals.lines.map((l) => [l.productId, l.lineCents]));
  // Postage is the server's (issue 30): for the chosen method once there is one, else from what price it starts.
  const request = quoteRequest(available, country, { deliveryMethod: choice?.method, discountCode: code });
  const quoted = useQuote(request, hydrated && !checking && available.length > 0, 300);
  // Figures of an older question are not shown: after a quantity changed, 'počítame…' until the new answer.
  const quote = quoted.askedFor === JSON.stringify(request) ? quoted.quote : null;
  // The question failed (not one still asked): the summary says so instead of 'počítame…' for ever.
  const failedWith = !quote && !quoted.loading ? quoted.error : '';
  const figures = cartSumFigures(quote, choice?.method ?? null, totals.itemsCents, failedWith !== '');

  if (!hydrated) return <CartFrame />;
  return (
    <div className="cart" data-ready={checking ? undefined : 'true'}>
      <h1>Nákupný košík</h1>
      {notice?.kind === 'error' && <Alert kind="error">{notice.message}</Alert>}
      {notice?.kind === 'added' && (
        <Alert kind="success">
          „{notice.name}“ ({notice.qty}&nbsp;ks) je v košíku.
        </Alert>
      )}
      {items.length === 0 ? (
        checking ? (
          <Loading />
        ) : (
          <EmptyCart />
        )
      ) : (
        <CartLayout
          items={items}
          lineCents={lineCents}
          changes={changes}
          checking={checking}
          figures={figures}
          quoteError={summaryQuoteError(failedWith, code)}
          methodLabel={chosenMethodLabel(quote, choice?.method ?? null)}
          codeField={
            // The code is priced by the server's quote for the lines that can be bought; kept for the last step.
            <DiscountCodeField
              items={available}
              country={country}
              deliveryMethod={choice?.method}
              id={CODE_FIELD_ID}
              initialText={lightHandoff.codeText}
            />
          }
        />
      )}
    </div>
  );
}
