import type { ReactNode } from 'react';
import { eurosToCents, formatEur } from '~/worker/domain/money';
import { ORDER_MESSAGES } from '~/worker/domain/order-messages';
import { CHECKOUT_ENTRY, productHref } from '~/site/lib/paths';
import { Price } from '~/site/components/ui/Price';
import { Sums } from '../../components/orders/OrderParts';
import { removeFromCart, setCartQty } from '../../stores/cart';
import { blockedLines, cartCount, isAvailable, type CartItem } from '../../lib/cart/cart-ops';
import { changeText, type LineChange } from '../../lib/cart/cart-view';
import type { CartSumFigures } from './cart-sums';

/**
 * The cart's lines and summary as React draws them (CartPage). The script that draws the cart before React
 * (cart-light-draw.ts) makes the same markup; a unit test renders both and compares them.
 */

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

export function EmptyCart() {
  return (
    <div className="empty-state">
      <p>{ORDER_MESSAGES.cartEmpty}</p>
      <p>
        <a href="/">Späť do obchodu</a> – vyberte si z našich kníh.
      </p>
    </div>
  );
}

export interface CartLayoutProps {
  items: readonly CartItem[];
  lineCents: ReadonlyMap<number, number>;
  changes: ReadonlyMap<number, LineChange>;
  checking: boolean;
  figures: CartSumFigures;
  /** Why there are no figures (summaryQuoteError), in red under them; '' for none. */
  quoteError: string;
  /** The chosen delivery method's name, when the quote priced it. */
  methodLabel: string | null;
  /** The discount code's field (DiscountCodeField). */
  codeField: ReactNode;
}

export function CartLayout({ items, lineCents, changes, checking, figures, quoteError, methodLabel, codeField }: CartLayoutProps) {
  const blocked = blockedLines(items).length > 0;
  return (
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
        {quoteError && (
          <p className="cart-change cart-change--blocked" role="alert">
            {quoteError}
          </p>
        )}
        {methodLabel && <p className="cart-muted">Doprava: {methodLabel}</p>}
        {codeField}
        {blocked ? (
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
  );
}
