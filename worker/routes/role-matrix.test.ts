import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBearerToken } from '../services/tokens';
import { bearer, createAccount, loginToken, type TestAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertOrderRow, insertProduct, orderBody } from '../test-support/orders';
import { insertAudio, insertBanner, insertVideo } from '../../db/queries/media';
import { insertReview, sharedReview } from '../test-support/engagement';

/**
 * THE ROLE MATRIX: every API endpoint, called as each kind of caller, must answer as its access rule says.
 * Roles are enforced on the server for every call (DESIGN.md, "Identity and access").
 *
 * Adding an endpoint? Add it to PUBLIC_ENDPOINTS or to PROTECTED_ENDPOINTS below; the last test fails until
 * every route of the app is in one of them. Access rules:
 *   user  – any signed-in account (their own data)        visitor 401, everyone else ok
 *   owner – a resource belonging to `customer`             visitor 401, customer/admin ok, others 403
 *   ownerOnly – `customer`'s own, not even an admin's (paying an order)   visitor 401, customer ok, others 403
 *   staff – admins and assistants (audio, video, banners, uploads)   visitor 401, customers 403
 *   admin – admins only                                     visitor 401, everyone else 403
 * `path` and `body` may be functions of the fixture and the caller, for resources made per call (a fresh user to
 * delete, an order owned by `customer`, …).
 */

type Actor = 'visitor' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
type Access = 'user' | 'owner' | 'ownerOnly' | 'staff' | 'admin';

interface Fixture {
  t: TestApp;
  accounts: Record<Exclude<Actor, 'visitor'>, TestAccount>;
}

interface ProtectedEndpoint {
  /** The route as the app declares it, e.g. 'GET /api/users/:id'. */
  route: string;
  path: string | ((f: Fixture, actor: Actor) => string | Promise<string>);
  body?: unknown | ((f: Fixture, actor: Actor) => unknown);
  access: Access;
  /** Status of success (default 200). */
  ok?: number;
}

const PUBLIC_ENDPOINTS = [
  'GET /api/health',
  'GET /api/products',
  'GET /api/products/all',
  'GET /api/products/:id',
  'GET /api/audio',
  'GET /api/audio/:id',
  'GET /api/video',
  'GET /api/video/:id',
  'GET /api/banner',
  'GET /api/banner/:id',
  'PUT /api/counter/increase',
  'POST /api/users',
  'POST /api/users/login',
  'GET /api/users/:email/:token',
  'GET /api/auth/config',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/currentuser',
  'POST /api/auth/contact',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
  // Stripe calls it; its signature is the authentication (worker/routes/payments.test.ts).
  'POST /api/stripe/webhook',
  // Engagement: approved reviews are public; the unsubscribe token is its own authority (no login).
  'GET /api/products/:id/reviews',
  'POST /api/subscribers/unsubscribe',
];

const ownProfileBody = (f: Fixture, actor: Actor) => ({
  name: 'Meno z matice',
  email: actor === 'visitor' ? 'visitor@example.sk' : f.accounts[actor].email,
});

