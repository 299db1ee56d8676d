import { STOCK_ALERT_TEXT } from '~/worker/domain/stock-alerts';
import { loginUrlFor, productHref } from '~/site/lib/paths';

/**
 * "Notify me when it is back" under the buy box of a sold-out product (issue 20), as HTML: one source for the
 * pre-rendered page and the shell of products newer than the build. A visitor's view is complete without any
 * script: the call to action is a link to /login that comes back to the product, with a note that says why
 * (hidden before the first paint when someone is signed in: `data-visitor-only`, site/styles/global/base.css). For a
 * signed-in reader stock-alert.ts turns the link into the button of the same size and shows the reader's state,
 * so nothing moves. The status and alert regions are there from the start, so screen readers announce them.
 */
export function notifyMeHtml(productId: number | string): string {
  const id = Number(productId);
  return (
    `<section class="notify-me" aria-labelledby="notify-heading" data-notify-me data-product="${id}">` +
    `<h2 id="notify-heading" class="sr-only">${STOCK_ALERT_TEXT.heading}</h2>` +
    `<a class="btn btn-outline btn-block" href="${loginUrlFor(productHref(id))}" data-notify-toggle>${STOCK_ALERT_TEXT.ask}</a>` +
    `<p class="notify-note" data-visitor-only>${STOCK_ALERT_TEXT.visitorNote}</p>` +
    '<p class="notify-state" role="status" data-notify-state></p>' +
    '<div role="alert" data-notify-alert></div>' +
    '</section>'
  );
}
