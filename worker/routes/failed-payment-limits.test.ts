import { describe, expect, it } from 'vitest';
import { outbox, paymentEvents } from '../../db/schema';
import { ORDER_MESSAGES } from '../domain/orders';
import { ACCOUNT_THROTTLE_MESSAGES, ACCOUNT_THROTTLE_RULES } from '../domain/rate-limit-rules';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertOrder, storedOrderRow } from '../test-support/card-orders';
import { clockedAppPerTest } from '../test-support/clocked-app';

/**
 * `PUT /api/orders/:id/failed-payment-notif` mails the shop: once per order ever, and for a few orders an hour per
 * account. Each test has its own app, clock and account; what was sent is read from the outbox table.
 */

const clockedApp = clockedAppPerTest();

async function setUp() {
  const { t, clock } = await clockedApp();
  const jana = await createAccount(t);
  const auth = bearer(await loginToken(t, jana));
  const report = (orderId: number) => t.call('PUT', `/api/orders/${orderId}/failed-payment-notif`, undefined, auth);
  const outboxRows = () => t.db.select().from(outbox);
  return { t, clock, jana, auth, report, outboxRows };
}

const RULE = ACCOUNT_THROTTLE_RULES.failedPayment;

describe('failed-payment notices to the shop', () => {
  it('ten calls for one order (new attempts between some) send one mail and record one event', async () => {
    const { t, jana, auth, report, outboxRows } = await setUp();
    const id = await insertOrder(t, jana.id);
    const answers = [];
    for (let i = 0; i < 10; i++) {
      if (i % 3 === 0) await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, auth);
      answers.push(await report(id));
    }
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(10).fill([200, ORDER_MESSAGES.paymentFailedNoted]));
    const mails = await outboxRows();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(t.deps.config.shopEmail);
    expect(await t.db.select().from(paymentEvents)).toEqual([
      expect.objectContaining({ id: `failed-payment:${id}`, type: 'payment_failed_notice' }),
    ]);
  });

  it('ten simultaneous first calls send one mail', async () => {
    const { t, report, outboxRows, jana } = await setUp();
    const id = await insertOrder(t, jana.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(id)));
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await outboxRows()).toHaveLength(1);
    expect((await storedOrderRow(t, id)).paymentFailedAt).not.toBeNull();
  });

  it(`a few orders an hour per account: the one past ${RULE.maxAttempts} is refused with 429, no mail and nothing recorded`, async () => {
    const { t, clock, jana, report, outboxRows } = await setUp();
    const ids = [];
    for (let i = 0; i <= RULE.maxAttempts; i++) ids.push(await insertOrder(t, jana.id));
    for (const id of ids.slice(0, RULE.maxAttempts)) expect((await report(id)).status).toBe(200);
    expect(await outboxRows()).toHaveLength(RULE.maxAttempts);

    const last = ids.at(-1)!;
    expect(await report(last)).toMatchObject({ status: 429, body: { message: ACCOUNT_THROTTLE_MESSAGES.failedPayment } });
    expect(await outboxRows()).toHaveLength(RULE.maxAttempts);
    expect((await storedOrderRow(t, last)).paymentFailedAt).toBeNull();
    // Orders already noted still answer 200 (the failure page opened again) and count nothing.
    expect((await report(ids[0])).status).toBe(200);

    clock.advance(RULE.lockMs + 1000);
    expect((await report(last)).status).toBe(200);
    expect(await outboxRows()).toHaveLength(RULE.maxAttempts + 1);
  });
});
