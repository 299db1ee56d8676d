import type { ApiOrderSummary } from '~/worker/domain/orders';
import { formatEuros } from '~/worker/domain/money';
import { orderHref } from '~/site/lib/paths';
import { formatDate } from '~/site/lib/format';
import { el } from '~/site/lib/dom';

/**
 * The profile's 'Moje objednávky', drawn without React (./profile-light.ts) into the page's slot: a table on wider
 * screens; below 768px each order is a card of labelled lines (account.css), so nothing needs sideways scrolling
 * on a phone. The number opens the order. Text goes in as text, never as markup.
 */

const NO_ORDERS = 'Zatiaľ nemáte žiadne objednávky.';

/** ✗ in red with a label for screen readers (the column says what is missing). */
const missing = (label: string) => el('span', { class: 'acct-missing', role: 'img', 'aria-label': label, title: label }, '✗');

function row(o: ApiOrderSummary): HTMLElement {
  const number = el('th', { scope: 'row' }, el('a', { class: 'acct-order-link', href: orderHref(o._id) }, o.orderNumber));
  if (o.isCancelled) number.appendChild(el('span', { class: 'acct-badge' }, 'zrušená'));
  return el(
    'tr',
    {},
    number,
    el('td', { 'data-label': 'Dátum' }, formatDate(o.createdAt)),
    el('td', { 'data-label': 'Spolu', class: 'num' }, formatEuros(o.totalPrice)),
    el('td', { 'data-label': 'Zaplatené' }, o.isPaid && o.paidAt ? formatDate(o.paidAt) : missing('Nezaplatené')),
    el('td', { 'data-label': 'Odoslané' }, o.isDelivered && o.deliveredAt ? formatDate(o.deliveredAt) : missing('Neodoslané')),
  );
}

/** The orders (newest first, as the API answers them) in place of what `box` held. */
export function drawOrders(box: HTMLElement, orders: ApiOrderSummary[]): void {
  if (orders.length === 0) {
    box.replaceChildren(el('p', { class: 'empty-state' }, NO_ORDERS));
    return;
  }
  const head = el(
    'tr',
    {},
    ...['Číslo', 'Dátum', 'Spolu', 'Zaplatené', 'Odoslané'].map((name) =>
      el('th', name === 'Spolu' ? { scope: 'col', class: 'num' } : { scope: 'col' }, name),
    ),
  );
  const table = el(
    'table',
    { class: 'acct-table', 'aria-labelledby': 'orders-heading' },
    el('thead', {}, head),
    el('tbody', {}, ...orders.map(row)),
  );
  box.replaceChildren(el('div', { class: 'acct-orders' }, table));
}

/** Why the orders could not be read, in red (as the forms' alerts). */
export function drawOrdersError(box: HTMLElement, message: string): void {
  box.replaceChildren(el('div', { class: 'acct-alert acct-alert--error', role: 'alert' }, message));
}
