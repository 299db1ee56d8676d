import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, outbox } from '~/db/schema';
import { stripeSignatureFor } from '../../adapters/stripe-gateway';
import { nodeInvoiceFonts } from '../../adapters/fonts-node';
import { ORDER_MESSAGES } from '../../domain/orders';
import { siteFacts } from '../../domain/site-facts';
import { bearer, createAccount, loginToken, testClock } from '../../test-support/accounts';
import { insertOrder } from '../../test-support/card-orders';
import { appWithSwitchableMailer } from '../../test-support/mailers';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { invoiceRenderer } from '../invoices/invoice-pdf';
import { deliverOrderConfirmation, queueOrderConfirmation, retryFailedConfirmations } from '../orders/order-mail';
import { deliverOrderNotice } from '../orders/order-notices';
import { CLAIM_STALE_MS } from './owed-mails';
import { runScheduledJobs } from '../operations/scheduled';
import { handleStripeWebhook } from '../payments/stripe-webhook';
import { immediateQueue } from './work-queue';

/**
 * The one way every mail the shop owes a customer goes out (owed-mails.ts): claimed before it is sent, so a resend
 * racing the first send, two scheduled runs or two isolates mail it once; a failed one is retried by the job.
 * Read back from the outbox and the rows the server stored.
 */

const clock = testClock(new Date('2026-07-01T08:00:00.000Z'));
const minutesAgo = (m: number) => new Date(clock.now().getTime() - m * 60_000).toISOString();
const confirmed = { mailStatus: 'sent' as const, mailAttempts: 1 };
const CONFIRMATION = /^Vaša objednávka /;

async function storedMails(t: TestApp, to: string) {
  return (await t.db.select().from(outbox).orderBy(asc(outbox.id))).filter((m) => m.to === to);
}
const noticesOf = (t: TestApp, orderId: number) =>
  t.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId)).orderBy(asc(orderNotices.id));

describe('a resend while the confirmation is being sent', () => {
  let t: TestApp;
  let release!: () => void;
  let rendering!: Promise<void>;
  beforeAll(async () => {
    const real = invoiceRenderer(nodeInvoiceFonts);
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    rendering = new Promise<void>((r) => (started = r));
    // The invoice render of the first send waits until the test lets it go.
    t = await createTestApp({ now: clock.now, renderInvoice: async (order) => (started(), await held, real(order)) });
    // As on Workers: no queue in this process to join, only the claim on the order row.
    t.deps.mailQueue = immediateQueue;
  });
  afterAll(() => t.close());

  it('sends ONE mail: the resend finds the confirmation claimed and says it is on its way', async () => {
    const owner = await createAccount(t);
    const order = await insertOrderRow(t, owner.id, { email: owner.email, createdAt: clock.now().toISOString() });
    const first = queueOrderConfirmation(t.deps, order.id);
    await rendering;
    expect((await storedOrderRow(t, order.id)).mailClaimedAt).toBe(clock.now().toISOString());

    const resend = await t.call('PUT', `/api/orders/${order.id}/resend-confirmation`, undefined, bearer(await loginToken(t, owner)));
    expect(resend).toMatchObject({ status: 200, body: { message: ORDER_MESSAGES.confirmationOnItsWay } });
    release();
    await first;

    const mails = await storedMails(t, owner.email);
    expect(mails.map((m) => m.subject)).toEqual([`Vaša objednávka ${order.orderNumber}`]);
    expect(await storedOrderRow(t, order.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailClaimedAt: null, mailError: null });
    // A send that is not a person's resend leaves a confirmation that went out.
    expect(await deliverOrderConfirmation(t.deps, order.id)).toEqual({ status: 'skipped' });
    expect(await storedMails(t, owner.email)).toHaveLength(1);
    // Once it has gone out, a resend is a second copy the person asked for.
    const again = await t.call('PUT', `/api/orders/${order.id}/resend-confirmation`, undefined, bearer(await loginToken(t, owner)));
    expect(again).toMatchObject({ status: 200, body: { message: ORDER_MESSAGES.confirmationSent } });
    expect(await storedMails(t, owner.email)).toHaveLength(2);
    expect(await storedOrderRow(t, order.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailClaimedAt: null });
  });
});

