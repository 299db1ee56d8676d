import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices } from '~/db/schema';
import { stripeSignatureFor } from '../../adapters/stripe-gateway';
import { bearer, createAccount, loginToken, mailsTo, testClock } from '../../test-support/accounts';
import { insertOrder } from '../../test-support/card-orders';
import { appWithSwitchableMailer } from '../../test-support/mailers';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import type { TestApp } from '../../test-support/test-app';
import { deliverOrderNotice, MAX_NOTICE_ATTEMPTS, retryOrderNotices } from './order-notices';
import { runScheduledJobs } from '../operations/scheduled';
import { handleStripeWebhook } from '../payments/stripe-webhook';

/**
 * The customer's notices of staff actions when the mail API fails: the answer does not change, the failure is
 * kept on the notice, and the scheduled job sends it later, within its bounds. And no second 'paid' mail for a
 * card order the webhook has paid.
 */

const clock = testClock(new Date('2026-06-01T08:00:00.000Z'));
let t: TestApp;
let mailer: Awaited<ReturnType<typeof appWithSwitchableMailer>>['state'];
let admin: Record<string, string>;
beforeAll(async () => {
  ({ app: t, state: mailer } = await appWithSwitchableMailer({ now: clock.now }));
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

const noticesOf = (orderId: number) =>
  t.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId)).orderBy(asc(orderNotices.id));
/** Orders whose confirmation went out already: the only mails in these tests are the notices. */
const confirmed = { mailStatus: 'sent' as const, mailAttempts: 1 };
const retriedLogs = () => t.logs.filter((l) => l.message === 'order notices retried').map((l) => l.data);

