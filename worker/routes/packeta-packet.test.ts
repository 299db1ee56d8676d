import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketaStandIn, type PacketaStandIn } from '../../tests/support/packeta-stand-in';
import { packetaClient, packetaFromEnv } from '../adapters/packeta';
import { createAccount, bearer, loginToken } from '../test-support/accounts';
import { insertOrderRow, storedOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PACKETA_MESSAGES } from '../domain/packeta';

let p: PacketaStandIn;
let t: TestApp;
let off: TestApp;
let admin: Record<string, string>;
let adminOff: Record<string, string>;

beforeAll(async () => {
  p = await startPacketaStandIn();
  t = await createTestApp({ packeta: packetaClient(packetaFromEnv(p.env)) });
  off = await createTestApp();
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
  adminOff = bearer(await loginToken(off, await createAccount(off, { role: 'admin' })));
});
afterAll(async () => {
  await t.close();
  await off.close();
  await p.close();
});

/** An order delivered to the stand-in's Bratislava point, 600 g, unpaid bank transfer, 38,45 € (unless told). */
const pointOrder = (app: TestApp, o: Parameters<typeof insertOrderRow>[2] = {}) =>
  insertOrderRow(app, null, {
    deliveryMethod: 'packeta-point',
    pickupPointId: '10001',
    pickupPointName: 'Bratislava, Obchodná 1',
    weightGrams: 600,
    phone: '+421 900 123 456',
    ...o,
  });

const packetFor = (orderNumber: string) => p.packets.filter((x) => x.attributes.number === orderNumber);
const create = (id: number, headers = admin) => t.call('POST', `/api/orders/${id}/packeta-packet`, undefined, headers);

