import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import type { AppDeps, AuthUser, Mailer } from '../../deps';
import { ORDER_MESSAGES } from '../../domain/orders';
import { siteFacts } from '../../domain/site-facts';
import { createAccount, mailsTo } from '../../test-support/accounts';
import { insertOrder, storedOrderRow, storedPaymentEvents } from '../../test-support/card-orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { noteCardPaymentFailed } from './payments';

/**
 * The failed-payment notice called as its route calls it, for what the HTTP tests (routes/order-payments.test.ts)
 * cannot set up: a different base URL, a mail API that is down, and several orders sharing one mailbox.
 */

let t: TestApp;
let jana: AuthUser;
/** A customer of its own (the notices count against the account: a few orders an hour). */
async function customer(): Promise<AuthUser> {
  const account = await createAccount(t);
  const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
  const { passwordHash: _, ...user } = row;
  return user;
}
beforeAll(async () => {
  t = await createTestApp();
  jana = await customer();
});
afterAll(() => t.close());

const noticesOf = async (orderNumber: string) =>
  (await mailsTo(t, t.deps.config.shopEmail)).filter(
    (m) => m.subject === siteFacts.emails.subjects.failedPayment.replace('{orderNumber}', orderNumber),
  );

describe('noteCardPaymentFailed', () => {
  it("links the shop's notice to the order page on the base URL, however many slashes it ends with", async () => {
    const id = await insertOrder(t, jana.id, { initPaymentId: 'attempt-slash' });
    const deps: AppDeps = { ...t.deps, config: { ...t.deps.config, baseUrl: 'http://shop.test//' } };
    expect(await noteCardPaymentFailed(deps, jana, id)).toEqual({ message: ORDER_MESSAGES.paymentFailedNoted });
    const [notice] = await noticesOf((await storedOrderRow(t, id)).orderNumber);
    expect(notice.text).toContain(`Objednávka: http://shop.test/order/${id}\n`);
    expect(notice.html).toContain(`href="http://shop.test/order/${id}"`);
  });

  it('notices each order once, also before any attempt was started, keyed by the order', async () => {
    const first = await insertOrder(t, jana.id);
    const second = await insertOrder(t, jana.id);
    for (const id of [first, second, first, second]) await noteCardPaymentFailed(t.deps, jana, id);
    for (const id of [first, second]) {
      expect(await noticesOf((await storedOrderRow(t, id)).orderNumber)).toHaveLength(1);
      expect((await storedOrderRow(t, id)).paymentFailedAt).toBe(t.deps.now().toISOString());
    }
    const keys = (await storedPaymentEvents(t)).map((e) => e.id);
    expect(keys).toEqual(expect.arrayContaining([`failed-payment:${first}`, `failed-payment:${second}`]));
  });

  it('still answers and keeps the failure on the order when the notice cannot be sent (logged for staff)', async () => {
    const peter = await customer();
    const id = await insertOrder(t, peter.id, { initPaymentId: 'attempt-mail-down' });
    const down: Mailer = {
      async send() {
        throw new Error('mail API answered 503');
      },
    };
    expect(await noteCardPaymentFailed({ ...t.deps, mailer: down }, peter, id)).toEqual({ message: ORDER_MESSAGES.paymentFailedNoted });
    expect((await storedOrderRow(t, id)).paymentFailedAt).toBe(t.deps.now().toISOString());
    expect(
      t.logs.some(
        (l) => l.level === 'error' && l.message.includes('failed-payment notice') && (l.data as { orderId: number }).orderId === id,
      ),
    ).toBe(true);
  });
});
