import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, BodyEncoder, CatalogueVersion } from '../deps';
import { catalogueCache } from './catalogue-cache';

/**
 * The cache's rules on a bare app: which answers may be shared, how a client's ETag is read, what a write
 * request triggers. The store's bounds are in catalogue-store.test.ts, the app-wide behaviour in catalogue-cache.test.ts.
 */
function appWith(route: (c: Context<AppEnv>) => Response, opts: { encoder?: BodyEncoder } = {}) {
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
    const status = async (ifNoneMatch: string) =>
      (await t.app.request('/api/products', { headers: { 'if-none-match': ifNoneMatch } })).status;
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