describe('POST /api/orders/:id/packeta-packet', () => {
  it("creates the packet from the stored order, stores Packeta's id and its barcode as the parcel number, and answers the order", async () => {
    const o = await pointOrder(t);
    const before = await t.call('GET', `/api/orders/${o.id}/packeta-packet`, undefined, admin);
    expect(before.body).toEqual({ available: true, packetaDelivery: true, pending: false, packet: null });

    const r = await create(o.id);
    expect(r.status).toBe(201);
    const [sent] = packetFor(o.orderNumber);
    expect(sent.attributes).toEqual({
      number: o.orderNumber,
      name: 'Ľubica',
      surname: 'Šťastná',
      email: o.email,
      // As Packeta takes a phone: the spaces typed at the checkout left out.
      phone: '+421900123456',
      addressId: '10001',
      currency: 'EUR',
      value: '38.45',
      weight: '0.6',
      eshop: 'prud.sk',
    });
    expect(r.body).toMatchObject({ _id: String(o.id), parcelNumber: sent.barcode });
    const stored = await storedOrderRow(t, o.id);
    expect([stored.packetaPacketId, stored.parcelNumber]).toEqual([sent.id, sent.barcode]);
    // Creating the packet is not sending the order: staff still mark it 'Odoslané'.
    expect(stored.isDelivered).toBe(false);

    const after = await t.call('GET', `/api/orders/${o.id}/packeta-packet`, undefined, admin);
    expect(after.body).toEqual({
      available: true,
      packetaDelivery: true,
      pending: false,
      packet: { id: sent.id, barcode: sent.barcode, trackingUrl: `https://tracking.packeta.com/sk/?id=${sent.barcode}` },
    });
  });

  it('refuses a second packet (409, Slovak, naming the first): Packeta is asked once', async () => {
    const o = await pointOrder(t);
    expect((await create(o.id)).status).toBe(201);
    const again = await create(o.id);
    const [first] = packetFor(o.orderNumber);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: PACKETA_MESSAGES.exists(first.barcode) });
    expect(packetFor(o.orderNumber)).toHaveLength(1);
    expect((await storedOrderRow(t, o.id)).packetaPacketId).toBe(first.id);
  });

  it('two clicks at once make one packet: the other is told it exists or is being made', async () => {
    const o = await pointOrder(t);
    const answers = await Promise.all([create(o.id), create(o.id), create(o.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toMatch(/^Zásielka v Packete (už bola vytvorená|sa práve vytvára)/);
    expect(packetFor(o.orderNumber)).toHaveLength(1);
  });

  it('collects the total on delivery for cash not yet paid, nothing once paid or paid otherwise', async () => {
    const cash = await pointOrder(t, { paymentMethod: 'Hotovosť', codFeeCents: 100, totalCents: 3945 });
    const paidCash = await pointOrder(t, { paymentMethod: 'Hotovosť', isPaid: true, paidAt: '2026-03-05T11:00:00.000Z' });
    const card = await pointOrder(t, { paymentMethod: 'Stripe' });
    for (const o of [cash, paidCash, card]) expect((await create(o.id)).status).toBe(201);
    expect(packetFor(cash.orderNumber)[0].attributes).toMatchObject({ cod: '39.45', value: '39.45' });
    expect(packetFor(paidCash.orderNumber)[0].attributes.cod).toBeUndefined();
    expect(packetFor(card.orderNumber)[0].attributes.cod).toBeUndefined();
  });

  it("sends home delivery to Packeta's carrier of the country with the address split into street and number", async () => {
    const sk = await insertOrderRow(t, null, {
      deliveryMethod: 'packeta-home',
      weightGrams: 1200,
      shipAddress: 'Nám. SNP 3/A',
      shipCity: 'Trnava',
      shipPostalCode: '917 01',
    });
    const cz = await insertOrderRow(t, null, {
      deliveryMethod: 'packeta-home',
      weightGrams: 300,
      shipCountry: 'Česká republika',
      shipAddress: 'Dlouhá 3',
      shipCity: 'Praha',
      shipPostalCode: '110 00',
    });
    expect((await create(sk.id)).status).toBe(201);
    expect((await create(cz.id)).status).toBe(201);
    expect(packetFor(sk.orderNumber)[0].attributes).toMatchObject({
      addressId: '131',
      street: 'Nám. SNP',
      houseNumber: '3/A',
      city: 'Trnava',
      zip: '917 01',
      weight: '1.2',
    });
    expect(packetFor(cz.orderNumber)[0].attributes).toMatchObject({
      addressId: '106',
      street: 'Dlouhá',
      houseNumber: '3',
      city: 'Praha',
      zip: '110 00',
    });
  });

  it('refuses orders Packeta does not carry (409): the post, personal pickup, home delivery abroad, a cancelled order', async () => {
    const post = await insertOrderRow(t, null);
    const pickup = await insertOrderRow(t, null, { deliveryMethod: 'pickup' });
    const hungary = await insertOrderRow(t, null, { deliveryMethod: 'packeta-home', weightGrams: 500, shipCountry: 'Maďarsko' });
    const cancelled = await pointOrder(t, { isCancelled: true, cancelledAt: '2026-03-06T10:00:00.000Z' });
    const requests = p.requests.length;
    expect(await create(post.id)).toMatchObject({ status: 409, body: { message: PACKETA_MESSAGES.notPacketa } });
    expect(await create(pickup.id)).toMatchObject({ status: 409, body: { message: PACKETA_MESSAGES.notPacketa } });
    expect(await create(hungary.id)).toMatchObject({ status: 409, body: { message: PACKETA_MESSAGES.noHomeCarrier('Maďarsko') } });
    expect(await create(cancelled.id)).toMatchObject({ status: 409, body: { message: PACKETA_MESSAGES.cancelled } });
    expect(p.requests.length).toBe(requests);
    for (const o of [post, pickup, hungary, cancelled])
      expect(await storedOrderRow(t, o.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
    for (const o of [post, pickup, cancelled]) {
      const state = await t.call('GET', `/api/orders/${o.id}/packeta-packet`, undefined, admin);
      expect(state.body).toEqual({ available: true, packetaDelivery: false, pending: false, packet: null });
    }
  });

  it("answers Packeta's refusal as a 502 naming its reason, and stores nothing; a later try succeeds", async () => {
    const o = await pointOrder(t, { weightGrams: 0 });
    const r = await create(o.id);
    expect(r.status).toBe(502);
    expect(r.body).toEqual({
      message: PACKETA_MESSAGES.refused(
        'Failed to validate packet attributes. See detail.; weight: Weight is required (kg, positive decimal number).',
      ),
    });
    expect(await storedOrderRow(t, o.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
    expect(packetFor(o.orderNumber)).toHaveLength(0);

    const down = await pointOrder(t);
    p.failNext('PacketaServiceFault', 'Služba je dočasne nedostupná.');
    expect(await create(down.id)).toMatchObject({
      status: 502,
      body: { message: PACKETA_MESSAGES.refused('Služba je dočasne nedostupná.') },
    });
    expect((await storedOrderRow(t, down.id)).packetaPacketId).toBe('');
    expect((await create(down.id)).status).toBe(201);
  });

  it('answers 502 when Packeta does not answer at all, nothing stored', async () => {
    const silent = await createTestApp({
      packeta: packetaClient(packetaFromEnv({ ...p.env, PACKETA_API_URL: 'http://127.0.0.1:9/api/rest' })),
    });
    try {
      const token = bearer(await loginToken(silent, await createAccount(silent, { role: 'admin' })));
      const o = await pointOrder(silent);
      const r = await silent.call('POST', `/api/orders/${o.id}/packeta-packet`, undefined, token);
      expect(r).toMatchObject({ status: 502, body: { message: PACKETA_MESSAGES.unreachable } });
      expect(await storedOrderRow(silent, o.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
    } finally {
      await silent.close();
    }
  });

  it('is hidden and refused without PACKETA_API_PASSWORD (503), nothing stored', async () => {
    const o = await pointOrder(off);
    const state = await off.call('GET', `/api/orders/${o.id}/packeta-packet`, undefined, adminOff);
    expect(state.body).toEqual({ available: false, packetaDelivery: true, pending: false, packet: null });
    const r = await off.call('POST', `/api/orders/${o.id}/packeta-packet`, undefined, adminOff);
    expect(r).toMatchObject({ status: 503, body: { message: PACKETA_MESSAGES.notConfigured } });
    expect(await storedOrderRow(off, o.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
  });

  it('is for admins only: an assistant and a customer are refused (403), nobody signed in 401; no order 404, no id 400', async () => {
    const o = await pointOrder(t);
    const assistant = bearer(await loginToken(t, await createAccount(t, { role: 'assistant' })));
    const customer = bearer(await loginToken(t, await createAccount(t)));
    for (const who of [assistant, customer]) {
      expect((await create(o.id, who)).status).toBe(403);
      expect((await t.call('GET', `/api/orders/${o.id}/packeta-packet`, undefined, who)).status).toBe(403);
    }
    expect((await create(o.id, {})).status).toBe(401);
    expect(await create(999_999)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect((await t.call('GET', '/api/orders/999999/packeta-packet', undefined, admin)).status).toBe(404);
    expect((await t.call('POST', '/api/orders/abc/packeta-packet', undefined, admin)).status).toBe(400);
    expect(packetFor(o.orderNumber)).toHaveLength(0);
    expect((await storedOrderRow(t, o.id)).packetaPacketId).toBe('');
  });
});
