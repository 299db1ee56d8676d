import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema';
import { UNPAID_MESSAGES } from '../domain/unpaid-orders';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { insertOrderRow, insertProduct, orderBody, orderState, storedOrderRow } from '../test-support/orders';
import { raceBeforeBatch } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The API of the unpaid-order life cycle: the limit of open unpaid orders per account on `POST /api/orders`
 * (refused with nothing written, also when another order slips in before the write), the terms
 * (`/api/shop-settings`) and the admin's extension of one order (`PUT /api/orders/:id/extend`).
 */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ openOrderLimit: 'production' });
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

const TOO_MANY = UNPAID_MESSAGES.tooManyOpen(3, 'eshop@prud.sk');
async function customer(): Promise<{ account: TestAccount; auth: Record<string, string> }> {
  const account = await createAccount(t);
  return { account, auth: bearer(await loginToken(t, account)) };
}
const place = async (auth: Record<string, string>, paymentMethod: string) =>
  t.call('POST', '/api/orders/', orderBody([{ product: await insertProduct(t, { stock: 4 }), qty: 1 }], { paymentMethod }), auth);

describe('at most 3 open unpaid orders per account', () => {
  it('refuses the fourth with the Slovak message and writes nothing: no order, no stock taken, no number used', async () => {
    const { auth } = await customer();
    for (const method of ['Prevodom vopred', 'Stripe', 'Hotovosť']) expect((await place(auth, method)).status).toBe(201);
    const product = await insertProduct(t, { stock: 4 });
    const before = await orderState(t);
    const r = await t.call('POST', '/api/orders/', orderBody([{ product, qty: 2 }]), auth);
    expect(r).toMatchObject({ status: 409, body: { message: TOO_MANY } });
    expect(TOO_MANY).toBe(
      'Naraz môžete mať najviac 3 nezaplatené objednávky. Novú objednávku vytvoríte, keď niektorú z nich zaplatíte alebo ju odošleme. Ak ste si niektorú rozmysleli, napíšte nám na eshop@prud.sk a zrušíme ju.',
    );
    expect(await orderState(t)).toEqual(before);
  });

  it('counts only open orders: one paid, sent or cancelled makes room; other accounts are not counted', async () => {
    const { auth } = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await place(auth, 'Prevodom vopred')).body._id);
    expect((await place((await customer()).auth, 'Prevodom vopred')).status).toBe(201);
    for (const [id, action] of [
      [ids[0], 'paid'],
      [ids[1], 'deliver'],
      [ids[2], 'cancell'],
    ] as const) {
      expect((await place(auth, 'Prevodom vopred')).status).toBe(409);
      expect((await t.call('PUT', `/api/orders/${id}/${action}`, undefined, admin)).status).toBe(200);
      expect((await place(auth, 'Prevodom vopred')).status).toBe(201);
    }
  });

  it('holds when another order of the account is written between the check and the placement batch', async () => {
    const { account, auth } = await customer();
    for (let i = 0; i < 2; i++) expect((await place(auth, 'Stripe')).status).toBe(201);
    const product = await insertProduct(t, { stock: 4 });
    let before: Awaited<ReturnType<typeof orderState>> | undefined;
    const r = await raceBeforeBatch(
      t,
      /insert into "orders"/i,
      async () => {
        await insertOrderRow(t, account.id, { orderNumber: '19980001W' });
        before = await orderState(t);
      },
      () => t.call('POST', '/api/orders/', orderBody([{ product, qty: 1 }]), auth),
    );
    expect(r).toMatchObject({ status: 409, body: { message: TOO_MANY } });
    expect(await orderState(t)).toEqual(before);
  });

  it('follows the admin’s limit', async () => {
    const { auth } = await customer();
    expect((await t.call('PUT', '/api/shop-settings', { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 1 }, admin)).status).toBe(200);
    try {
      expect((await place(auth, 'Hotovosť')).status).toBe(201);
      expect(await place(auth, 'Hotovosť')).toMatchObject({
        status: 409,
        body: { message: UNPAID_MESSAGES.tooManyOpen(1, 'eshop@prud.sk') },
      });
      expect(UNPAID_MESSAGES.tooManyOpen(1, 'x')).toMatch(/^Naraz môžete mať najviac 1 nezaplatenú objednávku\./);
    } finally {
      await t.call('PUT', '/api/shop-settings', { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 }, admin);
    }
  });
});

