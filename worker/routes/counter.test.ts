import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { counter, users } from '../../db/schema';
import { issueBearerToken } from '../services/accounts/tokens';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A fresh app (and counter) per test: none depends on what an earlier one counted.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A bearer token for a fresh account with the given role. */
async function tokenFor(email: string, role: { isAdmin?: boolean; isAssistant?: boolean } = {}): Promise<string> {
  const [u] = await t.db
    .insert(users)
    .values({ name: email, email, isRegistered: true, ...role })
    .returning();
  return issueBearerToken(t.deps.config.tokenSecret, u, t.deps.now());
}

const stored = async () => (await t.db.select().from(counter).where(eq(counter.id, 1)))[0]?.visitorsCount;

describe('visit counter', () => {
  it('PUT /increase creates the row when missing, counts every call and never tells the figure', async () => {
    expect(await stored()).toBeUndefined();
    const first = await t.call('PUT', '/api/counter/increase');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true });
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await stored()).toBe(1);

    await Promise.all([1, 2, 3, 4].map(() => t.call('PUT', '/api/counter/increase')));
    expect(await stored()).toBe(5);
  });

  it('PUT /increase ignores whatever body it gets', async () => {
    await t.call('PUT', '/api/counter/increase');
    const r = await t.call('PUT', '/api/counter/increase', { visitorsCount: 1_000_000 });
    expect(r.status).toBe(200);
    expect(await stored()).toBe(2);
  });

  it('other methods on /increase are not routes', async () => {
    expect((await t.call('GET', '/api/counter/increase')).status).toBe(404);
    expect((await t.call('POST', '/api/counter/increase')).status).toBe(404);
  });

  it('GET /count is for admins only', async () => {
    for (let i = 0; i < 3; i++) await t.call('PUT', '/api/counter/increase');
    expect((await t.call('GET', '/api/counter/count')).status).toBe(401);
    const customer = await tokenFor('zakaznik@example.sk');
    expect((await t.call('GET', '/api/counter/count', undefined, { authorization: `Bearer ${customer}` })).status).toBe(403);
    const assistant = await tokenFor('asistent@example.sk', { isAssistant: true });
    expect((await t.call('GET', '/api/counter/count', undefined, { authorization: `Bearer ${assistant}` })).status).toBe(403);

    const admin = await tokenFor('admin@example.sk', { isAdmin: true });
    const r = await t.call('GET', '/api/counter/count', undefined, { authorization: `Bearer ${admin}` });
    expect(r.status).toBe(200);
    expect(await stored()).toBe(3);
    // Spec section 7: "Returns the visit count": the bare JSON number.
    expect(r.body).toBe(3);
  });
});

describe('visit counter under production rate limits', () => {
  it('stops one address from inflating the figure', async () => {
    const strict = await createTestApp({ rateLimits: 'production' });
    try {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push((await strict.call('PUT', '/api/counter/increase')).status);
      expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.slice(5)).toEqual([429, 429]);
      const [row] = await strict.db.select().from(counter).where(eq(counter.id, 1));
      expect(row.visitorsCount).toBe(5);
      const limited = await strict.call('PUT', '/api/counter/increase');
      expect(limited.body.message).toMatch(/Príliš veľa pokusov/);
    } finally {
      strict.close();
    }
  });
});
