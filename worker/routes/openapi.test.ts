import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { apiContract } from '../domain/api-contract';
import type { RouteSpec } from '../domain/api-contract/define';
import { checkedAgainstContract, contractBreach } from '../test-support/contract-check';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The published description (issue 32): `/api/openapi.json` is a valid OpenAPI 3.1 document, names exactly the
 * routes worker/app.ts mounts, and the checker that holds every route test's answers to it refuses what it should.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The routes Hono has mounted: handlers only (an `ALL …*` entry is a middleware or the API's 404 fallback). */
function mountedRoutes(app: TestApp['app']): string[] {
  const keys = app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*'))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document served with the shop address as its server', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    expect(res.body.servers).toEqual([{ url: 'http://shop.test' }]);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists exactly the routes worker/app.ts mounts, each method of each path once', async () => {
    const described = Object.keys(apiContract).sort();
    expect(described).toEqual(mountedRoutes(t.app));
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toHaveLength(described.length);
    const ids = Object.values(apiContract).map((s) => (s as RouteSpec).id);
    expect(new Set(ids).size).toBe(described.length);
  });

  it('describes a route with its query, its answers and its refusals', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const health = doc.paths['/api/health'].get;
    expect(health.parameters.map((p: { name: string }) => p.name)).toEqual(['db', 'deep']);
    expect(Object.keys(health.responses).sort()).toEqual(['200', '400', '503']);
    expect(health.responses['200'].content['application/json'].schema.required).toEqual(['status', 'environment', 'time']);
    expect(health.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Refusal' });
  });

  it("lists the body limit's 413 on every route whose method carries a body, and on no GET", async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const operations = Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap((item) =>
      Object.entries(item),
    );
    for (const [method, op] of operations) expect('413' in op.responses, method).toBe(method !== 'get');
  });
});

describe('the contract check of route answers', () => {
  const jsonRes = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('lets through an answer its description allows', async () => {
    const ok = { status: 'ok', environment: 'test', time: '2026-03-01T10:00:00.000Z' };
    expect(await contractBreach('GET', 'http://shop.test/api/health', jsonRes(ok))).toBeUndefined();
    expect(
      await contractBreach('GET', 'http://shop.test/api/health?deep=x', jsonRes({ message: 'Neznámy parameter.' }, 400)),
    ).toBeUndefined();
  });

  it('refuses a field the schema does not know, a missing one, an unlisted status and a refusal without its message', async () => {
    const ok = { status: 'ok', environment: 'test', time: 'now' };
    expect(await contractBreach('GET', '/api/health', jsonRes({ ...ok, extra: 1 }))).toMatch(
      /GET \/api\/health .*answered 200: the answer breaks its schema/,
    );
    expect(await contractBreach('GET', '/api/health', jsonRes({ status: 'ok' }))).toMatch(/environment/);
    expect(await contractBreach('GET', '/api/health', jsonRes({ message: 'x' }, 409))).toMatch(
      /409, a status its description does not list/,
    );
    expect(await contractBreach('GET', '/api/health', jsonRes({ error: 'x' }, 400))).toMatch(/breaks its schema/);
    expect(await contractBreach('GET', '/api/nothing-here', jsonRes({}))).toMatch(/answered 200, but no route of the contract matches it/);
    expect(await contractBreach('GET', '/api/nothing-here', jsonRes({ message: 'Neznáma adresa API.' }, 404))).toBeUndefined();
    expect(await contractBreach('GET', '/api/health', new Response('ok', { headers: { 'content-type': 'text/plain' } }))).toMatch(
      /is text\/plain, described as JSON/,
    );
  });

  it('fails the request of a test whose answer breaks the contract, naming the route', async () => {
    const broken = checkedAgainstContract(new Hono().get('/api/health', (c) => c.json({ status: 'fine' })));
    await expect(broken.request('/api/health')).rejects.toThrow(/API contract.*GET \/api\/health .*status: /);
    const kept = checkedAgainstContract(new Hono().get('/api/health', (c) => c.json({ status: 'ok', environment: 'x', time: 't' })));
    expect((await kept.request('/api/health')).status).toBe(200);
  });
});
