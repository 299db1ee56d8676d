import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveInto } from './astro-build';
import { SCRATCH_ROOT, scratchPid } from './build-scratch';

/** A build put in the place of the one before (a build over a folder that holds one, e.g. `npm start` over dist/). */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tree(files: number, text: string): string {
  const root = mkdtempSync(join(tmpdir(), 'prud-move-'));
  dirs.push(root);
  for (let i = 0; i < files; i++) {
    mkdirSync(join(root, `p${i}`));
    writeFileSync(join(root, `p${i}`, 'index.html'), `${text} ${i}`);
  }
  return root;
}

/** This process's scratch folders (where the old tree waits for its removal). */
const ownScratch = () =>
  existsSync(SCRATCH_ROOT) ? readdirSync(SCRATCH_ROOT).filter((n) => scratchPid(n) === process.pid && !n.startsWith('resident-')) : [];

describe('moveInto', () => {
  it('puts the new tree in place and removes the old one, leaving no scratch folder', async () => {
    const target = tree(3, 'old');
    writeFileSync(join(target, 'only-old.html'), 'gone');
    const next = tree(2, 'new');
    const before = ownScratch();
    await (await moveInto(next, target)).oldTreeRemoved;
    expect(readFileSync(join(target, 'p1', 'index.html'), 'utf8')).toBe('new 1');
    expect(existsSync(join(target, 'p2'))).toBe(false);
    expect(existsSync(join(target, 'only-old.html'))).toBe(false);
    expect(existsSync(next)).toBe(false);
    expect(ownScratch()).toEqual(before);
  });

  it('removes the old tree off the event loop: timers keep firing while ~1,200 files go', async () => {
    const target = tree(600, 'old');
    for (let i = 0; i < 600; i++) writeFileSync(join(target, `p${i}`, 'index.html.br'), 'x');
    const next = tree(1, 'new');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await (await moveInto(next, target)).oldTreeRemoved;
    } finally {
      clearInterval(timer);
    }
    expect(readdirSync(target)).toEqual(['p0']);
    // rmSync ran the whole removal in one turn of the loop: no timer in between.
    expect(ticks).toBeGreaterThan(2);
  });

  it('answers once the new tree is in place, while the old one is still being removed', async () => {
    const target = tree(600, 'old');
    const next = tree(1, 'new');
    const aside = join(tree(0, ''), 'aside');
    const moved = await moveInto(next, target, aside);
    expect(readFileSync(join(target, 'p0', 'index.html'), 'utf8')).toBe('new 0');
    // 600 folders and files take libuv's threads many milliseconds; the answer came before.
    expect(existsSync(aside)).toBe(true);
    await moved.oldTreeRemoved;
    expect(existsSync(aside)).toBe(false);
  });

  it('puts a tree where there was none', async () => {
    const parent = tree(0, '');
    const next = tree(2, 'new');
    await moveInto(next, join(parent, 'dist'));
    expect(readFileSync(join(parent, 'dist', 'p1', 'index.html'), 'utf8')).toBe('new 1');
  });

  it('removes the old tree where it is when it cannot be set aside (another file system)', async () => {
    const target = tree(2, 'old');
    const next = tree(1, 'new');
    const blocker = join(tree(0, ''), 'a-file');
    writeFileSync(blocker, '');
    // A folder under a file cannot be made: the rename aside fails as it would across file systems.
    await moveInto(next, target, join(blocker, 'aside'));
    expect(readdirSync(target)).toEqual(['p0']);
    expect(readFileSync(join(target, 'p0', 'index.html'), 'utf8')).toBe('new 0');
  });

  it('copies a tree from another file system into place (a rename cannot cross file systems)', async () => {
    // /dev/shm is tmpfs on Linux, the temporary folder is not: the rename fails (EXDEV) and the copy takes over.
    const elsewhere = mkdtempSync(join('/dev/shm', 'prud-move-'));
    dirs.push(elsewhere);
    mkdirSync(join(elsewhere, 'p0'));
    writeFileSync(join(elsewhere, 'p0', 'index.html'), 'new 0');
    const target = tree(2, 'old');
    await (await moveInto(elsewhere, target)).oldTreeRemoved;
    expect(readdirSync(target)).toEqual(['p0']);
    expect(readFileSync(join(target, 'p0', 'index.html'), 'utf8')).toBe('new 0');
  });

  it('fails with the reason when the new tree cannot be put where there was none', async () => {
    const parent = tree(0, '');
    const missing = join(parent, 'no-such-build');
    await expect(moveInto(missing, join(parent, 'dist'))).rejects.toThrow(/no-such-build/);
    expect(existsSync(join(parent, 'dist'))).toBe(false);
  });

  it('keeps the old tree, whole, when the new one cannot be put in place', async () => {
    const target = tree(2, 'old');
    await expect(moveInto(join(target, '..', 'prud-move-missing-folder'), target)).rejects.toThrow();
    expect(readFileSync(join(target, 'p1', 'index.html'), 'utf8')).toBe('old 1');
  });
});
