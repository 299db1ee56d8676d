import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { startPacketaStandIn, type PacketaStandIn } from '../../tests/support/packeta-stand-in';
import { packetaClient, packetaFromEnv } from '../adapters/packeta';
import type { Packeta } from '../deps';
import { PACKETA_MESSAGES, PacketaError, type PacketaPacket, type PacketaPacketRequest } from '../domain/packeta';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertOrderRow, storedOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The packet's claim (db/queries/delivery/packeta-packet.ts) and what the service makes of the order and of its Packeta
 * client's answers: with the stand-in, and with clients made here that answer as a test needs (late, wrongly).
 */

let p: PacketaStandIn;
let t: TestApp;
let admin: Record<string, string>;
const clock = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  p = await startPacketaStandIn();
  t = await createTestApp({ packeta: packetaClient(packetaFromEnv(p.env)), now: () => clock });
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(async () => {
  await t.close();
  await p.close();
});

const pointOrder = (app: TestApp, o: Parameters<typeof insertOrderRow>[2] = {}) =>
  insertOrderRow(app, null, { deliveryMethod: 'packeta-point', pickupPointId: '10001', weightGrams: 600, ...o });
const setStored = (app: TestApp, id: number, packetaPacketId: string) =>
  app.db.update(orders).set({ packetaPacketId }).where(eq(orders.id, id));

/** A test app whose Packeta client is `packeta`, with a signed-in admin. */
async function appWith(packeta: Packeta) {
  const app = await createTestApp({ packeta });
  const token = bearer(await loginToken(app, await createAccount(app, { role: 'admin' })));
  return { app, create: (id: number) => app.call('POST', `/api/orders/${id}/packeta-packet`, undefined, token) };
}

describe('the packet built from the order', () => {
  it("takes the account's name when the delivery name is empty, trims the address, leaves out a phone Packeta would refuse", async () => {
    const named = await pointOrder(t, { shipName: '', name: 'Mária Veselá', phone: 'volajte večer' });
    const home = await insertOrderRow(t, null, {
      deliveryMethod: 'packeta-home',
      weightGrams: 250,
      shipAddress: ' Hlavná 12 ',
      shipCity: ' Trnava ',
      shipPostalCode: ' 917 01 ',
    });
    expect((await t.call('POST', `/api/orders/${named.id}/packeta-packet`, undefined, admin)).status).toBe(201);
    expect((await t.call('POST', `/api/orders/${home.id}/packeta-packet`, undefined, admin)).status).toBe(201);
    const sent = (n: string) => p.packets.find((x) => x.attributes.number === n)!.attributes;
    expect(sent(named.orderNumber)).toMatchObject({ name: 'Mária', surname: 'Veselá' });
    expect(sent(named.orderNumber).phone).toBeUndefined();
    expect(sent(home.orderNumber)).toMatchObject({ street: 'Hlavná', houseNumber: '12', city: 'Trnava', zip: '917 01' });
  });
});

