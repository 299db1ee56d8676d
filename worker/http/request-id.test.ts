import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { jsonLog } from '../platform/json-log';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: { '/': '<h1>Domov</h1>', '/_astro/app.js': 'console.log(1)' } });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The app with the platforms' JSON log writing into `lines`, and any dependency replaced. */
function appLogging(over: Partial<AppDeps> = {}) {
  const lines: string[] = [];
  const app = createApp({
    ...t.deps,
    ...over,
    log: jsonLog(
      (_level, line) => void lines.push(line),
      () => new Date('2026-11-26T08:15:00.000Z'),
    ),
  });
  return { app, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('request ids', () => {
  it('are sent back on every answer: API, refusals, 404s, pages and static files', async () => {
    const { app } = appLogging();
    const ids = new Set<string>();
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/orders/1', 401],
      ['/api/nope', 404],
      ['/', 200],
      ['/_astro/app.js', 200],
      ['/uploads/none.png', 404],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      const id = res.headers.get('x-request-id');
      expect(id, path).toMatch(UUID);
      ids.add(id!);
    }
    expect(ids.size).toBe(6);
  });

  it('ignore a client-sent x-request-id unless a trusted edge is configured, and then only a sane one', async () => {
    const open = appLogging();
    const forged = await open.app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);

    const behindProxy = appLogging({ config: { ...t.deps.config, trustedRequestIdHeader: 'x-request-id' } });
    expect(
      (await behindProxy.app.request('/api/health', { headers: { 'x-request-id': 'proxy-7f3a.1' } })).headers.get('x-request-id'),
    ).toBe('proxy-7f3a.1');
    for (const insane of ['a b', 'x'.repeat(129), '<script>', 'id"}{"level":"info']) {
      const res = await behindProxy.app.request('/api/health', { headers: { 'x-request-id': insane } });
      expect(res.headers.get('x-request-id'), insane).toMatch(UUID);
    }

    const cloudflare = appLogging({ config: { ...t.deps.config, trustedRequestIdHeader: 'cf-ray' } });
    const res = await cloudflare.app.request('/api/health', { headers: { 'cf-ray': '8f1c2a3b4c5d6e7f-VIE', 'x-request-id': 'mine' } });
    expect(res.headers.get('x-request-id')).toBe('8f1c2a3b4c5d6e7f-VIE');
  });

  it('are in the JSON log line of a 5xx that onError writes, equal to the answer header', async () => {
    const broken = appLogging({
      assets: {
        fetch: async () => {
          throw new Error('dist/ unreadable');
        },
      },
    });
    const res = await broken.app.request('/');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(broken.lines).toHaveLength(1);
    expect(broken.entries()[0]).toEqual({
      time: '2026-11-26T08:15:00.000Z',
      level: 'error',
      message: 'unhandled error',
      requestId: id,
      data: { path: '/', error: expect.stringContaining('dist/ unreadable') },
    });
  });

  it('are in every line logged during the request, and in none written outside one', async () => {
    const failingStore = { ...t.deps.store, get: async () => Promise.reject(new Error('R2 down')) };
    const { app, entries } = appLogging({ store: failingStore });
    const res = await app.request('/api/health?deep=1');
    expect(res.status).toBe(503);
    expect(entries()).toEqual([
      expect.objectContaining({ level: 'warn', message: 'health check failed', requestId: res.headers.get('x-request-id') }),
    ]);

    const lines: string[] = [];
    jsonLog((_level, line) => void lines.push(line))('info', 'scheduled job ran', { reminded: 0 });
    expect(Object.keys(JSON.parse(lines[0]))).toEqual(['time', 'level', 'message', 'data']);
  });

  it('never break logging: data that JSON cannot hold is written as text', () => {
    const lines: string[] = [];
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    jsonLog((_level, line) => void lines.push(line))('warn', 'odd data', cycle);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', message: 'odd data', data: '[object Object]' });
  });
});
