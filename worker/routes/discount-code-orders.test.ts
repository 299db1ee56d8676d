import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountCodeUses, discountCodes, orders, users } from '../../db/schema';
import { CODE_MESSAGES } from '../domain/discount-codes';
import { codeLimitRefusal } from '../services/orders/discount-codes';
import { issueBearerToken } from '../services/accounts/tokens';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { insertProduct, orderBody, orderState, SLOVAK_ADDRESS, stockOfProduct } from '../test-support/orders';
import { raceBeforeBatch } from '../test-support/races';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * Orders and quotes with a discount code (issue 30 item 4): the server prices the code after each product's own
 * price and stores it with its use in the order's own batch; a wrong, expired, used-up or too-small-order code is
 * refused with its Slovak message and writes nothing (no order, no stock taken, no use), and concurrent orders never
 * exceed the code's limit.
 */

let t: TestApp;
const clock = testClock(new Date('2026-12-10T10:00:00Z'));
let buyer: Record<string, string>;
let book: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  buyer = bearer(await loginToken(t, await createAccount(t)));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(discountCodeUses);
  await t.db.delete(discountCodes);
  // 20,00 € with its own 10 %: the buyer pays 18,00 € a copy.
  book = await insertProduct(t, { priceCents: 2000, discount: 10, stock: 50 });
});

async function code(values: Partial<typeof discountCodes.$inferInsert> & { code: string }): Promise<number> {
  const [row] = await t.db
    .insert(discountCodes)
    .values({ kind: 'percent', amount: 10, ...values })
    .returning({ id: discountCodes.id });
  return row.id;
}
/** The test app's token secret (test-app.ts): buyers signed in without a password to hash and check. */
const SECRET = 'test-secret-0123456789abcdef';
let buyers = 0;
/** A confirmed account written straight into the database, with a valid bearer token (no scrypt: twenty of them are quick). */
async function quickBuyer(): Promise<Record<string, string>> {
  const [u] = await t.db
    .insert(users)
    .values({ name: `Kupujúci ${++buyers}`, email: `kupujuci-${buyers}@example.sk`, passwordHash: 'nepouziva-heslo', isRegistered: true })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  return bearer(await issueBearerToken(SECRET, u, clock.now()));
}
const uses = () => t.db.select().from(discountCodeUses).orderBy(asc(discountCodeUses.id));
const order = (discountCode: string, who = buyer, qty = 2) =>
  t.call('POST', '/api/orders/', orderBody([{ product: book, qty }], { discountCode }), who);
const quote = (discountCode: string, qty = 2) =>
  t.call('POST', '/api/orders/quote', { orderItems: [{ product: book, qty }], country: 'Slovensko', discountCode });

