import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser, BodyEncoder, CatalogueVersion } from '../deps';
import { insertCatalogue } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { nodeJsonEncoder, withJsonCompression } from '../platform/node-compression';
import { catalogueCache } from './catalogue-cache';
import { CatalogueStore } from './catalogue-store';

const fixed = (v = 1): CatalogueVersion => ({ current: () => v, afterWrite: () => undefined });
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('CatalogueStore bounds', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const store = new CatalogueStore({ version: fixed(), maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) {
      expect(store.get(1, k)).toBeUndefined();
      await store.put(1, k, json({ k }));
    }
    expect(store.get(1, 'a')).toBeDefined(); // a is now the most recent
    expect(store.get(1, 'd')).toBeUndefined();
    await store.put(1, 'd', json({ k: 'd' }));
    expect(store.stats.entries).toBe(3);
    expect(store.get(1, 'b')).toBeUndefined();
    for (const k of ['a', 'c', 'd']) expect(store.get(1, k), k).toBeDefined();
  });

  it('keeps at most maxBytes, counting compressed copies, and never one answer over a quarter of it', async () => {
    const store = new CatalogueStore({ version: fixed(), maxBytes: 4000, encoder: nodeJsonEncoder });
    store.get(1, 'x');
    const big = await store.put(1, 'big', json({ s: 'x'.repeat(1200) }));
    expect(big.identity.length).toBeGreaterThan(1000);
    expect(store.get(1, 'big')).toBeUndefined();
    for (let i = 0; i < 20; i++) {
      store.get(1, `k${i}`);
      const a = await store.put(1, `k${i}`, json({ i, s: 'y'.repeat(600) }));
      await store.encoded(a, 'gzip');
      expect(store.stats.bytes).toBeLessThanOrEqual(4000);
    }
    expect(store.stats.entries).toBeGreaterThan(1);
    expect(store.stats.entries).toBeLessThan(20);
  });

  it('drops everything when a read brings another version, and does not keep what was made under an older one', async () => {
    const store = new CatalogueStore({ version: fixed() });
    store.get(1, 'a');
    await store.put(1, 'a', json({ v: 1 }));
    expect(store.get(2, 'a')).toBeUndefined();
    expect(store.stats.entries).toBe(0);
    // A read that started under version 1 finishes after version 2 was seen: its answer is not kept.
    await store.put(1, 'a', json({ v: 1 }));
    expect(store.get(2, 'a')).toBeUndefined();
  });

  it('compresses an answer once per coding, shared by clients that ask together', async () => {
    let calls = 0;
    const encoder: BodyEncoder = { minBytes: 0, encode: async (bytes) => (calls++, new Uint8Array(bytes)) };
    const store = new CatalogueStore({ version: fixed(), encoder });
    store.get(1, 'a');
    const a = await store.put(1, 'a', json({ a: 1 }));
    await Promise.all([store.encoded(a, 'br'), store.encoded(a, 'br'), store.encoded(a, 'gzip')]);
    await store.encoded(a, 'br');
    expect(calls).toBe(2);
  });
});

describe('catalogue cache: personal answers', () => {
  it('never stores an answer from a route that looked at the caller, whatever its path', async () => {
    let n = 0;
    const app = new Hono<AppEnv>().use('/api/*', catalogueCache({ version: fixed() })).get('/api/products/:id', (c) => {
      const who = c.req.header('x-who');
      if (who) c.set('user', { id: Number(who) } as AuthUser);
      return c.json({ who: who ?? null, n: ++n });
    });
    const read = async (who?: string) => (await app.request('/api/products/1', { headers: who ? { 'x-who': who } : {} })).json();
    expect(await read('7')).toEqual({ who: '7', n: 1 });
    expect(await read('8')).toEqual({ who: '8', n: 2 });
    expect(await read()).toEqual({ who: null, n: 3 });
    // The public answer is kept; the personal ones never were.
    expect(await read()).toEqual({ who: null, n: 3 });
  });
});

describe('catalogue cache on Node: compressed once, the same bytes once decoded', () => {
  let t: TestApp;
  let fetch: ReturnType<typeof withJsonCompression>;
  beforeAll(async () => {
    t = await createTestApp({ catalogueVersion: 'process', catalogueEncoder: nodeJsonEncoder });
    await insertCatalogue(t.db);
    // As worker/platform/node.ts serves the app.
    fetch = withJsonCompression(t.app.fetch);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(new Request(`http://shop.test${path}`, { headers }));
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('answers identity, gzip and brotli that decode to the same JSON, each with its own ETag', async () => {
    for (const path of ['/api/products/all', '/api/products', '/api/products?pageSize=3']) {
      const plain = await get(path);
      const identity = await bytes(plain);
      expect(identity.length, path).toBeGreaterThan(1024);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      const etag = plain.headers.get('etag')!;
      for (const [accept, coding, decode, suffix] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync, '-br'],
        ['gzip', 'gzip', gunzipSync, '-gz'],
      ] as const) {
        for (let round = 0; round < 2; round++) {
          const res = await get(path, { 'accept-encoding': accept });
          expect(res.headers.get('content-encoding'), `${path} ${accept}`).toBe(coding);
          expect(res.headers.get('etag')).toBe(etag.replace(/"$/, `${suffix}"`));
          const body = await bytes(res);
          expect(Number(res.headers.get('content-length'))).toBe(body.length);
          expect(body.length).toBeLessThan(identity.length);
          expect(decode(body).equals(identity)).toBe(true);
        }
      }
      const held = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag.replace(/"$/, '-br"') });
      expect(held.status).toBe(304);
      expect((await bytes(held)).length).toBe(0);
    }
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await get('/api/banner', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytes(res)).toString('utf8')).banners).toHaveLength(1);
  });
});

describe('CatalogueStore accounting', () => {
  const bytes = (n: number) => new Response(new Uint8Array(n));

  it('counts a replaced answer once and an answer of exactly a quarter of the budget', async () => {
    const store = new CatalogueStore({ version: fixed(), maxBytes: 400 });
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
    const store = new CatalogueStore({ version: fixed(), maxBytes: 400, encoder });
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
    const store = new CatalogueStore({ version: fixed(), encoder });
    store.get(1, 'a');
    const a = await store.put(1, 'a', bytes(20));
    await expect(store.encoded(a, 'gzip')).rejects.toThrow('zlib');
    fail = false;
    expect((await store.encoded(a, 'gzip')).length).toBe(5);
    const plain = new CatalogueStore({ version: fixed() });
    plain.get(1, 'a');
    const p = await plain.put(1, 'a', bytes(20));
    expect(await plain.encoded(p, 'gzip')).toBe(p.identity);
  });
});
