import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexDist } from './dist-index';

/** What the server's index of a built folder holds (served through dist-assets.ts, dist-assets.test.ts). */
let base: string;
let root: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'prud-dist-index-'));
  root = join(base, 'dist');
  mkdirSync(root);
});
afterEach(() => {
  chmodSync(base, 0o755);
  rmSync(base, { recursive: true, force: true });
});

function put(rel: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), content);
}
const sha = (b: Buffer | Uint8Array | string) => createHash('sha256').update(b).digest('hex').slice(0, 20);

describe('indexing a built folder', () => {
  it('keys every file by its path, the pages also by their folder with and without the slash', async () => {
    put('index.html', 'home');
    put('about/index.html', 'about');
    put('eshop/život/index.html', 'život');
    put('robots.txt', 'User-agent: *');
    put('_astro/app.Ab12.js', 'js');
    const index = (await indexDist(root))!;
    expect([...index.keys()].sort()).toEqual(
      [
        '/',
        '/index.html',
        '/about',
        '/about/',
        '/about/index.html',
        '/eshop/život',
        '/eshop/život/',
        '/eshop/život/index.html',
        '/robots.txt',
        '/_astro/app.Ab12.js',
      ].sort(),
    );
    expect(index.get('/about')).toBe(index.get('/about/index.html'));
    expect(index.get('/')).toBe(index.get('/index.html'));
  });

  it('keys a file named in decomposed form (NFD) by its composed form (NFC), as requests are looked up', async () => {
    put('eshop/z\u030Civot/index.html', 'život');
    const index = (await indexDist(root))!;
    expect(index.has('/eshop/\u017Eivot/')).toBe(true);
    expect(index.has('/eshop/z\u030Civot/')).toBe(false);
  });

  it('a file that answers to a folder’s address itself comes before the folder’s index.html', async () => {
    // Two names that are one address: a file 'é' (composed) and a folder 'é' (decomposed) beside it.
    put('eshop/\u00e9', 'the file');
    put('eshop/e\u0301/index.html', 'the page');
    const index = (await indexDist(root))!;
    const text = (key: string) => Buffer.from(index.get(key)!.identity.bytes!).toString();
    expect(text('/eshop/\u00e9')).toBe('the file');
    expect(text('/eshop/\u00e9/')).toBe('the page');
    expect(text('/eshop/\u00e9/index.html')).toBe('the page');
  });

  it('gives each file its type by extension, whatever its case, and bytes to the unknown', async () => {
    const types: Record<string, string> = {
      'a.html': 'text/html; charset=utf-8',
      'a.js': 'text/javascript; charset=utf-8',
      'a.css': 'text/css; charset=utf-8',
      'a.svg': 'image/svg+xml',
      'a.png': 'image/png',
      'a.jpg': 'image/jpeg',
      'B.JPG': 'image/jpeg',
      'a.jpeg': 'image/jpeg',
      'a.webp': 'image/webp',
      'favicon.ico': 'image/x-icon',
      'a.json': 'application/json',
      'sitemap-0.xml': 'application/xml; charset=utf-8',
      'robots.txt': 'text/plain; charset=utf-8',
      'a.pdf': 'application/pdf',
      'a.woff2': 'font/woff2',
      'a.bin': 'application/octet-stream',
      noext: 'application/octet-stream',
    };
    for (const name of Object.keys(types)) put(name, 'x');
    const index = (await indexDist(root))!;
    for (const [name, type] of Object.entries(types)) expect(index.get(`/${name}`)?.type, name).toBe(type);
  });

  it('takes x.br and x.gz beside x as its compressed forms, and serves them as files only when there is no x', async () => {
    put('app.js', 'plain');
    put('app.js.br', 'brotli');
    put('app.js.gz', 'gzip!');
    put('archive.tar.gz', 'a real gzip file');
    put('lone.br', 'no lone');
    const index = (await indexDist(root))!;
    const app = index.get('/app.js')!;
    expect(new TextDecoder().decode(app.br?.bytes)).toBe('brotli');
    expect(new TextDecoder().decode(app.gzip?.bytes)).toBe('gzip!');
    expect(app.br?.size).toBe(6);
    expect(app.br?.path).toBe(join(root, 'app.js.br'));
    expect(index.has('/app.js.br')).toBe(false);
    expect(index.has('/app.js.gz')).toBe(false);
    expect(index.get('/archive.tar.gz')?.gzip).toBeUndefined();
    expect(index.has('/lone.br')).toBe(true);
    expect(index.get('/lone.br')?.br).toBeUndefined();
  });

  it('never lists dot files or what is under dot folders (the build’s records, astro’s scratch)', async () => {
    put('.page-keys.json', '{}');
    put('.prerender/chunks/a.mjs', 'x');
    put('product/.tmp/index.html', 'x');
    put('product/7/index.html', 'seven');
    const index = (await indexDist(root))!;
    expect([...index.keys()].sort()).toEqual(['/product/7', '/product/7/', '/product/7/index.html']);
  });

  it('serves no link, not even one to a file outside the folder', async () => {
    writeFileSync(join(base, 'secret.txt'), 'secret');
    put('index.html', 'home');
    symlinkSync(join(base, 'secret.txt'), join(root, 'secret.txt'));
    const index = (await indexDist(root))!;
    expect(index.has('/secret.txt')).toBe(false);
  });

  it('answers null for a missing folder and throws for one it cannot read', async () => {
    expect(await indexDist(join(base, 'missing'))).toBeNull();
    writeFileSync(join(base, 'file'), 'not a folder');
    await expect(indexDist(join(base, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('what the index keeps in memory', () => {
  it('keeps a page’s bytes and its ETag is a digest of them (the same bytes, the same ETag)', async () => {
    put('a/index.html', 'stejné');
    put('b/index.html', 'stejné');
    put('c/index.html', 'iné!!!');
    utimesSync(join(root, 'b/index.html'), new Date('2020-01-01'), new Date('2020-01-01'));
    const index = (await indexDist(root))!;
    const a = index.get('/a')!;
    expect(Buffer.from(a.identity.bytes!).toString()).toBe('stejné');
    expect(a.identity.size).toBe(Buffer.byteLength('stejné'));
    expect(a.etag).toBe(sha(Buffer.from('stejné')));
    expect(index.get('/b')!.etag).toBe(a.etag);
    expect(index.get('/c')!.etag).not.toBe(a.etag);
    expect(index.get('/b')!.mtime.toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it('keeps files up to bigFileBytes, reads bigger ones from disk, ETag from size and time', async () => {
    put('fits.js', Buffer.alloc(100, 'a'));
    put('big.js', Buffer.alloc(101, 'a'));
    put('big.js.br', 'small variant');
    put('twin.js', Buffer.alloc(101, 'a'));
    const at = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(root, 'big.js'), at, at);
    const index = (await indexDist(root, { bigFileBytes: 100 }))!;
    expect(index.get('/fits.js')!.identity.bytes?.length).toBe(100);
    const big = index.get('/big.js')!;
    expect(big.identity).toEqual({ path: join(root, 'big.js'), size: 101 });
    // Its variant is not kept either: alone it would not save the disk read.
    expect(big.br).toEqual({ path: join(root, 'big.js.br'), size: 13 });
    expect(big.etag).toBe(sha(`101:${at.getTime()}`));
    // Same bytes, another modification time: another ETag (the bytes are not read to tell).
    expect(index.get('/twin.js')!.etag).not.toBe(big.etag);
  });

  it('keeps files until the memory budget is spent, to the byte', async () => {
    for (const n of [1, 2, 3]) put(`p${n}.txt`, Buffer.alloc(40, 'x'));
    const index = (await indexDist(root, { memoryBudgetBytes: 80 }))!;
    const kept = [1, 2, 3].filter((n) => index.get(`/p${n}.txt`)!.identity.bytes);
    expect(kept).toHaveLength(2);
  });

  it('counts the compressed forms in the budget', async () => {
    put('a.js', Buffer.alloc(40, 'a'));
    put('a.js.br', Buffer.alloc(30, 'b'));
    put('b.js', Buffer.alloc(40, 'c'));
    const index = (await indexDist(root, { memoryBudgetBytes: 75 }))!;
    const inMemory = ['/a.js', '/b.js'].filter((k) => index.get(k)!.identity.bytes);
    // Whichever was read first, the two identities and the variant (110 bytes) cannot all be in memory.
    const total = inMemory.length * 40 + (index.get('/a.js')!.br?.bytes ? 30 : 0);
    expect(total).toBeLessThanOrEqual(75);
    expect(total).toBeGreaterThan(0);
  });

  it('by default keeps pages and bundles of a real size in memory (512 KB a file, 256 MB in all)', async () => {
    put('product/1/index.html', Buffer.alloc(512 * 1024, 'p'));
    put('_astro/big.js', Buffer.alloc(512 * 1024 + 1, 'j'));
    const index = (await indexDist(root))!;
    expect(index.get('/product/1')!.identity.bytes?.length).toBe(512 * 1024);
    expect(index.get('/_astro/big.js')!.identity.bytes).toBeUndefined();
  });
});
