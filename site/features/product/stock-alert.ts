import { STOCK_ALERT_TEXT } from '~/worker/domain/stock-alerts';
import { ApiRequestError } from '~/site/lib/api';
import { readSessionUser } from '~/site/lib/session';
import { endRefusedSession } from '~/site/lib/session-refused';
import { changeNotify, readNotifyState } from './stock-alerts-api';

/**
 * The signed-in reader's "notify me when it is back" (issue 20) on a sold-out product's page: takes over the
 * section of stock-alert-markup.ts. No React, no store (loaded only on sold-out pages, after the buy box's script):
 * the stored session gives the token, stock-alerts-api.ts makes the calls. A visitor keeps the page's link to /login.
 * The link becomes a button of the same size, disabled until the reader's state is read; then it asks
 * (`PUT …/notify-me`) or undoes (`DELETE`). `data-ready="true"` on the section says the state is shown (the
 * end-to-end tests wait for it). A session the server no longer accepts (401) is ended by the shop's one rule
 * (site/lib/session-refused.ts: the cart and the checkout kept, the login page told why), and the section turns
 * back into the visitor's: the link to /login that returns to the book, said in the alert too. The reader is not
 * sent away: they came to read this page.
 */
export function enhanceStockAlert(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('a[data-notify-toggle]');
  const user = readSessionUser();
  const id = Number(root.dataset.product);
  if (!link || !user || !Number.isInteger(id)) return;
  const state = root.querySelector<HTMLElement>('[data-notify-state]')!;
  const alert = root.querySelector<HTMLElement>('[data-notify-alert]')!;

  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.textContent = link.textContent;
  button.disabled = true;
  link.replaceWith(button);
  let waiting = false;

  function show(next: boolean, note = next ? STOCK_ALERT_TEXT.waiting : '') {
    waiting = next;
    button.textContent = next ? STOCK_ALERT_TEXT.undo : STOCK_ALERT_TEXT.ask;
    state.textContent = note;
  }

  function fail(err: unknown) {
    const p = document.createElement('p');
    p.className = 'notice notice-error';
    if (err instanceof ApiRequestError && err.status === 401) signedOut(p);
    else p.textContent = (err as Error).message;
    alert.replaceChildren(p);
  }

  /**
   * Only a login helps now. The stored session goes first (the login page would send someone still "signed in"
   * straight back here); the header hears it as it hears a logout. The visitor's note stays
   * hidden: the alert says the same with the link. An island already running (the reviews) keeps its copy of the
   * user until its own next call, which the server refuses the same way (site/stores/user.ts ends the session then).
   */
  function signedOut(p: HTMLElement) {
    endRefusedSession();
    button.replaceWith(link!);
    state.textContent = '';
    const login = document.createElement('a');
    // The markup's own way back (stock-alert-markup.ts): /login, then this book.
    login.href = link!.getAttribute('href')!;
    login.textContent = STOCK_ALERT_TEXT.loginAgain;
    p.textContent = `${STOCK_ALERT_TEXT.expired} `;
    p.appendChild(login);
    p.appendChild(document.createTextNode('.'));
  }

  /** One call at a time: the button is disabled (and busy) until it answers. */
  async function busy<T>(work: () => Promise<T>): Promise<T> {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    alert.replaceChildren();
    try {
      return await work();
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  }

  button.addEventListener('click', () => {
    busy(() => changeNotify(id, user!.token, !waiting)).then((answer) => show(answer.isWaiting, answer.message), fail);
  });
  busy(() => readNotifyState(id, user!.token)).then((answer) => {
    show(answer.isWaiting);
    root.dataset.ready = 'true';
  }, fail);
}
