import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketaStandIn, type PacketaStandIn } from '../../tests/support/packeta-stand-in';
import { products } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { packetaClient, packetaFromEnv } from '../adapters/packeta';
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_MESSAGES } from '../domain/delivery';
import { ORDER_MESSAGES } from '../domain/orders';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { CZECH_ADDRESS, SLOVAK_ADDRESS, insertProduct, orderBody, stockOfProduct, storedOrder } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 30, delivery methods: the order and its quote priced by the method's weight band and threshold, the
 * Packeta point checked with Packeta (the local stand-in), personal pickup free and paid in person, abroad priced.
 */

let p: PacketaStandIn;
let t: TestApp;
let plain: TestApp;
let buyer: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  p = await startPacketaStandIn();
  t = await createTestApp({ packeta: packetaClient(packetaFromEnv(p.env)) });
  plain = await createTestApp();
  buyer = bearer(await loginToken(t, await createAccount(t, { name: 'Mária Zásielková' })));
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
const place = (body: unknown, headers = buyer) => t.call('POST', '/api/orders/', body, headers);
const BRATISLAVA_POINT = { id: '10001', name: 'podvrh z prehliadača', address: 'iná adresa' };

describe('placing an order with a delivery method', () => {
  it("a Packeta point: checked with Packeta, stored with Packeta's name and address (not the browser's), priced by its band", async () => {
    const b = await book(t, 700);
    const r = await place(orderBody([{ product: b, qty: 1 }], { deliveryMethod: 'packeta-point', pickupPoint: BRATISLAVA_POINT }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ shippingPrice: 2.99, totalPrice: 12.99 });
    expect(r.body.delivery).toEqual({
      method: 'packeta-point',
      label: 'Packeta – výdajné miesto alebo Z-BOX',
      pickupPoint: { id: '10001', name: 'Bratislava, Obchodná 1', address: 'Obchodná 1, 811 06 Bratislava' },
      weightGrams: 800,
      trackingUrl: null,
    });
    const { order } = await storedOrder(t, r.body._id);
    expect(order).toMatchObject({
      deliveryMethod: 'packeta-point',
      pickupPointId: '10001',
      pickupPointName: 'Bratislava, Obchodná 1',
      shippingCents: 299,
      weightGrams: 800,
    });
  });

  it('a point Packeta does not list (or closed), a point abroad for a Slovak address, or none: refused, nothing written', async () => {
    const b = await book(t, 700, { stock: 1 });
    for (const [pickupPoint, message] of [
      [{ id: '99999' }, DELIVERY_MESSAGES.pointRefused],
      [{ id: '40004' }, DELIVERY_MESSAGES.pointRefused],
      [{ id: '30003' }, DELIVERY_MESSAGES.pointOtherCountry('Slovensko')],
      [undefined, DELIVERY_MESSAGES.pointMissing],
    ] as const) {
      const r = await place(orderBody([{ product: b, qty: 1 }], { deliveryMethod: 'packeta-point', pickupPoint }));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await stockOfProduct(t, b)).toBe(1);
  });

  it("a Packeta point without the shop's Packeta key is not offered; Packeta not answering is a 502 with a message, nothing written", async () => {
    const plainBuyer = bearer(await loginToken(plain, await createAccount(plain)));
    const b1 = await book(plain, 700, { stock: 1 });
    const r = await plain.call(
      'POST',
      '/api/orders/',
      orderBody([{ product: b1, qty: 1 }], { deliveryMethod: 'packeta-point', pickupPoint: BRATISLAVA_POINT }),
      plainBuyer,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(DELIVERY_MESSAGES.notOffered('Slovensko'));
    // A shop whose Packeta feed does not answer (nothing listens on the port).
    const down = await createTestApp({
      packeta: packetaClient(packetaFromEnv({ PACKETA_API_KEY: 'k', PACKETA_POINTS_URL: 'http://127.0.0.1:9/v5' })),
    });
    try {
      const who = bearer(await loginToken(down, await createAccount(down)));
      const b2 = await book(down, 700, { stock: 1 });
      const refused = await down.call(
        'POST',
        '/api/orders/',
        orderBody([{ product: b2, qty: 1 }], { deliveryMethod: 'packeta-point', pickupPoint: BRATISLAVA_POINT }),
        who,
      );
      expect(refused.status).toBe(502);
      expect(refused.body.message).toBe(DELIVERY_MESSAGES.pointUnavailable);
      expect(await stockOfProduct(down, b2)).toBe(1);
    } finally {
      await down.close();
    }
  });

  it('a malformed point id is refused by the schema', async () => {
    const b = await book(t, 700);
    const r = await place(orderBody([{ product: b, qty: 1 }], { deliveryMethod: 'packeta-point', pickupPoint: { id: '<script>' } }));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/výdajné miesto/i);
  });

  it('personal pickup: no postage and cash paid in person without the COD fee; a card is refused', async () => {
    await t.call('PUT', '/api/shop-settings/delivery', { ...DEFAULT_DELIVERY_SETTINGS, codFeeCents: 150 }, admin);
    try {
      const b = await book(t, 700);
      const r = await place(orderBody([{ product: b, qty: 1 }], { deliveryMethod: 'pickup', paymentMethod: 'Hotovosť' }));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toMatchObject({ shippingPrice: 0, codFeePrice: 0, totalPrice: 10, delivery: { method: 'pickup', pickupPoint: null } });
      const card = await place(orderBody([{ product: b, qty: 1 }], { deliveryMethod: 'pickup', paymentMethod: 'Stripe' }));
      expect(card.status).toBe(400);
      expect(card.body.message).toBe(ORDER_MESSAGES.paymentNotAllowedForPickup);
      // Cash on delivery by the post pays the fee staff set.
      const cod = await place(orderBody([{ product: b, qty: 1 }], { paymentMethod: 'Hotovosť' }));
      expect(cod.body).toMatchObject({ shippingPrice: 4.5, codFeePrice: 1.5, totalPrice: 16 });
      expect((await storedOrder(t, cod.body._id)).order.codFeeCents).toBe(150);
    } finally {
      await t.call('PUT', '/api/shop-settings/delivery', DEFAULT_DELIVERY_SETTINGS, admin);
    }
  });

  it('Czechia by Packeta to the address: the Czech band, stored; personal pickup to Czechia is refused', async () => {
    const b = await book(t, 700);
    const r = await place(orderBody([{ product: b, qty: 1 }], { shippingAddress: CZECH_ADDRESS, deliveryMethod: 'packeta-home' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ shippingPrice: 5.49, shippingLater: false, totalPrice: 15.49 });
    const pickup = await place(orderBody([{ product: b, qty: 1 }], { shippingAddress: CZECH_ADDRESS, deliveryMethod: 'pickup' }));
    expect(pickup.status).toBe(400);
    expect(pickup.body.message).toBe(DELIVERY_MESSAGES.notOffered('Česko'));
  });

  it('a parcel heavier than every band of the method is refused with a message', async () => {
    const b = await book(t, 6000);
    const r = await place(orderBody([{ product: b, qty: 2 }], { deliveryMethod: 'post' }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(DELIVERY_MESSAGES.tooHeavy);
  });

  it("the original shop's client (address only) gets the post, as before", async () => {
    const b = await book(t, 500);
    const r = await place({
      orderItems: [{ product: String(b), qty: '1', name: 'x', price: 1 }],
      shippingAddress: SLOVAK_ADDRESS,
      paymentMethod: 'Prevodom vopred',
      itemsPrice: 1,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 1,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ shippingPrice: 4.5, totalPrice: 14.5, delivery: { method: 'post' } });
  });
});
