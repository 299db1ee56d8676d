import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAudio, insertBanner, insertVideo } from '../../db/queries/media';
import { TOKEN_LIFETIMES } from '../domain/account-rules';
import { unknownFieldsMessage } from '../domain/strict-object';
import { BODY_LIMITS, bodyLimitKind } from '../http/body-limits';
import { issueOneTimeToken } from '../services/one-time-tokens';
import { unsubscribeToken } from '../services/unsubscribe-token';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { insertReview } from '../test-support/engagement';
import { insertOrderRow, insertProduct, orderBody, TAMPERED } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * PROBING EVERY ROUTE: for each route that reads a body or a query, a body over its limit (413), values of the
 * wrong JSON type in every field (400), an unknown field at every level (400 naming it), each answered with a
 * Slovak `{ message }`, never a 500, and nothing written (every table read back). A baseline call with the valid
 * input, plus the fields the spec's own client sends that the server ignores, must succeed: so each refusal is
 * due to the probe alone. The last test fails until every route of the app is here or in NO_INPUT.
 */

type Caller = 'visitor' | 'customer' | 'admin';
interface Fixture {
  t: TestApp;
  customer: TestAccount;
  tokens: Record<Exclude<Caller, 'visitor'>, string>;
}
interface BodyRoute {
  route: string;
  as: Caller;
  /** Path and valid body, made fresh for each test (a record of its own to change); `token` replaces the caller's. */
  setup: (f: Fixture) => Promise<{ path: string; body: Record<string, unknown>; token?: string }>;
  /** Fields the spec's client sends beside the valid body that the server accepts and ignores. */
  clientExtras?: Record<string, unknown>;
  ok: number;
  /** Leaves where `null` is a legitimate "empty" (optional texts, related titles…). */
  nullable?: string[];
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const fixed = (path: string, body: Record<string, unknown>) => async () => ({ path, body });

const BODY_ROUTES: BodyRoute[] = [
  { route: 'POST /api/users', as: 'visitor', ok: 201, setup: async () => ({ path: '/api/users', body: { name: 'Nový Zákazník', email: `novy-${unique()}@example.sk`, password: 'Modre-Nebo-2026', redirect: '/shipping' } }), clientExtras: { origURL: 'https://iny.example' } },
  { route: 'POST /api/users/login', as: 'visitor', ok: 200, setup: async (f) => ({ path: '/api/users/login', body: { email: f.customer.email, password: f.customer.password } }) },
  {
    route: 'PUT /api/users/profile',
    as: 'customer',
    ok: 200,
    nullable: ['password'],
    // An account of its own: the baseline changes the password, which ends the account's older tokens.
    setup: async (f) => {
      const me = await createAccount(f.t);
      const body = { name: 'Meno z probe', isSubscribed: true, password: 'Nove-Heslo-2026', confirmPassword: 'Nove-Heslo-2026' };
      return { path: '/api/users/profile', body, token: await loginToken(f.t, me) };
    },
    clientExtras: { _id: '1' },
  },
  {
    route: 'PUT /api/users/:id',
    as: 'admin',
    ok: 200,
    setup: async (f) => ({ path: `/api/users/${(await createAccount(f.t)).id}`, body: { name: 'Upravené meno', email: `upraveny-${unique()}@example.sk`, isAdmin: false, isAssistant: true, isSubscribed: true } }),
    clientExtras: { _id: '1', isRegistered: false, isUnsubscribed: true, hasGoogle: true, createdAt: '2020-01-01' },
  },
  { route: 'POST /api/auth/forgot-password', as: 'visitor', ok: 200, setup: async (f) => ({ path: '/api/auth/forgot-password', body: { email: f.customer.email, redirect: '/shipping' } }), clientExtras: { origURL: 'https://iny.example' } },
  {
    route: 'POST /api/auth/reset-password',
    as: 'visitor',
    ok: 200,
    setup: async (f) => {
      const a = await createAccount(f.t);
      const token = await issueOneTimeToken(f.t.deps, a.id, 'reset', TOKEN_LIFETIMES.resetMs);
      return { path: '/api/auth/reset-password', body: { token, id: a.id, password: 'Nove-Heslo-2026', confirmPassword: 'Nove-Heslo-2026' } };
    },
  },
  {
    route: 'POST /api/auth/currentuser',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({ path: '/api/auth/currentuser', body: { dataInfo: await issueOneTimeToken(f.t.deps, f.customer.id, 'login', TOKEN_LIFETIMES.loginCodeMs) } }),
  },
  { route: 'POST /api/auth/contact', as: 'visitor', ok: 201, setup: fixed('/api/auth/contact', { contactForm: { name: 'Ján', email: 'jan@example.sk', emailMessage: 'Dobrý deň, máte aj audio?' } }) },
  { route: 'POST /api/products/discount', as: 'admin', ok: 200, setup: fixed('/api/products/discount', { discount: 10 }) },
  {
    route: 'PUT /api/products/:id',
    as: 'admin',
    ok: 200,
    nullable: ['countInStock', 'description', 'related', 'pages', 'excerpt.image', 'excerpt.part', 'excerpt.excerpt'],
    setup: async (f) => {
      const [id, other] = [await insertProduct(f.t), await insertProduct(f.t)];
      const body = { name: 'Sondovaný titul', price: 12.5, author: 'Watchman Nee', countInStock: 3, description: 'Popis', related: other, pages: 120, language: 'SK', excerpt: { image: '', part: 'Úvod', excerpt: '' } };
      return { path: `/api/products/${id}`, body };
    },
    clientExtras: { _id: '1', discountedPrice: 0.01, reviews: [{ comment: 'x' }], numReviews: 9, rating: 5, favoriteOf: [{ _id: '1' }], createdAt: '2020-01-01', updatedAt: '2020-01-01' },
  },
  { route: 'POST /api/products/:id/reviews', as: 'customer', ok: 201, setup: async (f) => ({ path: `/api/products/${await insertProduct(f.t)}/reviews`, body: { comment: 'Výborná kniha', rating: 5 } }) },
  {
    route: 'PUT /api/products/:id/reviews/acknowledge',
    as: 'admin',
    ok: 200,
    setup: async (f) => {
      const r = await insertReview(f.t);
      return { path: `/api/products/${r.productId}/reviews/acknowledge`, body: { reviewId: r.reviewId } };
    },
    clientExtras: { comment: 'text recenzie' },
  },
  ...['POST /api/orders', 'POST /api/orders/'].map(
    (route): BodyRoute => ({
      route,
      as: 'customer',
      ok: 201,
      nullable: [],
      setup: async (f) => ({ path: route.slice(5), body: orderBody([{ product: await insertProduct(f.t, { stock: 1 }), qty: 1 }], { shippingAddress: { name: 'Ján', address: 'Hlavná 1', city: 'Nitra', postalCode: '949 01', country: 'Slovensko', phone: '0900 000 000' } }) }),
      clientExtras: TAMPERED,
    }),
  ),
  {
    route: 'PUT /api/orders/:id/deliver',
    as: 'admin',
    ok: 200,
    nullable: ['parcelNumber'],
    setup: async (f) => ({ path: `/api/orders/${(await insertOrderRow(f.t, null)).id}/deliver`, body: { parcelNumber: 'RR123456789SK' } }),
  },
  {
    route: 'POST /api/create-stripe-checkout-session',
    as: 'customer',
    ok: 200,
    setup: async (f) => ({
      path: '/api/create-stripe-checkout-session',
      body: { initPaymentId: (await insertOrderRow(f.t, f.customer.id, { paymentMethod: 'Stripe', initPaymentId: crypto.randomUUID() })).initPaymentId! },
    }),
    clientExtras: { userName: 'Ján', email: 'jan@example.sk', products: [{ name: 'x', qty: 1, price: 0.01 }], url: 'https://iny.example', shippingPrice: 0 },
  },
  { route: 'PUT /api/audio/:id', as: 'admin', ok: 200, setup: async (f) => ({ path: `/api/audio/${(await insertAudio(f.t.db)).id}`, body: { audioTitle: 'Sonda', mp3file: 'https://drive.google.com/x', category: 'Slová života', subcategory: 'Kristus' } }), clientExtras: { _id: '1' } },
  { route: 'PUT /api/video/:id', as: 'admin', ok: 200, setup: async (f) => ({ path: `/api/video/${(await insertVideo(f.t.db)).id}`, body: { videoTitle: 'Sonda', code: 'dQw4w9WgXcQ' } }), clientExtras: { _id: '1' } },
  { route: 'PUT /api/banner/:id', as: 'admin', ok: 200, setup: async (f) => ({ path: `/api/banner/${(await insertBanner(f.t.db)).id}`, body: { bannerTitle: 'Sonda', image: '/uploads/a.jpg', category: 'eshop' } }), clientExtras: { _id: '1' } },
  {
    route: 'POST /api/subscribers/unsubscribe',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({ path: '/api/subscribers/unsubscribe', body: { token: await unsubscribeToken(f.t.deps.config.tokenSecret, (await createAccount(f.t, { isSubscribed: true })).id) } }),
  },
];

/** Wrong values for a leaf by the JSON type of its valid value (null is added where it is not `nullable`). */
const NESTED = { nested: { deep: 1 } };
function wrongValuesFor(valid: unknown): unknown[] {
  if (typeof valid === 'string') return [12345, true, [], NESTED];
  if (typeof valid === 'number') return ['dvanásť', true, [], NESTED];
  if (typeof valid === 'boolean') return ['áno', 1, [], NESTED];
  if (Array.isArray(valid)) return ['text', 12345, NESTED];
  return ['text', 12345, []];
}

/** Every path in a body: object keys, and the first element of arrays (`orderItems.0.qty`). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length ? pathsOf(value[0], [...prefix, '0']) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}
const objectPaths = (body: unknown) => [[], ...pathsOf(body).filter((p) => isPlainObject(at(body, p)))];
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (body: unknown, path: string[]): unknown => path.reduce<any>((v, k) => v?.[k], body);
function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as any;
  const parent = at(copy, path.slice(0, -1)) as Record<string, unknown>;
  parent[path[path.length - 1]] = value;
  return copy;
}

/** Every row of every table: compared before and after, it proves that a refused request wrote nothing. */
async function everything(t: TestApp): Promise<Record<string, unknown[]>> {
  const tables = await t.db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`);
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) out[name] = await t.db.all(sql.raw(`SELECT * FROM "${name}"`));
  return out;
}

let f: Fixture;
beforeAll(async () => {
  const t = await createTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  const [customer, admin] = await Promise.all([createAccount(t), createAccount(t, { role: 'admin' })]);
  f = { t, customer, tokens: { customer: await loginToken(t, customer), admin: await loginToken(t, admin) } };
});
afterAll(() => f?.t.close());

const send = (r: BodyRoute, path: string, body: unknown, own?: string) => {
  const token = own ?? (r.as === 'visitor' ? undefined : f.tokens[r.as]);
  return f.t.call(r.route.split(' ')[0], path, body, token ? bearer(token) : {});
};

/** A refusal as the shop words it: 4xx, `{ message }` only, in Slovak (none of zod's or Hono's English). */
function expectSlovakRefusal(r: { status: number; body: any }, status: number, label: string) {
  expect(r.status, `${label}: ${JSON.stringify(r.body)}`).toBe(status);
  expect(Object.keys(r.body), label).toEqual(['message']);
  expect(r.body.message, label).not.toMatch(/invalid|expected|received|unrecognized|required|malformed|too (big|small)/i);
}

describe('every body route refuses bad input and writes nothing', () => {
  const cases = BODY_ROUTES.map((r) => [r.route, r] as const);

  it.each(cases)('%s: accepts the valid body with the fields its client adds', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const res = await send(r, path, { ...body, ...r.clientExtras }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(r.ok);
  });

  it.each(cases)('%s: a body over its limit is 413', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const limit = BODY_LIMITS[bodyLimitKind(r.route.split(' ')[0], path)];
    const before = await everything(f.t);
    expectSlovakRefusal(await send(r, path, { ...body, pad: 'x'.repeat(limit) }, token), 413, 'over the limit');
    expect(await everything(f.t)).toEqual(before);
  });

  it.each(cases)('%s: wrong types anywhere are 400', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const before = await everything(f.t);
    for (const root of [[], null, 'text', 12345]) expectSlovakRefusal(await send(r, path, root, token), 400, `body ${JSON.stringify(root)}`);
    for (const p of pathsOf(body)) {
      const valid = at(body, p);
      const wrong = [...wrongValuesFor(valid), ...(r.nullable?.includes(p.join('.')) ? [] : [null])];
      for (const w of wrong) expectSlovakRefusal(await send(r, path, withValue(body, p, w), token), 400, `${p.join('.')} = ${JSON.stringify(w)}`);
    }
    expect(await everything(f.t)).toEqual(before);
  });

  it.each(cases)('%s: an unknown field at any level is 400 naming it', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const before = await everything(f.t);
    for (const p of objectPaths(body)) {
      const res = await send(r, path, withValue(body, [...p, 'neznámePole'], 'hodnota'), token);
      expectSlovakRefusal(res, 400, `${p.join('.')}.neznámePole`);
      expect(res.body.message).toBe(unknownFieldsMessage([[...p, 'neznámePole'].join('.')]));
    }
    expect(await everything(f.t)).toEqual(before);
  });
});

interface QueryRoute {
  route: string;
  as: Caller;
  valid: Record<string, string>;
}
const QUERY_ROUTES: QueryRoute[] = [
  { route: 'GET /api/products', as: 'visitor', valid: { keyword: 'život', pageNumber: '1', pageSize: '8' } },
  { route: 'GET /api/products/reviews', as: 'admin', valid: { pageNumber: '1' } },
  { route: 'GET /api/audio', as: 'visitor', valid: { keyword: 'Kristus', pageNumber: '1', pageSize: '20', category: 'Slová života', subcategory: 'Kristus' } },
  { route: 'GET /api/video', as: 'visitor', valid: { keyword: 'x', pageNumber: '1', pageSize: '20' } },
  { route: 'GET /api/banner', as: 'visitor', valid: { keyword: 'x', pageNumber: '1', pageSize: '20' } },
  { route: 'GET /api/outbox', as: 'admin', valid: { pageNumber: '1', pageSize: '20' } },
  { route: 'GET /api/orders', as: 'admin', valid: { status: 'paid' } },
];
/** Values each query parameter must refuse. */
const WRONG_QUERY: Record<string, string[]> = {
  pageNumber: ['abc', '0', '-1', '1.5', '[]', 'null', '100001'],
  pageSize: ['abc', '0', '1.5', '[]', 'true', '101'],
  keyword: ['x'.repeat(201)],
  category: ['x'.repeat(101)],
  subcategory: ['x'.repeat(101)],
  status: ['zaplatené', '1', '[]'],
};

/**
 * Routes that read no body and no query (a body sent along is never parsed; the body limit still applies), and
 * the few that read their input on purpose outside zod: each with why.
 */
const NO_INPUT = [
  'GET /api/products/all', 'GET /api/products/discount', 'GET /api/products/:id', 'GET /api/products/:id/reviews', 'GET /api/products/:id/favorite', 'GET /api/products/favorites',
  'POST /api/products', 'DELETE /api/products/:id', 'PUT /api/products/:id/anybody', 'PUT /api/products/:id/remove/favorites', 'DELETE /api/products/:id/reviews/:reviewId',
  'GET /api/audio/:id', 'GET /api/video/:id', 'GET /api/banner/:id', 'POST /api/audio', 'POST /api/video', 'POST /api/banner',
  'DELETE /api/audio/:id', 'DELETE /api/video/:id', 'DELETE /api/banner/:id',
  'GET /api/users/profile', 'GET /api/users', 'GET /api/users/:id', 'DELETE /api/users/:id', 'GET /api/users/:email/:token', 'GET /api/auth/config',
  'GET /api/subscribers/subscribed', 'GET /api/subscribers/unsubscribed', 'PUT /api/counter/increase', 'GET /api/counter/count',
  'GET /api/orders/myorders', 'GET /api/orders/:id', 'PUT /api/orders/:id/paid', 'PUT /api/orders/:id/cancell',
  'GET /api/orders/:id/pay-by-square', 'GET /api/orders/:id/invoice', 'PUT /api/orders/:id/resend-confirmation', 'GET /api/orders/:id/init-payment',
  'PUT /api/orders/:id/init-payment', 'PUT /api/orders/:id/failed-payment-notif', 'PUT /api/orders/:id/pay-stripe',
  'GET /api/publish', 'POST /api/publish', 'GET /api/dashboard',
];
const OWN_PARSING: Record<string, string> = {
  'GET /api/health': '?db is a flag: any value asks for the database check',
  'GET /api/auth/google/start': '?redirect is judged by sameSitePath (anything off the site is dropped: the login page lands by role)',
  'GET /api/auth/google/callback': 'the identity provider adds parameters of its own (scope, authuser, prompt…)',
  'POST /api/stripe/webhook': 'the raw body is judged by its signature (payments.test.ts)',
  'POST /api/upload': 'multipart, judged by the file bytes (upload.test.ts)',
};

const querySend = (r: QueryRoute, q: Record<string, string>) =>
  f.t.call('GET', `${r.route.slice(4)}?${new URLSearchParams(q)}`, undefined, r.as === 'visitor' ? {} : bearer(f.tokens[r.as]));

describe('every query route refuses bad parameters', () => {
  it.each(QUERY_ROUTES.map((r) => [r.route, r] as const))('%s', async (_route, r) => {
    expect((await querySend(r, r.valid)).status).toBe(200);
    for (const [key, wrongs] of Object.entries(WRONG_QUERY).filter(([k]) => k in r.valid)) {
      for (const w of wrongs) expectSlovakRefusal(await querySend(r, { ...r.valid, [key]: w }), 400, `${key}=${w}`);
    }
    const unknown = await querySend(r, { ...r.valid, pagenumber: '2' });
    expectSlovakRefusal(unknown, 400, 'pagenumber');
    expect(unknown.body.message).toBe(unknownFieldsMessage(['pagenumber']));
  });
});

const declaredRoutes = () => [...new Set(f.t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`))];

describe('coverage', () => {
  it('every route that can carry a body answers 413 over its limit, before any login or lookup, and writes nothing', async () => {
    const before = await everything(f.t);
    for (const route of declaredRoutes().filter((r) => !r.startsWith('GET '))) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:[a-zA-Z]+/g, '1');
      const res = await f.t.app.request(path, { method, headers: { 'content-type': 'application/json' }, body: 'x'.repeat(BODY_LIMITS[bodyLimitKind(method, path)] + 1) });
      expect(res.status, route).toBe(413);
      expect(Object.keys(await res.json()), route).toEqual(['message']);
    }
    expect(await everything(f.t)).toEqual(before);
  });

  it('classifies every route of the API: probed for body or query, without input, or parsing its own', () => {
    const classified = [...BODY_ROUTES.map((r) => r.route), ...QUERY_ROUTES.map((r) => r.route), ...NO_INPUT, ...Object.keys(OWN_PARSING)];
    expect(declaredRoutes().filter((r) => !classified.includes(r)), 'routes not probed').toEqual([]);
    expect(classified.filter((r) => !declaredRoutes().includes(r)), 'rows for routes that do not exist').toEqual([]);
  });
});