describe('a confirmation another sender holds', () => {
  it("is left alone, and so is the shop's notice of an order abroad that goes with it", async () => {
    const t = await createTestApp({ now: clock.now });
    try {
      const abroad = { shipCountry: 'Česko', shipCity: 'Brno', shipPostalCode: '602 00', shippingCents: 0, shippingLater: true };
      const o = await insertOrderRow(t, null, {
        ...abroad,
        mailStatus: 'pending',
        mailClaimedAt: clock.now().toISOString(),
        createdAt: minutesAgo(1),
      });
      expect(await deliverOrderConfirmation(t.deps, o.id)).toEqual({ status: 'skipped' });
      expect(await storedMails(t, o.email)).toEqual([]);
      expect(await storedMails(t, t.deps.config.shopEmail)).toEqual([]);
      expect(await storedOrderRow(t, o.id)).toMatchObject({
        mailStatus: 'pending',
        mailAttempts: 0,
        mailClaimedAt: clock.now().toISOString(),
      });
    } finally {
      await t.close();
    }
  });
});

describe('two scheduled runs at once (two isolates on one database)', () => {
  let dir: string;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prud-owed-'));
    a = await createTestApp({ now: clock.now, databaseFile: join(dir, 'shop.db') });
    b = await createTestApp({ now: clock.now, databaseFile: join(dir, 'shop.db') });
    for (const app of [a, b]) app.deps.mailQueue = immediateQueue;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('send each failed confirmation and notice once, and record one more attempt', async () => {
    const lost = await insertOrderRow(a, null, { mailStatus: 'failed', mailAttempts: 1, mailError: 'x', createdAt: minutesAgo(30) });
    const shipped = await insertOrderRow(a, null, {
      ...confirmed,
      isDelivered: true,
      deliveredAt: minutesAgo(20),
      createdAt: minutesAgo(30),
    });
    const paid = await insertOrderRow(a, null, {
      ...confirmed,
      paymentMethod: 'Stripe',
      isPaid: true,
      paidAt: minutesAgo(20),
      createdAt: minutesAgo(30),
    });
    await a.db.insert(orderNotices).values([
      { orderId: shipped.id, kind: 'sent', status: 'failed', attempts: 1, error: 'x', createdAt: minutesAgo(20) },
      { orderId: paid.id, kind: 'card-paid', status: 'pending', createdAt: minutesAgo(20) },
    ]);

    await Promise.all([runScheduledJobs(a.deps), runScheduledJobs(b.deps), runScheduledJobs(a.deps)]);
    // The runs' own counts: a mail another run took is not counted as tried.
    const counted = (message: string) =>
      [...a.logs, ...b.logs].filter((l) => l.message === message).reduce((sum, l) => sum + (l.data as { attempted: number }).attempted, 0);
    expect(counted('confirmation e-mails retried')).toBe(1);
    expect(counted('order notices retried')).toBe(2);

    expect((await storedMails(a, lost.email)).map((m) => m.subject)).toEqual([`Vaša objednávka ${lost.orderNumber}`]);
    expect((await storedMails(a, shipped.email)).map((m) => m.subject)).toEqual([`Vaša objednávka ${shipped.orderNumber} bola odoslaná`]);
    expect((await storedMails(a, paid.email)).map((m) => m.subject)).toEqual([siteFacts.emails.subjects.paid]);
    expect(await storedOrderRow(a, lost.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailClaimedAt: null });
    expect(await noticesOf(a, shipped.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, claimedAt: null, error: null }),
    ]);
    expect(await noticesOf(a, paid.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, claimedAt: null })]);
    // Sent: a send that is not a resend leaves it, and a run with nothing to do says nothing.
    const [receipt] = await noticesOf(a, paid.id);
    expect(await deliverOrderNotice(a.deps, receipt.id)).toEqual({ status: 'skipped' });
    const before = a.logs.length;
    await runScheduledJobs(a.deps);
    expect(a.logs.slice(before).map((l) => l.message)).not.toContainEqual(expect.stringMatching(/retried$/));
    expect(await storedMails(a, paid.email)).toHaveLength(1);
  });

  it('a mail a live sender holds does not use up a run: the next due one is sent', async () => {
    const held = await insertOrderRow(a, null, {
      mailStatus: 'failed',
      mailAttempts: 1,
      mailClaimedAt: minutesAgo(1),
      createdAt: minutesAgo(40),
    });
    const due = await insertOrderRow(a, null, { mailStatus: 'failed', mailAttempts: 1, createdAt: minutesAgo(30) });
    expect(await retryFailedConfirmations(a.deps, { limit: 1 })).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await storedMails(a, held.email)).toEqual([]);
    expect(await storedMails(a, due.email)).toHaveLength(1);
  });

  it('leave a mail a live sender holds; take it again once that claim is older than CLAIM_STALE_MS', async () => {
    const held = await insertOrderRow(a, null, { mailStatus: 'pending', mailClaimedAt: minutesAgo(2), createdAt: minutesAgo(3) });
    await Promise.all([runScheduledJobs(a.deps), runScheduledJobs(b.deps)]);
    expect(await storedMails(a, held.email)).toEqual([]);

    clock.advance(CLAIM_STALE_MS);
    await Promise.all([runScheduledJobs(a.deps), runScheduledJobs(b.deps)]);
    expect((await storedMails(a, held.email)).map((m) => m.subject)).toEqual([expect.stringMatching(CONFIRMATION)]);
    expect(await storedOrderRow(a, held.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailClaimedAt: null });
  });
});

