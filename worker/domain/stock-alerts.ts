/**
 * "Notify me when it is back" (issue 20): a signed-in reader asks, on a sold-out product's page, for one e-mail
 * when staff put the title back in stock. The contract of `PUT` / `DELETE` / `GET /api/products/{id}/notify-me`
 * (no body: the product is the path's id, the reader the bearer token's account) and the words the page, the API
 * and the tests share. Pure and import-free (type re-exports only): the product page's small script bundles it.
 */

/* The answers' shapes, in zod for the contract, live in stock-alert-answers.ts (types only here: no zod in the page). */
export type { ApiStockAlertChange, ApiStockAlertState } from './stock-alert-answers';

export const STOCK_ALERT_TEXT = {
  /** The button on a sold-out page. */
  ask: 'Upozorniť ma, keď bude kniha znova dostupná',
  /** The button once the reader is on the list. */
  undo: 'Zrušiť upozornenie',
  /** What the page (and the PUT's answer) says while the reader is on the list. */
  waiting: 'Dáme vám vedieť e-mailom, keď bude kniha znova na sklade.',
  /** The DELETE's answer. */
  removed: 'Upozornenie sme zrušili.',
  /** 409: nothing to wait for. */
  inStock: 'Táto kniha je na sklade, môžete si ju objednať hneď.',
  notFound: 'Produkt sa nenašiel.',
  /** The section's name for screen readers. */
  heading: 'Upozornenie na dostupnosť',
  /** Under the visitor's call to action, which leads to /login and back. */
  visitorNote: 'Najprv sa prihláste. Potom vám pošleme jeden e-mail, keď bude kniha znova na sklade.',
  /** 401: the server no longer accepts the reader's session (expired, or ended by a new password). */
  expired: 'Vaše prihlásenie vypršalo.',
  /** The link after `expired`: to /login, which comes back to the book. */
  loginAgain: 'Prihláste sa znova',
} as const;

/** `1 čitateľ čaká`, `3 čitatelia čakajú`, `5 čitateľov čaká` (Slovak plural): the dashboard's waiting readers. */
export function waitingLabel(n: number): string {
  if (n === 1) return '1 čitateľ čaká';
  if (n >= 2 && n <= 4) return `${n} čitatelia čakajú`;
  return `${n} čitateľov čaká`;
}
