import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAND_IN_HOME_CARRIERS, STAND_IN_POINTS, feedEntry } from './packeta-points';
import { widgetLibrary, widgetPage } from './packeta-widget-stand-in';

/**
 * A local stand-in for Packeta at the network boundary: a node:http server on 127.0.0.1 (a free port) that answers
 * as Packeta documents (worker/domain/packeta.ts names the pages):
 * - `GET /v5/{apiKey}/branch.json|box.json`: the pickup-point feeds (points with staff; Z-BOXes), only for its key;
 * - `POST /api/rest`: the packet API's `<createPacket>`, CHECKING the request: the API password, each required
 *   `PacketAttributes` entry and its format (a refusal is Packeta's `<fault>` with the attributes' own faults);
 * - `GET /v6/www/js/library.js` and `GET /v6/`: the widget (tests/support/packeta-widget-stand-in.ts);
 * - `GET /_stand-in/packets`: what it accepted, for Playwright specs that run in another process.
 * Everything received is recorded (`requests`, `packets`). `failNext(fault, reason)` makes the next createPacket fail.
 */

export interface PacketaStandInOptions {
  apiKey?: string;
  apiPassword?: string;
}

interface ReceivedPacket {
  id: string;
  barcode: string;
  /** The `<packetAttributes>` as sent, entry by entry. */
  attributes: Record<string, string>;
}

const OK_KEY = 'standinwidgetkey';
const OK_PASSWORD = '0123456789abcdef0123456789abcdef';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unesc = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const ok = (inner: string) => `<?xml version="1.0" encoding="utf-8"?><response><status>ok</status><result>${inner}</result></response>`;
const fault = (name: string, words: string, attrs: [string, string][] = []) =>
  `<?xml version="1.0" encoding="utf-8"?><response><status>fault</status><fault>${name}</fault><string>${esc(words)}</string>${
    attrs.length
      ? `<detail><attributes>${attrs.map(([n, f]) => `<fault><name>${n}</name><fault>${esc(f)}</fault></fault>`).join('')}</attributes></detail>`
      : ''
  }</response>`;

/** The children of `<packetAttributes>` (flat: the shop sends no nested ones). */
function packetAttributesOf(xml: string): Record<string, string> | null {
  const block = /<packetAttributes>([\s\S]*)<\/packetAttributes>/.exec(xml)?.[1];
  if (block === undefined) return null;
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/<([A-Za-z]+)>([^<]*)<\/\1>/g)) out[m[1]] = unesc(m[2]);
  return out;
}

const DECIMAL = /^-?\d{1,8}(\.\d{1,8})?$/;

/** Packeta's checks of `PacketAttributes` (the API reference's table: required entries, formats, who may be the addressee). */
function attributeFaults(a: Record<string, string>): [string, string][] {
  const faults: [string, string][] = [];
  const need = (k: string, what: string) => {
    if (!a[k]?.trim()) faults.push([k, `${what} is required.`]);
  };
  if (!/^[A-Za-z0-9]{1,36}$/.test(a.number ?? '')) faults.push(['number', 'Order number must be 1-36 alphanumeric characters.']);
  need('name', 'Name');
  need('surname', 'Surname');
  if (!a.email && !a.phone) faults.push(['email', 'Please enter email or phone.']);
  if (a.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a.email)) faults.push(['email', 'Invalid e-mail.']);
  if (a.phone && !/^\+?\d{9,15}$/.test(a.phone)) faults.push(['phone', 'Invalid phone number.']);
  if (!DECIMAL.test(a.value ?? '') || Number(a.value) <= 0) faults.push(['value', 'Value must be a positive decimal number.']);
  if (!DECIMAL.test(a.weight ?? '') || Number(a.weight) <= 0) faults.push(['weight', 'Weight is required (kg, positive decimal number).']);
  if (a.cod !== undefined && (!DECIMAL.test(a.cod) || Number(a.cod) < 0)) faults.push(['cod', 'COD must be a decimal number.']);
  if (a.currency !== undefined && !['CZK', 'EUR', 'HUF', 'PLN', 'RON'].includes(a.currency)) faults.push(['currency', 'Unknown currency.']);
  const id = a.addressId ?? '';
  const point = STAND_IN_POINTS.find((p) => p.id === id && p.statusId === '1');
  const home = (STAND_IN_HOME_CARRIERS as Record<string, string>)[id];
  if (!point && !home) faults.push(['addressId', 'Unknown or closed pickup point / carrier.']);
  if (home) {
    need('street', 'Street');
    need('city', 'City');
    if (!/^\d{3} ?\d{2}$/.test(a.zip ?? '')) faults.push(['zip', 'Invalid ZIP code.']);
  }
  return faults;
}

