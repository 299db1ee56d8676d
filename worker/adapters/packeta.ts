import type { Packeta } from '../deps';
import {
  PACKETA_WIDGET_DEFAULT_URL,
  PacketaError,
  pointAddressLine,
  type PacketaPacket,
  type PacketaPacketRequest,
  type PacketaPoint,
} from '../domain/packeta';

/**
 * The only place that talks to Packeta (worker/domain/packeta.ts names the documents this follows):
 * - points are checked against Packeta's pickup-point feeds v5 (`{PACKETA_POINTS_URL}/{key}/branch.json` and
 *   `box.json`, "all the currently open branches/boxes"), read with the widget's API key and kept for an hour:
 *   Packeta asks e-shops to refresh them daily, and an order must not wait for megabytes of JSON each time;
 * - packets are created by the REST/XML packet API (`POST {PACKETA_API_URL}`, `<createPacket>` with
 *   `<apiPassword>` and `<packetAttributes>`), whose answer is `<response><status>ok|fault</status>…`.
 * Tests point both URLs at the local stand-in (tests/support/packeta-stand-in.ts).
 */

export interface PacketaSettings {
  /** PACKETA_API_KEY: the widget's key (public: the browser opens the widget with it), also for the feeds. */
  apiKey?: string;
  /** PACKETA_API_PASSWORD: the packet API's password (secret). */
  apiPassword?: string;
  apiUrl: string;
  pointsUrl: string;
  widgetUrl: string;
  /** PACKETA_SENDER: the e-shop's sender label (`eshop`), when the Packeta account has more than one. */
  sender?: string;
}

export const PACKETA_API_DEFAULT_URL = 'https://www.zasilkovna.cz/api/rest';
export const PACKETA_POINTS_DEFAULT_URL = 'https://pickup-point.api.packeta.com/v5';
/** How long the feeds' points are trusted before they are read again. */
const POINTS_TTL_MS = 60 * 60 * 1000;
/** A packet call or a feed read that takes longer is given up (the service answers 502, nothing stored). */
const CALL_TIMEOUT_MS = 20_000;