describe('the claim', () => {
  it('a claim in progress: the order shows it pending and a second click is told so; nothing is asked of Packeta', async () => {
    const o = await pointOrder(t);
    await setStored(t, o.id, `claim:${clock.toISOString()}`);
    const state = await t.call('GET', `/api/orders/${o.id}/packeta-packet`, undefined, admin);
    expect(state.body).toEqual({ available: true, packetaDelivery: true, pending: true, packet: null });
    const requests = p.requests.length;
    expect(await t.call('POST', `/api/orders/${o.id}/packeta-packet`, undefined, admin)).toMatchObject({
      status: 409,
      body: { message: PACKETA_MESSAGES.pending },
    });
    expect(p.requests.length).toBe(requests);
  });

  it('a claim older than two minutes (its call never came back) is taken over by the next click', async () => {
    const o = await pointOrder(t);
    await setStored(t, o.id, `claim:${new Date(clock.getTime() - 2 * 60 * 1000 - 1).toISOString()}`);
    const r = await t.call('POST', `/api/orders/${o.id}/packeta-packet`, undefined, admin);
    expect(r.status).toBe(201);
    const [sent] = p.packets.filter((x) => x.attributes.number === o.orderNumber);
    expect(await storedOrderRow(t, o.id)).toMatchObject({ packetaPacketId: sent.id, parcelNumber: sent.barcode });
    // Exactly two minutes old is still in progress.
    const young = await pointOrder(t);
    await setStored(t, young.id, `claim:${new Date(clock.getTime() - 2 * 60 * 1000).toISOString()}`);
    expect((await t.call('POST', `/api/orders/${young.id}/packeta-packet`, undefined, admin)).status).toBe(409);
  });

  it('a late answer whose claim was taken over is not stored over the newer packet, and staff are told there are two', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    const late: { resolve?: (p: PacketaPacket) => void } = {};
    let calls = 0;
    const packeta: Packeta = {
      canCreatePackets: true,
      checkPoint: async () => null,
      createPacket: (_: PacketaPacketRequest) => {
        calls += 1;
        if (calls === 1) return new Promise<PacketaPacket>((resolve) => (late.resolve = resolve));
        return Promise.resolve({ id: '4000000200', barcode: 'Z4000000200' });
      },
    };
    const app = await createTestApp({ packeta, now: () => now });
    try {
      const token = bearer(await loginToken(app, await createAccount(app, { role: 'admin' })));
      const o = await pointOrder(app);
      const first = app.app.request(`/api/orders/${o.id}/packeta-packet`, { method: 'POST', headers: token });
      // The first click is inside Packeta's call once the client holds its answer back (a bounded wait for that).
      for (let i = 0; i < 400 && !late.resolve; i++) await new Promise((r) => setTimeout(r, 5));
      if (!late.resolve) throw new Error('the first click never reached Packeta');
      now = new Date(now.getTime() + 3 * 60 * 1000);
      expect((await app.call('POST', `/api/orders/${o.id}/packeta-packet`, undefined, token)).status).toBe(201);
      late.resolve({ id: '4000000100', barcode: 'Z4000000100' });
      const answer = await first;
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ message: PACKETA_MESSAGES.duplicate('Z4000000100') });
      expect(await storedOrderRow(app, o.id)).toMatchObject({ packetaPacketId: '4000000200', parcelNumber: 'Z4000000200' });
    } finally {
      await app.close();
    }
  });
});

describe("the service and its Packeta client's answers", () => {
  const working = (o: Partial<Packeta> = {}): Packeta => ({
    canCreatePackets: true,
    checkPoint: async () => null,
    createPacket: async () => ({ id: '4000000300', barcode: 'Z4000000300' }),
    ...o,
  });

  it('honours "cannot create packets" without asking the client (503), nothing stored', async () => {
    let asked = 0;
    const { app, create } = await appWith(
      working({ canCreatePackets: false, createPacket: async () => (asked++, { id: '1', barcode: 'Z1' }) }),
    );
    try {
      const o = await pointOrder(app);
      expect(await create(o.id)).toMatchObject({ status: 503, body: { message: PACKETA_MESSAGES.notConfigured } });
      expect(asked).toBe(0);
      expect(await storedOrderRow(app, o.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
    } finally {
      await app.close();
    }
  });

  it('a client that says it is not configured after all: 503; an unexpected failure: 500; the claim given back each time', async () => {
    const notConfigured = await appWith(
      working({ createPacket: async () => Promise.reject(new PacketaError('not-configured', 'PACKETA_API_PASSWORD is not set')) }),
    );
    const broken = await appWith(working({ createPacket: async () => Promise.reject(new TypeError('boom')) }));
    try {
      const a = await pointOrder(notConfigured.app);
      expect(await notConfigured.create(a.id)).toMatchObject({ status: 503, body: { message: PACKETA_MESSAGES.notConfigured } });
      expect(await storedOrderRow(notConfigured.app, a.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
      const b = await pointOrder(broken.app);
      const r = await broken.create(b.id);
      expect(r.status).toBe(500);
      expect(r.body.message).not.toContain('boom');
      expect(await storedOrderRow(broken.app, b.id)).toMatchObject({ packetaPacketId: '', parcelNumber: '' });
    } finally {
      await notConfigured.app.close();
      await broken.app.close();
    }
  });
});
