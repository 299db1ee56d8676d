import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketaStandIn, type PacketaStandIn } from '../../tests/support/packeta-stand-in';
import { PacketaError, type PacketaPacketRequest } from '../domain/packeta';
import {
  createPacketXml,
  feedPoints,
  packetaClient,
  packetaFromEnv,
  packetaNotice,
  packetOf,
  PACKETA_API_DEFAULT_URL,
  PACKETA_POINTS_DEFAULT_URL,
} from './packeta';

let p: PacketaStandIn;
beforeAll(async () => {
  p = await startPacketaStandIn();
});
afterAll(() => p.close());

const packet = (o: Partial<PacketaPacketRequest> = {}): PacketaPacketRequest => ({
  number: '20260007W',
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.sk',
  phone: '+421900123456',
  addressId: '10001',
  valueCents: 2350,
  codCents: 0,
  weightGrams: 350,
  ...o,
});

const rejection = async (promise: Promise<unknown>): Promise<PacketaError> => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PacketaError);
  return err as PacketaError;
};

describe('Packeta settings from the environment', () => {
  it("defaults to Packeta's own addresses; nothing configured without the key and the password", () => {
    const s = packetaFromEnv({ PACKETA_API_KEY: '  ', PACKETA_POINTS_URL: undefined });
    expect(s).toMatchObject({
      apiKey: undefined,
      apiPassword: undefined,
      apiUrl: PACKETA_API_DEFAULT_URL,
      pointsUrl: PACKETA_POINTS_DEFAULT_URL,
    });
    expect(s.widgetUrl).toBe('https://widget.packeta.com/v6/www/js/library.js');
    const client = packetaClient(s);
    expect(client.widget).toBeUndefined();
    expect(client.canCreatePackets).toBe(false);
    expect(packetaNotice(s)).toBe('Packeta: no pickup points (PACKETA_API_KEY unset); no parcel creation (PACKETA_API_PASSWORD unset)');
  });

  it('reads the key, the password, the overrides (a trailing slash dropped) and the sender', () => {
    const s = packetaFromEnv({ ...p.env, PACKETA_POINTS_URL: `${p.origin}/v5/` });
    expect(s).toEqual({
      apiKey: p.apiKey,
      apiPassword: p.apiPassword,
      apiUrl: `${p.origin}/api/rest`,
      pointsUrl: `${p.origin}/v5`,
      widgetUrl: `${p.origin}/v6/www/js/library.js`,
      sender: 'prud.sk',
    });
    const client = packetaClient(s);
    expect(client.widget).toEqual({ apiKey: p.apiKey, scriptUrl: `${p.origin}/v6/www/js/library.js` });
    expect(client.canCreatePackets).toBe(true);
    expect(packetaNotice(s)).toBe(
      'Packeta: pickup points on (PACKETA_API_KEY); parcels created from the staff screen (PACKETA_API_PASSWORD)',
    );
  });

  it('refuses both calls, saying so, when not configured', async () => {
    const client = packetaClient(packetaFromEnv({}));
    expect((await rejection(client.checkPoint('10001'))).failure).toBe('not-configured');
    expect((await rejection(client.createPacket(packet()))).failure).toBe('not-configured');
  });
});

