import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import type { DeliveryMethodId } from '~/worker/domain/delivery-methods';
import { eurosToCents, formatEur } from '~/worker/domain/money';
import { ORDER_MESSAGES } from '~/worker/domain/order-messages';
import { el, morphChildren } from '~/site/lib/dom';
import { CHECKOUT_ENTRY, productHref } from '~/site/lib/paths';
import { sumRows } from '~/site/lib/orders/sum-rows';
import { blockedLines, cartCount, isAvailable, type CartItem } from '../../lib/cart/cart-ops';
import { cartLines, changeText, type LineChange } from '../../lib/cart/cart-view';
import { cartSumFigures, chosenMethodLabel, summaryQuoteError } from './cart-sums';
import { CODE_FIELD_TEXT, codeAppliedText } from './discount-code-ops';
import { CODE_FIELD_ID } from './cart-light-handoff';

/**
 * The cart as CartPage.tsx shows it, drawn without React (./cart-light.ts) so a reader who only looks loads none
 * of it: the lines, the summary with the server's figures, the discount code and the way to checkout. The
 * markup is CartLayout.tsx's (the same classes, ids and words), so the island takes over without a jump; a unit
 * test renders both and compares them. Controls say what they do by `data-*`; cart-light.ts acts on them.
 */

export interface LightCartState {
  items: readonly CartItem[];
  country: string;
  /** The re-read's findings by product id (price changed, sold out, gone). */
  changes: ReadonlyMap<number, LineChange>;
  /** The lines are being re-read (the figures wait for it). */
  checking: boolean;
  quote: ApiOrderQuote | null;
  /** Why the quote failed (an applied code no longer valid, offline): said where the code is, or under the sums. */
  quoteError: string;
  method: DeliveryMethodId | null;
  code: string;
}

function qtySelect(item: CartItem): HTMLElement {
  const id = `qty-${item.product}`;
  const select = el('select', { id, 'data-qty': String(item.product) });
  for (let qty = 1; qty <= Math.max(1, item.countInStock); qty++) select.appendChild(el('option', { value: String(qty) }, String(qty)));
  // Chosen once all options are in (an option chosen before it is in its list is not kept by every DOM).
  Object.assign(select, { value: String(item.qty) });
  return el('div', { class: 'cart-qty' }, el('label', { for: id }, 'Počet', el('span', { class: 'sr-only' }, ` – ${item.name}`)), select);
}

function line(item: CartItem, lineCents: number, change: LineChange | undefined): HTMLElement {
  const available = isAvailable(item);
  const kind = change?.kind === 'soldOut' || change?.kind === 'gone' || !available ? 'blocked' : 'info';
  const price = el('p', { class: 'cart-line-price' }, formatEur(eurosToCents(item.price)), el('span', { class: 'cart-muted' }, ' / ks'));
  if (item.discount > 0) price.appendChild(el('span', { class: 'cart-discount' }, `Zľava ${item.discount}%`));
  const notice =
    (change || !available) && el('p', { class: `cart-change cart-change--${kind}` }, changeText(change ?? { kind: 'soldOut' }));
  return el(
    'li',
    { class: available ? 'cart-line' : 'cart-line cart-line--blocked' },
    el('img', { class: 'cart-line-img', src: item.image, alt: '', width: '60', height: '83', loading: 'lazy' }),
    el('div', { class: 'cart-line-main' }, el('a', { class: 'cart-line-name', href: productHref(item.product) }, item.name), price, notice),
    el(
      'div',
      { class: 'cart-line-actions' },
      available ? qtySelect(item) : el('p', { class: 'cart-soldout' }, 'Vypredané'),
      el('p', { class: 'cart-line-total' }, el('span', { class: 'sr-only' }, 'Spolu za položku '), available ? formatEur(lineCents) : '–'),
      el(
        'button',
        { type: 'button', class: 'acct-btn acct-btn--small', 'aria-label': `Odstrániť ${item.name}`, 'data-remove': String(item.product) },
        'Odstrániť',
      ),
    ),
  );
}

