import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PageKeys, readPageKeys, writePageKeys } from './page-keys';

const dir = mkdtempSync(join(tmpdir(), 'prud-page-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a build’s page keys', () => {
  it('reads back what was written, keys and key-less pages alike, Slovak paths included', () => {
    const keys: PageKeys = {
      '/': { key: null, file: 'index.html' },
      '/product/7': { key: 'Ab-_12', file: 'product/7/index.html' },
      '/eshop/život': { key: 'x', file: 'eshop/život/index.html' },
    };
    const file = join(dir, 'out', 'deep', '.page-keys.json');
    writePageKeys(file, keys);
    expect(readPageKeys(file)).toEqual(keys);
    // Written whole and renamed: no temporary file is left beside it.
    expect(readdirSync(join(dir, 'out', 'deep'))).toEqual(['.page-keys.json']);
  });

  it('replaces the previous keys whole', () => {
    const file = join(dir, 'again.json');
    writePageKeys(file, { '/a': { key: '1', file: 'a/index.html' }, '/b': { key: '1', file: 'b/index.html' } });
    writePageKeys(file, { '/a': { key: '2', file: 'a/index.html' } });
    expect(readPageKeys(file)).toEqual({ '/a': { key: '2', file: 'a/index.html' } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ '/a': { key: '2', file: 'a/index.html' } });
  });

  it('reads a missing or unreadable file as no keys (every page is then rendered)', () => {
    expect(readPageKeys(join(dir, 'missing.json'))).toEqual({});
    writeFileSync(join(dir, 'torn.json'), '{"/a": {"key"');
    expect(readPageKeys(join(dir, 'torn.json'))).toEqual({});
  });
});
