import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketaStandIn, type PacketaStandIn } from '../../tests/support/packeta-stand-in';
import { discountCodes, products } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { packetaClient, packetaFromEnv } from '../adapters/packeta';
import { DEFAULT_DELIVERY_SETTINGS } from '../domain/delivery';
import { ORDER_MESSAGES } from '../domain/orders';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 30, delivery methods: the order and its quote priced by the method's weight band and threshold, the
 * Packeta point checked with Packeta (the local stand-in), personal pickup free and paid in person, abroad priced.
 */

let p: PacketaStandIn;
let t: TestApp;
let plain: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  p = await startPacketaStandIn();
  t = await createTestApp({ packeta: packetaClient(packetaFromEnv(p.env)) });
  plain = await createTestApp();
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await p.close();
});

/** A book of `grams` (the catalogue writes kilograms as text). */
async function book(app: TestApp, grams: number, o: { priceCents?: number; stock?: number } = {}) {
  const id = await insertProduct(app, { priceCents: o.priceCents ?? 1000, stock: o.stock ?? 10 });
  await app.db
    .update(products)
    .set({ weight: (grams / 1000).toFixed(3) })
    .where(eq(products.id, id));
  return id;
}
const quote = (app: TestApp, body: Record<string, unknown>) => app.call('POST', '/api/orders/quote', body);

