import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountCodeUses, discountCodes, orders } from '../../db/schema';
import { CODE_MESSAGES } from '../domain/discount-codes';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * `/api/discount-codes`, staff's side (issue 30 item 4): admins list, create, change, deactivate and delete codes;
 * every write is read back from the database, and every refusal writes nothing.
 */

let t: TestApp;
let admin: Record<string, string>;
let assistant: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
  assistant = bearer(await loginToken(t, await createAccount(t, { role: 'assistant' })));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(discountCodes);
});

const rows = () => t.db.select().from(discountCodes).orderBy(asc(discountCodes.id));
const create = (body: unknown) => t.call('POST', '/api/discount-codes', body, admin);

describe('staff write codes', () => {
  it('creates a percent code in capitals and an amount code in cents; the list answers both in euros, newest first, with no uses', async () => {
    const jar = await create({
      code: 'jar-2026',
      kind: 'percent',
      amount: 10,
      validFrom: '2026-03-01',
      validUntil: '2026-05-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(jar).toMatchObject({
      status: 201,
      body: { message: CODE_MESSAGES.created, code: 'JAR-2026', kind: 'percent', amount: 10, uses: 0, active: true },
    });
    const leto = await create({ code: 'LETO5', kind: 'amount', amount: 5.5, minOrder: 20 });
    expect(leto.status).toBe(201);

    expect(await rows()).toMatchObject([
      {
        code: 'JAR-2026',
        kind: 'percent',
        amount: 10,
        validFrom: '2026-03-01',
        validUntil: '2026-05-31',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        minOrderCents: 0,
        isActive: true,
      },
      {
        code: 'LETO5',
        kind: 'amount',
        amount: 550,
        validFrom: null,
        validUntil: null,
        maxUses: null,
        maxUsesPerCustomer: null,
        minOrderCents: 2000,
        isActive: true,
      },
    ]);
    const list = await t.call('GET', '/api/discount-codes', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { code: string }) => c.code)).toEqual(['LETO5', 'JAR-2026']);
    expect(list.body[0]).toEqual({
      _id: leto.body._id,
      code: 'LETO5',
      kind: 'amount',
      amount: 5.5,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrder: 20,
      active: true,
      uses: 0,
      createdAt: expect.any(String),
    });
  });

  it('counts the uses of orders not cancelled', async () => {
    const id = Number((await create({ code: 'POCITAJ', kind: 'percent', amount: 5, maxUses: 3 })).body._id);
    const customer = await createAccount(t);
    const live = await insertOrderRow(t, customer.id);
    const cancelled = await insertOrderRow(t, customer.id, { isCancelled: true });
    await t.db.insert(discountCodeUses).values([
      { codeId: id, orderId: live.id, email: customer.email },
      { codeId: id, orderId: cancelled.id, email: customer.email },
    ]);
    expect((await t.call('GET', '/api/discount-codes', undefined, admin)).body[0]).toMatchObject({ code: 'POCITAJ', uses: 1, maxUses: 3 });
  });

  it('a code of the same text (in any case) is refused with 409 and nothing more is stored', async () => {
    expect((await create({ code: 'JEDEN', kind: 'percent', amount: 5 })).status).toBe(201);
    const again = await create({ code: 'jeden', kind: 'amount', amount: 1 });
    expect(again).toMatchObject({ status: 409, body: { message: CODE_MESSAGES.taken } });
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ['an empty form', {}, /^Kód: 3 až 32/],
    ['a bad code', { code: 'x', kind: 'percent', amount: 5 }, /3 až 32 znakov/],
    ['a percent over 100', { code: 'VELA', kind: 'percent', amount: 150 }, /od 1 do 100/],
    ['an amount as text', { code: 'TEXT', kind: 'amount', amount: '5' }, /Zľava v eurách/],
    [
      'dates the wrong way round',
      { code: 'DATUMY', kind: 'percent', amount: 5, validFrom: '2026-06-02', validUntil: '2026-06-01' },
      /nesmie byť pred/,
    ],
    ['an unknown field', { code: 'POLE', kind: 'percent', amount: 5, isAdmin: true }, /Neznáme pole/],
  ])('refuses %s with 400 and its Slovak message, storing nothing', async (_what, body, message) => {
    const r = await create(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
    expect(await rows()).toEqual([]);
  });

  it('changes a code whole, deactivates it, and refuses another code text that exists', async () => {
    const id = (await create({ code: 'ZMENA', kind: 'percent', amount: 5 })).body._id;
    await create({ code: 'INY', kind: 'percent', amount: 5 });
    const changed = await t.call(
      'PUT',
      `/api/discount-codes/${id}`,
      { code: 'zmena-2', kind: 'amount', amount: 3, maxUses: 10, active: false },
      admin,
    );
    expect(changed).toMatchObject({
      status: 200,
      body: { message: CODE_MESSAGES.saved, code: 'ZMENA-2', kind: 'amount', amount: 3, maxUses: 10, active: false },
    });
    expect((await rows())[0]).toMatchObject({ code: 'ZMENA-2', kind: 'amount', amount: 300, maxUses: 10, isActive: false });

    const before = await rows();
    expect(await t.call('PUT', `/api/discount-codes/${id}`, { code: 'iny', kind: 'percent', amount: 5 }, admin)).toMatchObject({
      status: 409,
      body: { message: CODE_MESSAGES.taken },
    });
    expect(await t.call('PUT', '/api/discount-codes/999999', { code: 'NIKTO', kind: 'percent', amount: 5 }, admin)).toMatchObject({
      status: 404,
      body: { message: CODE_MESSAGES.notFound },
    });
    expect(await t.call('PUT', '/api/discount-codes/abc', { code: 'NIKTO', kind: 'percent', amount: 5 }, admin)).toMatchObject({
      status: 400,
    });
    expect(await rows()).toEqual(before);
  });

  it('deletes a code no order used; one that orders used is only deactivated, its uses kept', async () => {
    const unused = (await create({ code: 'NEPOUZITY', kind: 'percent', amount: 5 })).body._id;
    const used = Number((await create({ code: 'POUZITY', kind: 'percent', amount: 5 })).body._id);
    const customer = await createAccount(t);
    const order = await insertOrderRow(t, customer.id);
    await t.db.insert(discountCodeUses).values({ codeId: used, orderId: order.id, email: customer.email });

    expect(await t.call('DELETE', `/api/discount-codes/${unused}`, undefined, admin)).toMatchObject({
      status: 200,
      body: { message: CODE_MESSAGES.deleted, deleted: true },
    });
    expect(await t.call('DELETE', `/api/discount-codes/${used}`, undefined, admin)).toMatchObject({
      status: 200,
      body: { message: CODE_MESSAGES.deactivated, deleted: false },
    });
    expect(await rows()).toMatchObject([{ id: used, code: 'POUZITY', isActive: false }]);
    expect(await t.db.select().from(discountCodeUses)).toHaveLength(1);
    expect(await t.db.select().from(orders)).toContainEqual(expect.objectContaining({ id: order.id }));
    expect(await t.call('DELETE', `/api/discount-codes/${unused}`, undefined, admin)).toMatchObject({
      status: 404,
      body: { message: CODE_MESSAGES.notFound },
    });
  });

  it('an assistant may neither read nor write codes (the assistant role is audio, video and banners)', async () => {
    expect((await t.call('GET', '/api/discount-codes', undefined, assistant)).status).toBe(403);
    expect((await t.call('POST', '/api/discount-codes', { code: 'ASISTENT', kind: 'percent', amount: 50 }, assistant)).status).toBe(403);
    expect(await rows()).toEqual([]);
  });
});
