import { getOrderWithItems } from '../../db/queries/order-read';
import { listUnsentConfirmations, recordConfirmationAttempt, type MailOutcome } from '../../db/queries/order-mail';
import type { AppDeps, AuthUser } from '../deps';
import { ORDER_MESSAGES, type ApiOrder } from '../domain/orders';
import { conflict, unavailable } from '../domain/errors';
import { invoiceKey, invoicePdf } from './invoice-file';
import { invoiceFilename } from './invoice-pdf';
import { orderAbroadNoticeMail, orderConfirmationMail } from './order-mail-template';
import { orderForCaller, toApiOrder } from './order-view';
import { orderPageUrl } from '../domain/shop-url';

/**
 * The confirmation e-mail of an order, with its PDF invoice. Mail never decides the fate of an order: the order
 * is committed before, every failure is caught, logged and recorded on the order (`mail_status`, `mail_error`,
 * `mail_attempts`), and a timer (`retryFailedConfirmations`) or the customer's "resend" button tries again.
 * The invoice is rendered once (invoice-file.ts: off the request thread on Node) and read from the store after.
 */

/** After this many tries the timer gives up; a person can still resend by hand. */
export const MAX_CONFIRMATION_ATTEMPTS = 5;
/** The send right after the order gets this long before the timer counts a 'pending' mail as lost. */
const RETRY_AFTER_MS = 60_000;

/** What is kept on the order: short, one line (provider answers can be long). */
export function shortError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || 'neznáma chyba';
}

async function sendConfirmation(deps: AppDeps, order: ApiOrder): Promise<MailOutcome> {
  try {
    const pdf = await invoicePdf(deps, order);
    const mail = orderConfirmationMail(order, { orderUrl: orderPageUrl(deps.config.baseUrl, order._id) });
    await deps.mailer.send({
      to: order.email,
      ...mail,
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
    return { status: 'sent', at: deps.now().toISOString() };
  } catch (err) {
    deps.log('error', 'order confirmation mail failed', { orderId: order._id, error: String(err) });
    return { status: 'failed', error: shortError(err) };
  }
}

/** The shop must work out the postage of an order abroad; failing to tell it is logged, never fatal. */
async function noticeShopOfOrderAbroad(deps: AppDeps, order: ApiOrder): Promise<void> {
  try {
    await deps.mailer.send({ to: deps.config.shopEmail, ...orderAbroadNoticeMail(order, { orderUrl: orderPageUrl(deps.config.baseUrl, order._id) }) });
  } catch (err) {
    deps.log('error', 'notice of an order abroad failed', { orderId: order._id, error: String(err) });
  }
}

/**
 * Sends (again) the confirmation of order `orderId` and records the outcome. Never throws. The shop's notice of
 * an order abroad goes out with every try until the customer's confirmation has gone out once, not on resends.
 */
export async function deliverOrderConfirmation(deps: AppDeps, orderId: number): Promise<MailOutcome> {
  try {
    const found = await getOrderWithItems(deps.db, orderId);
    if (!found) {
      deps.log('error', 'order confirmation: no such order', { orderId });
      return { status: 'failed', error: 'objednávka neexistuje' };
    }
    const order = toApiOrder(found);
    const outcome = await sendConfirmation(deps, order);
    await recordConfirmationAttempt(deps.db, orderId, outcome).catch((err) =>
      deps.log('error', 'order confirmation: could not record the outcome', { orderId, outcome, error: String(err) }),
    );
    if (order.shippingLater && order.confirmationEmail.status !== 'sent') await noticeShopOfOrderAbroad(deps, order);
    return outcome;
  } catch (err) {
    deps.log('error', 'order confirmation failed', { orderId, error: String(err) });
    return { status: 'failed', error: shortError(err) };
  }
}

/**
 * Sends the confirmation e-mail with the PDF invoice of a committed order and records the outcome on the order
 * (`mail_status`). Never throws: mail never decides the fate of an order.
 */
export async function sendOrderConfirmation(deps: AppDeps, orderId: number): Promise<void> {
  await deliverOrderConfirmation(deps, orderId);
}

const queueKey = (orderId: number) => `confirmation:${orderId}`;

/**
 * The confirmation of a just-placed order, through `deps.mailQueue`: a few at a time, the rest wait (a burst of
 * orders never renders hundreds of invoices at once). Nothing is lost: until it is sent the order says 'pending',
 * which the retry timer picks up after a restart. Never throws.
 */
export function queueOrderConfirmation(deps: AppDeps, orderId: number): Promise<void> {
  return deps.mailQueue.run(queueKey(orderId), () => sendOrderConfirmation(deps, orderId)).catch((err) =>
    deps.log('error', 'order confirmation failed', { orderId, error: String(err) }),
  );
}

/**
 * `PUT /api/orders/:id/resend-confirmation` (owner or admin). A cancelled order gets no confirmation (409).
 * When the mailer fails, the failure is recorded on the order and the caller gets a 502. The send goes through
 * the mail queue under the confirmation's own key: while the just-placed order's confirmation still waits there,
 * the resend joins it instead of mailing a second copy.
 */
export async function resendOrderConfirmation(deps: AppDeps, caller: AuthUser, orderId: number): Promise<{ message: string }> {
  const { order } = await orderForCaller(deps, caller, orderId);
  if (order.isCancelled) throw conflict(ORDER_MESSAGES.cancelledNoChange);
  let outcome: MailOutcome | undefined;
  await deps.mailQueue.run(queueKey(orderId), async () => {
    outcome = await deliverOrderConfirmation(deps, orderId);
  });
  // Joined the waiting confirmation: its outcome is the one recorded on the order.
  const status = outcome?.status ?? (await getOrderWithItems(deps.db, orderId))?.order.mailStatus;
  if (status !== 'sent') throw unavailable(ORDER_MESSAGES.confirmationFailed);
  return { message: ORDER_MESSAGES.confirmationSent };
}

/**
 * For a timer (the lead wires it): tries again, one by one, the confirmations that failed or never finished,
 * of orders placed over a minute ago and tried fewer than MAX_CONFIRMATION_ATTEMPTS times. Never throws.
 */
export async function retryFailedConfirmations(deps: AppDeps, o: { limit: number }): Promise<{ attempted: number; sent: number; failed: number }> {
  const result = { attempted: 0, sent: 0, failed: 0 };
  try {
    const placedBefore = new Date(deps.now().getTime() - RETRY_AFTER_MS).toISOString();
    const ids = await listUnsentConfirmations(deps.db, { placedBefore, maxAttempts: MAX_CONFIRMATION_ATTEMPTS, limit: o.limit });
    // Still waiting in this process's queue (a long burst): its own send comes, a second one would mail twice.
    for (const id of ids.filter((i) => !deps.mailQueue.has(queueKey(i)))) {
      const outcome = await deliverOrderConfirmation(deps, id);
      result.attempted += 1;
      result[outcome.status] += 1;
    }
  } catch (err) {
    deps.log('error', 'retrying order confirmations failed', { error: String(err) });
  }
  return result;
}