describe('POST /api/orders/quote', () => {
  it('Slovakia: each method with its postage for the parcel; the chosen method priced; payments for it', async () => {
    const b = await book(t, 900);
    const r = await quote(t, { orderItems: [{ product: b, qty: 2 }], country: 'SK', deliveryMethod: 'packeta-point' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 2 × 900 g + 100 g packaging = 1,9 kg: the post's first band, Packeta's first band.
    expect(r.body).toMatchObject({
      country: 'Slovensko',
      weightGrams: 1900,
      deliveryMethod: 'packeta-point',
      itemsPrice: 20,
      shippingPrice: 2.99,
      totalPrice: 22.99,
    });
    expect(r.body.methods.map((m: { id: string; price: number }) => [m.id, m.price])).toEqual([
      ['post', 4.5],
      ['packeta-point', 2.99],
      ['packeta-home', 4.49],
      ['pickup', 0],
    ]);
    expect(r.body.methods[1]).toMatchObject({ needsPickupPoint: true, label: 'Packeta – výdajné miesto alebo Z-BOX' });
    expect(r.body.packetaWidget).toEqual({ apiKey: p.apiKey, scriptUrl: p.env.PACKETA_WIDGET_URL });
    expect(r.body.paymentMethods).toEqual(['Prevodom vopred', 'Hotovosť', 'Stripe']);
  });

  it('a heavier parcel pays the heavier band; above the threshold the post and Packeta are free', async () => {
    const heavy = await book(t, 2500);
    expect((await quote(t, { orderItems: [{ product: heavy, qty: 1 }], country: 'Slovensko' })).body).toMatchObject({
      weightGrams: 2600,
      deliveryMethod: 'post',
      shippingPrice: 5.9,
    });
    const dear = await book(t, 300, { priceCents: 10_001 });
    const free = await quote(t, { orderItems: [{ product: dear, qty: 1 }], country: 'Slovensko' });
    expect(free.body.methods.map((m: { price: number }) => m.price)).toEqual([0, 0, 0, 0]);
  });

  it('Czechia: the post and Packeta with Czech prices, no pickup, only a transfer; never "later"', async () => {
    const b = await book(t, 400);
    const r = await quote(t, { orderItems: [{ product: b, qty: 1 }], country: 'Česká republika' });
    expect(r.body.methods.map((m: { id: string; price: number }) => [m.id, m.price])).toEqual([
      ['post', 11.9],
      ['packeta-point', 3.99],
      ['packeta-home', 5.49],
    ]);
    expect(r.body).toMatchObject({ deliveryMethod: 'post', shippingPrice: 11.9, totalPrice: 21.9, paymentMethods: ['Prevodom vopred'] });
  });

  it('personal pickup: no postage, cash or transfer, no card', async () => {
    const b = await book(t, 400);
    const r = await quote(t, { orderItems: [{ product: b, qty: 1 }], country: 'Slovensko', deliveryMethod: 'pickup' });
    expect(r.body).toMatchObject({
      deliveryMethod: 'pickup',
      shippingPrice: 0,
      totalPrice: 10,
      paymentMethods: ['Prevodom vopred', 'Hotovosť'],
    });
  });

  it('without a Packeta key the point is not offered (no widget), the rest is', async () => {
    const b = await book(plain, 400);
    const r = await quote(plain, { orderItems: [{ product: b, qty: 1 }], country: 'SK', deliveryMethod: 'packeta-point' });
    expect(r.body.methods.map((m: { id: string }) => m.id)).toEqual(['post', 'packeta-home', 'pickup']);
    expect(r.body).toMatchObject({ deliveryMethod: 'post', packetaWidget: null });
  });

  it('a country no method serves: no methods, nothing priced as postage', async () => {
    const b = await book(t, 400);
    await t.call('PUT', '/api/shop-settings/delivery', onlySlovakPost(), admin);
    try {
      const r = await quote(t, { orderItems: [{ product: b, qty: 1 }], country: 'Rakúsko' });
      expect(r.body).toMatchObject({ methods: [], deliveryMethod: null, shippingPrice: 0, totalPrice: 10 });
    } finally {
      await t.call('PUT', '/api/shop-settings/delivery', DEFAULT_DELIVERY_SETTINGS, admin);
    }
  });

  it('without a country: Slovakia; the payment asked for decides the COD fee; two lines of one title are refused', async () => {
    await t.call('PUT', '/api/shop-settings/delivery', { ...DEFAULT_DELIVERY_SETTINGS, codFeeCents: 150 }, admin);
    try {
      const b = await book(t, 400);
      const cash = await quote(t, { orderItems: [{ product: b, qty: 1 }], paymentMethod: 'Hotovosť' });
      expect(cash.body).toMatchObject({
        country: 'Slovensko',
        deliveryMethod: 'post',
        shippingPrice: 4.5,
        codFeePrice: 1.5,
        totalPrice: 16,
      });
      const transfer = await quote(t, { orderItems: [{ product: b, qty: 1 }], paymentMethod: 'Prevodom vopred' });
      expect(transfer.body).toMatchObject({ codFeePrice: 0, totalPrice: 14.5 });
      // Cash at personal pickup is not cash on delivery; a card abroad is not allowed, so it prices nothing.
      expect(
        (await quote(t, { orderItems: [{ product: b, qty: 1 }], deliveryMethod: 'pickup', paymentMethod: 'Hotovosť' })).body,
      ).toMatchObject({ codFeePrice: 0, totalPrice: 10 });
      expect((await quote(t, { orderItems: [{ product: b, qty: 1 }], country: 'Česko', paymentMethod: 'Hotovosť' })).body).toMatchObject({
        codFeePrice: 0,
      });
      const twice = await quote(t, {
        orderItems: [
          { product: b, qty: 1 },
          { product: b, qty: 2 },
        ],
        country: 'SK',
      });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe(ORDER_MESSAGES.duplicateLine);
    } finally {
      await t.call('PUT', '/api/shop-settings/delivery', DEFAULT_DELIVERY_SETTINGS, admin);
    }
  });

  it('with a discount code: the code off the items, the free threshold judged after it; none served: the goods after the code', async () => {
    await t.db.insert(discountCodes).values({ code: 'DOPRAVA5', kind: 'amount', amount: 500 });
    const dear = await book(t, 400, { priceCents: 10_300 });
    // 103 € less 5 € = 98 €: not above 100 €, so the post costs 4,50 € again.
    const r = await quote(t, { orderItems: [{ product: dear, qty: 1 }], country: 'SK', discountCode: 'doprava5' });
    expect(r.body).toMatchObject({ discountCode: 'DOPRAVA5', itemsPrice: 103, discountPrice: 5, shippingPrice: 4.5, totalPrice: 102.5 });
    await t.call('PUT', '/api/shop-settings/delivery', onlySlovakPost(), admin);
    try {
      const none = await quote(t, { orderItems: [{ product: dear, qty: 1 }], country: 'Rakúsko', discountCode: 'DOPRAVA5' });
      expect(none.body).toMatchObject({ methods: [], itemsPrice: 103, discountPrice: 5, shippingPrice: 0, totalPrice: 98 });
    } finally {
      await t.call('PUT', '/api/shop-settings/delivery', DEFAULT_DELIVERY_SETTINGS, admin);
    }
  });

  it('refuses an unknown product with a message and a 400', async () => {
    const r = await quote(t, { orderItems: [{ product: 999_999, qty: 1 }], country: 'SK' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(ORDER_MESSAGES.unknownProduct(999_999));
  });
});

function onlySlovakPost() {
  return {
    ...DEFAULT_DELIVERY_SETTINGS,
    methods: DEFAULT_DELIVERY_SETTINGS.methods.map((m) =>
      m.id === 'post' ? { ...m, rates: m.rates.filter((r) => r.country === 'SK') } : { ...m, enabled: m.id === 'pickup' },
    ),
  };
}
