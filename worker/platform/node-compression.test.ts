import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { withJsonCompression } from './node-compression';

let t: TestApp;
let fetch: ReturnType<typeof withJsonCompression>;
beforeAll(async () => {
  t = await createTestApp({ pages: { '/': `<h1>Domov</h1>${'<p>text</p>'.repeat(300)}` } });
  await insertCatalogue(t.db);
  // As worker/platform/node.ts serves the app.
  fetch = withJsonCompression(t.app.fetch);
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string) =>
  fetch(new Request(`http://shop.test${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('JSON compression on Node', () => {
  it('compresses an API answer over 1 KB with brotli or gzip, decoding to the same JSON', async () => {
    const plain = await get('/api/products');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const br = await get('/api/products', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBody = await bytesOf(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(Buffer.byteLength(text));
    expect(JSON.parse(brotliDecompressSync(brBody).toString('utf8'))).toEqual(JSON.parse(text));

    const gz = await get('/api/products', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(gz)).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('keeps small JSON, identity requests and non-API answers as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(((await health.json()) as { status: string }).status).toBe('ok');

    const identity = await get('/api/products', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(((await identity.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);

    const page = await get('/', 'br');
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(await page.text()).toContain('<h1>Domov</h1>');
  });

  it('keeps the status and headers of an error answer', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});
