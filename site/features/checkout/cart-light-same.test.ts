// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isAvailable } from '../../lib/cart/cart-ops';
import { cartLines } from '../../lib/cart/cart-view';
import { CartLayout } from './CartLayout';
import { DiscountCodeField } from './DiscountCodeField';
import { $discountCode } from './checkout-store';
import { cartSumFigures, chosenMethodLabel, summaryQuoteError } from './cart-sums';
import { CODE_FIELD_ID } from './cart-light-handoff';
import { drawLightCart, type LightCartState } from './cart-light-draw';
import { book, quote, state } from './cart-light.test-support';

/**
 * The cart drawn before React and the cart React draws over it must be one drawing (no jump when the island takes
 * over, one look for the reader): CartLayout rendered as the server would (React's own markup) against the
 * script's, compared node by node.
 */

/** Tag, attributes and text in order; comments (React's text separators) left out, adjacent texts joined. */
function canon(node: Node): string {
  const parts: string[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(JSON.stringify(text));
    text = '';
  };
  for (const child of node.childNodes) {
    if (child.nodeType === 3) text += child.textContent;
    else if (child.nodeType === 1) {
      flush();
      const el = child as HTMLElement;
      // A field's value and an option's choice as the reader sees them (React writes attributes, the script
      // properties); `data-*` are the script's handles on its controls (React has its handlers).
      const attrs = [...el.attributes]
        .filter((a) => !a.name.startsWith('data-') && !(['value', 'selected'].includes(a.name) && ['INPUT', 'OPTION'].includes(el.tagName)))
        .map((a) => `${a.name}=${a.value}`);
      if (el instanceof HTMLInputElement) attrs.push(`:value=${el.value}`);
      if (el instanceof HTMLOptionElement) attrs.push(`:value=${el.value}`, `:selected=${el.selected}`);
      parts.push(`<${el.tagName.toLowerCase()} ${attrs.sort().join(' ')}>${canon(el)}</>`);
    }
  }
  flush();
  return parts.join('');
}

function script(s: LightCartState): string {
  const box = document.createElement('div');
  drawLightCart(box, s);
  return canon(box);
}

function react(s: LightCartState): string {
  const available = s.items.filter(isAvailable);
  const { lines, itemsCents } = cartLines(available);
  // (Setting '' over '' would delete a key happy-dom's storage does not have.)
  if ($discountCode.get() !== s.code) $discountCode.set(s.code);
  const html = renderToStaticMarkup(
    createElement(CartLayout, {
      items: s.items,
      lineCents: new Map(lines.map((l) => [l.productId, l.lineCents])),
      changes: s.changes,
      checking: s.checking,
      figures: cartSumFigures(s.quote, s.method, itemsCents, s.quoteError !== ''),
      quoteError: summaryQuoteError(s.quoteError, s.code),
      methodLabel: chosenMethodLabel(s.quote, s.method),
      codeField: createElement(DiscountCodeField, { items: available, country: s.country, deliveryMethod: s.method, id: CODE_FIELD_ID }),
    }),
  );
  const box = document.createElement('div');
  box.innerHTML = html;
  return canon(box);
}

afterEach(() => {
  if ($discountCode.get()) $discountCode.set('');
});

describe('the cart before React and React’s cart are one drawing', () => {
  const cases: [string, Partial<LightCartState>][] = [
    ['a line, the sums waiting for the server', {}],
    ['while the lines are re-read', { checking: true }],
    [
      'a discount, a changed price, fewer copies and a sold-out line (checkout blocked)',
      {
        items: [
          book({ discount: 20, price: 10 }),
          book({ product: 8, name: 'Sedem', countInStock: 0, qty: 1 }),
          book({ product: 9, name: 'Deväť', qty: 1 }),
        ],
        changes: new Map<number, import('../../lib/cart/cart-view').LineChange>([
          [7, { kind: 'price', before: 12.5, after: 10 }],
          [9, { kind: 'fewer', left: 3 }],
          [8, { kind: 'gone' }],
        ]),
      },
    ],
    ['the server’s figures before a method is chosen', { quote: quote() }],
    ['a chosen method, its postage and its name', { quote: quote(), method: 'post' }],
    ['a chosen method the quote did not price', { quote: quote({ deliveryMethod: 'packeta-point' }), method: 'post' }],
    [
      'an applied code and what it takes off',
      { code: 'JAR-2026', quote: quote({ discountPrice: 2.5, discountCode: 'JAR-2026' }), method: 'post' },
    ],
    ['the server could not be asked', { quoteError: 'Požiadavka zlyhala. Skúste to prosím znova.' }],
  ];
  for (const [name, over] of cases) {
    it(name, () => {
      const s = state(over);
      expect(script(s)).toBe(react(s));
    });
  }

  it('notices a difference (the comparison is not blind)', () => {
    const s = state();
    const box = document.createElement('div');
    drawLightCart(box, s);
    box.querySelector('.cart-line-total')!.className = 'other';
    expect(canon(box)).not.toBe(react(s));
  });
});