/** The code field as DiscountCodeField.tsx draws it; 'Použiť' waits for React (focusing the field brings it). */
function codeField(s: LightCartState): HTMLElement {
  if (s.code) {
    const said = s.quoteError
      ? el('p', { class: 'code-field-error', role: 'alert' }, s.quoteError)
      : el('p', { class: 'code-applied-text' }, codeAppliedText(s.code));
    const remove = el(
      'button',
      { type: 'button', class: 'acct-btn acct-btn--small', 'aria-label': `Odstrániť zľavový kód ${s.code}`, 'data-remove-code': '' },
      'Odstrániť',
    );
    return el('div', { class: 'code-field' }, el('div', { class: 'code-applied', 'aria-live': 'polite' }, said, remove));
  }
  const input = el('input', {
    id: CODE_FIELD_ID,
    name: 'discountCode',
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
    maxlength: '40',
  });
  const apply = el('button', { type: 'submit', class: 'acct-btn acct-btn--outline', disabled: '' }, CODE_FIELD_TEXT.apply);
  const form = el(
    'form',
    { class: 'code-form', novalidate: '' },
    el('label', { for: CODE_FIELD_ID }, CODE_FIELD_TEXT.label),
    el('div', { class: 'code-form-row' }, input, apply),
    el('div', { 'aria-live': 'polite' }),
  );
  return el('div', { class: 'code-field' }, form);
}

function summary(s: LightCartState, itemsCents: number): HTMLElement {
  const figures = cartSumFigures(s.quote, s.method, itemsCents, s.quoteError !== '');
  const error = summaryQuoteError(s.quoteError, s.code);
  const sums = el('dl', { class: 'checkout-sums' }, el('div', {}, el('dt', {}, `Položiek (${cartCount(s.items)})`), el('dd')));
  for (const row of sumRows(figures)) {
    sums.appendChild(el('div', row.className ? { class: row.className } : {}, el('dt', {}, row.label), el('dd', {}, row.value)));
  }
  const methodLabel = chosenMethodLabel(s.quote, s.method);
  const next =
    blockedLines(s.items).length > 0
      ? el(
          'p',
          { class: 'cart-change cart-change--blocked', id: 'cart-blocked' },
          'Niektoré tituly už nemáme. Odstráňte ich prosím z košíka, potom môžete pokračovať k pokladni.',
        )
      : el('a', { class: 'acct-btn acct-btn--primary', href: CHECKOUT_ENTRY }, 'Do pokladne');
  return el(
    'aside',
    { class: 'cart-summary', 'aria-labelledby': 'cart-summary-heading' },
    el('h2', { id: 'cart-summary-heading' }, 'Súhrn'),
    sums,
    error ? el('p', { class: 'cart-change cart-change--blocked', role: 'alert' }, error) : null,
    methodLabel ? el('p', { class: 'cart-muted' }, `Doprava: ${methodLabel}`) : null,
    codeField(s),
    next,
    el('a', { class: 'acct-btn acct-btn--outline cart-continue', href: '/' }, 'Pokračovať v nákupe'),
  );
}

function emptyCart(): HTMLElement {
  return el(
    'div',
    { class: 'empty-state' },
    el('p', {}, ORDER_MESSAGES.cartEmpty),
    el('p', {}, el('a', { href: '/' }, 'Späť do obchodu'), ' – vyberte si z našich kníh.'),
  );
}

/**
 * The cart into `box`, updated in place (site/lib/dom.ts morphChildren): what did not change is not touched, so
 * the control the reader is in, what they typed and a link under their finger stay.
 */
export function drawLightCart(box: HTMLElement, s: LightCartState): void {
  const next = box.ownerDocument.createElement('div');
  if (s.items.length === 0) {
    next.appendChild(emptyCart());
    morphChildren(box, next);
    return;
  }
  const available = s.items.filter(isAvailable);
  const totals = cartLines(available);
  const lineCents = new Map(totals.lines.map((l) => [l.productId, l.lineCents]));
  const lines = el('ul', { class: 'cart-lines' });
  for (const item of s.items) lines.appendChild(line(item, lineCents.get(item.product) ?? 0, s.changes.get(item.product)));
  const section = el(
    'section',
    { 'aria-labelledby': 'cart-lines-heading' },
    el('h2', { id: 'cart-lines-heading', class: 'sr-only' }, 'Položky'),
    el('p', { class: 'cart-checking', role: 'status' }, s.checking ? 'Overujeme aktuálne ceny a sklad…' : ''),
    lines,
  );
  next.appendChild(el('div', { class: 'cart-layout' }, section, summary(s, totals.itemsCents)));
  morphChildren(box, next);
}