const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  { route: 'GET /api/users/profile', path: '/api/users/profile', access: 'user' },
  { route: 'PUT /api/users/profile', path: '/api/users/profile', body: ownProfileBody, access: 'user' },
  { route: 'GET /api/users', path: '/api/users', access: 'admin' },
  { route: 'GET /api/users/:id', path: (f) => `/api/users/${f.accounts.customer.id}`, access: 'admin' },
  { route: 'PUT /api/users/:id', path: (f) => `/api/users/${f.accounts.otherCustomer.id}`, body: { name: 'Upravené meno' }, access: 'admin' },
  { route: 'DELETE /api/users/:id', path: async (f) => `/api/users/${(await createAccount(f.t)).id}`, access: 'admin' },
  { route: 'GET /api/subscribers/subscribed', path: '/api/subscribers/subscribed', access: 'admin' },
  { route: 'GET /api/subscribers/unsubscribed', path: '/api/subscribers/unsubscribed', access: 'admin' },
  { route: 'GET /api/outbox', path: '/api/outbox', access: 'admin' },
  // Engagement: favourites (the caller's own), reviews (one per account and product: a fresh product per call).
  { route: 'GET /api/products/favorites', path: '/api/products/favorites', access: 'user' },
  { route: 'PUT /api/products/:id/anybody', path: async (f) => `/api/products/${await insertProduct(f.t)}/anybody`, access: 'user' },
  { route: 'PUT /api/products/:id/remove/favorites', path: async (f) => `/api/products/${await insertProduct(f.t)}/remove/favorites`, access: 'user' },
  { route: 'GET /api/products/:id/favorite', path: async (f) => `/api/products/${await insertProduct(f.t)}/favorite`, access: 'user' },
  { route: 'POST /api/products/:id/reviews', path: async (f) => `/api/products/${await insertProduct(f.t)}/reviews`, body: { comment: 'Recenzia z matice' }, access: 'user', ok: 201 },
  { route: 'GET /api/products/reviews', path: '/api/products/reviews?pageNumber=1', access: 'admin' },
  { route: 'POST /api/products', path: '/api/products', access: 'admin', ok: 201 },
  {
    route: 'PUT /api/products/:id',
    path: async (f) => `/api/products/${await insertProduct(f.t)}`,
    body: { name: 'Kniha z matice', price: 9.9, author: 'Autor' },
    access: 'admin',
  },
  { route: 'DELETE /api/products/:id', path: async (f) => `/api/products/${await insertProduct(f.t)}`, access: 'admin' },
  // Sets the whole catalogue's discount; this file's products are its own, so 0 (cancel) disturbs nothing.
  { route: 'POST /api/products/discount', path: '/api/products/discount', body: { discount: 0 }, access: 'admin' },
  {
    route: 'PUT /api/products/:id/reviews/acknowledge',
    path: async (f) => `/api/products/${(await sharedReview(f.t)).productId}/reviews/acknowledge`,
    body: async (f: Fixture) => ({ reviewId: (await sharedReview(f.t)).reviewId }),
    access: 'admin',
  },
  {
    route: 'DELETE /api/products/:id/reviews/:reviewId',
    path: async (f) => {
      const r = await insertReview(f.t);
      return `/api/products/${r.productId}/reviews/${r.reviewId}`;
    },
    access: 'admin',
  },
  { route: 'GET /api/counter/count', path: '/api/counter/count', access: 'admin' },
  { route: 'GET /api/orders/myorders', path: '/api/orders/myorders', access: 'user' },
  // Orders: each call gets a fresh order of `customer` (or a fresh product to buy).
  { route: 'POST /api/orders', path: '/api/orders', body: async (f: Fixture) => orderBody([{ product: await insertProduct(f.t, { stock: 1 }), qty: 1 }]), access: 'user', ok: 201 },
  { route: 'POST /api/orders/', path: '/api/orders/', body: async (f: Fixture) => orderBody([{ product: await insertProduct(f.t, { stock: 1 }), qty: 1 }]), access: 'user', ok: 201 },
  { route: 'GET /api/orders', path: '/api/orders', access: 'admin' },
  { route: 'GET /api/orders/:id', path: (f) => customerOrder(f, ''), access: 'owner' },
  { route: 'PUT /api/orders/:id/paid', path: (f) => customerOrder(f, '/paid'), access: 'admin' },
  { route: 'PUT /api/orders/:id/deliver', path: (f) => customerOrder(f, '/deliver'), access: 'admin' },
  { route: 'PUT /api/orders/:id/cancell', path: (f) => customerOrder(f, '/cancell'), access: 'admin' },
  { route: 'GET /api/orders/:id/pay-by-square', path: (f) => customerOrder(f, '/pay-by-square'), access: 'owner' },
  { route: 'GET /api/orders/:id/invoice', path: (f) => customerOrder(f, '/invoice'), access: 'owner' },
  { route: 'PUT /api/orders/:id/resend-confirmation', path: (f) => customerOrder(f, '/resend-confirmation'), access: 'owner' },
  { route: 'GET /api/orders/:id/init-payment', path: (f) => customerOrder(f, '/init-payment', CARD_ORDER), access: 'ownerOnly' },
  { route: 'PUT /api/orders/:id/init-payment', path: (f) => customerOrder(f, '/init-payment', CARD_ORDER), access: 'ownerOnly' },
  { route: 'PUT /api/orders/:id/failed-payment-notif', path: (f) => customerOrder(f, '/failed-payment-notif', CARD_ORDER), access: 'ownerOnly' },
  { route: 'PUT /api/orders/:id/pay-stripe', path: (f) => customerOrder(f, '/pay-stripe', CARD_ORDER), access: 'owner' },
  {
    route: 'POST /api/create-stripe-checkout-session',
    path: '/api/create-stripe-checkout-session',
    body: async (f: Fixture) => ({ initPaymentId: (await insertOrderRow(f.t, f.accounts.customer.id, { ...CARD_ORDER, initPaymentId: crypto.randomUUID() })).initPaymentId }),
    access: 'ownerOnly',
  },
  // Media (staff): a fresh record per call, so PUT and DELETE never meet an earlier call's deletion.
  { route: 'POST /api/audio', path: '/api/audio', access: 'staff', ok: 201 },
  { route: 'PUT /api/audio/:id', path: async (f) => `/api/audio/${(await insertAudio(f.t.db)).id}`, body: { audioTitle: 'Z matice', mp3file: '', category: '', subcategory: '' }, access: 'staff' },
  { route: 'DELETE /api/audio/:id', path: async (f) => `/api/audio/${(await insertAudio(f.t.db)).id}`, access: 'staff' },
  { route: 'POST /api/video', path: '/api/video', access: 'staff', ok: 201 },
  { route: 'PUT /api/video/:id', path: async (f) => `/api/video/${(await insertVideo(f.t.db)).id}`, body: { videoTitle: 'Z matice', code: 'dQw4w9WgXcQ' }, access: 'staff' },
  { route: 'DELETE /api/video/:id', path: async (f) => `/api/video/${(await insertVideo(f.t.db)).id}`, access: 'staff' },
  { route: 'POST /api/banner', path: '/api/banner', access: 'staff', ok: 201 },
  { route: 'PUT /api/banner/:id', path: async (f) => `/api/banner/${(await insertBanner(f.t.db)).id}`, body: { bannerTitle: 'Z matice', image: '', category: '' }, access: 'staff' },
  { route: 'DELETE /api/banner/:id', path: async (f) => `/api/banner/${(await insertBanner(f.t.db)).id}`, access: 'staff' },
  // The matrix sends JSON, so staff reach the handler and get 400 (no multipart field `upload`); 201 is in upload.test.ts.
  { route: 'POST /api/upload', path: '/api/upload', access: 'staff', ok: 400 },
  { route: 'GET /api/publish', path: '/api/publish', access: 'staff' },
  { route: 'GET /api/dashboard', path: '/api/dashboard', access: 'admin' },
  { route: 'POST /api/publish', path: '/api/publish', access: 'admin', ok: 202 },
];

