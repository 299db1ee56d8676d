import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedPages } from './changed-pages';
import type { ResidentRenderer } from './resident-renderer';

/**
 * A move that fails for another reason than a different file system (EXDEV, changed-pages.test.ts) is not copied
 * over: the publish fails and the served file stays as it was. Such failures cannot be made for real here (the
 * tests may run as root), so `rename` is made to fail.
 */
const failing = vi.hoisted(() => ({ code: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const rename: typeof fs.rename = async (from, to) => {
    if (failing.code) throw Object.assign(new Error(`rename failed: ${failing.code}`), { code: failing.code });
    return fs.rename(from, to);
  };
  return { ...fs, rename, default: { ...fs, rename } };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prud-changed-move-'));
  mkdirSync(join(dir, 'dist', 'a'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'a', 'index.html'), 'served');
});
afterEach(() => {
  failing.code = null;
  rmSync(dir, { recursive: true, force: true });
});

async function publish() {
  let stopped = 0;
  const renderer: ResidentRenderer = {
    ready: Promise.resolve(true),
    async render(stage) {
      mkdirSync(dirname(join(stage, 'a/index.html')), { recursive: true });
      writeFileSync(join(stage, 'a/index.html'), 'new');
      return { written: ['a/index.html'], removed: [], rendered: 1, paths: 1, ms: 1 };
    },
    stop: async () => void stopped++,
  };
  const root = join(dir, 'dist');
  const cp = changedPages({
    startRenderer: () => renderer,
    stageDir: join(dir, 'stages'),
    fingerprint: () => 'c',
    builtFrom: () => 'c',
    onPatched: async () => undefined,
    log: () => undefined,
  });
  await cp.follow(root);
  const patch = await cp.publish(root);
  return { patch, stopped, served: readFileSync(join(root, 'a/index.html'), 'utf8') };
}

describe('moving a round’s files into the served folder', () => {
  it('copies when the stage is on another file system', async () => {
    failing.code = 'EXDEV';
    expect(await publish()).toMatchObject({ patch: { written: ['a/index.html'] }, served: 'new' });
  });

  it('fails the publish, the served file untouched, when a move fails otherwise', async () => {
    failing.code = 'EACCES';
    expect(await publish()).toEqual({ patch: null, stopped: 1, served: 'served' });
  });
});