const str = (env: Record<string, unknown>, name: string): string | undefined => {
  const v = env[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** PACKETA_* from the platform's environment (process.env on Node, vars and secrets on Cloudflare). */
export function packetaFromEnv(env: Record<string, unknown>): PacketaSettings {
  return {
    apiKey: str(env, 'PACKETA_API_KEY'),
    apiPassword: str(env, 'PACKETA_API_PASSWORD'),
    apiUrl: str(env, 'PACKETA_API_URL') ?? PACKETA_API_DEFAULT_URL,
    pointsUrl: (str(env, 'PACKETA_POINTS_URL') ?? PACKETA_POINTS_DEFAULT_URL).replace(/\/+$/, ''),
    widgetUrl: str(env, 'PACKETA_WIDGET_URL') ?? PACKETA_WIDGET_DEFAULT_URL,
    sender: str(env, 'PACKETA_SENDER'),
  };
}

/** What start-up says about Packeta: which parts work, so an operator sees a missing key at once. */
export function packetaNotice(s: PacketaSettings): string {
  const points = s.apiKey ? 'pickup points on (PACKETA_API_KEY)' : 'no pickup points (PACKETA_API_KEY unset)';
  const packets = s.apiPassword
    ? 'parcels created from the staff screen (PACKETA_API_PASSWORD)'
    : 'no parcel creation (PACKETA_API_PASSWORD unset)';
  return `Packeta: ${points}; ${packets}`;
}

type Fetch = typeof fetch;

/** `fetchImpl` and `now` stand in for the network and the clock in tests. */
export function packetaClient(s: PacketaSettings, fetchImpl: Fetch = (...a) => fetch(...a), now: () => number = Date.now): Packeta {
  let points: { at: number; byId: Map<string, PacketaPoint> } | null = null;
  let reading: Promise<Map<string, PacketaPoint>> | null = null;

  const readPoints = async (apiKey: string): Promise<Map<string, PacketaPoint>> => {
    const byId = new Map<string, PacketaPoint>();
    for (const feed of ['branch', 'box'] as const) {
      const url = `${s.pointsUrl}/${encodeURIComponent(apiKey)}/${feed}.json?lang=sk`;
      const res = await call(fetchImpl, url, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new PacketaError('unreachable', `the ${feed} feed answered HTTP ${res.status}`);
      for (const p of feedPoints(await res.json().catch(() => null), feed)) byId.set(p.id, p);
    }
    return byId;
  };

  const currentPoints = async (apiKey: string, now: number): Promise<Map<string, PacketaPoint>> => {
    if (points && now - points.at < POINTS_TTL_MS) return points.byId;
    reading ??= readPoints(apiKey).finally(() => (reading = null));
    try {
      const byId = await reading;
      points = { at: now, byId };
      return byId;
    } catch (err) {
      // Packeta's feed down for a moment: yesterday's points are better than refusing every order.
      if (points) return points.byId;
      throw err;
    }
  };

  return {
    widget: s.apiKey ? { apiKey: s.apiKey, scriptUrl: s.widgetUrl } : undefined,
    canCreatePackets: Boolean(s.apiPassword),
    async checkPoint(id) {
      if (!s.apiKey) throw new PacketaError('not-configured', 'PACKETA_API_KEY is not set');
      const key = String(id).trim();
      if (!/^\d{1,12}$/.test(key)) return null;
      return (await currentPoints(s.apiKey, now())).get(key) ?? null;
    },
    async createPacket(p) {
      if (!s.apiPassword) throw new PacketaError('not-configured', 'PACKETA_API_PASSWORD is not set');
      const body = createPacketXml(s.apiPassword, p, s.sender);
      const res = await call(fetchImpl, s.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml' },
        body,
      });
      const xml = redact(await res.text().catch(() => ''), s.apiPassword);
      return packetOf(xml, res.status);
    },
  };
}

async function call(fetchImpl: Fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (err) {
    throw new PacketaError('unreachable', err instanceof Error ? err.message : String(err));
  }
}

/** The feed's entries as points: only those in operation (status 1) with an id; Z-BOXes by the box feed's `type`. */
export function feedPoints(raw: unknown, feed: 'branch' | 'box'): PacketaPoint[] {
  const list = Array.isArray(raw) ? raw : Array.isArray((raw as { data?: unknown } | null)?.data) ? (raw as { data: unknown[] }).data : [];
  const out: PacketaPoint[] = [];
  for (const e of list) {
    if (!e || typeof e !== 'object') continue;
    const r = e as Record<string, unknown>;
    const text = (k: string) => (typeof r[k] === 'string' || typeof r[k] === 'number' ? String(r[k]).trim() : '');
    const status = (r.status as { statusId?: unknown } | undefined)?.statusId;
    if (!text('id') || (status !== undefined && String(status) !== '1')) continue;
    out.push({
      id: text('id'),
      name: text('name') || text('place'),
      address: pointAddressLine({ street: text('street'), zip: text('zip'), city: text('city') }),
      country: text('country').toUpperCase(),
      isZBox: feed === 'box' && text('type').toLowerCase() === 'zbox',
    });
  }
  return out;
}

const escapeXml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const unescapeXml = (v: string) =>
  v
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Euros with cents as Packeta's decimal ('12.50'); kilograms with grams ('0.35'). */
const euros = (cents: number) => (cents / 100).toFixed(2);
const kilograms = (grams: number) => String(Math.round(grams) / 1000);

/** `<createPacket>` as the packet API reference lists `PacketAttributes` (empty optional ones left out). */
export function createPacketXml(apiPassword: string, p: PacketaPacketRequest, sender?: string): string {
  const attrs: [string, string][] = [
    ['number', p.number],
    ['name', p.name],
    ['surname', p.surname],
    ['email', p.email],
    ['phone', p.phone],
    ['addressId', p.addressId],
    // The shop's prices are euros; without a currency Packeta would read them in the destination's (CZK in Česko).
    ['currency', 'EUR'],
    ['cod', p.codCents > 0 ? euros(p.codCents) : ''],
    ['value', euros(p.valueCents)],
    ['weight', p.weightGrams > 0 ? kilograms(p.weightGrams) : ''],
    ['eshop', sender ?? ''],
    ['street', p.home?.street ?? ''],
    ['houseNumber', p.home?.houseNumber ?? ''],
    ['city', p.home?.city ?? ''],
    ['zip', p.home?.zip ?? ''],
  ];
  const inner = attrs
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><createPacket><apiPassword>${escapeXml(apiPassword)}</apiPassword><packetAttributes>${inner}</packetAttributes></createPacket>`;
}

function tag(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? unescapeXml(m[1].trim()) : undefined;
}

/** The answer as a packet, or Packeta's fault with its words and each refused attribute ('weight: …'). */
export function packetOf(xml: string, httpStatus: number): PacketaPacket {
  const status = tag(xml, 'status');
  if (status === 'ok') {
    const id = tag(xml, 'id');
    const barcode = tag(xml, 'barcode');
    if (!id || !barcode) throw new PacketaError('unreachable', 'the answer carries no packet id or barcode');
    return { id, barcode };
  }
  if (status !== 'fault') throw new PacketaError('unreachable', `no Packeta answer (HTTP ${httpStatus})`);
  const fault = tag(xml, 'fault') ?? '';
  const detail = /<detail>([\s\S]*)<\/detail>/.exec(xml)?.[1] ?? '';
  const attributes = [...detail.matchAll(/<name>([^<]*)<\/name>\s*<fault>([^<]*)<\/fault>/g)].map(
    (m) => `${unescapeXml(m[1].trim())}: ${unescapeXml(m[2].trim())}`,
  );
  const words = (/<string>([\s\S]*?)<\/string>/.exec(xml)?.[1] ?? '').trim();
  const reason = [unescapeXml(words) || fault, ...attributes].filter(Boolean).join('; ');
  throw new PacketaError('fault', reason || 'Packeta refused the packet', fault);
}

/** Packeta echoes nothing secret, but should an answer ever quote the request, the password never travels on. */
function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('[…]') : text;
}
