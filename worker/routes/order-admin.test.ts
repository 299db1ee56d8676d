import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, orders } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ORDER_MESSAGES } from '../domain/orders';
import { ORDER_OWNER_ONLY } from '../services/orders/order-view';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { insertProduct, insertTestOrder, orderBody, placeTestOrder, stockOfProduct } from '../test-support/orders';
import { raceBeforeStatement } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Reading an order (owner or admin) and the admin's list and flags: paid, delivered ("Odoslané"), cancelled. */

let t: TestApp;
const clock = testClock(new Date('2026-04-10T08:00:00Z'));
let jana: TestAccount;
let peter: TestAccount;
const tok: Record<'jana' | 'peter' | 'assistant' | 'admin', string> = { jana: '', peter: '', assistant: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const [j, p, assistant, admin] = await Promise.all([
    createAccount(t, { name: 'Jana' }),
    createAccount(t, { name: 'Peter' }),
    createAccount(t, { role: 'assistant' }),
    createAccount(t, { role: 'admin' }),
  ]);
  [jana, peter] = [j, p];
  [tok.jana, tok.peter, tok.assistant, tok.admin] = await Promise.all([j, p, assistant, admin].map((a) => loginToken(t, a)));
});
afterAll(() => t.close());

const as = (who: keyof typeof tok) => bearer(tok[who]);
const stored = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('GET /api/orders/:id', () => {
  let id: number;
  beforeAll(async () => {
    id = await placeTestOrder(t, tok.jana);
  });

  it('answers the owner the whole order', async () => {
    const r = await t.call('GET', `/api/orders/${id}`, undefined, as('jana'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ _id: String(id), name: 'Jana', email: jana.email, user: { _id: String(jana.id) }, paymentMethod: 'Prevodom vopred' });
    expect(r.body.orderItems[0].product).toMatch(/^[1-9]\d*$/);
    expect(r.body.orderItems).toHaveLength(1);
    expect(r.body.shippingAddress.country).toBe('Slovensko');
  });

  it('answers an admin the same order', async () => {
    const r = await t.call('GET', `/api/orders/${id}`, undefined, as('admin'));
    expect(r.status).toBe(200);
    expect(r.body._id).toBe(String(id));
  });

  it("refuses another customer and the assistant (403), a visitor (401)", async () => {
    expect(await t.call('GET', `/api/orders/${id}`, undefined, as('peter'))).toMatchObject({ status: 403, body: { message: ORDER_OWNER_ONLY } });
    expect(await t.call('GET', `/api/orders/${id}`, undefined, as('assistant'))).toMatchObject({ status: 403, body: { message: ORDER_OWNER_ONLY } });
    expect(await t.call('GET', `/api/orders/${id}`)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3x', '99999999999999999999'])('answers 400 to the id %j', async (bad) => {
    expect(await t.call('GET', `/api/orders/${bad}`, undefined, as('jana'))).toMatchObject({ status: 400, body: { message: 'Neplatné ID.' } });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(await t.call('GET', '/api/orders/987654', undefined, as('admin'))).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
  });
});

describe('GET /api/orders (admin list)', () => {
  let unpaid: number;
  let paid: number;
  let sent: number;
  let cancelled: number;
  beforeAll(async () => {
    clock.set(new Date('2026-04-11T08:00:00Z'));
    unpaid = await placeTestOrder(t, tok.jana);
    clock.set(new Date('2026-04-11T09:00:00Z'));
    paid = await placeTestOrder(t, tok.peter);
    clock.set(new Date('2026-04-11T10:00:00Z'));
    sent = await placeTestOrder(t, tok.jana);
    clock.set(new Date('2026-04-11T11:00:00Z'));
    cancelled = await placeTestOrder(t, tok.peter);
    for (const [id, action] of [
      [paid, 'paid'],
      [sent, 'paid'],
      [sent, 'deliver'],
      [cancelled, 'cancell'],
    ] as const) {
      expect((await t.call('PUT', `/api/orders/${id}/${action}`, undefined, as('admin'))).status).toBe(200);
    }
  });

  it('lists every order newest first with who ordered and how they pay', async () => {
    const r = await t.call('GET', '/api/orders', undefined, as('admin'));
    expect(r.status).toBe(200);
    const ids = r.body.map((o: { _id: string }) => o._id);
    expect(ids.slice(0, 4)).toEqual([cancelled, sent, paid, unpaid].map(String));
    expect(r.body[2]).toEqual({
      _id: String(paid),
      orderNumber: expect.stringMatching(/^2026\d{4}W$/),
      createdAt: '2026-04-11T09:00:00.000Z',
      totalPrice: 14.5,
      isPaid: true,
      paidAt: '2026-04-11T11:00:00.000Z',
      isDelivered: false,
      deliveredAt: null,
      isCancelled: false,
      name: 'Peter',
      email: peter.email,
      paymentMethod: 'Prevodom vopred',
      cancelReason: '',
      // Issue 30: how it travels and the code it was priced with.
      deliveryMethod: 'post',
      pickupPointName: '',
      discountCode: '',
      discountPrice: 0,
    });
    expect(JSON.stringify(r.body)).not.toContain('Hlavná');
  });

  it.each(['unpaid', 'paid', 'sent', 'cancelled'] as const)('filters ?status=%s', async (status) => {
    const r = await t.call('GET', `/api/orders?status=${status}`, undefined, as('admin'));
    expect(r.status).toBe(200);
    const ids: number[] = r.body.map((o: { _id: string }) => Number(o._id));
    const expected = { unpaid: [unpaid], paid: [sent, paid], sent: [sent], cancelled: [cancelled] }[status];
    for (const id of expected) expect(ids).toContain(id);
    for (const id of [unpaid, paid, sent, cancelled].filter((x) => !expected.includes(x))) expect(ids).not.toContain(id);
    for (const o of r.body) {
      if (status === 'cancelled') expect(o.isCancelled).toBe(true);
      else expect(o.isCancelled).toBe(false);
      if (status === 'unpaid') expect(o.isPaid).toBe(false);
      if (status === 'paid') expect(o.isPaid).toBe(true);
      if (status === 'sent') expect(o.isDelivered).toBe(true);
    }
  });

  it('treats an empty ?status= as no filter and refuses an unknown one', async () => {
    const all = await t.call('GET', '/api/orders', undefined, as('admin'));
    expect((await t.call('GET', '/api/orders?status=', undefined, as('admin'))).body).toEqual(all.body);
    const bad = await t.call('GET', '/api/orders?status=lost', undefined, as('admin'));
    expect(bad).toMatchObject({ status: 400, body: { message: 'Neznámy stav objednávky. Použite unpaid, paid, sent alebo cancelled.' } });
  });

  it('refuses customers and the assistant (403) and visitors (401)', async () => {
    for (const who of ['jana', 'assistant'] as const) {
      expect(await t.call('GET', '/api/orders', undefined, as(who))).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.adminOnly } });
    }
    expect((await t.call('GET', '/api/orders')).status).toBe(401);
  });
});

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
    const placed = await t.call('POST', '/api/orders/', orderBody([{ product: book, qty: 3 }, { product: other, qty: 2 }]), as('jana'));
    expect(placed.status).toBe(201);
    const id = Number(placed.body._id);
    expect([await stockOfProduct(t, book), await stockOfProduct(t, other)]).toEqual([1, 0]);

    clock.set(new Date('2026-04-15T12:00:00Z'));
    const r = await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'));
    expect(r).toMatchObject({ status: 200, body: { isCancelled: true, cancelledAt: '2026-04-15T12:00:00.000Z' } });
    expect(await stored(id)).toMatchObject({ isCancelled: true, cancelledAt: '2026-04-15T12:00:00.000Z' });
    expect([await stockOfProduct(t, book), await stockOfProduct(t, other)]).toEqual([4, 2]);

    clock.set(new Date('2026-04-16T12:00:00Z'));
    expect(await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'))).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.alreadyCancelled } });
    expect([await stockOfProduct(t, book), await stockOfProduct(t, other)]).toEqual([4, 2]);
    expect((await stored(id)).cancelledAt).toBe('2026-04-15T12:00:00.000Z');
  });

  it('five simultaneous cancels: one succeeds, the stock comes back once', async () => {
    const book = await insertProduct(t, { stock: 2 });
    const placed = await t.call('POST', '/api/orders/', orderBody([{ product: book, qty: 2 }]), as('jana'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('PUT', `/api/orders/${placed.body._id}/cancell`, undefined, as('admin'))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOfProduct(t, book)).toBe(2);
  });

  it('paid and deliver on a cancelled order: 409, nothing changes', async () => {
    const id = await placeTestOrder(t, tok.jana);
    await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'));
    const before = await stored(id);
    for (const action of ['paid', 'deliver']) {
      expect(await t.call('PUT', `/api/orders/${id}/${action}`, undefined, as('admin'))).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.cancelledNoChange } });
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
      expect(await t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin'))).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.sentNoCancel } });
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
    const r = await raceBeforeStatement(t, /^select .+ from "orders" left join "shop_settings" .+ where "orders"\."id" = \?$/s, deleteMeanwhile, () => t.call('PUT', `/api/orders/${id}/cancell`, undefined, as('admin')));
    expect(r).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
  });

  it.each(['paid', 'deliver', 'cancell'])('%s of an order deleted right after the change (another request): 404, not a server error', async (action) => {
    const id = await insertTestOrder(t, jana.id);
    const deleteMeanwhile = () => t.db.delete(orders).where(eq(orders.id, id));
    const r = await raceBeforeStatement(t, /^select .+ from "orders" left join "shop_settings" .+ where "orders"\."id" = \?$/s, deleteMeanwhile, () => t.call('PUT', `/api/orders/${id}/${action}`, undefined, as('admin')));
    expect(r).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
    expect(await stored(id)).toBeUndefined();
  });

  it.each(['paid', 'deliver', 'cancell'])('%s: a customer cannot do it, even on their own order (403); visitor 401; unknown 404; junk id 400', async (action) => {
    const book = await insertProduct(t, { stock: 1 });
    const id = await placeTestOrder(t, tok.jana, book);
    const before = await stored(id);
    for (const who of ['jana', 'peter', 'assistant'] as const) {
      expect(await t.call('PUT', `/api/orders/${id}/${action}`, undefined, as(who))).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.adminOnly } });
    }
    expect(await t.call('PUT', `/api/orders/${id}/${action}`)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
    expect(await stored(id)).toEqual(before);
    expect(await stockOfProduct(t, book)).toBe(0);
    expect(await t.call('PUT', `/api/orders/987654/${action}`, undefined, as('admin'))).toMatchObject({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
    expect(await t.call('PUT', `/api/orders/x1/${action}`, undefined, as('admin'))).toMatchObject({ status: 400, body: { message: 'Neplatné ID.' } });
  });
});
