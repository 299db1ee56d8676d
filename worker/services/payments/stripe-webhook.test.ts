import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices } from '~/db/schema';
import { stripeSignatureFor } from '../../adapters/stripe-gateway';
import type { AppDeps, Mailer } from '../../deps';
import { PAYMENT_MESSAGES } from '../../domain/payments';
import { siteFacts } from '../../domain/site-facts';
import { mailsTo } from '../../test-support/accounts';
import { insertOrder, storedOrderRow, storedPaymentEvents } from '../../test-support/card-orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { handleStripeWebhook } from './stripe-webhook';

/**
 * The webhook handler called as the route calls it (raw body + signature header), for what the HTTP tests in
 * routes/payments.test.ts cannot reach: header values HTTP already trims, a mail API that is down, a different
 * base URL, and what the operations log tells staff about money that could not be matched.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A card order whose attempt has its Checkout Session, as after `POST /api/create-stripe-checkout-session`. */
async function awaitingPayment(fields: Parameters<typeof insertOrder>[2] = {}) {
  seq += 1;
  const initPaymentId = `attempt-${seq}`;
  const sessionId = `cs_test_local_webhook_${seq}`;
  const id = await insertOrder(t, null, { initPaymentId, stripeSessionId: sessionId, ...fields });
  const session = {
    id: sessionId,
    amount_total: 3845,
    metadata: { orderId: String(id), initPaymentId } as Record<string, string> | undefined,
  };
  return { id, session };
}

/** A `checkout.session.completed` body signed with the app's webhook secret at the app's time. */
async function signed(session: Record<string, unknown>, eventId = `evt_unit_${++seq}`) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { object: 'checkout.session', payment_status: 'paid', currency: 'eur', ...session } },
  });
  return { body, signature: await stripeSignatureFor(body, t.deps.config.stripe.webhookSecret, t.deps.now()) };
}

const errorLogs = (text: string) => t.logs.filter((l) => l.level === 'error' && l.message.includes(text));
const paidMailsTo = async (email: string) => (await mailsTo(t, email)).filter((m) => m.subject === siteFacts.emails.subjects.paid);

