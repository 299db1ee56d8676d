import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../platform/precompress';
import { distAssets } from './dist-assets';
import { type DistIndex, indexDist, patchDistIndex } from './dist-index';

/** A changed-pages publish rewrites files in the served folder in place; the server's index re-reads them. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'prud-dist-patch-'));
  put('index.html', page('domov'));
  put('product/7/index.html', page('sedem'));
  put('product/8/index.html', page('osem'));
  put('.page-keys.json', '{"/": {"key": null, "file": "index.html"}}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const page = (marker: string) => `<!doctype html><h1>${marker}</h1>${'<p>Normálny kresťanský život.</p>'.repeat(60)}`;
function put(rel: string, text: string) {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
}
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });

/** The server's assets over `root`, with the publisher's patch listener caught. */
function served(getRoot = () => root) {
  let listener!: (root: string, files: readonly string[]) => Promise<void>;
  const assets = distAssets(getRoot, {}, (l) => void (listener = l));
  const fetchText = async (path: string) => {
    const res = await assets.fetch(path, get(path));
    return res ? { body: await res.text(), etag: res.headers.get('etag') } : null;
  };
  return { assets, fetchText, patched: (r: string, files: readonly string[]) => listener(r, files) };
}

describe('the served index after a changed-pages publish', () => {
  it('serves a patched page’s new bytes and ETag under /x, /x/ and /x/index.html, its compressed forms too', async () => {
    await precompressDir(root);
    const s = served();
    const before = await s.fetchText('/product/7');
    expect(before?.body).toContain('sedem');
    put('product/7/index.html', page('sedem, nová cena'));
    await precompressDir(root);
    // Not re-read until told: the index answers from memory.
    expect((await s.fetchText('/product/7/'))?.body).toBe(before?.body);
    await s.patched(root, ['product/7/index.html']);
    for (const path of ['/product/7', '/product/7/', '/product/7/index.html']) {
      const now = await s.fetchText(path);
      expect(now?.body, path).toContain('sedem, nová cena');
      expect(now?.etag, path).not.toBe(before?.etag);
      expect(now?.etag, path).toMatch(/^"[0-9a-f]{20}"$/);
    }
    const br = (await s.assets.fetch('/product/7/', get('/product/7/', { 'accept-encoding': 'br' })))!;
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('sedem, nová cena');
    // The other pages are as they were.
    expect((await s.fetchText('/product/8'))?.body).toContain('osem');
  });

  it('drops every key of a removed page', async () => {
    const s = served();
    expect(await s.fetchText('/product/8')).not.toBeNull();
    rmSync(join(root, 'product/8'), { recursive: true });
    await s.patched(root, ['product/8/index.html']);
    for (const path of ['/product/8', '/product/8/', '/product/8/index.html']) expect(await s.fetchText(path), path).toBeNull();
    expect((await s.fetchText('/product/7'))?.body).toContain('sedem');
  });

  it('serves a page the publish added under all three addresses', async () => {
    const s = served();
    expect(await s.fetchText('/product/9')).toBeNull();
    put('product/9/index.html', page('deväť'));
    await s.patched(root, ['product/9/index.html']);
    for (const path of ['/product/9', '/product/9/', '/product/9/index.html'])
      expect((await s.fetchText(path))?.body, path).toContain('deväť');
  });

  it('re-reads the home page under / as well', async () => {
    const s = served();
    put('index.html', page('nový domov'));
    await s.patched(root, ['index.html']);
    expect((await s.fetchText('/'))?.body).toContain('nový domov');
    expect((await s.fetchText('/index.html'))?.body).toContain('nový domov');
  });

  it('never serves the build’s dot files, read at first or patched', async () => {
    const s = served();
    expect(await s.fetchText('/.page-keys.json')).toBeNull();
    put('.page-keys.json', '{}');
    put('product/.draft/index.html', 'hidden');
    await s.patched(root, ['.page-keys.json', 'product/.draft/index.html']);
    for (const path of ['/.page-keys.json', '/product/.draft/index.html', '/product/.draft/'])
      expect(await s.fetchText(path), path).toBeNull();
  });

  it('serves .well-known/, the one dot folder the web asks for', async () => {
    put('.well-known/security.txt', 'Contact: mailto:eshop@prud.sk');
    const s = served();
    expect((await s.fetchText('/.well-known/security.txt'))?.body).toContain('eshop@prud.sk');
  });

  it('ignores a patch of a folder it no longer serves', async () => {
    let current = root;
    const s = served(() => current);
    expect(await s.fetchText('/product/7')).not.toBeNull();
    const other = mkdtempSync(join(tmpdir(), 'prud-dist-patch-other-'));
    try {
      writeFileSync(join(other, 'index.html'), page('iný'));
      current = other;
      expect((await s.fetchText('/'))?.body).toContain('iný');
      rmSync(join(other, 'index.html'));
      // A patch of the old root: the index of the new one keeps its page.
      await s.patched(root, ['index.html']);
      expect((await s.fetchText('/'))?.body).toContain('iný');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('a patch before the first request has nothing to re-read', async () => {
    const s = served();
    await s.patched(root, ['index.html']);
    expect((await s.fetchText('/'))?.body).toContain('domov');
  });
});

describe('patchDistIndex', () => {
  const entry = (index: DistIndex, key: string) => index.get(key)!;

  it('gives a replaced entry’s bytes back to the memory budget', async () => {
    const size = Buffer.byteLength(page('sedem'));
    // Room for the three pages and one more: the new bytes are read before the old ones are let go.
    const index = (await indexDist(root, { memoryBudgetBytes: 4 * size }))!;
    expect(entry(index, '/product/7/index.html').identity.bytes).toBeDefined();
    for (let i = 0; i < 4; i++) {
      put('product/7/index.html', page(`sedm${i}`));
      await patchDistIndex(index, root, ['product/7/index.html']);
      expect(entry(index, '/product/7/').identity.bytes, `patch ${i}`).toBeDefined();
    }
    // A new page takes the room left; a removed page frees its bytes, so one more of its size then fits.
    put('product/9/index.html', page('devat'));
    await patchDistIndex(index, root, ['product/9/index.html']);
    expect(entry(index, '/product/9').identity.bytes).toBeDefined();
    rmSync(join(root, 'product/8/index.html'));
    put('product/6/index.html', page('siest'));
    await patchDistIndex(index, root, ['product/8/index.html']);
    await patchDistIndex(index, root, ['product/6/index.html']);
    expect(entry(index, '/product/6').identity.bytes).toBeDefined();
  });

  it('leaves a file that answers to a patched folder’s address itself alone', async () => {
    // A file 'é' (composed) and a folder 'é' (decomposed): one address, the file's; the folder keeps '/é/'.
    put('eshop/\u00e9', 'the file');
    put('eshop/e\u0301/index.html', 'the page');
    const index = (await indexDist(root))!;
    const text = (key: string) => Buffer.from(index.get(key)!.identity.bytes!).toString();
    put('eshop/e\u0301/index.html', 'the new page');
    await patchDistIndex(index, root, ['eshop/e\u0301/index.html']);
    expect(text('/eshop/\u00e9')).toBe('the file');
    expect(text('/eshop/\u00e9/')).toBe('the new page');
    rmSync(join(root, 'eshop/e\u0301/index.html'));
    await patchDistIndex(index, root, ['eshop/e\u0301/index.html']);
    expect(text('/eshop/\u00e9')).toBe('the file');
    expect(index.has('/eshop/\u00e9/')).toBe(false);
  });

  it('an index it did not read itself is patched with the default limits', async () => {
    const index: DistIndex = new Map();
    await patchDistIndex(index, root, ['product/7/index.html', '.page-keys.json', 'gone/index.html']);
    expect([...index.keys()].sort()).toEqual(['/product/7', '/product/7/', '/product/7/index.html']);
    expect(new TextDecoder().decode(entry(index, '/product/7').identity.bytes)).toContain('sedem');
    expect(entry(index, '/product/7').type).toBe('text/html; charset=utf-8');
  });

  it('re-reads the compressed forms beside a patched file, and forgets those it no longer has', async () => {
    await precompressDir(root);
    const index = (await indexDist(root))!;
    expect(entry(index, '/product/7').br).toBeDefined();
    put('product/7/index.html', 'short');
    rmSync(join(root, 'product/7/index.html.br'));
    rmSync(join(root, 'product/7/index.html.gz'));
    await patchDistIndex(index, root, ['product/7/index.html']);
    expect(entry(index, '/product/7').br).toBeUndefined();
    expect(entry(index, '/product/7').gzip).toBeUndefined();
    expect(entry(index, '/product/7').identity.size).toBe(5);
  });
});
