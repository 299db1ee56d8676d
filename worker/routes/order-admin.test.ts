import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ORDER_MESSAGES } from '../domain/orders';
import { ORDER_OWNER_ONLY } from '../services/orders/order-view';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { placeTestOrder } from '../test-support/orders';
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

describe('GET /api/orders/:id', () => {
  let id: number;
  beforeAll(async () => {
    id = await placeTestOrder(t, tok.jana);
  });

  it('answers the owner the whole order', async () => {
    const r = await t.call('GET', `/api/orders/${id}`, undefined, as('jana'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      _id: String(id),
      name: 'Jana',
      email: jana.email,
      user: { _id: String(jana.id) },
      paymentMethod: 'Prevodom vopred',
    });
    expect(r.body.orderItems[0].product).toMatch(/^[1-9]\d*$/);
    expect(r.body.orderItems).toHaveLength(1);
    expect(r.body.shippingAddress.country).toBe('Slovensko');
  });

  it('answers an admin the same order', async () => {
    const r = await t.call('GET', `/api/orders/${id}`, undefined, as('admin'));
    expect(r.status).toBe(200);
    expect(r.body._id).toBe(String(id));
  });

  it('refuses another customer and the assistant (403), a visitor (401)', async () => {
    expect(await t.call('GET', `/api/orders/${id}`, undefined, as('peter'))).toMatchObject({
      status: 403,
      body: { message: ORDER_OWNER_ONLY },
    });
    expect(await t.call('GET', `/api/orders/${id}`, undefined, as('assistant'))).toMatchObject({
      status: 403,
      body: { message: ORDER_OWNER_ONLY },
    });
    expect(await t.call('GET', `/api/orders/${id}`)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3x', '99999999999999999999'])('answers 400 to the id %j', async (bad) => {
    expect(await t.call('GET', `/api/orders/${bad}`, undefined, as('jana'))).toMatchObject({
      status: 400,
      body: { message: 'Neplatné ID.' },
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(await t.call('GET', '/api/orders/987654', undefined, as('admin'))).toMatchObject({
      status: 404,
      body: { message: ORDER_MESSAGES.notFound },
    });
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
      expect(await t.call('GET', '/api/orders', undefined, as(who))).toMatchObject({
        status: 403,
        body: { message: AUTH_MESSAGES.adminOnly },
      });
    }
    expect((await t.call('GET', '/api/orders')).status).toBe(401);
  });
});