export async function startPacketaStandIn(opts: PacketaStandInOptions = {}) {
  const apiKey = opts.apiKey ?? OK_KEY;
  const apiPassword = opts.apiPassword ?? OK_PASSWORD;
  const requests: { method: string; path: string; body: string; contentType: string; accept: string }[] = [];
  const packets: ReceivedPacket[] = [];
  let forced: { fault: string; reason: string } | null = null;
  let nextId = 4_000_000_001;

  const createPacket = (body: string): string => {
    if (!/^(<\?xml[^>]*\?>)?\s*<createPacket>/.test(body)) return fault('UnknownMethodFault', 'Unknown method.');
    const password = unesc(/<apiPassword>([^<]*)<\/apiPassword>/.exec(body)?.[1] ?? '');
    if (password !== apiPassword) return fault('IncorrectApiPasswordFault', 'Incorrect API password.');
    const attrs = packetAttributesOf(body);
    if (!attrs) return fault('PacketAttributesFault', 'Missing packetAttributes.');
    if (forced) {
      const f = forced;
      forced = null;
      return fault(f.fault, f.reason);
    }
    const faults = attributeFaults(attrs);
    if (faults.length) return fault('PacketAttributesFault', 'Failed to validate packet attributes. See detail.', faults);
    const id = String(nextId++);
    const barcode = `Z${id}`;
    packets.push({ id, barcode, attributes: attrs });
    return ok(`<id>${id}</id><barcode>${barcode}</barcode><barcodeText>Z ${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}</barcodeText>`);
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        body,
        contentType: req.headers['content-type'] ?? '',
        accept: req.headers.accept ?? '',
      });
      const send = (status: number, type: string, text: string) =>
        res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' }).end(text);
      const feed = /^\/v5\/([^/]+)\/(branch|box)\.json$/.exec(url.pathname);
      if (req.method === 'GET' && feed) {
        if (decodeURIComponent(feed[1]) !== apiKey) return send(401, 'application/json', JSON.stringify({ error: 'Invalid API key.' }));
        const list = STAND_IN_POINTS.filter((p) => (feed[2] === 'box') === (p.group === 'zbox')).map(feedEntry);
        return send(200, 'application/json', JSON.stringify(list));
      }
      if (req.method === 'POST' && url.pathname === '/api/rest') return send(200, 'text/xml; charset=utf-8', createPacket(body));
      if (req.method === 'GET' && url.pathname === '/v6/www/js/library.js')
        return send(200, 'text/javascript; charset=utf-8', widgetLibrary(origin));
      if (req.method === 'GET' && url.pathname === '/v6/')
        return send(200, 'text/html; charset=utf-8', widgetPage(url.searchParams, apiKey));
      if (req.method === 'GET' && url.pathname === '/_stand-in/packets') return send(200, 'application/json', JSON.stringify(packets));
      send(404, 'text/plain', 'not in the stand-in');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    apiKey,
    apiPassword,
    requests,
    packets,
    /** The shop's PACKETA_* settings pointing at this stand-in (packetaFromEnv reads them). */
    env: {
      PACKETA_API_KEY: apiKey,
      PACKETA_API_PASSWORD: apiPassword,
      PACKETA_API_URL: `${origin}/api/rest`,
      PACKETA_POINTS_URL: `${origin}/v5`,
      PACKETA_WIDGET_URL: `${origin}/v6/www/js/library.js`,
      PACKETA_SENDER: 'prud.sk',
    },
    /** The next createPacket is refused with this fault (e.g. Packeta's own outage words). */
    failNext(faultName: string, reason: string) {
      forced = { fault: faultName, reason };
    },
    // Keep-alive sockets (the shop's fetch, the browser's) would hold close() open: they are ended first.
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

export type PacketaStandIn = Awaited<ReturnType<typeof startPacketaStandIn>>;
