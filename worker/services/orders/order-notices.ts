import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { claimNotice, getNotice, listUnsentNotices, recordNoticeAttempt } from '~/db/queries/orders/order-notices';
import type { AppDeps } from '../../deps';
import { orderPageUrl } from '../../domain/shop-url';
import { NOTICE_MAILS } from './order-notice-mails';
import { toApiOrder } from './order-view';
import { deliverOwed, MAX_OWED_MAIL_ATTEMPTS, retryOwed, shortError, type Delivery, type RetryRun } from '../mail/owed-mails';

/**
 * Sending the customer's notices: what staff did (order-admin.ts: paid, sent, cancelled), the scheduled job's
 * reminder and cancel of an unpaid order, the admin's extension and the card payment's receipt (stripe-webhook.ts:
 * 'card-paid'). Each is a mail the shop owes, sent the one way they all are (owed-mails.ts): after the answer
 * (`deps.waitUntil`), claimed, the outcome kept on the notice row and retried by the scheduled job. The mail is
 * made from the order as it is when it goes out (a corrected parcel number is the one the customer reads).
 */

/** As many tries as a confirmation gets before the timer gives up. */
export const MAX_NOTICE_ATTEMPTS = MAX_OWED_MAIL_ATTEMPTS;

/** Sends notice `noticeId` to the customer, unless another sender holds it or it went out, and records the outcome. Never throws. */
export async function deliverOrderNotice(deps: AppDeps, noticeId: number): Promise<Delivery> {
  try {
    const notice = await getNotice(deps.db, noticeId);
    const found = notice && (await getOrderWithItems(deps.db, notice.orderId));
    if (!notice || !found) {
      deps.log('error', 'order notice: no such notice or order', { noticeId });
      return { status: 'failed', error: 'oznámenie alebo objednávka neexistuje' };
    }
    const order = toApiOrder(found);
    return await deliverOwed(deps, {
      claim: (c) => claimNotice(deps.db, noticeId, c),
      send: () =>
        deps.mailer.send({
          to: order.email,
          ...NOTICE_MAILS[notice.kind](order, { orderUrl: orderPageUrl(deps.config.baseUrl, order._id) }),
        }),
      record: (outcome) => recordNoticeAttempt(deps.db, noticeId, outcome),
      about: { noticeId, orderId: notice.orderId, kind: notice.kind },
      logs: { failed: 'order notice mail failed', unrecorded: 'order notice: could not record the outcome' },
    });
  } catch (err) {
    deps.log('error', 'order notice failed', { noticeId, error: String(err) });
    return { status: 'failed', error: shortError(err) };
  }
}

/** For the scheduled job (owed-mails.ts retryOwed): the notices that failed or never finished. Never throws. */
export async function retryOrderNotices(deps: AppDeps, o: { limit: number }): Promise<RetryRun> {
  try {
    return await retryOwed(
      deps,
      { listDue: (q) => listUnsentNotices(deps.db, { ...q, recordedBefore: q.before }), deliver: (id) => deliverOrderNotice(deps, id) },
      o,
    );
  } catch (err) {
    deps.log('error', 'retrying order notices failed', { error: String(err) });
    return { attempted: 0, sent: 0, failed: 0 };
  }
}
