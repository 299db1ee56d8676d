import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

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
    for (const dir of [before, after]) mkdirSync(dir);
    writeFileSync(join(before, 'same.html'), same);
    writeFileSync(join(before, 'changed.html'), Buffer.from('<p>Stará cena</p>'.repeat(100)));
    writeFileSync(join(before, 'lost.html'), same);
    await precompressDir(before);
    rmSync(join(before, 'lost.html.gz'));
    // Marks the old variant: a reused file is a copy of it, not a new compression.
    const marker = Buffer.from('copied, not compressed');
    writeFileSync(join(before, 'same.html.br'), marker);

    const changed = Buffer.from('<p>Nová cena</p>'.repeat(100));
    writeFileSync(join(after, 'same.html'), same);
    writeFileSync(join(after, 'changed.html'), changed);
    writeFileSync(join(after, 'lost.html'), same);
    writeFileSync(join(after, 'new.html'), changed);
    const result = await precompressDir(after, { reuseFrom: before });

    expect(result).toMatchObject({ reused: 1, files: 3 });
    // The publisher then carries the old build's files over (local-publisher.ts): reused variants must be files of
    // their own, or Node's cpSync refuses them as "already exists" (hard links did).
    expect(() => cpSync(before, after, { recursive: true, force: false, errorOnExist: false })).not.toThrow();
    expect(readFileSync(join(after, 'same.html.br')).equals(marker)).toBe(true);
    for (const rel of ['changed.html', 'lost.html', 'new.html']) {
      const bytes = readFileSync(join(after, rel));
      expect(brotliDecompressSync(readFileSync(join(after, `${rel}.br`))).equals(bytes), rel).toBe(true);
      expect(gunzipSync(readFileSync(join(after, `${rel}.gz`))).equals(bytes), rel).toBe(true);
    }
  });
});
