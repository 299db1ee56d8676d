import { getOrderWithItems } from '../../db/queries/order-read';
import { getNotice, listUnsentNotices, recordNoticeAttempt } from '../../db/queries/order-notices';
import type { MailOutcome } from '../../db/queries/order-mail';
import type { AppDeps } from '../deps';
import { orderPageUrl } from '../domain/shop-url';
import { MAX_CONFIRMATION_ATTEMPTS, shortError } from './order-mail';
import { NOTICE_MAILS } from './order-notice-mails';
import { toApiOrder } from './order-view';

/**
 * Sending the customer's notices (paid, sent, cancelled) recorded by the staff actions (order-admin.ts), as the
 * confirmation is sent: after the answer (`deps.waitUntil`), every failure caught, logged and kept on the notice
 * row, and tried again by the scheduled job, a bounded number of times. The mail is made from the order as it is
 * when it goes out (a corrected parcel number is the one the customer reads).
 */

/** As many tries as a confirmation gets before the timer gives up. */
export const MAX_NOTICE_ATTEMPTS = MAX_CONFIRMATION_ATTEMPTS;
/** The send right after the staff action gets this long before the timer counts a 'pending' notice as lost. */
const RETRY_AFTER_MS = 60_000;

/** Sends notice `noticeId` to the customer and records the outcome on it. Never throws. */
export async function deliverOrderNotice(deps: AppDeps, noticeId: number): Promise<MailOutcome> {
  try {
    const notice = await getNotice(deps.db, noticeId);
    const found = notice && (await getOrderWithItems(deps.db, notice.orderId));
    if (!notice || !found) {
      deps.log('error', 'order notice: no such notice or order', { noticeId });
      return { status: 'failed', error: 'oznámenie alebo objednávka neexistuje' };
    }
    const order = toApiOrder(found);
    let outcome: MailOutcome;
    try {
      await deps.mailer.send({ to: order.email, ...NOTICE_MAILS[notice.kind](order, { orderUrl: orderPageUrl(deps.config.baseUrl, order._id) }) });
      outcome = { status: 'sent', at: deps.now().toISOString() };
    } catch (err) {
      deps.log('error', 'order notice mail failed', { noticeId, orderId: notice.orderId, kind: notice.kind, error: String(err) });
      outcome = { status: 'failed', error: shortError(err) };
    }
    await recordNoticeAttempt(deps.db, noticeId, outcome).catch((err) =>
      deps.log('error', 'order notice: could not record the outcome', { noticeId, orderId: notice.orderId, outcome, error: String(err) }),
    );
    return outcome;
  } catch (err) {
    deps.log('error', 'order notice failed', { noticeId, error: String(err) });
    return { status: 'failed', error: shortError(err) };
  }
}

/**
 * For the scheduled job: tries again, one by one, the notices that failed or never finished, recorded over a
 * minute ago and tried fewer than MAX_NOTICE_ATTEMPTS times. Never throws.
 */
export async function retryOrderNotices(deps: AppDeps, o: { limit: number }): Promise<{ attempted: number; sent: number; failed: number }> {
  const result = { attempted: 0, sent: 0, failed: 0 };
  try {
    const recordedBefore = new Date(deps.now().getTime() - RETRY_AFTER_MS).toISOString();
    const ids = await listUnsentNotices(deps.db, { recordedBefore, maxAttempts: MAX_NOTICE_ATTEMPTS, limit: o.limit });
    for (const id of ids) {
      const outcome = await deliverOrderNotice(deps, id);
      result.attempted += 1;
      result[outcome.status] += 1;
    }
  } catch (err) {
    deps.log('error', 'retrying order notices failed', { error: String(err) });
  }
  return result;
}
