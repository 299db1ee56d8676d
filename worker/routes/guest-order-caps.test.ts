import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { insertOrderRow, insertProduct, orderBody, orderState, SLOVAK_ADDRESS } from '../test-support/orders';
import { raceBeforeBatch } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Open unpaid guest orders (issue 30) are capped per e-mail (any case) and per shipping address at the accounts'
 * number (`max_open_unpaid`, 3 as migrated): before pricing, and again inside the placement batch.
 */

let t: TestApp;
let product: number;
beforeAll(async () => {
  t = await createTestApp({ openOrderLimit: 'production' });
  product = await insertProduct(t, { priceCents: 500, stock: 100 });
});
afterAll(() => t.close());

const TOO_MANY = /^Naraz môžete mať najviac 3 nezaplatené objednávky/;

const bodyFor = (email: string, address: string, o: { postalCode?: string; product?: number } = {}) => ({
  ...orderBody([{ product: o.product ?? product, qty: 1 }], {
    shippingAddress: { ...SLOVAK_ADDRESS, address, postalCode: o.postalCode ?? '811 01' },
  }),
  email,
  privacy: true,
  terms: true,
});
const placeIn = (email: string, address: string, o: { postalCode?: string; product?: number } = {}) =>
  t.call('POST', '/api/orders/guest', bodyFor(email, address, o));

/** An open guest order written straight into the database (another request's, slipped in). */
let n = 0;
const openGuestRow = (email: string, shipAddress: string) =>
  insertOrderRow(t, null, {
    orderNumber: `1997${String(++n).padStart(4, '0')}W`,
    email,
    shipAddress,
    shipPostalCode: '811 01',
    shipCountry: 'Slovensko',
  });

describe('caps of open unpaid guest orders', () => {
  it('per e-mail, in any case: the fourth is refused before anything else is looked at, and writes nothing', async () => {
    for (const a of ['Prvá 1', 'Druhá 2', 'Tretia 3']) expect((await placeIn('limit@example.sk', a)).status).toBe(201);
    const before = await orderState(t);
    const fourth = await placeIn('LIMIT@example.sk', 'Štvrtá 4');
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toMatch(TOO_MANY);
    // Said before the lines are priced: a product that does not exist is not even read.
    expect((await placeIn('limit@example.sk', 'Štvrtá 4', { product: 999_999 })).body.message).toMatch(TOO_MANY);
    expect(await orderState(t)).toEqual(before);

    const [first] = await t.db.select().from(orders).where(eq(orders.email, 'limit@example.sk'));
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, first.id));
    expect((await placeIn('limit@example.sk', 'Štvrtá 4')).status).toBe(201);
  });

  it('per shipping address, however it is spaced and cased: the fourth e-mail to it is refused first', async () => {
    for (const [i, a] of ['Adresná 7', 'adresná 7', 'Adresná  7,'].entries()) {
      expect((await placeIn(`adresa${i}@example.sk`, a, { postalCode: i ? '81101' : '811 01' })).status).toBe(201);
    }
    const before = await orderState(t);
    expect((await placeIn('adresa9@example.sk', 'ADRESNá 7')).status).toBe(409);
    expect((await placeIn('adresa9@example.sk', 'Adresná 7', { product: 999_999 })).body.message).toMatch(TOO_MANY);
    expect(await orderState(t)).toEqual(before);
    // Another house is another address.
    expect((await placeIn('adresa9@example.sk', 'Adresná 8')).status).toBe(201);
  });

  it.each([
    ['e-mail', (i: number) => ['zavod@example.sk', `Závodná ${i}`], (i: number) => ['zavod@example.sk', `Iná ${i}`]],
    ['address', (i: number) => [`zavod${i}@example.sk`, 'Závodná 99'], (i: number) => [`iny${i}@example.sk`, 'Závodná 99']],
  ] as const)('holds inside the batch: an order of the same %s written after the check is counted', async (_what, existing, racing) => {
    for (const i of [1, 2]) {
      const [email, address] = existing(i);
      expect((await placeIn(email, address)).status).toBe(201);
    }
    let before: Awaited<ReturnType<typeof orderState>> | undefined;
    const [email, address] = existing(3);
    const [raceEmail, raceAddress] = racing(3);
    const r = await raceBeforeBatch(
      t,
      /insert into "orders"/i,
      async () => {
        await openGuestRow(email, address);
        before = await orderState(t);
      },
      () => placeIn(raceEmail, raceAddress),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message).toMatch(TOO_MANY);
    expect(await orderState(t)).toEqual(before);
  });

  it('of 5 sent at once for one e-mail, 3 are placed and 2 refused', async () => {
    const answers = await Promise.all(['A 1', 'B 2', 'C 3', 'D 4', 'E 5'].map((a) => placeIn('naraz@example.sk', a)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await t.db.select().from(orders).where(eq(orders.email, 'naraz@example.sk'))).toHaveLength(3);
  });
});
