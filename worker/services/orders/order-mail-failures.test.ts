import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, testClock } from '../../test-support/accounts';
import { appWithSwitchableMailer } from '../../test-support/mailers';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { deliverOrderConfirmation, queueOrderConfirmation, retryFailedConfirmations } from './order-mail';

/** What is kept of a failed confirmation, and that a failure anywhere never escapes to the caller. */

const clock = testClock(new Date('2026-03-05T10:00:00.000Z'));
let t: TestApp;
let switcher: Awaited<ReturnType<typeof appWithSwitchableMailer>>['state'];
beforeAll(async () => {
  ({ app: t, state: switcher } = await appWithSwitchableMailer({ now: clock.now }));
});
afterAll(() => t.close());

/** Sends the confirmation of a new order while the mailer throws `error`; returns the outcome and the stored row. */
async function failWith(error: unknown) {
  const o = await insertOrderRow(t, null);
  switcher.failing = true;
  switcher.error = error;
  try {
    const outcome = await deliverOrderConfirmation(t.deps, o.id);
    return { outcome, stored: await storedOrderRow(t, o.id) };
  } finally {
    switcher.failing = false;
  }
}

describe('the error kept on the order', () => {
  it('is the provider’s message on one line, trimmed, at most 200 characters', async () => {
    const long = `mail API\n\n  answered 503:\t${'x'.repeat(300)}`;
    const { outcome, stored } = await failWith(new Error(`  ${long} \n`));
    const expected = `mail API answered 503: ${'x'.repeat(300)}`.slice(0, 200);
    expect(outcome).toEqual({ status: 'failed', error: expected });
    expect(stored).toMatchObject({ mailStatus: 'failed', mailError: expected, mailAttempts: 1, mailSentAt: null });
  });

  it('is what was thrown when that was not an Error, and "neznáma chyba" when there is nothing to say', async () => {
    expect((await failWith('connection reset')).stored.mailError).toBe('connection reset');
    expect((await failWith(new Error(' \n '))).outcome).toEqual({ status: 'failed', error: 'neznáma chyba' });
  });

  it('says "objednávka neexistuje" for an order that does not exist', async () => {
    expect(await deliverOrderConfirmation(t.deps, 999_999)).toEqual({ status: 'failed', error: 'objednávka neexistuje' });
  });
});

describe('the shop’s notice of an order abroad', () => {
  it('failing to go out is logged; the customer’s confirmation still goes out and is recorded as sent', async () => {
    const o = await insertOrderRow(t, null, {
      shipCountry: 'Česko',
      shipCity: 'Brno',
      shipPostalCode: '602 00',
      shippingCents: 0,
      shippingLater: true,
    });
    switcher.failing = true;
    switcher.failTo = t.deps.config.shopEmail;
    switcher.error = new Error('mail API answered 503');
    try {
      expect(await deliverOrderConfirmation(t.deps, o.id)).toEqual({ status: 'sent', at: clock.now().toISOString() });
    } finally {
      switcher.failing = false;
      switcher.failTo = undefined;
    }
    expect(await mailsTo(t, o.email)).toHaveLength(1);
    expect(await storedOrderRow(t, o.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailError: null });
    expect(t.logs).toContainEqual({
      level: 'error',
      message: 'notice of an order abroad failed',
      data: { orderId: String(o.id), error: 'Error: mail API answered 503' },
    });
  });
});

describe('when the database is gone', () => {
  it('a confirmation answers "failed" with the reason, and a retry run does nothing; both are logged, neither throws', async () => {
    const gone = await createTestApp({ now: clock.now });
    const o = await insertOrderRow(gone, null, { mailStatus: 'failed', mailAttempts: 1, createdAt: '2026-03-05T09:00:00.000Z' });
    await gone.close();
    const outcome = await deliverOrderConfirmation(gone.deps, o.id);
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.error).toMatch(/^\S.{0,199}$/);
    expect(gone.logs.map((l) => l.message)).toContain('order confirmation failed');
    expect(await retryFailedConfirmations(gone.deps, { limit: 10 })).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(gone.logs.map((l) => l.message)).toContain('retrying order confirmations failed');
  });
});

describe('when the outcome cannot be recorded', () => {
  it('the confirmation that went out still counts as sent, and the lost record is logged', async () => {
    // The database goes away while the e-mail is on its way.
    let app: TestApp | undefined;
    app = await createTestApp({ now: clock.now, mailer: { send: async () => app!.db.$client.close() } });
    const o = await insertOrderRow(app, null);
    try {
      const outcome = await deliverOrderConfirmation(app.deps, o.id);
      expect(outcome).toEqual({ status: 'sent', at: clock.now().toISOString() });
      expect(app.logs).toContainEqual({
        level: 'error',
        message: 'order confirmation: could not record the outcome',
        data: { orderId: o.id, outcome, error: expect.stringContaining('update "orders" set "mail_status"') },
      });
    } finally {
      await app.close();
    }
  });
});

describe('a confirmation still waiting in the mail queue (a long burst)', () => {
  it('is left to the queue by the retry timer, so the customer gets one e-mail, not two', async () => {
    const q = await createTestApp({ now: clock.now });
    try {
      // Both slots of the test app's queue (2 wide) busy until released.
      let release!: () => void;
      const busy = new Promise<void>((r) => (release = r));
      const slots = [q.deps.mailQueue.run('busy 1', () => busy), q.deps.mailQueue.run('busy 2', () => busy)];
      const o = await insertOrderRow(q, null, { mailStatus: 'pending', createdAt: '2026-03-05T09:50:00.000Z' });
      const queued = queueOrderConfirmation(q.deps, o.id);
      expect(await retryFailedConfirmations(q.deps, { limit: 10 })).toEqual({ attempted: 0, sent: 0, failed: 0 });
      release();
      await Promise.all([...slots, queued]);
      expect(await mailsTo(q, o.email)).toHaveLength(1);
      expect(await storedOrderRow(q, o.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1 });
    } finally {
      await q.close();
    }
  });
});