describe('a mail API that is down', () => {
  it("keeps the answer, records the notice 'failed'; the scheduled job sends it a minute later", async () => {
    const order = await insertOrderRow(t, null, { paymentMethod: 'Prevodom vopred', ...confirmed });
    mailer.failing = true;
    const r = await t.call('PUT', `/api/orders/${order.id}/deliver`, { parcelNumber: 'RR123456789SK' }, admin);
    mailer.failing = false;
    expect(r).toMatchObject({ status: 200, body: { isDelivered: true, parcelNumber: 'RR123456789SK' } });
    expect(await noticesOf(order.id)).toEqual([
      expect.objectContaining({
        kind: 'sent',
        status: 'failed',
        attempts: 1,
        sentAt: null,
        error: 'mail API answered 503 for "x": service unavailable',
      }),
    ]);
    expect(await mailsTo(t, order.email)).toEqual([]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'order notice mail failed',
        data: expect.objectContaining({ orderId: order.id, kind: 'sent' }),
      }),
    );

    // Not yet: the job leaves notices of the last minute to the send that follows the action.
    clock.advance(30_000);
    await runScheduledJobs(t.deps);
    expect((await noticesOf(order.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });

    clock.advance(60_000);
    await runScheduledJobs(t.deps);
    expect(await noticesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, error: null, sentAt: clock.now().toISOString() }),
    ]);
    const [mail, ...more] = await mailsTo(t, order.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Vaša objednávka ${order.orderNumber} bola odoslaná`);
    expect(mail.text).toContain('https://tandt.posta.sk/zasielky/RR123456789SK');
    expect(retriedLogs()).toContainEqual({ attempted: 1, sent: 1, failed: 0 });

    // Sent: later runs leave it alone.
    clock.advance(10 * 60_000);
    await runScheduledJobs(t.deps);
    expect((await noticesOf(order.id))[0].attempts).toBe(2);
    expect(await mailsTo(t, order.email)).toHaveLength(1);
  });

  it('a retry that fails again counts the attempt; after MAX_NOTICE_ATTEMPTS the job gives up', async () => {
    const order = await insertOrderRow(t, null, confirmed);
    mailer.failing = true;
    try {
      expect((await t.call('PUT', `/api/orders/${order.id}/paid`, undefined, admin)).status).toBe(200);
      for (let i = 2; i <= MAX_NOTICE_ATTEMPTS + 2; i++) {
        clock.advance(5 * 60_000);
        await retryOrderNotices(t.deps, { limit: 20 });
      }
    } finally {
      mailer.failing = false;
    }
    expect((await noticesOf(order.id))[0]).toMatchObject({ status: 'failed', attempts: MAX_NOTICE_ATTEMPTS });
    clock.advance(5 * 60_000);
    expect(await retryOrderNotices(t.deps, { limit: 20 })).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(await mailsTo(t, order.email)).toEqual([]);
  });
});

describe('retryOrderNotices', () => {
  it('sends at most `limit` a run, oldest first; of a cancelled order only the cancellation', async () => {
    const placedAt = new Date(clock.now().getTime() - 3_600_000).toISOString();
    const open = await insertOrderRow(t, null, confirmed);
    const cancelled = await insertOrderRow(t, null, {
      isCancelled: true,
      cancelledAt: placedAt,
      isPaid: true,
      paidAt: placedAt,
      ...confirmed,
    });
    const rows = await t.db
      .insert(orderNotices)
      .values([
        { orderId: open.id, kind: 'paid', status: 'pending', createdAt: placedAt },
        { orderId: open.id, kind: 'sent', status: 'failed', attempts: 1, error: 'x', createdAt: placedAt },
        { orderId: cancelled.id, kind: 'paid', status: 'failed', attempts: 1, error: 'x', createdAt: placedAt },
        { orderId: cancelled.id, kind: 'cancelled', status: 'pending', createdAt: placedAt },
      ])
      .returning();
    const statuses = async () =>
      (
        await t.db
          .select()
          .from(orderNotices)
          .where(
            inArray(
              orderNotices.id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderNotices.id))
      ).map((n) => n.status);

    expect(await retryOrderNotices(t.deps, { limit: 2 })).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(await statuses()).toEqual(['sent', 'sent', 'failed', 'pending']);
    expect(await retryOrderNotices(t.deps, { limit: 2 })).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await statuses()).toEqual(['sent', 'sent', 'failed', 'sent']);
    expect((await mailsTo(t, cancelled.email)).map((m) => m.subject)).toEqual([`Vaša objednávka ${cancelled.orderNumber} bola zrušená`]);
  });

  it('a notice or order that is gone fails quietly, never throws', async () => {
    expect(await deliverOrderNotice(t.deps, 987_654)).toEqual({ status: 'failed', error: 'oznámenie alebo objednávka neexistuje' });
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'order notice: no such notice or order', data: { noticeId: 987_654 } }),
    );
  });
});

describe('a card order paid by the webhook', () => {
  it("gets the webhook's receipt only, owed as the 'card-paid' notice: marking it paid again records and sends no second 'paid' mail", async () => {
    const initPaymentId = 'attempt-notice-1';
    const sessionId = 'cs_test_local_notice_1';
    const id = await insertOrder(t, null, { initPaymentId, stripeSessionId: sessionId, email: 'karta@example.sk', ...confirmed });
    const body = JSON.stringify({
      id: 'evt_notice_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          id: sessionId,
          payment_status: 'paid',
          currency: 'eur',
          amount_total: 3845,
          metadata: { orderId: String(id), initPaymentId },
        },
      },
    });
    const signature = await stripeSignatureFor(body, t.deps.config.stripe.webhookSecret, t.deps.now());
    expect(await handleStripeWebhook(t.deps, body, signature)).toEqual({ outcome: 'paid', orderId: id });
    expect(await mailsTo(t, 'karta@example.sk')).toHaveLength(1);

    expect(await t.call('PUT', `/api/orders/${id}/paid`, undefined, admin)).toMatchObject({ status: 200, body: { isPaid: true } });
    expect(await mailsTo(t, 'karta@example.sk')).toHaveLength(1);
    expect(await noticesOf(id)).toEqual([expect.objectContaining({ kind: 'card-paid', status: 'sent', attempts: 1, claimedAt: null })]);
    expect((await storedOrderRow(t, id)).isPaid).toBe(true);
  });
});