describe('an order with a code', () => {
  it('is priced after the product own price, stores the code, what it took off and its use', async () => {
    const id = await code({ code: 'ADVENT', kind: 'percent', amount: 15 });
    const r = await order(' advent ');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // 2 × 18,00 = 36,00 €; 15 % of it is 5,40 €; the post is free above 100 € only, so 4,50 € is added.
    expect(r.body).toMatchObject({ discountCode: 'ADVENT', itemsPrice: 36, discountPrice: 5.4 });
    expect(r.body.totalPrice).toBeCloseTo(36 - 5.4 + r.body.shippingPrice + r.body.codFeePrice, 2);
    const [stored] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(r.body._id)));
    expect(stored).toMatchObject({
      discountCode: 'ADVENT',
      discountCents: 540,
      itemsCents: 3600,
      totalCents: 3600 - 540 + stored.shippingCents + stored.codFeeCents,
    });
    expect(await uses()).toMatchObject([{ codeId: id, orderId: stored.id, email: stored.email.toLowerCase() }]);
    // The quote says the same before the order.
    expect(await quote('advent')).toMatchObject({ status: 200, body: { discountCode: 'ADVENT', itemsPrice: 36, discountPrice: 5.4 } });
  });

  it('a fixed amount never takes more than the items', async () => {
    await code({ code: 'VELKA', kind: 'amount', amount: 100000 });
    const r = await order('VELKA', buyer, 1);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ itemsPrice: 18, discountPrice: 18 });
    expect(r.body.totalPrice).toBe(r.body.shippingPrice + r.body.codFeePrice);
  });

  it('without a code nothing is taken off and no use is written (the spec body)', async () => {
    const r = await t.call('POST', '/api/orders/', orderBody([{ product: book, qty: 1 }]), buyer);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ discountCode: '', discountPrice: 0 });
    expect(await uses()).toEqual([]);
  });

  it.each([
    ['an unknown code', () => code({ code: 'INY' }), 'NEZNAMY', CODE_MESSAGES.wrong],
    ['text that is no code', () => code({ code: 'INY' }), "x' OR 1=1 --", CODE_MESSAGES.wrong],
    ['a switched-off code', () => code({ code: 'VYPNUTY', isActive: false }), 'VYPNUTY', CODE_MESSAGES.inactive],
    ['an expired code', () => code({ code: 'JESEN', validUntil: '2026-12-09' }), 'JESEN', CODE_MESSAGES.expired('9. 12. 2026')],
    ['a code not yet valid', () => code({ code: 'VIANOCE', validFrom: '2026-12-24' }), 'VIANOCE', CODE_MESSAGES.notYet('24. 12. 2026')],
    ['an order below the minimum', () => code({ code: 'NAD50', minOrderCents: 5000 }), 'NAD50', CODE_MESSAGES.belowMinimum(5000)],
  ])('%s is refused with 400 and its message; nothing is written', async (_what, make, typed, message) => {
    await make();
    const before = await orderState(t);
    const r = await order(typed);
    expect(r).toMatchObject({ status: 400, body: { message } });
    expect(await orderState(t)).toEqual(before);
    expect(await uses()).toEqual([]);
    expect(await quote(typed)).toMatchObject({ status: 400, body: { message } });
  });

  it('a used-up code and one this buyer used are refused; a cancelled order gives its use back', async () => {
    await code({ code: 'RAZ', maxUsesPerCustomer: 1 });
    const first = await order('RAZ');
    expect(first.status).toBe(201);
    const before = await orderState(t);
    expect(await order('RAZ')).toMatchObject({ status: 400, body: { message: CODE_MESSAGES.usedByYou } });
    expect(await orderState(t)).toEqual(before);

    await code({ code: 'POSLEDNY', maxUses: 1 });
    expect((await order('POSLEDNY')).status).toBe(201);
    const other = await quickBuyer();
    const full = await orderState(t);
    expect(await order('POSLEDNY', other)).toMatchObject({ status: 400, body: { message: CODE_MESSAGES.usedUp } });
    expect(await orderState(t)).toEqual(full);

    // Cancelled orders do not count: the code may be used again.
    await t.db.update(orders).set({ isCancelled: true }).where(eq(orders.discountCode, 'POSLEDNY'));
    expect((await order('POSLEDNY', other)).status).toBe(201);
  });

  it('the buyer own last use taken by their other order meanwhile: 409 "already used by you", nothing written', async () => {
    await code({ code: 'MOJ', maxUsesPerCustomer: 1 });
    const me = await quickBuyer();
    const before = await orderState(t);
    let meanwhile: { status: number } | undefined;
    const r = await raceBeforeBatch(
      t,
      /insert into "discount_code_uses"/,
      async () => (meanwhile = await order('MOJ', me)),
      () => order('MOJ', me),
    );
    expect(meanwhile?.status).toBe(201);
    expect(r).toMatchObject({ status: 409, body: { message: CODE_MESSAGES.usedByYou } });
    expect((await orderState(t)).orders).toHaveLength(before.orders.length + 1);
    expect(await uses()).toHaveLength(1);
  });

  it('a refusal of the batch that is not the code limit is not taken for one', () => {
    expect(codeLimitRefusal(new Error('out_of_stock'))).toBeUndefined();
    expect(codeLimitRefusal(new Error('x', { cause: new Error('SQLITE_CONSTRAINT: code_used_up') }))?.message).toBe(CODE_MESSAGES.usedUp);
  });

  it('the last use taken between the check and the write: 409 with the message, the whole order rolled back', async () => {
    await code({ code: 'TESNE', maxUses: 1 });
    const other = await quickBuyer();
    const before = await orderState(t);
    const stock = await stockOfProduct(t, book);
    let meanwhile: { status: number } | undefined;
    const r = await raceBeforeBatch(
      t,
      /insert into "discount_code_uses"/,
      async () => (meanwhile = await order('TESNE', other)),
      () => order('TESNE'),
    );
    expect(meanwhile?.status).toBe(201);
    expect(r).toMatchObject({ status: 409, body: { message: CODE_MESSAGES.usedUp } });
    // Only the other buyer's order and use are there; this one took no stock and no number.
    const after = await orderState(t);
    expect(after.orders).toHaveLength(before.orders.length + 1);
    expect(await uses()).toHaveLength(1);
    expect(await stockOfProduct(t, book)).toBe(stock - 2);
  });
});

describe('a guest with a code', () => {
  const guest = (email: string, address: string) => ({
    ...orderBody([{ product: book, qty: 2 }], { discountCode: 'HOST', shippingAddress: { ...SLOVAK_ADDRESS, address } }),
    email,
    privacy: true,
    terms: true,
  });

  it('is priced like an account; the per-customer limit counts the e-mail in any case', async () => {
    const id = await code({ code: 'HOST', maxUsesPerCustomer: 1 });
    const first = await t.call('POST', '/api/orders/guest', guest('Host.Kod@Example.sk', 'Hosťovská 1'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ discountCode: 'HOST', discountPrice: 3.6 });
    expect(await uses()).toMatchObject([{ codeId: id, email: 'host.kod@example.sk' }]);
    const before = await orderState(t);
    expect(await t.call('POST', '/api/orders/guest', guest('host.kod@example.SK', 'Hosťovská 2'))).toMatchObject({
      status: 400,
      body: { message: CODE_MESSAGES.usedByYou },
    });
    expect(await orderState(t)).toEqual(before);
  });
});

describe('twenty buyers at once with a code limited to 5 uses', () => {
  it('exactly 5 orders are priced with it, 15 are refused with its message, nothing else is written', async () => {
    const id = await code({ code: 'PRVYCH5', kind: 'amount', amount: 300, maxUses: 5 });
    const tokens: Record<string, string>[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await quickBuyer());
    const before = await orderState(t);
    const stock = await stockOfProduct(t, book);

    const answers = await Promise.all(tokens.map((who) => order('prvych5', who, 1)));

    const placed = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(5);
    for (const r of placed) expect(r.body).toMatchObject({ discountCode: 'PRVYCH5', discountPrice: 3 });
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect([400, 409]).toContain(r.status);
      expect(r.body).toEqual({ message: CODE_MESSAGES.usedUp });
    }
    const after = await orderState(t);
    expect(after.orders).toHaveLength(before.orders.length + 5);
    expect(after.items).toHaveLength(before.items.length + 5);
    expect(after.orders.slice(before.orders.length).every((o) => o.discountCode === 'PRVYCH5' && o.discountCents === 300)).toBe(true);
    expect((await uses()).filter((u) => u.codeId === id)).toHaveLength(5);
    expect(await stockOfProduct(t, book)).toBe(stock - 5);
  });
});
