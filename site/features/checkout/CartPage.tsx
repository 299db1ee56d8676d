import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { eurosToCents, formatEur } from '~/worker/domain/money';
import { ORDER_MESSAGES } from '~/worker/domain/order-messages';
import { DOMESTIC_COUNTRY } from '~/worker/domain/pricing';
import { CART_PATH, CHECKOUT_ENTRY, productHref } from '~/site/lib/paths';
import { Alert, Loading, useHydrated, useOnce } from '~/site/components/ui/form';
import { Price } from '~/site/components/ui/Price';
import { $discountCode, $shippingAddress } from './checkout-store';
import { $deliveryChoice } from './delivery-choice-store';
import { cartSumFigures, quoteRequest } from './cart-sums';
import { useQuote } from './quote-api';
import { DiscountCodeField } from './DiscountCodeField';
import { Sums } from '../../components/orders/OrderParts';
import { $cartItems, removeFromCart, setCartQty } from '../../stores/cart';
import { blockedLines, cartCount, isAvailable, type CartItem } from '../../lib/cart/cart-ops';
import { addProductById, refreshCart, refreshCartOnce, refreshedChanges } from './cart-sync';
import { CART_LIGHT_ID, CODE_FIELD_ID, lightHandoff, restoreLightFocus } from './cart-light-handoff';
import { cartLines, changeText, isBadCartPath, parseCartPath, type LineChange } from '../../lib/cart/cart-view';

type Notice = { kind: 'added'; name: string; qty: number } | { kind: 'error'; message: string } | null;

function QtySelect({ item }: { item: CartItem }) {
  const id = `qty-${item.product}`;
  return (
    <div className="cart-qty">
      <label htmlFor={id}>
        Počet<span className="sr-only"> – {item.name}</span>
      </label>
      <select id={id} value={item.qty} onChange={(e) => setCartQty(item.product, Number(e.target.value))}>
        {Array.from({ length: Math.max(1, item.countInStock) }, (_, i) => i + 1).map((qty) => (
          <option key={qty} value={qty}>
            {qty}
          </option>
        ))}
      </select>
    </div>
  );
}

function CartLine({ item, lineCents, change }: { item: CartItem; lineCents: number; change?: LineChange }) {
  const available = isAvailable(item);
  const changeKind = change?.kind === 'soldOut' || change?.kind === 'gone' || !available ? 'blocked' : 'info';
  return (
    <li className={`cart-line${available ? '' : ' cart-line--blocked'}`}>
      <img className="cart-line-img" src={item.image} alt="" width="60" height="83" loading="lazy" />
      <div className="cart-line-main">
        <a className="cart-line-name" href={productHref(item.product)}>
          {item.name}
        </a>
        <p className="cart-line-price">
          <Price unitCents={eurosToCents(item.price)} discount={item.discount} />
        </p>
        {(change || !available) && (
          <p className={`cart-change cart-change--${changeKind}`}>{change ? changeText(change) : changeText({ kind: 'soldOut' })}</p>
        )}
      </div>
      <div className="cart-line-actions">
        {available ? <QtySelect item={item} /> : <p className="cart-soldout">Vypredané</p>}
        <p className="cart-line-total">
          <span className="sr-only">Spolu za položku </span>
          {available ? formatEur(lineCents) : '–'}
        </p>
        <button
          type="button"
          className="acct-btn acct-btn--small"
          aria-label={`Odstrániť ${item.name}`}
          onClick={() => removeFromCart(item.product)}
        >
          Odstrániť
        </button>
      </div>
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="empty-state">
      <p>{ORDER_MESSAGES.cartEmpty}</p>
      <p>
        <a href="/">Späť do obchodu</a> – vyberte si z našich kníh.
      </p>
    </div>
  );
}

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
  const blocked = blockedLines(items);
  // Postage is the server's (issue 30): for the chosen method once there is one, else from what price it starts.
  const request = quoteRequest(available, country, { deliveryMethod: choice?.method, discountCode: code });
  const quoted = useQuote(request, hydrated && !checking && available.length > 0, 300);
  // Figures of an older question are not shown: after a quantity changed, 'počítame…' until the new answer.
  const quote = quoted.askedFor === JSON.stringify(request) ? quoted.quote : null;
  const figures = cartSumFigures(quote, choice?.method ?? null, totals.itemsCents);

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
        <div className="cart-layout">
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="sr-only">
              Položky
            </h2>
            {/* Kept when the check is done, empty: the lines below must not move up (CLS). */}
            <p className="cart-checking" role="status">
              {checking ? 'Overujeme aktuálne ceny a sklad…' : ''}
            </p>
            <ul className="cart-lines">
              {items.map((item) => (
                <CartLine key={item.product} item={item} lineCents={lineCents.get(item.product) ?? 0} change={changes.get(item.product)} />
              ))}
            </ul>
          </section>
          <aside className="cart-summary" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">Súhrn</h2>
            <Sums figures={figures}>
              <div>
                <dt>Položiek ({cartCount(items)})</dt>
                <dd />
              </div>
            </Sums>
            {quote && choice && quote.deliveryMethod === choice.method && (
              <p className="cart-muted">Doprava: {quote.methods.find((m) => m.id === choice.method)?.label}</p>
            )}
            {/* The code is priced by the server's quote for the lines that can be bought; kept for the last step. */}
            <DiscountCodeField
              items={available}
              country={country}
              deliveryMethod={choice?.method}
              id={CODE_FIELD_ID}
              initialText={lightHandoff.codeText}
            />
            {blocked.length > 0 ? (
              <p className="cart-change cart-change--blocked" id="cart-blocked">
                Niektoré tituly už nemáme. Odstráňte ich prosím z košíka, potom môžete pokračovať k pokladni.
              </p>
            ) : (
              <a className="acct-btn acct-btn--primary" href={CHECKOUT_ENTRY}>
                Do pokladne
              </a>
            )}
            <a className="acct-btn acct-btn--outline cart-continue" href="/">
              Pokračovať v nákupe
            </a>
          </aside>
        </div>
      )}
    </div>
  );
}
