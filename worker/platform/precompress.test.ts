import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressionLevels, precompressDir, startPrecompression } from './precompress';

const root = mkdtempSync(join(tmpdir(), 'prud-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside text files of 1 KB and more, decoding to the same bytes', async () => {
    mkdirSync(join(root, '_astro'));
    mkdirSync(join(root, 'product/7'), { recursive: true });
    const text = (s: string) => Buffer.from(s.repeat(Math.ceil(1100 / s.length)));
    const files: Record<string, Buffer> = {
      'product/7/index.html': text('<p>Čitáreň</p>'),
      '_astro/client.Xy.js': text('let a=1;'),
      '_astro/page.Xy.css': text('a{color:red}'),
      'sitemap-0.xml': text('<url/>'),
      'icon.svg': text('<g/>'),
      'data.json': text('{"a":1},'),
      'small.txt': Buffer.from('tiny'),
      'cover.png': Buffer.alloc(4096, 7),
    };
    for (const [rel, bytes] of Object.entries(files)) writeFileSync(join(root, rel), bytes);

    const result = await precompressDir(root);

    expect(result.files).toBe(6);
    for (const [rel, bytes] of Object.entries(files)) {
      const compressible = !/small\.txt|cover\.png/.test(rel);
      expect(existsSync(join(root, `${rel}.br`)), rel).toBe(compressible);
      expect(existsSync(join(root, `${rel}.gz`)), rel).toBe(compressible);
      if (!compressible) continue;
      expect(brotliDecompressSync(readFileSync(join(root, `${rel}.br`))).equals(bytes)).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${rel}.gz`))).equals(bytes)).toBe(true);
    }
    expect(result.brBytes).toBeLessThan(result.identityBytes);
  });

  it('a republish reuses the previous build’s variants for files with the same bytes and compresses the rest', async () => {
    const before = join(root, 'before');
    const after = join(root, 'after');
    const same = Buffer.from('<p>Rovnaká stránka</p>'.repeat(100));
    const bundle = Buffer.from('export const a=1;'.repeat(100));
    for (const dir of [before, after]) mkdirSync(join(dir, '_astro'), { recursive: true });
    writeFileSync(join(before, 'same.html'), same);
    writeFileSync(join(before, '_astro/app.Xy.js'), bundle);
    writeFileSync(join(before, 'changed.html'), Buffer.from('<p>Stará cena</p>'.repeat(100)));
    writeFileSync(join(before, 'lost.html'), same);
    await precompressDir(before);
    rmSync(join(before, 'lost.html.gz'));
    // Marks the old variant: a reused file is the old one, not a new compression.
    const marker = Buffer.from('reused, not compressed');
    writeFileSync(join(before, 'same.html.br'), marker);

    const changed = Buffer.from('<p>Nová cena</p>'.repeat(100));
    writeFileSync(join(after, 'same.html'), same);
    writeFileSync(join(after, '_astro/app.Xy.js'), bundle);
    writeFileSync(join(after, 'changed.html'), changed);
    writeFileSync(join(after, 'lost.html'), same);
    writeFileSync(join(after, 'new.html'), changed);
    const result = await precompressDir(after, { reuseFrom: before });

    expect(result).toMatchObject({ reused: 2, files: 3 });
    expect(readFileSync(join(after, 'same.html.br')).equals(marker)).toBe(true);
    // A page's variant is the previous one's file (a hard link: no new inode)…
    expect(statSync(join(after, 'same.html.br')).ino).toBe(statSync(join(before, 'same.html.br')).ino);
    // …a bundle's a copy: the publisher then carries the old build's bundles over (local-publisher.ts), and Node's
    // cpSync refuses a file that is its own target.
    expect(statSync(join(after, '_astro/app.Xy.js.br')).ino).not.toBe(statSync(join(before, '_astro/app.Xy.js.br')).ino);
    expect(() =>
      cpSync(join(before, '_astro'), join(after, '_astro'), { recursive: true, force: false, errorOnExist: false }),
    ).not.toThrow();
    for (const rel of ['changed.html', 'lost.html', 'new.html', '_astro/app.Xy.js']) {
      const bytes = readFileSync(join(after, rel));
      expect(brotliDecompressSync(readFileSync(join(after, `${rel}.br`))).equals(bytes), rel).toBe(true);
      expect(gunzipSync(readFileSync(join(after, `${rel}.gz`))).equals(bytes), rel).toBe(true);
    }
  });

  it('a page written again after its variants were reused gets new ones, and the previous build’s stay as they were', async () => {
    const before = join(root, 'linked-before');
    const after = join(root, 'linked-after');
    for (const dir of [before, after]) mkdirSync(dir);
    const first = Buffer.from('<p>Cena 12,50 €</p>'.repeat(100));
    writeFileSync(join(before, 'p.html'), first);
    await precompressDir(before);
    const served = readFileSync(join(before, 'p.html.br'));
    writeFileSync(join(after, 'p.html'), first);
    const run = startPrecompression(after, { reuseFrom: before });
    run.add('p.html');
    for (let i = 0; i < 500 && !existsSync(join(after, 'p.html.br')); i++) await new Promise((r) => setTimeout(r, 10));
    // The build writes the page again, changed: its variants are made anew at the end.
    const second = Buffer.from('<p>Cena 9,90 €, zľava</p>'.repeat(100));
    writeFileSync(join(after, 'p.html'), second);
    await run.finish();

    expect(brotliDecompressSync(readFileSync(join(after, 'p.html.br'))).equals(second)).toBe(true);
    expect(gunzipSync(readFileSync(join(after, 'p.html.gz'))).equals(second)).toBe(true);
    // Written in place, the link would have changed the served build's file too.
    expect(readFileSync(join(before, 'p.html.br')).equals(served)).toBe(true);
    expect(gunzipSync(readFileSync(join(before, 'p.html.gz'))).equals(first)).toBe(true);
  });
});

describe('compressionLevels', () => {
  it('gives hashed bundles and small files brotli 11, pages of 16–64 KB quality 5 and bigger ones 4', () => {
    expect(compressionLevels('_astro/client.Xy.js', 900_000)).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('about/index.html', 16 * 1024 - 1)).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('product/7/index.html', 16 * 1024)).toEqual({ brotli: 5, gzip: 6 });
    expect(compressionLevels('product/7/index.html', 64 * 1024 - 1)).toEqual({ brotli: 5, gzip: 6 });
    expect(compressionLevels('page/3/index.html', 64 * 1024)).toEqual({ brotli: 4, gzip: 6 });
    expect(compressionLevels('sitemap-0.xml', 64 * 1024)).toEqual({ brotli: 4, gzip: 6 });
  });

  it("gives the site's own pages brotli 11 whatever their size; the catalogue's folders and a dump go by size", () => {
    expect(compressionLevels('words-of-life/index.html', 105_000)).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('index.html', 30_000)).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('api-docs/index.html', 1024 * 1024 - 1)).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('api-docs/index.html', 1024 * 1024)).toEqual({ brotli: 4, gzip: 6 });
    for (const folder of ['product/7', 'library/7', 'page/3', 'eshop/život', 'new-books/2024', 'search/zivot']) {
      expect(compressionLevels(`${folder}/index.html`, 30_000)).toEqual({ brotli: 5, gzip: 6 });
    }
    expect(compressionLevels('feeds/heureka.xml', 30_000)).toEqual({ brotli: 5, gzip: 6 });
  });

  it('is what the threads write: each .br is brotli at the quality its size gets', async () => {
    const dir = join(root, 'levels');
    mkdirSync(dir);
    // Not too repetitive, so that qualities give different bytes.
    const page = (size: number) =>
      Buffer.from(
        Array.from({ length: size / 8 }, (_, i) => `<b>${(i * 7919) % 9973}</b>`)
          .join('')
          .slice(0, size),
      );
    const files = {
      'small.html': page(4 * 1024),
      'product/7/index.html': page(30 * 1024),
      'page/3/index.html': page(100 * 1024),
      'words-of-life/index.html': page(100 * 1024),
      'feeds/google.xml': page(30 * 1024),
    };
    for (const rel of Object.keys(files)) mkdirSync(join(dir, rel, '..'), { recursive: true });
    for (const [rel, bytes] of Object.entries(files)) writeFileSync(join(dir, rel), bytes);
    await precompressDir(dir);
    for (const [rel, bytes] of Object.entries(files)) {
      const quality = compressionLevels(rel, bytes.length).brotli;
      const expected = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      expect(readFileSync(join(dir, `${rel}.br`)).equals(expected), rel).toBe(true);
    }
  });
});

describe('startPrecompression', () => {
  it('compresses pages added while the build runs once, and again only those written again before it finishes', async () => {
    const dir = join(root, 'during-build');
    mkdirSync(dir);
    const kept = Buffer.from('<p>Stránka hotová počas buildu</p>'.repeat(60));
    writeFileSync(join(dir, 'kept.html'), kept);
    writeFileSync(join(dir, 'rewritten.html'), Buffer.from('<p>Prvá verzia</p>'.repeat(100)));
    const unannounced = Buffer.from('<p>Súbor, ktorý build nenahlásil</p>'.repeat(60));
    writeFileSync(join(dir, 'unannounced.html'), unannounced);
    const run = startPrecompression(dir);
    run.add('kept.html');
    run.add('rewritten.html');
    run.add('gone.html'); // announced, never there at the end: no variants, no error
    // The first version of rewritten.html has been compressed before the build writes it again.
    for (let i = 0; i < 500 && !existsSync(join(dir, 'rewritten.html.br')); i++) await new Promise((r) => setTimeout(r, 10));
    expect(existsSync(join(dir, 'rewritten.html.br'))).toBe(true);
    const rewritten = Buffer.from('<p>Druhá, dlhšia verzia</p>'.repeat(100));
    writeFileSync(join(dir, 'rewritten.html'), rewritten);

    const result = await run.finish();

    // kept.html was compressed once, during the build; the rewritten one again and the unannounced one at the end.
    expect(result).toMatchObject({ files: 3, reused: 0, duringBuild: 1 });
    for (const [rel, bytes] of [
      ['kept.html', kept],
      ['rewritten.html', rewritten],
      ['unannounced.html', unannounced],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${rel}.br`))).equals(bytes), rel).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${rel}.gz`))).equals(bytes), rel).toBe(true);
    }
    expect(existsSync(join(dir, 'gone.html.br'))).toBe(false);
  });

  it('leaves the variants of unchanged files of the previous build as they are: nothing is compressed again', async () => {
    const before = join(root, 'rebuild-before');
    const after = join(root, 'rebuild-after');
    mkdirSync(before);
    for (let i = 0; i < 40; i++) writeFileSync(join(before, `p${i}.html`), Buffer.from(`<p>Kniha ${i}</p>`.repeat(120)));
    await precompressDir(before);
    cpSync(before, after, { recursive: true });
    for (let i = 0; i < 40; i++) rmSync(join(after, `p${i}.html.br`));

    const result = await precompressDir(after, { reuseFrom: before });

    expect(result).toMatchObject({ files: 0, reused: 40 });
    for (let i = 0; i < 40; i++)
      expect(readFileSync(join(after, `p${i}.html.br`)).equals(readFileSync(join(before, `p${i}.html.br`)))).toBe(true);
  });
});
