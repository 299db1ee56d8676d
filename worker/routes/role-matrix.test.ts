import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBearerToken } from '../services/accounts/tokens';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp } from '../test-support/test-app';
import {
  NOW,
  PROTECTED_ENDPOINTS,
  PUBLIC_ENDPOINTS,
  type Actor,
  type Call,
  type Fixture,
  type ProtectedEndpoint,
} from '../test-support/role-matrix-endpoints';

/**
 * THE ROLE MATRIX: every API endpoint, called as each kind of caller, must answer as its access rule says.
 * Roles are enforced on the server for every call (DESIGN.md, "Identity and access").
 *
 * Adding an endpoint? Add it to PUBLIC_ENDPOINTS or to PROTECTED_ENDPOINTS (worker/test-support/role-matrix-endpoints.ts);
 * the last test fails until every route of the app is in one of them. Access rules:
 *   user  – any signed-in account (their own data)        visitor 401, everyone else ok
 *   owner – a resource belonging to `customer`             visitor 401, customer/admin ok, others 403
 *   ownerOnly – `customer`'s own, not even an admin's (paying an order)   visitor 401, customer ok, others 403
 *   staff – admins and assistants (audio, video, banners, uploads)   visitor 401, customers 403
 *   admin – admins only                                     visitor 401, everyone else 403
 * `path` and `body` may be functions of the fixture and the caller, for resources made per call (a fresh user to
 * delete, an order owned by `customer`, …); `prepare` makes one record that both need. Every row that writes has
 * a `stored` check, run after each allowed call, that reads back what the server stored (a PUT that answers 200
 * and stores nothing fails there), or says in `writesNothing` why it has none.
 */

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
  const t = await createTestApp({ now: () => NOW });
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
  const prepared = await e.prepare?.(f, actor);
  const path = typeof e.path === 'function' ? await e.path(f, actor, prepared) : e.path;
  const body = typeof e.body === 'function' ? await (e.body as (f: Fixture, a: Actor, p: unknown) => unknown)(f, actor, prepared) : e.body;
  const r = await f.t.call(method, path, body, token ? bearer(token) : {});
  return { ...r, call: { actor, path, answer: r.body, prepared } satisfies Call };
}

describe('role matrix', () => {
  const cases = PROTECTED_ENDPOINTS.flatMap((e) => ACTORS.map((actor) => [e.route, actor, e] as const));

  it.each(cases)('%s as %s', async (_route, actor, e) => {
    const r = await callAs(e, actor);
    const expected = expectedStatus(e, actor);
    expect(r.status, JSON.stringify(r.body)).toBe(expected);
    if (expected === (e.ok ?? 200)) await e.stored?.(f, r.call);
    if (expected === 401) expect(r.body).toEqual({ message: 'Not authorized, no token' });
    if (expected === 403) expect(r.body.message).toMatch(/^Prístup (majú|má) len/);
  });

  it.each(PROTECTED_ENDPOINTS.map((e) => [e.route, e] as const))('%s refuses a forged token', async (_route, e) => {
    const forged = await issueBearerToken('attacker-guess', { id: f.accounts.admin.id, tokenVersion: 0 }, NOW);
    const r = await callAs(e, 'admin', forged);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Not authorized, token failed' });
  });

  it('reads back every write: each row that is not a GET has a stored check or says why it writes nothing', () => {
    const unchecked = PROTECTED_ENDPOINTS.filter((e) => !e.route.startsWith('GET ') && !e.stored && !e.writesNothing).map((e) => e.route);
    expect(unchecked).toEqual([]);
  });

  it('covers every route of the API: each is public or in the matrix', () => {
    const declared = new Set(
      f.t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`),
    );
    const classified = new Set([...PUBLIC_ENDPOINTS, ...PROTECTED_ENDPOINTS.map((e) => e.route)]);
    expect(
      [...declared].filter((r) => !classified.has(r)),
      'routes missing from the role matrix',
    ).toEqual([]);
    expect(
      [...classified].filter((r) => !declared.has(r)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);
  });
});
