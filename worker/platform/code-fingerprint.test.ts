import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeFingerprint, SITE_CODE } from './code-fingerprint';

/** The digest of the code a renderer was bundled from: any edit moves it, what is not code does not. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'prud-fingerprint-'));
  put('site/pages/index.astro', '<h1>Domov</h1>');
  put('site/layouts/Base.astro', '<slot />');
  put('worker/app.ts', 'export {};');
  put('astro.config.mjs', 'export default {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const T0 = new Date('2026-11-20T10:00:00Z');
/** Every file written at the same moment, so only what a test changes differs. */
function put(rel: string, text: string, at = T0) {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
  utimesSync(join(root, rel), at, at);
}
const digest = () => codeFingerprint(root);

describe('the code fingerprint', () => {
  it('is stable while nothing changes, and a hex digest', async () => {
    expect(await digest()).toBe(await digest());
    expect(await digest()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('moves when a file is edited (its size, or only its time), added or removed', async () => {
    const before = await digest();
    put('site/layouts/Base.astro', '<main><slot /></main>');
    const resized = await digest();
    expect(resized).not.toBe(before);
    // Same size, a later modification time: an edit that kept the length.
    put('site/layouts/Base.astro', '<main><slot /></main>', new Date('2026-11-20T10:05:00Z'));
    const retimed = await digest();
    expect(retimed).not.toBe(resized);
    put('site/pages/about.astro', '<h1>O nás</h1>');
    const added = await digest();
    expect(added).not.toBe(retimed);
    rmSync(join(root, 'site/pages/about.astro'));
    expect(await digest()).toBe(retimed);
  });

  it('tells a file renamed apart, and a file moved between folders', async () => {
    const before = await digest();
    rmSync(join(root, 'worker/app.ts'));
    put('worker/app2.ts', 'export {};');
    expect(await digest()).not.toBe(before);
    rmSync(join(root, 'worker/app2.ts'));
    put('site/app.ts', 'export {};');
    expect(await digest()).not.toBe(before);
  });

  it('leaves out node_modules and dot folders and files (caches, the build’s own records)', async () => {
    const before = await digest();
    put('site/node_modules/x/index.js', 'module.exports = 1;');
    put('worker/.cache/state.json', '{}');
    put('site/.DS_Store', 'x');
    put('.astro/data-store.json', '{}');
    expect(await digest()).toBe(before);
  });

  it('covers the site’s sources, the code they import, the config and the packages, and only what it is given', async () => {
    expect(SITE_CODE).toEqual(
      expect.arrayContaining(['site', 'worker', 'db', 'content', 'astro.config.mjs', 'package.json', 'package-lock.json']),
    );
    const before = await digest();
    put('package-lock.json', '{"lockfileVersion": 3}');
    const locked = await digest();
    expect(locked).not.toBe(before);
    put('content/about.md', '# O nás');
    expect(await digest()).not.toBe(locked);
    // Outside the code (tests, docs): no change.
    const now = await digest();
    put('tests/e2e/home.spec.ts', 'test();');
    put('README.md', '# Prúd');
    expect(await digest()).toBe(now);
    // Narrowed to some paths: files outside them do not count, and missing paths are skipped.
    const site = await codeFingerprint(root, ['site', 'missing']);
    put('worker/app.ts', 'export const x = 1;');
    expect(await codeFingerprint(root, ['site', 'missing'])).toBe(site);
    expect(await codeFingerprint(root, ['site'])).toBe(site);
  });

  it('reads a folder in a stable order, whatever order its files were written in', async () => {
    // Some file systems list a folder in the order its entries were made (tmpfs); the digest must not follow it.
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    const files: [string, string][] = [
      ['astro.config.mjs', 'export default {};'],
      ['worker/app.ts', 'export {};'],
      ['site/layouts/Base.astro', '<slot />'],
      ['site/pages/index.astro', '<h1>Domov</h1>'],
    ];
    const trees = [files, [...files].reverse()].map((order) => {
      const tree = mkdtempSync(join(base, 'prud-fingerprint-b-'));
      for (const [rel, text] of order) {
        mkdirSync(dirname(join(tree, rel)), { recursive: true });
        writeFileSync(join(tree, rel), text);
        utimesSync(join(tree, rel), T0, T0);
      }
      return tree;
    });
    try {
      expect(await codeFingerprint(trees[0])).toBe(await digest());
      expect(await codeFingerprint(trees[1])).toBe(await digest());
    } finally {
      for (const tree of trees) rmSync(tree, { recursive: true, force: true });
    }
  });
});