describe('handleStripeWebhook', () => {
  it('takes a signature of only spaces as missing (400), writing nothing', async () => {
    const { id, session } = await awaitingPayment();
    const { body } = await signed(session);
    const before = (await storedPaymentEvents(t)).length;
    await expect(handleStripeWebhook(t.deps, body, '   ')).rejects.toMatchObject({
      kind: 'invalid',
      message: PAYMENT_MESSAGES.signatureMissing,
    });
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
    expect((await storedPaymentEvents(t)).length).toBe(before);
  });

  it('ignores a paid session without metadata or with an order id that is not a number', async () => {
    const { id, session } = await awaitingPayment();
    for (const metadata of [undefined, { orderId: 'abc', initPaymentId: session.metadata!.initPaymentId }, { orderId: '' }]) {
      const e = await signed({ ...session, metadata });
      expect(await handleStripeWebhook(t.deps, e.body, e.signature)).toEqual({ outcome: 'ignored' });
    }
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
  });

  it("ignores a paid session that is not the order's current one, telling staff why (error log)", async () => {
    const { id, session } = await awaitingPayment();
    const variants: [Record<string, unknown>, string][] = [
      [{ ...session, id: 'cs_test_local_other' }, 'session id differs from the stored one'],
      [{ ...session, metadata: { orderId: String(id), initPaymentId: 'attempt-old' } }, 'init payment id differs from the stored one'],
      [{ ...session, metadata: { orderId: String(id) } }, 'init payment id differs from the stored one'],
      [{ ...session, amount_total: 3844 }, 'amount_total differs from the stored total'],
      [{ ...session, currency: 'czk' }, 'currency is not eur'],
      [{ ...session, currency: null }, 'currency is not eur'],
    ];
    for (const [variant, why] of variants) {
      const e = await signed(variant);
      const logged = errorLogs(`paid session ignored (${why})`).length;
      expect(await handleStripeWebhook(t.deps, e.body, e.signature)).toEqual({ outcome: 'ignored', orderId: id });
      expect(errorLogs(`paid session ignored (${why})`).length, why).toBe(logged + 1);
    }
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null });
    // The same session in upper-case EUR is the order's: paid.
    const e = await signed({ ...session, currency: 'EUR' });
    expect(await handleStripeWebhook(t.deps, e.body, e.signature)).toEqual({ outcome: 'paid', orderId: id });
  });

  it('ignores a paid session of an order whose attempt or session was never stored', async () => {
    for (const fields of [{ stripeSessionId: null }, { initPaymentId: null }]) {
      const { id, session } = await awaitingPayment(fields);
      const e = await signed(session);
      expect(await handleStripeWebhook(t.deps, e.body, e.signature)).toEqual({ outcome: 'ignored', orderId: id });
      expect((await storedOrderRow(t, id)).isPaid).toBe(false);
    }
  });

  it('does not mark a bank-transfer order paid even if it carries the matching session and attempt', async () => {
    const { id, session } = await awaitingPayment({ paymentMethod: 'Prevodom vopred' });
    const e = await signed(session);
    expect(await handleStripeWebhook(t.deps, e.body, e.signature)).toEqual({ outcome: 'ignored', orderId: id });
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null });
    expect(errorLogs(`paid session ignored (not a card order)`).some((l) => (l.data as { orderId: number }).orderId === id)).toBe(true);
  });

  it('tells staff (error log) when money came for an order cancelled meanwhile, but not for a second event of a paid one', async () => {
    const cancelled = await awaitingPayment({ isCancelled: true, cancelledAt: '2026-03-01T09:00:00.000Z' });
    const e1 = await signed(cancelled.session);
    expect(await handleStripeWebhook(t.deps, e1.body, e1.signature)).toEqual({ outcome: 'unchanged', orderId: cancelled.id });
    expect(await storedOrderRow(t, cancelled.id)).toMatchObject({ isPaid: false, isCancelled: true });
    const notOpen = (orderId: number) =>
      errorLogs('order that is not open').filter((l) => (l.data as { orderId: number }).orderId === orderId);
    expect(notOpen(cancelled.id)).toHaveLength(1);

    const paid = await awaitingPayment();
    const first = await signed(paid.session);
    expect((await handleStripeWebhook(t.deps, first.body, first.signature)).outcome).toBe('paid');
    const second = await signed(paid.session);
    expect(await handleStripeWebhook(t.deps, second.body, second.signature)).toEqual({ outcome: 'unchanged', orderId: paid.id });
    expect(notOpen(paid.id)).toHaveLength(0);
  });

  it('keeps the payment when the paid e-mail cannot be sent, and logs the failure', async () => {
    const { id, session } = await awaitingPayment();
    const down: Mailer = {
      async send() {
        throw new Error('mail API answered 503');
      },
    };
    const e = await signed(session);
    expect(await handleStripeWebhook({ ...t.deps, mailer: down }, e.body, e.signature)).toEqual({ outcome: 'paid', orderId: id });
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: true, paidAt: t.deps.now().toISOString() });
    expect(
      errorLogs('order notice mail failed').some((l) => {
        const d = l.data as { orderId: number; kind: string };
        return d.orderId === id && d.kind === 'card-paid';
      }),
    ).toBe(true);
    // Owed, not lost: the receipt waits on its notice for the scheduled job (order-notices.test.ts sends it).
    expect(await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, id))).toEqual([
      expect.objectContaining({ kind: 'card-paid', status: 'failed', attempts: 1, error: 'mail API answered 503', claimedAt: null }),
    ]);
  });

  it("links the paid e-mail to the order page on the shop's base URL, with or without a trailing slash", async () => {
    const { id, session } = await awaitingPayment({ email: 'platba.lomka@example.sk' });
    const deps: AppDeps = { ...t.deps, config: { ...t.deps.config, baseUrl: 'http://shop.test//' } };
    const e = await signed(session);
    expect((await handleStripeWebhook(deps, e.body, e.signature)).outcome).toBe('paid');
    const [mail] = await paidMailsTo('platba.lomka@example.sk');
    expect(mail.text).toContain(`Stav objednávky nájdete tu:\nhttp://shop.test/order/${id}\n`);
    expect(mail.html).toContain(`href="http://shop.test/order/${id}"`);
  });
});