describe("the card payment's receipt when the mail API is down", () => {
  it('is kept on its notice and sent once by the scheduled job; a redelivered event sends nothing', async () => {
    const { app: t, state } = await appWithSwitchableMailer({ now: clock.now });
    try {
      const initPaymentId = 'attempt-owed-1';
      const sessionId = 'cs_test_owed_1';
      const id = await insertOrder(t, null, { initPaymentId, stripeSessionId: sessionId, email: 'karta.owed@example.sk', ...confirmed });
      const body = JSON.stringify({
        id: 'evt_owed_1',
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
      const deliver = async () =>
        handleStripeWebhook(t.deps, body, await stripeSignatureFor(body, t.deps.config.stripe.webhookSecret, t.deps.now()));
      state.failing = true;
      expect(await deliver()).toEqual({ outcome: 'paid', orderId: id });
      state.failing = false;
      expect(await noticesOf(t, id)).toEqual([expect.objectContaining({ kind: 'card-paid', status: 'failed', attempts: 1, sentAt: null })]);
      expect(await storedMails(t, 'karta.owed@example.sk')).toEqual([]);

      expect(await deliver()).toEqual({ outcome: 'replay', orderId: id });
      clock.advance(2 * 60_000);
      await runScheduledJobs(t.deps);
      await runScheduledJobs(t.deps);
      const mails = await storedMails(t, 'karta.owed@example.sk');
      expect(mails.map((m) => m.subject)).toEqual([siteFacts.emails.subjects.paid]);
      expect(mails[0].text).toContain('platbu kartou 38,45\u00a0€ za objednávku č.');
      expect(await noticesOf(t, id)).toEqual([
        expect.objectContaining({
          kind: 'card-paid',
          status: 'sent',
          attempts: 2,
          error: null,
          claimedAt: null,
          sentAt: clock.now().toISOString(),
        }),
      ]);
    } finally {
      await t.close();
    }
  });
});