const CARD_ORDER = { paymentMethod: 'Stripe' };

/** A fresh order of `customer` (so actions that change it never meet an earlier call's result). */
async function customerOrder(f: Fixture, suffix: string, o: Parameters<typeof insertOrderRow>[2] = {}): Promise<string> {
  return `/api/orders/${(await insertOrderRow(f.t, f.accounts.customer.id, o)).id}${suffix}`;
}

const ACTORS: Actor[] = ['visitor', 'customer', 'otherCustomer', 'assistant', 'admin'];

function expectedStatus(e: ProtectedEndpoint, actor: Actor): number {
  const ok = e.ok ?? 200;
  if (actor === 'visitor') return 401;
  switch (e.access) {
    case 'user':
      return ok;
    case 'owner':
      return actor === 'customer' || actor === 'admin' ? ok : 403;
    case 'ownerOnly':
      return actor === 'customer' ? ok : 403;
    case 'staff':
      return actor === 'assistant' || actor === 'admin' ? ok : 403;
    case 'admin':
      return actor === 'admin' ? ok : 403;
  }
}

let f: Fixture;
const tokens: Partial<Record<Actor, string>> = {};

beforeAll(async () => {
  const t = await createTestApp();
  const [customer, otherCustomer, assistant, admin] = await Promise.all([
    createAccount(t, { role: 'customer' }),
    createAccount(t, { role: 'customer' }),
    createAccount(t, { role: 'assistant' }),
    createAccount(t, { role: 'admin' }),
  ]);
  f = { t, accounts: { customer, otherCustomer, assistant, admin } };
  for (const actor of ACTORS) if (actor !== 'visitor') tokens[actor] = await loginToken(t, f.accounts[actor]);
});
afterAll(() => f?.t.close());

async function callAs(e: ProtectedEndpoint, actor: Actor, token = tokens[actor]) {
  const [method] = e.route.split(' ');
  const path = typeof e.path === 'function' ? await e.path(f, actor) : e.path;
  const body = typeof e.body === 'function' ? await (e.body as (f: Fixture, a: Actor) => unknown)(f, actor) : e.body;
  return f.t.call(method, path, body, token ? bearer(token) : {});
}

describe('role matrix', () => {
  const cases = PROTECTED_ENDPOINTS.flatMap((e) => ACTORS.map((actor) => [e.route, actor, e] as const));

  it.each(cases)('%s as %s', async (_route, actor, e) => {
    const r = await callAs(e, actor);
    const expected = expectedStatus(e, actor);
    expect(r.status, JSON.stringify(r.body)).toBe(expected);
    if (expected === 401) expect(r.body).toEqual({ message: 'Not authorized, no token' });
    if (expected === 403) expect(r.body.message).toMatch(/^Prístup (majú|má) len/);
  });

  it.each(PROTECTED_ENDPOINTS.map((e) => [e.route, e] as const))('%s refuses a forged token', async (_route, e) => {
    const forged = await issueBearerToken('attacker-guess', { id: f.accounts.admin.id, tokenVersion: 0 }, new Date());
    const r = await callAs(e, 'admin', forged);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Not authorized, token failed' });
  });

  it('covers every route of the API: each is public or in the matrix', () => {
    const declared = new Set(
      f.t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`),
    );
    const classified = new Set([...PUBLIC_ENDPOINTS, ...PROTECTED_ENDPOINTS.map((e) => e.route)]);
    expect([...declared].filter((r) => !classified.has(r)), 'routes missing from the role matrix').toEqual([]);
    expect([...classified].filter((r) => !declared.has(r)), 'matrix rows for routes that do not exist').toEqual([]);
  });
});