describe('checkPoint against the point feeds', () => {
  it('finds a point with staff, a Z-BOX and a Czech point, each with its one-line address', async () => {
    const client = packetaClient(packetaFromEnv(p.env));
    expect(await client.checkPoint('10001')).toEqual({
      id: '10001',
      name: 'Bratislava, Obchodná 1',
      address: 'Obchodná 1, 811 06 Bratislava',
      country: 'SK',
      isZBox: false,
    });
    expect(await client.checkPoint(' 20002 ')).toEqual({
      id: '20002',
      name: 'Z-BOX Bratislava, Karadžičova 8',
      address: 'Karadžičova 8, 821 08 Bratislava',
      country: 'SK',
      isZBox: true,
    });
    expect(await client.checkPoint('30003')).toMatchObject({ id: '30003', country: 'CZ', isZBox: false });
  });

  it('answers null for a closed point, an unknown one and an id that is no number', async () => {
    const client = packetaClient(packetaFromEnv(p.env));
    expect(await client.checkPoint('40004')).toBeNull();
    expect(await client.checkPoint('99999')).toBeNull();
    expect(await client.checkPoint('10001; drop')).toBeNull();
    expect(await client.checkPoint('x10001')).toBeNull();
    expect(await client.checkPoint('1000100000000')).toBeNull();
    expect(await client.checkPoint('')).toBeNull();
  });

  it('reads both feeds once with its key in Slovak, then answers from memory', async () => {
    const client = packetaClient(packetaFromEnv(p.env));
    const before = p.requests.length;
    await Promise.all([client.checkPoint('10001'), client.checkPoint('20002')]);
    await client.checkPoint('30003');
    const feeds = p.requests.slice(before);
    expect(feeds.map((r) => r.path)).toEqual([`/v5/${p.apiKey}/branch.json?lang=sk`, `/v5/${p.apiKey}/box.json?lang=sk`]);
    expect(feeds.map((r) => r.accept)).toEqual(['application/json', 'application/json']);
  });

  it('reads the feeds again after an hour, and keeps the last copy while they do not answer', async () => {
    let clock = 1_000_000;
    let down = false;
    const feeds: string[] = [];
    const fetchVia: typeof fetch = async (input, init) => {
      feeds.push(String(input));
      if (down) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const client = packetaClient(packetaFromEnv(p.env), fetchVia, () => clock);
    expect(await client.checkPoint('10001')).not.toBeNull();
    clock += 60 * 60 * 1000 - 1;
    await client.checkPoint('10001');
    expect(feeds).toHaveLength(2);
    clock += 1;
    await client.checkPoint('10001');
    expect(feeds).toHaveLength(4);
    clock += 60 * 60 * 1000;
    down = true;
    expect(await client.checkPoint('20002')).toMatchObject({ id: '20002', isZBox: true });
    expect(feeds).toHaveLength(5);
    // Never read: no copy to fall back on.
    const fresh = packetaClient(packetaFromEnv(p.env), fetchVia, () => clock);
    expect((await rejection(fresh.checkPoint('10001'))).failure).toBe('unreachable');
  });

  it('throws "unreachable" when the feed refuses the key or nobody answers', async () => {
    const wrongKey = packetaClient(packetaFromEnv({ ...p.env, PACKETA_API_KEY: 'wrong' }));
    const err = await rejection(wrongKey.checkPoint('10001'));
    expect(err.failure).toBe('unreachable');
    expect(err.reason).toContain('HTTP 401');
    const nobody = packetaClient(packetaFromEnv({ ...p.env, PACKETA_POINTS_URL: 'http://127.0.0.1:9/v5' }));
    expect((await rejection(nobody.checkPoint('10001'))).failure).toBe('unreachable');
  });

  it('keeps only entries in operation with an id; an odd answer gives no points', () => {
    const entries = [
      { id: '1', name: 'A', street: 'S 1', zip: '811 01', city: 'Bratislava', country: 'sk', status: { statusId: '1' } },
      { id: '2', status: { statusId: '2' } },
      { name: 'no id' },
      null,
    ];
    expect(feedPoints(entries, 'branch')).toEqual([
      { id: '1', name: 'A', address: 'S 1, 811 01 Bratislava', country: 'SK', isZBox: false },
    ]);
    expect(feedPoints({ data: [{ id: 5, place: 'Box', type: 'zbox' }] }, 'box')).toEqual([
      { id: '5', name: 'Box', address: '', country: '', isZBox: true },
    ]);
    expect(feedPoints([{ id: 6, type: 'zbox' }], 'branch')[0].isZBox).toBe(false);
    expect(feedPoints('nonsense', 'branch')).toEqual([]);
    expect(feedPoints(null, 'branch')).toEqual([]);
    expect(feedPoints([' padded ', { id: ' 7 ', name: ' B ', city: ' Nitra ', country: ' sk ', type: ' ZBOX ' }], 'box')).toEqual([
      { id: '7', name: 'B', address: 'Nitra', country: 'SK', isZBox: true },
    ]);
    expect(feedPoints([{ id: 8, type: 'alzabox' }], 'box')[0].isZBox).toBe(false);
  });
});

describe('createPacket through the packet API', () => {
  it("sends <createPacket> with the password and the attributes as Packeta's reference names them, and answers id and barcode", async () => {
    const client = packetaClient(packetaFromEnv(p.env));
    const created = await client.createPacket(packet({ codCents: 2350 }));
    expect(created.barcode).toBe(`Z${created.id}`);
    const received = p.packets.find((x) => x.id === created.id)!;
    expect(received.attributes).toEqual({
      number: '20260007W',
      name: 'Jana',
      surname: 'Nováková',
      email: 'jana@example.sk',
      phone: '+421900123456',
      addressId: '10001',
      currency: 'EUR',
      cod: '23.50',
      value: '23.50',
      weight: '0.35',
      eshop: 'prud.sk',
    });
    const request = p.requests.filter((r) => r.path === '/api/rest').at(-1)!;
    expect([request.method, request.contentType, request.accept]).toEqual(['POST', 'text/xml; charset=utf-8', 'text/xml']);
    const raw = request.body;
    expect(raw).toContain(`<createPacket><apiPassword>${p.apiPassword}</apiPassword><packetAttributes>`);
  });

  it('sends the address of a home delivery and no cash-on-delivery entry when nothing is collected', async () => {
    const client = packetaClient(packetaFromEnv({ ...p.env, PACKETA_SENDER: '' }));
    const home = { street: 'Hlavná', houseNumber: '12', city: 'Trnava', zip: '917 01' };
    const created = await client.createPacket(packet({ addressId: '131', phone: '', home }));
    const a = p.packets.find((x) => x.id === created.id)!.attributes;
    expect(a).toMatchObject({ addressId: '131', street: 'Hlavná', houseNumber: '12', city: 'Trnava', zip: '917 01' });
    expect(Object.keys(a)).not.toEqual(expect.arrayContaining(['cod']));
    expect(a.phone).toBeUndefined();
    expect(a.eshop).toBeUndefined();
  });

  it("throws Packeta's fault with its words and every refused attribute; nothing is created", async () => {
    const client = packetaClient(packetaFromEnv(p.env));
    const count = p.packets.length;
    const err = await rejection(client.createPacket(packet({ weightGrams: 0, addressId: '40004' })));
    expect(err.failure).toBe('fault');
    expect(err.fault).toBe('PacketAttributesFault');
    expect(err.reason).toBe(
      'Failed to validate packet attributes. See detail.; weight: Weight is required (kg, positive decimal number).; addressId: Unknown or closed pickup point / carrier.',
    );
    expect(p.packets).toHaveLength(count);
  });

  it('throws the fault of a wrong password, and of a forced outage, never quoting the password', async () => {
    const wrong = packetaClient(packetaFromEnv({ ...p.env, PACKETA_API_PASSWORD: 'not-the-password' }));
    const err = await rejection(wrong.createPacket(packet()));
    expect([err.failure, err.fault, err.reason]).toEqual(['fault', 'IncorrectApiPasswordFault', 'Incorrect API password.']);
    p.failNext('PacketaServiceFault', `Service down for ${p.apiPassword}`);
    const down = await rejection(packetaClient(packetaFromEnv(p.env)).createPacket(packet()));
    expect(down.reason).toBe('Service down for […]');
  });

  it('throws "unreachable" when nobody answers or the answer is not Packeta\'s', async () => {
    const nobody = packetaClient(packetaFromEnv({ ...p.env, PACKETA_API_URL: 'http://127.0.0.1:9/api/rest' }));
    expect((await rejection(nobody.createPacket(packet()))).failure).toBe('unreachable');
    expect(() => packetOf('<html>Bad gateway</html>', 502)).toThrow('no Packeta answer (HTTP 502)');
    expect(() => packetOf('<response><status>ok</status><result><id>1</id></result></response>', 200)).toThrow('no packet id or barcode');
  });
});

describe("Packeta's answers", () => {
  it('reads the packet, unescaping what Packeta escaped', () => {
    expect(packetOf('<response><status>ok</status><result><id> 42 </id><barcode>Z&amp;42</barcode></result></response>', 200)).toEqual({
      id: '42',
      barcode: 'Z&42',
    });
  });

  it("words a fault from its <string> (unescaped) and each attribute's fault, or from the fault's name alone", () => {
    const detail = '<detail><attributes><fault>\n <name>zip</name>\n <fault>Bad &lt;zip&gt;.</fault></fault></attributes></detail>';
    const e = (xml: string) => {
      try {
        packetOf(xml, 200);
      } catch (err) {
        return err as PacketaError;
      }
      throw new Error('no fault thrown');
    };
    const full = e(
      `<response><status>fault</status><fault>PacketAttributesFault</fault><string> Wrong &amp; bad. </string>${detail}</response>`,
    );
    expect([full.failure, full.fault, full.reason]).toEqual(['fault', 'PacketAttributesFault', 'Wrong & bad.; zip: Bad <zip>.']);
    expect(e('<response><status>fault</status><fault>NoSuchFault</fault></response>').reason).toBe('NoSuchFault');
    expect(e('<response><status>fault</status></response>')).toMatchObject({ fault: '', reason: 'Packeta refused the packet' });
  });
});

describe('the request body', () => {
  it('escapes what people typed and leaves out empty optional entries', () => {
    const xml = createPacketXml('pw&<', packet({ name: `Ján & <syn> "O'Neil"`, phone: '', weightGrams: 1234 }));
    expect(xml).toContain('<apiPassword>pw&amp;&lt;</apiPassword>');
    expect(xml).toContain('<name>Ján &amp; &lt;syn&gt; &quot;O&apos;Neil&quot;</name>');
    expect(createPacketXml('pw', packet({ weightGrams: 0 }))).not.toContain('<weight>');
    expect(xml).toContain('<weight>1.234</weight>');
    expect(xml).not.toContain('<phone>');
    expect(xml).not.toContain('<cod>');
    expect(xml).not.toContain('<eshop>');
  });
});
