import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, BodyEncoder, CatalogueVersion } from '../deps';
import { catalogueCache } from './catalogue-cache';
import { CatalogueStore } from './catalogue-store';

/**
 * The cache's rules on a bare app: which answers may be shared, how a client's ETag is read, what a write
 * request triggers, and the store's byte accounting. The app-wide behaviour is in catalogue-cache.test.ts.
 */
function appWith(route: (c: any) => Response, opts: { encoder?: BodyEncoder } = {}) {
  let calls = 0;
  let writes = 0;
  const version: CatalogueVersion = { current: () => 1, afterWrite: () => void writes++ };
  const app = new Hono<AppEnv>();
  app.use('/api/*', catalogueCache({ version, encoder: opts.encoder }));
  app.on(['GET', 'HEAD', 'POST'], '/api/*', (c) => {
    calls++;
    return route(c);
  });
  return { app, calls: () => calls, writes: () => writes };
}

const jsonAnswer = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

describe('what the catalogue cache may share', () => {
  it.each([
    ['a cookie', { 'set-cookie': 'a=1' }],
    ['its own coding', { 'content-encoding': 'identity' }],
    ['a Vary header', { vary: 'Authorization' }],
    ['private', { 'cache-control': 'private' }],
    ['no-store', { 'cache-control': 'no-store' }],
    ['no-cache', { 'cache-control': 'public, no-cache' }],
    ['a type other than JSON', { 'content-type': 'text/plain' }],
    ['JSON only at the end of its type', { 'content-type': 'x-application/json' }],
  ])('never keeps an answer with %s', async (_what, headers) => {
    const t = appWith(() => jsonAnswer({ ok: true }, headers));
    for (let i = 0; i < 2; i++) expect((await t.app.request('/api/products')).status).toBe(200);
    expect(t.calls()).toBe(2);
  });

  it('keeps a 200 JSON answer per path and query, and never a 201', async () => {
    const t = appWith((c) => jsonAnswer({ q: c.req.query('keyword') ?? null }));
    expect(await (await t.app.request('/api/products?keyword=a')).json()).toEqual({ q: 'a' });
    expect(await (await t.app.request('/api/products?keyword=b')).json()).toEqual({ q: 'b' });
    expect(await (await t.app.request('http://other.host/api/products?keyword=a')).json()).toEqual({ q: 'a' });
    expect(t.calls()).toBe(2);
    const created = appWith(() => jsonAnswer({}, {}, 201));
    await created.app.request('/api/products');
    await created.app.request('/api/products');
    expect(created.calls()).toBe(2);
  });

  it('passes HEAD and other paths through untouched, and tells the version source after a write', async () => {
    const t = appWith(() => jsonAnswer({ ok: true }));
    await t.app.request('/api/products', { method: 'HEAD' });
    await t.app.request('/api/products', { method: 'HEAD' });
    await t.app.request('/api/products/favorites');
    await t.app.request('/api/products/favorites');
    expect(t.calls()).toBe(4);
    expect(t.writes()).toBe(0);
    const res = await t.app.request('/api/products', { method: 'POST' });
    expect(res.headers.get('etag')).toBeNull();
    expect(t.writes()).toBe(1);
  });

  it('reads If-None-Match as a list: any tag, *, weak forms and coded forms match; an empty tag does not', async () => {
    const t = appWith(() => jsonAnswer({ ok: true }));
    const etag = (await t.app.request('/api/products')).headers.get('etag')!;
    const status = async (ifNoneMatch: string) => (await t.app.request('/api/products', { headers: { 'if-none-match': ifNoneMatch } })).status;
    expect(await status('*')).toBe(304);
    expect(await status(`"x", ${etag}`)).toBe(304);
    expect(await status(`W/${etag}`)).toBe(304);
    expect(await status(etag.replace(/"$/, '-br"'))).toBe(304);
    expect(await status('""')).toBe(200);
    expect(await status(etag.replace(/"$/, 'x"'))).toBe(200);
  });

  it('says Vary: Accept-Encoding only where it chose the coding, from minBytes on', async () => {
    const body = { s: 'x'.repeat(100) };
    const size = JSON.stringify(body).length;
    const encoder: BodyEncoder = { minBytes: size, encode: async () => new Uint8Array([1, 2, 3]) };
    const coded = appWith(() => jsonAnswer(body), { encoder });
    const res = await coded.app.request('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBe('3');
    const plain = appWith(() => jsonAnswer(body));
    const res2 = await plain.app.request('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(res2.headers.get('vary')).toBeNull();
    expect(res2.headers.get('content-encoding')).toBeNull();
    expect(await res2.json()).toEqual(body);
  });
});

describe('CatalogueStore accounting', () => {
  const fixed: CatalogueVersion = { current: () => 1, afterWrite: () => undefined };
  const bytes = (n: number) => new Response(new Uint8Array(n));

  it('counts a replaced answer once and an answer of exactly a quarter of the budget', async () => {
    const store = new CatalogueStore({ version: fixed, maxBytes: 400 });
    store.get(1, 'a');
    const a = await store.put(1, 'a', bytes(50));
    expect(a.type).toBe('application/json');
    await store.put(1, 'a', bytes(70));
    expect(store.stats).toEqual({ entries: 1, bytes: 70 });
    await store.put(1, 'b', bytes(100));
    expect(store.stats).toEqual({ entries: 2, bytes: 170 });
    await store.put(1, 'c', bytes(101));
    expect(store.stats).toEqual({ entries: 2, bytes: 170 });
  });

  it('fills the budget exactly before it evicts, and counts a compressed copy only while its answer is held', async () => {
    const encoder: BodyEncoder = { minBytes: 0, encode: async () => new Uint8Array(10) };
    const store = new CatalogueStore({ version: fixed, maxBytes: 400, encoder });
    store.get(1, 'a');
    const a = await store.put(1, 'a', bytes(100));
    await store.put(1, 'b', bytes(100));
    await store.put(1, 'c', bytes(100));
    await store.encoded(a, 'gzip');
    await Promise.resolve();
    expect(store.stats).toEqual({ entries: 3, bytes: 310 });
    await store.put(1, 'd', bytes(90));
    expect(store.stats).toEqual({ entries: 4, bytes: 400 });
    await store.put(1, 'e', bytes(1));
    // 'a' (the least recently used, with its copy) goes first.
    expect(store.stats).toEqual({ entries: 4, bytes: 291 });
    await store.encoded(a, 'br');
    await Promise.resolve();
    expect(store.stats.bytes).toBe(291);
  });

  it('tries a failed compression again, and answers identity without an encoder', async () => {
    let fail = true;
    const encoder: BodyEncoder = { minBytes: 0, encode: async () => (fail ? Promise.reject(new Error('zlib')) : new Uint8Array(5)) };
    const store = new CatalogueStore({ version: fixed, encoder });
    store.get(1, 'a');
    const a = await store.put(1, 'a', bytes(20));
    await expect(store.encoded(a, 'gzip')).rejects.toThrow('zlib');
    fail = false;
    expect((await store.encoded(a, 'gzip')).length).toBe(5);
    const plain = new CatalogueStore({ version: fixed });
    plain.get(1, 'a');
    const p = await plain.put(1, 'a', bytes(20));
    expect(await plain.encoded(p, 'gzip')).toBe(p.identity);
  });
});
