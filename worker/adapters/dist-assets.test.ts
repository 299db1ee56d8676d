import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../platform/precompress';
import { distAssets } from './dist-assets';

const base = mkdtempSync(join(tmpdir(), 'prud-dist-assets-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A built site in miniature: pages and a bundle big enough to be precompressed, a tiny file that is not. */
function site(name: string, marker: string): { root: string; page: Buffer; bundle: Buffer } {
  const root = join(base, name);
  const page = Buffer.from(`<!doctype html><h1>${marker}</h1>${'<p>Život a služba Watchmana Nee.</p>'.repeat(80)}`);
  const bundle = Buffer.from(`export const v = "${marker}";\n${'console.log("bundle line", 42);\n'.repeat(120)}`);
  for (const dir of ['', 'eshop/život', '_astro']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, 'eshop/život/index.html'), page);
  writeFileSync(join(root, '404.html'), page);
  writeFileSync(join(root, '_astro/app.Ab12.js'), bundle);
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  return { root, page, bundle };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('dist assets: encodings', () => {
  const one = site('encodings', 'jeden');
  let root = one.root;
  const assets = distAssets(() => root);
  beforeAll(async () => {
    await precompressDir(one.root);
  });

  it('decoded brotli and gzip bodies equal the identity bytes of a page and of a bundle', async () => {
    for (const [path, identity] of [
      ['/', one.page],
      ['/_astro/app.Ab12.js', one.bundle],
    ] as const) {
      const br = (await assets.fetch(path, get(path, { 'accept-encoding': 'gzip, deflate, br' })))!;
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      const brBody = await bytesOf(br);
      expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
      expect(brBody.length).toBeLessThan(identity.length);
      expect(brotliDecompressSync(brBody).equals(identity)).toBe(true);

      const gz = (await assets.fetch(path, get(path, { 'accept-encoding': 'gzip' })))!;
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(gz)).equals(identity)).toBe(true);
    }
  });

  it('sends plain bytes for identity, no header, or refused codings', async () => {
    for (const accept of ['identity', undefined, 'br;q=0, gzip;q=0', '*;q=0']) {
      const res = (await assets.fetch('/', get('/', accept ? { 'accept-encoding': accept } : {})))!;
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect((await bytesOf(res)).equals(one.page)).toBe(true);
    }
    const gz = (await assets.fetch('/', get('/', { 'accept-encoding': 'br;q=0, gzip' })))!;
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('a tiny file has no compressed form and does not vary', async () => {
    const res = (await assets.fetch('/robots.txt', get('/robots.txt', { 'accept-encoding': 'br, gzip' })))!;
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('User-agent: *\n');
  });

  it('gives each coding its own strong ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const plain = (await assets.fetch('/', get('/')))!;
    const br = (await assets.fetch('/', get('/', { 'accept-encoding': 'br' })))!;
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(br.headers.get('etag')).toBe(etag.replace(/"$/, '-br"'));

    const again = (await assets.fetch('/', get('/', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! })))!;
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // The same content held in another coding is still current.
    const held = (await assets.fetch('/', get('/', { 'if-none-match': `"x", W/${br.headers.get('etag')}` })))!;
    expect(held.status).toBe(304);

    const stale = (await assets.fetch('/', get('/', { 'if-none-match': '"0123456789abcdef0123"' })))!;
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).equals(one.page)).toBe(true);
  });

  it('never answers the 404 page with a 304 (it is served with status 404 under other URLs)', async () => {
    const first = (await assets.fetch('/404.html', get('/nowhere')))!;
    const res = (await assets.fetch('/404.html', get('/nowhere', { 'if-none-match': first.headers.get('etag')! })))!;
    expect(res.status).toBe(200);
  });

  it('keeps the cache rules: hashed bundles immutable, pages revalidate', async () => {
    const js = (await assets.fetch('/_astro/app.Ab12.js', get('/_astro/app.Ab12.js')))!;
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('finds x/index.html as x and x/ (diacritics, encoded or not) and nothing outside the folder', async () => {
    for (const path of ['/eshop/život/', '/eshop/%C5%BEivot', '/eshop/z%CC%8Civot/', '/eshop/život/index.html']) {
      const res = await assets.fetch(path, get('/'));
      expect(res?.status, path).toBe(200);
    }
    writeFileSync(join(base, 'secret.txt'), 'not served');
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/eshop/../../secret.txt', '/%E0%A4%A', '/index.html.br', '/nowhere/']) {
      expect(await assets.fetch(path, get('/')), path).toBeNull();
    }
    expect((await assets.fetch('/eshop/../index.html', get('/')))?.status).toBe(200);
  });

  it('answers from memory: a deleted folder keeps serving until the root changes, then the new folder is read', async () => {
    const two = site('swap-a', 'pred');
    await precompressDir(two.root);
    root = two.root;
    expect(await (await assets.fetch('/', get('/')))!.text()).toContain('pred');
    rmSync(two.root, { recursive: true, force: true });
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = (await assets.fetch('/', get('/', { 'accept-encoding': accept })))!;
      expect(res.status).toBe(200);
      const body = await bytesOf(res);
      const decoded = accept === 'br' ? brotliDecompressSync(body) : accept === 'gzip' ? gunzipSync(body) : body;
      expect(decoded.equals(two.page)).toBe(true);
    }
    const three = site('swap-b', 'po');
    root = three.root;
    expect(await (await assets.fetch('/', get('/')))!.text()).toContain('<h1>po</h1>');
  });
});

describe('dist assets: big files and a missing folder', () => {
  it('streams files above the in-memory limit from disk, with their length', async () => {
    const { root, bundle } = site('big', 'velky');
    const assets = distAssets(() => root, { bigFileBytes: 1024 });
    const res = (await assets.fetch('/_astro/app.Ab12.js', get('/')))!;
    expect(Number(res.headers.get('content-length'))).toBe(bundle.length);
    expect((await bytesOf(res)).equals(bundle)).toBe(true);
  });

  it('answers null while the folder is missing and serves it once it exists', async () => {
    const root = join(base, 'later');
    const assets = distAssets(() => root);
    expect(await assets.fetch('/', get('/'))).toBeNull();
    site('later', 'neskôr');
    expect(await (await assets.fetch('/', get('/')))!.text()).toContain('neskôr');
  });
});
