import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let jana: TestAccount;
let peter: TestAccount;
let janaToken: string;

let seq = 0;
/** An order row as checkout will write it (only what the list needs is varied). */
function orderOf(userId: number | null, o: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
  seq += 1;
  return {
    orderNumber: `2026${String(seq).padStart(4, '0')}W`,
    userId,
    name: 'Zákazník',
    email: 'zakaznik@example.sk',
    shipName: 'Zákazník',
    shipAddress: 'Hlavná 1',
    shipCity: 'Bratislava',
    shipPostalCode: '81101',
    shipCountry: 'Slovensko',
    paymentMethod: 'Prevodom vopred',
    itemsCents: 1000,
    shippingCents: 350,
    totalCents: 1350,
    ...o,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [jana, peter] = await Promise.all([createAccount(t), createAccount(t)]);
  janaToken = await loginToken(t, jana);
  await t.db.insert(orders).values([
    orderOf(jana.id, { createdAt: '2026-01-10T09:00:00.000Z', totalCents: 1250 }),
    orderOf(peter.id, { createdAt: '2026-02-01T09:00:00.000Z' }),
    orderOf(jana.id, {
      createdAt: '2026-03-05T12:30:00.000Z',
      totalCents: 4599,
      isPaid: true,
      paidAt: '2026-03-05T12:40:00.000Z',
      isDelivered: true,
      deliveredAt: '2026-03-07T08:00:00.000Z',
    }),
    orderOf(jana.id, { createdAt: '2026-02-20T10:00:00.000Z', isCancelled: true, cancelledAt: '2026-02-21T10:00:00.000Z' }),
    orderOf(null, { createdAt: '2026-03-06T10:00:00.000Z' }),
  ]);
});
afterAll(() => t.close());

describe('GET /api/orders/myorders', () => {
  it("answers the caller's own orders only, newest first, in the list's shape with euros", async () => {
    const r = await t.call('GET', '/api/orders/myorders', undefined, bearer(janaToken));
    expect(r.status).toBe(200);
    expect(r.body.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['20260003W', '20260004W', '20260001W']);
    expect(r.body[0]).toEqual({
      _id: expect.stringMatching(/^[1-9]\d*$/),
      orderNumber: '20260003W',
      createdAt: '2026-03-05T12:30:00.000Z',
      totalPrice: 45.99,
      isPaid: true,
      paidAt: '2026-03-05T12:40:00.000Z',
      isDelivered: true,
      deliveredAt: '2026-03-07T08:00:00.000Z',
      isCancelled: false,
    });
    expect(r.body[1]).toMatchObject({ isCancelled: true, isPaid: false, paidAt: null, isDelivered: false, deliveredAt: null });
    expect(r.body[2].totalPrice).toBe(12.5);
  });

  it('never shows addresses or items (a list, not the order detail)', async () => {
    const r = await t.call('GET', '/api/orders/myorders', undefined, bearer(janaToken));
    const text = JSON.stringify(r.body);
    for (const leak of ['Hlavná', 'shipAddress', 'email', 'userId', 'initPaymentId']) expect(text).not.toContain(leak);
  });

  it('answers an empty list to an account without orders', async () => {
    const fresh = await createAccount(t);
    const r = await t.call('GET', '/api/orders/myorders', undefined, bearer(await loginToken(t, fresh)));
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
  });

  it('refuses visitors and broken tokens with the texts the client logs out on', async () => {
    expect(await t.call('GET', '/api/orders/myorders')).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
    const broken = await t.call('GET', '/api/orders/myorders', undefined, bearer(`${janaToken}x`));
    expect(broken).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenFailed } });
  });
});
