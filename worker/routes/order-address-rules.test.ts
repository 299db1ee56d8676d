import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createAccount, loginToken, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import { CZECH_ADDRESS, SLOVAK_ADDRESS, insertProduct, orderBody, orderState, stockOfProduct, storedOrder } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * `POST /api/orders/` (issue 16): PSČ and phone checked by the rule the checkout's browser uses too, the original
 * shop's client's digit-string quantities, and a newsletter consent that only a ticked box gives. What the server
 * stored is read back from the database each time. The refusals (nothing written) are in order-refusals.test.ts.
 */

let t: TestApp;
let jana: TestAccount;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: testClock(new Date('2026-03-01T10:00:00Z')).now });
  jana = await createAccount(t, { name: 'Jana Adresná' });
  token = await loginToken(t, jana);
});
afterAll(() => t.close());

const place = (body: unknown) => t.call('POST', '/api/orders/', body, bearer(token));

/** Places one copy of a fresh title with this address; answers the stored order row. */
async function placedWith(address: Record<string, string>, paymentMethod = 'Prevodom vopred') {
  const book = await insertProduct(t, { stock: 1 });
  const r = await place(orderBody([{ product: book, qty: 1 }], { shippingAddress: address, paymentMethod }));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (await storedOrder(t, r.body._id)).order;
}

describe('PSČ: five digits in Slovakia and Czechia, a looser rule elsewhere', () => {
  it.each(['010 01', '01001'])('Slovakia accepts %s and stores it', async (postalCode) => {
    expect(await placedWith({ ...SLOVAK_ADDRESS, postalCode })).toMatchObject({ shipPostalCode: postalCode, shipCountry: 'Slovensko' });
  });

  it.each([
    // Czechia, however spelled: five digits as in Slovakia.
    ['Česko', '110 00'],
    ['Česká republika', '11000'],
    ['CZ', '602 00'],
    // Elsewhere each country's own form.
    ['Rakúsko', '1010'],
    ['Spojené kráľovstvo', 'SW1A 1AA'],
    ['Spojené štáty americké', '12345-6789'],
  ])('%s accepts %s and stores it', async (country, postalCode) => {
    expect(await placedWith({ ...CZECH_ADDRESS, country, postalCode })).toMatchObject({ shipPostalCode: postalCode, shipCountry: country });
  });

  it('a billing PSČ follows the billing country, or the delivery country when none is given', async () => {
    const abroad = await placedWith({
      ...SLOVAK_ADDRESS,
      billingName: 'Verlag GmbH',
      billingPostalCode: '1010',
      billingCountry: 'Rakúsko',
    });
    expect(abroad).toMatchObject({ billingPostalCode: '1010', billingCountry: 'Rakúsko' });
    const home = await placedWith({ ...SLOVAK_ADDRESS, billingName: 'Zbor o. z.', billingPostalCode: '010 01' });
    expect(home).toMatchObject({ billingPostalCode: '010 01' });
    const before = await orderState(t);
    const r = await place(
      orderBody([{ product: await insertProduct(t, { stock: 1 }), qty: 1 }], {
        shippingAddress: { ...SLOVAK_ADDRESS, billingPostalCode: '1010' },
      }),
    );
    expect(r).toMatchObject({ status: 400, body: { message: 'Fakturačné PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.' } });
    expect((await orderState(t)).orders).toEqual(before.orders);
  });

  it('PSČ "abc" for Slovakia writes nothing: the same orders and stock before and after', async () => {
    const book = await insertProduct(t, { stock: 3 });
    const before = await orderState(t);
    const r = await place(orderBody([{ product: book, qty: 2 }], { shippingAddress: { ...SLOVAK_ADDRESS, postalCode: 'abc' } }));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('PSČ');
    const after = await orderState(t);
    expect(after.orders.length).toBe(before.orders.length);
    expect(after.items.length).toBe(before.items.length);
    expect(await stockOfProduct(t, book)).toBe(3);
  });
});

describe('phone: digits and spaces with an optional leading +, when given', () => {
  it.each(['+421 900 123 456', '0900123456', '02 1234 5678'])('accepts %s and stores it', async (phone) => {
    expect(await placedWith({ ...SLOVAK_ADDRESS, phone })).toMatchObject({ phone });
  });

  it('stays optional', async () => {
    expect(await placedWith({ ...SLOVAK_ADDRESS })).toMatchObject({ phone: '' });
    expect(await placedWith({ ...SLOVAK_ADDRESS, phone: '   ' })).toMatchObject({ phone: '' });
  });
});

describe("the original shop's client: quantities as digit strings", () => {
  it('qty "2" is stored as 2 (line and stock), next to a numeric qty', async () => {
    const a = await insertProduct(t, { priceCents: 1000, stock: 5 });
    const b = await insertProduct(t, { priceCents: 500, stock: 5 });
    const r = await place(orderBody([{ product: a, qty: '2' as never }, { product: String(b), qty: 1 } as never]));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.orderItems.map((i: { qty: unknown }) => i.qty)).toEqual([2, 1]);
    const { order, items } = await storedOrder(t, r.body._id);
    expect(items.map((i) => [i.productId, i.qty])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(order.itemsCents).toBe(2500);
    expect(await stockOfProduct(t, a)).toBe(3);
  });

  it('its `qtys` list with digit strings is accepted (and, like the totals, never read)', async () => {
    const a = await insertProduct(t, { stock: 4 });
    const r = await place(orderBody([{ product: a, qty: '1' as never }], { qtys: [{ qty: '3' }], itemsPrice: '10' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await storedOrder(t, r.body._id)).items.map((i) => i.qty)).toEqual([1]);
    expect(await stockOfProduct(t, a)).toBe(3);
  });
});

describe('newsletter consent is given, never assumed', () => {
  it('an order without `newsletter` leaves the account unsubscribed and sends no newsletter mail', async () => {
    const ema = await createAccount(t, { name: 'Ema Bezsúhlasu' });
    const emaToken = await loginToken(t, ema);
    const body: Record<string, unknown> = orderBody([{ product: await insertProduct(t, { stock: 1 }), qty: 1 }]);
    delete body.newsletter;
    const r = await t.call('POST', '/api/orders/', body, bearer(emaToken));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.newsletter).toBe(false);
    const [account] = await t.db.select().from(users).where(eq(users.id, ema.id));
    expect(account).toMatchObject({ isSubscribed: false, isUnsubscribed: false });
    expect((await storedOrder(t, r.body._id)).order.newsletterConsent).toBe(false);
    const profile = await t.call('GET', '/api/users/profile', undefined, bearer(emaToken));
    expect(profile.body.isSubscribed).toBe(false);
    // Only the order confirmation went out: no newsletter welcome.
    const mails = await mailsTo(t, ema.email);
    expect(mails.map((m) => m.subject).filter((s) => /novink|odber/i.test(s))).toEqual([]);
  });

  it('a ticked box (newsletter: true) does subscribe: the consent is what decides', async () => {
    const ivo = await createAccount(t, { name: 'Ivo Súhlasný' });
    const ivoToken = await loginToken(t, ivo);
    const r = await t.call(
      'POST',
      '/api/orders/',
      orderBody([{ product: await insertProduct(t, { stock: 1 }), qty: 1 }], { newsletter: true }),
      bearer(ivoToken),
    );
    expect(r.status).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.id, ivo.id));
    expect(account.isSubscribed).toBe(true);
    // The welcome the test above looks for (and must not find) is really sent to a subscriber.
    expect((await mailsTo(t, ivo.email)).map((m) => m.subject).filter((s) => /novink|odber/i.test(s))).toHaveLength(1);
  });
});
