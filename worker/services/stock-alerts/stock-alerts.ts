import { getProduct } from '~/db/queries/catalogue/catalogue';
import { claimBackInStock, isWaiting, stopWaiting, unclaimAlert, waitForStock } from '~/db/queries/stock-alerts/stock-alerts';
import type { AppDeps, AuthUser } from '../../deps';
import { conflict, notFound } from '../../domain/errors';
import { productPageUrl } from '../../domain/shop-url';
import { STOCK_ALERT_TEXT, type ApiStockAlertChange, type ApiStockAlertState } from '../../domain/stock-alerts';
import { backInStockMail } from './stock-alert-mail';

/**
 * "Notify me when it is back" (issue 20). A signed-in reader waits for a sold-out title (always the bearer
 * token's account: a body is never read); when a staff write puts a title back in stock, `mailBackInStock` tells
 * every waiting reader once. Who is mailed is decided by marking the alerts (db/queries/stock-alerts/stock-alerts.ts), so a
 * second raise, a repeated save or two saves at once mail nobody twice.
 */

/** The published product, or 404 (unknown ids and drafts alike: nobody may wait for a title not on sale). */
async function requireProduct(deps: AppDeps, productId: number) {
  const product = await getProduct(deps.db, productId);
  if (!product) throw notFound(STOCK_ALERT_TEXT.notFound);
  return product;
}

/** `PUT /api/products/{id}/notify-me`: idempotent; 409 while the title is in stock (it can be ordered now). */
export async function askToBeNotified(deps: AppDeps, caller: AuthUser, productId: number): Promise<ApiStockAlertChange> {
  const product = await requireProduct(deps, productId);
  if (product.countInStock > 0) throw conflict(STOCK_ALERT_TEXT.inStock);
  // The insert is guarded by "still sold out"; nothing written means already waiting or restocked meanwhile.
  const written = await waitForStock(deps.db, productId, caller.id, deps.now().toISOString());
  if (!written && !(await isWaiting(deps.db, productId, caller.id))) throw conflict(STOCK_ALERT_TEXT.inStock);
  return { message: STOCK_ALERT_TEXT.waiting, isWaiting: true };
}

/** `DELETE /api/products/{id}/notify-me`: idempotent, whatever the stock. */
export async function stopBeingNotified(deps: AppDeps, caller: AuthUser, productId: number): Promise<ApiStockAlertChange> {
  await requireProduct(deps, productId);
  await stopWaiting(deps.db, productId, caller.id);
  return { message: STOCK_ALERT_TEXT.removed, isWaiting: false };
}

/** `GET /api/products/{id}/notify-me`: whether the caller waits (a reader already mailed waits no more). */
export async function notifyState(deps: AppDeps, caller: AuthUser, productId: number): Promise<ApiStockAlertState> {
  await requireProduct(deps, productId);
  return { isWaiting: await isWaiting(deps.db, productId, caller.id) };
}

/** Mails a batch sends at most (after a staff answer, or per scheduled run); the rest wait for the next runs. */
export const BACK_IN_STOCK_BATCH = 20;

/**
 * Claims a batch of the waiting readers of these products ('any': of every title in stock, for the scheduled job)
 * and mails each once; returns how many mails went out. Never throws: a failed mail is logged and its alert waits
 * again (the scheduled job tries it next: worker/services/operations/scheduled.ts), as a failed read or write is logged, so a
 * staff answer is never a 500 for it.
 */
export async function sendBackInStockMails(deps: AppDeps, productIds: readonly number[] | 'any'): Promise<number> {
  let sent = 0;
  try {
    const at = deps.now().toISOString();
    const mails = await claimBackInStock(deps.db, productIds, at, BACK_IN_STOCK_BATCH);
    for (const m of mails) {
      try {
        const content = backInStockMail({
          name: m.name,
          productName: m.productName,
          productUrl: productPageUrl(deps.config.baseUrl, m.productId),
        });
        await deps.mailer.send({ to: m.email, ...content });
        sent += 1;
      } catch (err) {
        await unclaimAlert(deps.db, m.alertId, at);
        deps.log('error', 'back-in-stock mail failed; the reader waits for the next try', {
          alertId: m.alertId,
          productId: m.productId,
          error: String(err),
        });
      }
    }
  } catch (err) {
    deps.log('error', 'back-in-stock mails: claiming the waiting readers failed', { productIds, error: String(err) });
  }
  return sent;
}

/**
 * After a staff write that may have put titles back in stock (a product saved with copies, an order cancelled):
 * the waiting readers are claimed and mailed after the answer, one mail at a time, so a title hundreds wait for
 * never holds up the staff's screen.
 */
export function mailBackInStock(deps: AppDeps, productIds: readonly number[]): void {
  if (productIds.length) deps.waitUntil(sendBackInStockMails(deps, productIds));
}
