import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownFieldsMessage } from '../domain/strict-object';
import { BODY_LIMITS, bodyLimitKind } from '../http/body-limits';
import { bearer } from '../test-support/accounts';
import { BODY_ROUTES, everything, expectSlovakRefusal, probeFixture, type Caller, type Fixture } from '../test-support/input-probes';

/**
 * PROBING EVERY ROUTE, the queries: each parameter refuses wrong values and an unknown parameter is named, with a
 * Slovak `{ message }`. Then the coverage: the last test fails until every route of the app is probed (here or in
 * input-probes.test.ts), in NO_INPUT or in OWN_PARSING.
 */

let f: Fixture;
beforeAll(async () => {
  f = await probeFixture();
});
afterAll(() => f?.t.close());

interface QueryRoute {
  route: string;
  as: Caller;
  valid: Record<string, string>;
}
const QUERY_ROUTES: QueryRoute[] = [
  { route: 'GET /api/products', as: 'visitor', valid: { keyword: 'život', pageNumber: '1', pageSize: '8' } },
  { route: 'GET /api/products/reviews', as: 'admin', valid: { pageNumber: '1' } },
  {
    route: 'GET /api/audio',
    as: 'visitor',
    valid: { keyword: 'Kristus', pageNumber: '1', pageSize: '20', category: 'Slová života', subcategory: 'Kristus' },
  },
  { route: 'GET /api/video', as: 'visitor', valid: { keyword: 'x', pageNumber: '1', pageSize: '20' } },
  { route: 'GET /api/banner', as: 'visitor', valid: { keyword: 'x', pageNumber: '1', pageSize: '20' } },
  { route: 'GET /api/outbox', as: 'admin', valid: { pageNumber: '1', pageSize: '20' } },
  { route: 'GET /api/orders', as: 'admin', valid: { status: 'paid' } },
  { route: 'GET /api/suggestions', as: 'visitor', valid: { q: 'život' } },
];
/** Values each query parameter must refuse. */
const WRONG_QUERY: Record<string, string[]> = {
  pageNumber: ['abc', '0', '-1', '1.5', '[]', 'null', '100001'],
  pageSize: ['abc', '0', '1.5', '[]', 'true', '101'],
  keyword: ['x'.repeat(201)],
  category: ['x'.repeat(101)],
  subcategory: ['x'.repeat(101)],
  status: ['zaplatené', '1', '[]'],
  q: ['', 'ž', ' !?', 'x'.repeat(101)],
};

/**
 * Routes that read no body and no query (a body sent along is never parsed; the body limit still applies), and
 * the few that read their input on purpose outside zod: each with why.
 */
const NO_INPUT = [
  // This API's own description (issue 32): the same document for everyone.
  'GET /api/openapi.json',
  'GET /api/products/all',
  'GET /api/products/discount',
  'GET /api/products/:id',
  'GET /api/products/:id/reviews',
  'GET /api/products/:id/favorite',
  'GET /api/products/favorites',
  'POST /api/products',
  'DELETE /api/products/:id',
  'PUT /api/products/:id/anybody',
  'PUT /api/products/:id/remove/favorites',
  'DELETE /api/products/:id/reviews/:reviewId',
  'GET /api/audio/:id',
  'GET /api/video/:id',
  'GET /api/banner/:id',
  'POST /api/audio',
  'POST /api/video',
  'POST /api/banner',
  'DELETE /api/audio/:id',
  'DELETE /api/video/:id',
  'DELETE /api/banner/:id',
  'GET /api/users/profile',
  'GET /api/users/profile/export',
  'GET /api/users',
  'GET /api/users/:id',
  'DELETE /api/users/:id',
  'GET /api/users/:email/:token',
  'GET /api/auth/config',
  'GET /api/subscribers/subscribed',
  'GET /api/subscribers/unsubscribed',
  'PUT /api/counter/increase',
  'GET /api/counter/count',
  'GET /api/outbox/:id/attachments/:index',
  // Issue 30: the delivery settings and codes as staff read them, deleting a code, a Packeta packet, revoking a guest link.
  'GET /api/shop-settings/delivery',
  'GET /api/discount-codes',
  'DELETE /api/discount-codes/:id',
  'GET /api/orders/:id/packeta-packet',
  'POST /api/orders/:id/packeta-packet',
  'DELETE /api/orders/:id/guest-link',
  'GET /api/orders/myorders',
  'GET /api/orders/:id',
  'PUT /api/orders/:id/paid',
  'PUT /api/orders/:id/cancell',
  'GET /api/orders/:id/pay-by-square',
  'GET /api/orders/:id/invoice',
  'PUT /api/orders/:id/resend-confirmation',
  'GET /api/orders/:id/init-payment',
  'PUT /api/orders/:id/init-payment',
  'PUT /api/orders/:id/failed-payment-notif',
  'PUT /api/orders/:id/pay-stripe',
  'GET /api/publish',
  'POST /api/publish',
  'GET /api/dashboard',
  'GET /api/products/:id/notify-me',
  'PUT /api/products/:id/notify-me',
  'DELETE /api/products/:id/notify-me',
  'GET /api/shop-settings',
  'GET /api/newsletters',
  'GET /api/newsletters/recipients',
];
const OWN_PARSING: Record<string, string> = {
  'GET /api/health': '?db and ?deep are flags: any value asks for the database and object store check',
  'GET /api/auth/google/start':
    '?redirect is judged by sameSitePath (anything off the site is dropped: the login page lands by role); ?intent has one value (account-google-reconfirm.test.ts)',
  'GET /api/auth/google/callback': 'the identity provider adds parameters of its own (scope, authuser, prompt…)',
  'POST /api/stripe/webhook': 'the raw body is judged by its signature (payments.test.ts)',
  'POST /api/publish/report': 'the raw body is judged by its HMAC signature before it is parsed (publish-report.test.ts)',
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

const declaredRoutes = () => [
  ...new Set(f.t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`)),
];

describe('coverage', () => {
  it('every route that can carry a body answers 413 over its limit, before any login or lookup, and writes nothing', async () => {
    const before = await everything(f.t);
    for (const route of declaredRoutes().filter((r) => !r.startsWith('GET '))) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:[a-zA-Z]+/g, '1');
      const res = await f.t.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(BODY_LIMITS[bodyLimitKind(method, path)] + 1),
      });
      expect(res.status, route).toBe(413);
      expect(Object.keys(await res.json()), route).toEqual(['message']);
    }
    expect(await everything(f.t)).toEqual(before);
  });

  it('classifies every route of the API: probed for body or query, without input, or parsing its own', () => {
    const classified = [...BODY_ROUTES.map((r) => r.route), ...QUERY_ROUTES.map((r) => r.route), ...NO_INPUT, ...Object.keys(OWN_PARSING)];
    expect(
      declaredRoutes().filter((r) => !classified.includes(r)),
      'routes not probed',
    ).toEqual([]);
    expect(
      classified.filter((r) => !declaredRoutes().includes(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });
});