describe('/api/shop-settings', () => {
  it('answers the migrated defaults and stores what the admin sets', async () => {
    expect(await t.call('GET', '/api/shop-settings', undefined, admin)).toMatchObject({
      status: 200,
      body: { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 },
    });
    const r = await t.call('PUT', '/api/shop-settings', { transferPayDays: 10, cardPayDays: 2, maxOpenUnpaid: 5 }, admin);
    expect(r.body).toEqual({ transferPayDays: 10, cardPayDays: 2, maxOpenUnpaid: 5, message: 'Platobné podmienky sú uložené.' });
    expect(await t.db.select().from(shopSettings)).toEqual([
      { id: 1, transferPayDays: 10, cardPayDays: 2, maxOpenUnpaid: 5, delivery: '' },
    ]);
    await t.call('PUT', '/api/shop-settings', { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 }, admin);
  });

  it('refuses values out of bounds with the first field’s Slovak message, and stores nothing', async () => {
    const ok = { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 };
    const cases: [unknown, string][] = [
      [{ ...ok, transferPayDays: 0 }, 'Lehota na zaplatenie prevodom (dni): zadajte celé číslo od 1 do 60.'],
      [{ ...ok, cardPayDays: 61 }, 'Lehota na zaplatenie kartou (dni): zadajte celé číslo od 1 do 60.'],
      [{ ...ok, maxOpenUnpaid: 2.5 }, 'Najviac nezaplatených objednávok na účet: zadajte celé číslo od 1 do 20.'],
      [{ ...ok, maxOpenUnpaid: 21 }, 'Najviac nezaplatených objednávok na účet: zadajte celé číslo od 1 do 20.'],
      [{ transferPayDays: 14, cardPayDays: 3 }, 'Najviac nezaplatených objednávok na účet: zadajte celé číslo od 1 do 20.'],
      [{ ...ok, cardPayDays: '3' }, 'Lehota na zaplatenie kartou (dni): zadajte celé číslo od 1 do 60.'],
      [{ ...ok, extra: 1 }, 'Neznáme pole „extra“. Pošlite len polia, ktoré táto požiadavka pozná.'],
    ];
    for (const [body, message] of cases)
      expect(await t.call('PUT', '/api/shop-settings', body, admin)).toMatchObject({ status: 400, body: { message } });
    expect(await t.db.select().from(shopSettings)).toEqual([{ id: 1, ...ok, delivery: '' }]);
  });
});

describe('PUT /api/orders/:id/extend', () => {
  it('moves the due time of an open order by the days given, from its due time; the answer and the stored row show it', async () => {
    const order = await insertOrderRow(t, null, { createdAt: '2026-03-05T10:00:00.000Z' });
    const r = await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 7 }, admin);
    expect(r).toMatchObject({ status: 200, body: { _id: String(order.id), payUntil: '2026-03-26T10:00:00.000Z' } });
    expect((await storedOrderRow(t, order.id)).payUntil).toBe('2026-03-26T10:00:00.000Z');
    await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 3 }, admin);
    expect((await storedOrderRow(t, order.id)).payUntil).toBe('2026-03-29T10:00:00.000Z');
  });

  it('from now when the due time has passed (the clock is 1 March 2026 10:00)', async () => {
    const order = await insertOrderRow(t, null, {
      createdAt: '2026-02-01T10:00:00.000Z',
      remindedAt: '2026-02-08T10:00:00.000Z',
      payUntil: '2026-02-15T10:00:00.000Z',
    });
    expect((await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 2 }, admin)).body.payUntil).toBe('2026-03-03T10:00:00.000Z');
    // The one reminder stays recorded: an extension does not send another.
    expect((await storedOrderRow(t, order.id)).remindedAt).toBe('2026-02-08T10:00:00.000Z');
  });

  it('refuses an order without a term (cash on delivery, abroad with postage to be announced, paid, sent, cancelled), an unknown one and a bad body', async () => {
    const rows = await Promise.all([
      insertOrderRow(t, null, { paymentMethod: 'Hotovosť' }),
      insertOrderRow(t, null, { shipCountry: 'Česko', shippingLater: true }),
      insertOrderRow(t, null, { isPaid: true }),
      insertOrderRow(t, null, { isDelivered: true }),
      insertOrderRow(t, null, { isCancelled: true }),
    ]);
    for (const o of rows) {
      expect(await t.call('PUT', `/api/orders/${o.id}/extend`, { days: 7 }, admin)).toMatchObject({
        status: 409,
        body: { message: UNPAID_MESSAGES.notExtendable },
      });
      expect((await storedOrderRow(t, o.id)).payUntil).toBeNull();
    }
    expect((await t.call('PUT', '/api/orders/999999/extend', { days: 7 }, admin)).status).toBe(404);
    for (const body of [{ days: 0 }, { days: 61 }, {}, { days: 7, payUntil: 'x' }]) {
      expect((await t.call('PUT', `/api/orders/${rows[0].id}/extend`, body, admin)).status).toBe(400);
    }
  });
});
