import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, orders } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ORDER_MESSAGES } from '../domain/orders';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { insertProduct, insertTestOrder, orderBody, placeTestOrder, stockOfProduct } from '../test-support/orders';
import { raceBeforeStatement } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Reading an order (owner or admin) and the admin's list and flags: paid, delivered ("Odoslané"), cancelled. */

let t: TestApp;
const clock = testClock(new Date('2026-04-10T08:00:00Z'));
let jana: TestAccount;
const tok: Record<'jana' | 'peter' | 'assistant' | 'admin', string> = { jana: '', peter: '', assistant: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const [j, p, assistant, admin] = await Promise.all([
    createAccount(t, { name: 'Jana' }),
    createAccount(t, { name: 'Peter' }),
    createAccount(t, { role: 'assistant' }),
    createAccount(t, { role: 'admin' }),
  ]);
  jana = j;
  [tok.jana, tok.peter, tok.assistant, tok.admin] = await Promise.all([j, p, assistant, admin].map((a) => loginToken(t, a)));
});
afterAll(() => t.close());

const as = (who: keyof typeof tok) => bearer(tok[who]);
const stored = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('admin flags: PUT /api/orders/:id/paid, /deliver, /cancell', () => {
  it('paid stores the flag and the time; again keeps the first time', async () => {
    const id = await placeTestOrder(t, tok.jana);
    clock.set(new Date('2026-04-12T09:15:00Z'));
    const r = await t.call('PUT', `/api/orders/${id}/paid`, undefined, as('admin'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ _id: String(id), isPaid: true, paidAt: '2026-04-12T09:15:00.000Z', isDelivered: false });
    expect(await stored(id)).toMatchObject({ isPaid: true, paidAt: '2026-04-12T09:15:00.000Z', isDelivered: false, deliveredAt: null });
    clock.set(new Date('2026-04-13T09:15:00Z'));
    expect((await t.call('PUT', `/api/orders/${id}/paid`, undefined, as('admin'))).body.paidAt).toBe('2026-04-12T09:15:00.000Z');
    expect((await stored(id)).paidAt).toBe('2026-04-12T09:15:00.000Z');
  });

  it('deliver stores the flag and the time ("Odoslané")', async () => {
    const id = await placeTestOrder(t, tok.jana);
    clock.set(new Date('2026-04-14T15:00:00Z'));
    const r = await t.call('PUT', `/api/orders/${id}/deliver`, undefined, as('admin'));
    expect(r).toMatchObject({ status: 200, body: { isDelivered: true, deliveredAt: '2026-04-14T15:00:00.000Z', isPaid: false } });
    expect(await stored(id)).toMatchObject({ isDelivered: true, deliveredAt: '2026-04-14T15:00:00.000Z', isPaid: false, paidAt: null });
  });

  it('cancell stores the flag and the time and returns the stock exactly once; a second cancel is 409', async () => {
    const book = await insertProduct(t, { stock: 4 });
    const other = await insertProduct(t, { stock: 2 });
    const placed = await t.call(
      'POST',
      '/api/orders/',
      orderBody([
        { product: book, qty: 3 },
        { product: other, qty: 2 },
      ]),
      as('jana'),
    );
    expect(placed.status).toBe(201);
    const id = Number(placed.body._id);
    expect([await stockOfProduct(t, book), await stockOfProduct(t, other)]).toEqual([1, 0]);

    clock.set(new Date('2026-04-15T12:00:00Z'));
    const r = await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'));
    expect(r).toMatchObject({ status: 200, body: { isCancelled: true, cancelledAt: '2026-04-15T12:00:00.000Z' } });
    expect(await stored(id)).toMatchObject({ isCancelled: true, cancelledAt: '2026-04-15T12:00:00.000Z' });
    expect([await stockOfProduct(t, book), await stockOfProduct(t, other)]).toEqual([4, 2]);

    clock.set(new Date('2026-04-16T12:00:00Z'));
    expect(await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.alreadyCancelled },
    });
    expect([await stockOfProduct(t, book), await stockOfProduct(t, other)]).toEqual([4, 2]);
    expect((await stored(id)).cancelledAt).toBe('2026-04-15T12:00:00.000Z');
  });

  it('five simultaneous cancels: one succeeds, the stock comes back once', async () => {
    const book = await insertProduct(t, { stock: 2 });
    const placed = await t.call('POST', '/api/orders/', orderBody([{ product: book, qty: 2 }]), as('jana'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('PUT', `/api/orders/${placed.body._id}/cancell`, undefined, as('admin'))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOfProduct(t, book)).toBe(2);
  });

  it('paid and deliver on a cancelled order: 409, nothing changes', async () => {
    const id = await placeTestOrder(t, tok.jana);
    await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'));
    const before = await stored(id);
    for (const action of ['paid', 'deliver']) {
      expect(await t.call('PUT', `/api/orders/${id}/${action}`, undefined, as('admin'))).toMatchObject({
        status: 409,
        body: { message: ORDER_MESSAGES.cancelledNoChange },
      });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('cancell of a sent order (paid or not): 409 with the reason; flags, stock and notices stay as they were', async () => {
    for (const paid of [false, true]) {
      const book = await insertProduct(t, { stock: 3 });
      const placed = await t.call('POST', '/api/orders/', orderBody([{ product: book, qty: 2 }]), as('jana'));
      const id = Number(placed.body._id);
      if (paid) await t.call('PUT', `/api/orders/${id}/paid`, undefined, as('admin'));
      expect((await t.call('PUT', `/api/orders/${id}/deliver`, undefined, as('admin'))).status).toBe(200);
      const before = await stored(id);
      const notices = await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, id));
      expect(await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'))).toMatchObject({
        status: 409,
        body: { message: ORDER_MESSAGES.sentNoCancel },
      });
      expect(await stored(id)).toEqual(before);
      expect(before).toMatchObject({ isCancelled: false, isDelivered: true, isPaid: paid });
      expect(await stockOfProduct(t, book)).toBe(1);
      expect(await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, id))).toEqual(notices);
    }
  });

  it('cancell of a sent order deleted while the refusal is worked out: 404, not a server error', async () => {
    const id = await insertTestOrder(t, jana.id);
    expect((await t.call('PUT', `/api/orders/${id}/deliver`, undefined, as('admin'))).status).toBe(200);
    const deleteMeanwhile = () => t.db.delete(orders).where(eq(orders.id, id));
    const r = await raceBeforeStatement(
      t,
      /^select .+ from "orders" left join "shop_settings" .+ where "orders"\."id" = \?$/s,
      deleteMeanwhile,
      () => t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin')),
    );
    expect(r).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
  });

  it.each(['paid', 'deliver', 'cancell'])(
    '%s of an order deleted right after the change (another request): 404, not a server error',
    async (action) => {
      const id = await insertTestOrder(t, jana.id);
      const deleteMeanwhile = () => t.db.delete(orders).where(eq(orders.id, id));
      const r = await raceBeforeStatement(
        t,
        /^select .+ from "orders" left join "shop_settings" .+ where "orders"\."id" = \?$/s,
        deleteMeanwhile,
        () => t.call('PUT', `/api/orders/${id}/${action}`, undefined, as('admin')),
      );
      expect(r).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
      expect(await stored(id)).toBeUndefined();
    },
  );

  it.each(['paid', 'deliver', 'cancell'])(
    '%s: a customer cannot do it, even on their own order (403); visitor 401; unknown 404; junk id 400',
    async (action) => {
      const book = await insertProduct(t, { stock: 1 });
      const id = await placeTestOrder(t, tok.jana, book);
      const before = await stored(id);
      for (const who of ['jana', 'peter', 'assistant'] as const) {
        expect(await t.call('PUT', `/api/orders/${id}/${action}`, undefined, as(who))).toMatchObject({
          status: 403,
          body: { message: AUTH_MESSAGES.adminOnly },
        });
      }
      expect(await t.call('PUT', `/api/orders/${id}/${action}`)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
      expect(await stored(id)).toEqual(before);
      expect(await stockOfProduct(t, book)).toBe(0);
      expect(await t.call('PUT', `/api/orders/987654/${action}`, undefined, as('admin'))).toMatchObject({
        status: 404,
        body: { message: ORDER_MESSAGES.notFound },
      });
      expect(await t.call('PUT', `/api/orders/x1/${action}`, undefined, as('admin'))).toMatchObject({
        status: 400,
        body: { message: 'Neplatné ID.' },
      });
    },
  );
});
