import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { claimConfirmation, listUnsentConfirmations, recordConfirmationAttempt } from '~/db/queries/orders/order-mail';
import type { AppDeps, AuthUser } from '../../deps';
import { ORDER_MESSAGES, type ApiOrder } from '../../domain/orders';
import { conflict, unavailable } from '../../domain/errors';
import { invoiceKey, invoicePdf } from '../invoices/invoice-file';
import { invoiceFilename } from '../invoices/invoice-pdf';
import { orderAbroadNoticeMail, orderConfirmationMail } from './order-mail-template';
import { orderForCaller, toApiOrder } from './order-view';
import { orderPageUrl } from '../../domain/shop-url';
import { orderLinkForMail } from './guest-links';
import { deliverOwed, MAX_OWED_MAIL_ATTEMPTS, retryOwed, shortError, type Delivery, type RetryRun } from '../mail/owed-mails';

/**
 * The confirmation e-mail of an order, with its PDF invoice: one of the mails the shop owes a customer, sent the
 * one way they all are (owed-mails.ts: claimed, sent, recorded on the order as `mail_status`, `mail_error`,
 * `mail_attempts`, retried by the scheduled job). The customer or staff may resend it. The invoice is rendered
 * once (invoice-file.ts: off the request thread on Node) and read from the store after.
 */

/** After this many tries the timer gives up; a person can still resend by hand. */
export const MAX_CONFIRMATION_ATTEMPTS = MAX_OWED_MAIL_ATTEMPTS;

async function sendConfirmation(
  deps: AppDeps,
  order: ApiOrder,
  stored: { id: number; userId: number | null; guestKeyHash: string | null },
  guestKey?: string,
): Promise<void> {
  const pdf = await invoicePdf(deps, order);
  // An order without an account links its page with the private key (guest-links.ts).
  const link = await orderLinkForMail(deps, stored, guestKey);
  const mail = orderConfirmationMail(order, { orderUrl: link.url });
  await deps.mailer.send({
    to: order.email,
    ...mail,
    secrets: link.secrets,
    // The kept invoice's key: the outbox refers to that file rather than storing the PDF a second time.
    attachments: [
      {
        filename: invoiceFilename(order.orderNumber),
        contentType: 'application/pdf',
        content: pdf,
        storeKey: await invoiceKey(deps.config.tokenSecret, order),
      },
    ],
  });
}

/** The shop must work out the postage of an order abroad; failing to tell it is logged, never fatal. */
async function noticeShopOfOrderAbroad(deps: AppDeps, order: ApiOrder): Promise<void> {
  try {
    await deps.mailer.send({
      to: deps.config.shopEmail,
      ...orderAbroadNoticeMail(order, { orderUrl: orderPageUrl(deps.config.baseUrl, order._id) }),
    });
  } catch (err) {
    deps.log('error', 'notice of an order abroad failed', { orderId: order._id, error: String(err) });
  }
}

/**
 * Sends the confirmation of order `orderId` when this caller can claim it (`again`: a person's resend, which
 * sends one that went out before) and records the outcome. Never throws. The shop's notice of an order abroad
 * goes out with every try until the customer's confirmation has gone out once, not on resends.
 */
export async function deliverOrderConfirmation(
  deps: AppDeps,
  orderId: number,
  o: { again?: boolean; guestKey?: string } = {},
): Promise<Delivery> {
  try {
    const found = await getOrderWithItems(deps.db, orderId);
    if (!found) {
      deps.log('error', 'order confirmation: no such order', { orderId });
      return { status: 'failed', error: 'objednávka neexistuje' };
    }
    const order = toApiOrder(found);
    const delivery = await deliverOwed(
      deps,
      {
        claim: (c) => claimConfirmation(deps.db, orderId, c),
        send: () => sendConfirmation(deps, order, found.order, o.guestKey),
        record: (outcome) => recordConfirmationAttempt(deps.db, orderId, outcome),
        about: { orderId },
        logs: { failed: 'order confirmation mail failed', unrecorded: 'order confirmation: could not record the outcome' },
      },
      o,
    );
    if (delivery.status !== 'skipped' && order.shippingLater && order.confirmationEmail.status !== 'sent')
      await noticeShopOfOrderAbroad(deps, order);
    return delivery;
  } catch (err) {
    deps.log('error', 'order confirmation failed', { orderId, error: String(err) });
    return { status: 'failed', error: shortError(err) };
  }
}

/**
 * Sends the confirmation e-mail with the PDF invoice of a committed order, unless it went out already or another
 * sender holds it, and records the outcome on the order (`mail_status`). Never throws: mail never decides the
 * fate of an order.
 */
export async function sendOrderConfirmation(deps: AppDeps, orderId: number, guestKey?: string): Promise<void> {
  await deliverOrderConfirmation(deps, orderId, { guestKey });
}

const queueKey = (orderId: number) => `confirmation:${orderId}`;

/**
 * The confirmation of a just-placed order, through `deps.mailQueue`: a few at a time, the rest wait (a burst of
 * orders never renders hundreds of invoices at once). Nothing is lost: until it is sent the order says 'pending',
 * which the retry timer picks up after a restart. Never throws.
 */
export function queueOrderConfirmation(deps: AppDeps, orderId: number, guestKey?: string): Promise<void> {
  return deps.mailQueue
    .run(queueKey(orderId), () => sendOrderConfirmation(deps, orderId, guestKey))
    .catch((err) => deps.log('error', 'order confirmation failed', { orderId, error: String(err) }));
}

/**
 * `PUT /api/orders/:id/resend-confirmation` (owner or admin). A cancelled order gets no confirmation (409).
 * When the mailer fails, the failure is recorded on the order and the caller gets a 502. While the just-placed
 * order's confirmation still waits in this process's mail queue, the resend joins it under its key; while another
 * sender (another isolate, the job) holds it, the resend sends nothing and says it is on its way: one mail.
 */
export async function resendOrderConfirmation(deps: AppDeps, caller: AuthUser, orderId: number): Promise<{ message: string }> {
  const { order } = await orderForCaller(deps, caller, orderId);
  if (order.isCancelled) throw conflict(ORDER_MESSAGES.cancelledNoChange);
  let delivery: Delivery | undefined;
  await deps.mailQueue.run(queueKey(orderId), async () => {
    delivery = await deliverOrderConfirmation(deps, orderId, { again: true });
  });
  if (delivery?.status === 'skipped') return { message: ORDER_MESSAGES.confirmationOnItsWay };
  // Joined the waiting confirmation: its outcome is the one recorded on the order.
  const status = delivery?.status ?? (await getOrderWithItems(deps.db, orderId))?.order.mailStatus;
  if (status !== 'sent') throw unavailable(ORDER_MESSAGES.confirmationFailed);
  return { message: ORDER_MESSAGES.confirmationSent };
}

/**
 * For the scheduled job (owed-mails.ts retryOwed): the confirmations that failed or never finished, of orders
 * placed over a minute ago. One still waiting in this process's queue (a long burst) is left to its own send.
 * Never throws.
 */
export async function retryFailedConfirmations(deps: AppDeps, o: { limit: number }): Promise<RetryRun> {
  try {
    return await retryOwed(
      deps,
      {
        listDue: async (q) =>
          (await listUnsentConfirmations(deps.db, { ...q, placedBefore: q.before })).filter((id) => !deps.mailQueue.has(queueKey(id))),
        deliver: (id) => deliverOrderConfirmation(deps, id),
      },
      o,
    );
  } catch (err) {
    deps.log('error', 'retrying order confirmations failed', { error: String(err) });
    return { attempted: 0, sent: 0, failed: 0 };
  }
}
