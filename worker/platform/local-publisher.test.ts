import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '../../db/client-node';
import type { Db } from '../../db/client';
import { readPublishStateRow, updatePublishState } from '../../db/queries/publishing/publish-state';
import { localPublisher, type SiteBuild } from './local-publisher';
import { pagesOnLine } from './astro-build';

/** The Node publisher with a stand-in build (the real `astro build` runs in the Playwright spec and the bench). */
let dir: string;
let initial: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prud-publish-'));
  db = openNodeDb(`file:${join(dir, 'shop.db')}`);
  await migrateDb(db);
  initial = join(dir, 'dist');
  mkdirSync(join(initial, '_astro'), { recursive: true });
  writeFileSync(join(initial, 'index.html'), 'v0');
  writeFileSync(join(initial, '_astro', 'old.js'), 'old bundle');
  mkdirSync(join(initial, 'product', '1'), { recursive: true });
  writeFileSync(join(initial, 'product', '1', 'index.html'), 'p1');
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A build that writes version `n` of the site (and reports two pages), or fails when `fail` says so. */
function fakeBuild(opts: { fail?: (n: number) => boolean; during?: (n: number) => void } = {}) {
  const runs: string[] = [];
  const build: SiteBuild = async (outDir, onLine) => {
    runs.push(outDir);
    const n = runs.length;
    opts.during?.(n);
    await new Promise((r) => setTimeout(r, 5));
    if (opts.fail?.(n)) return { ok: false, output: `line 1\nline 2\nError: page /product/7 failed (build ${n})` };
    mkdirSync(join(outDir, '_astro'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `v${n}`);
    writeFileSync(join(outDir, '_astro', 'new.js'), 'new bundle');
    onLine('  ├─ /index.html (+2ms)');
    onLine('  ├─ /product/1/index.html (+2ms)');
    onLine('[build] 2 page(s) built in 1s');
    return { ok: true, output: 'ok' };
  };
  return { build, runs };
}

function publisher(build: SiteBuild) {
  return localPublisher({
    initialRoot: initial,
    buildsDir: join(dir, 'site'),
    build,
    pagesOnLine,
    db,
    now: () => new Date('2026-11-23T12:00:00Z'),
    log: () => undefined,
    debounceMs: 10,
  });
}

const served = (p: { root(): string }) => readFileSync(join(p.root(), 'index.html'), 'utf8');

describe('local publisher', () => {
  it('coalesces a burst of requests into one build and swaps the served folder when it succeeds', async () => {
    const fb = fakeBuild();
    const p = publisher(fb.build);
    expect((await p.state()).phase).toBe('idle');
    p.request('product', () => undefined);
    p.request('product', () => undefined);
    p.request('banner', () => undefined);
    expect((await p.state()).phase).toBe('waiting');
    expect(served(p)).toBe('v0');
    await p.idle();
    expect(fb.runs).toHaveLength(1);
    expect(served(p)).toBe('v1');
    const s = await p.state();
    expect(s).toMatchObject({
      phase: 'done',
      mode: 'local-build',
      reason: 'banner',
      progress: null,
      finishedAt: '2026-11-23T12:00:00.000Z',
    });
    // A page loaded before the swap still finds its hashed scripts.
    expect(readFileSync(join(p.root(), '_astro', 'old.js'), 'utf8')).toBe('old bundle');
    expect(readFileSync(join(p.root(), '_astro', 'new.js'), 'utf8')).toBe('new bundle');
  });

  it('keeps serving the old site when a build fails, and shows the tail of its log', async () => {
    const fb = fakeBuild({ fail: () => true });
    const p = publisher(fb.build);
    p.request('product', () => undefined);
    await p.idle();
    expect(served(p)).toBe('v0');
    expect(p.root()).toBe(initial);
    const s = await p.state();
    expect(s.phase).toBe('failed');
    expect(s.logTail).toContain('Error: page /product/7 failed (build 1)');
    expect(existsSync(fb.runs[0])).toBe(false);
  });

  it('a request during a build starts one more build after it, so the last edit is published', async () => {
    let p!: ReturnType<typeof publisher>;
    const fb = fakeBuild({ during: (n) => n === 1 && p.request('product', () => undefined) });
    p = publisher(fb.build);
    p.request('product', () => undefined);
    await p.idle();
    expect(fb.runs).toHaveLength(2);
    expect(served(p)).toBe('v2');
  });

  it('reports progress while building: pages written of the pages expected (from the served site)', async () => {
    let seen: unknown[] = [];
    let p!: ReturnType<typeof publisher>;
    const build: SiteBuild = async (outDir, onLine) => {
      seen.push((await p.state()).progress);
      onLine('  ├─ /index.html (+2ms)');
      seen.push((await p.state()).progress);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), 'v1');
      return { ok: true, output: '' };
    };
    p = publisher(build);
    p.request('product', () => undefined);
    await p.idle();
    // The initial folder holds 2 pages (index.html and product/1/index.html).
    expect(seen).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
    ]);
    seen = [];
  });

  it('keeps its state in the database, where another process reads the same, progress written at a bounded rate', async () => {
    let stored: unknown[] = [];
    let p!: ReturnType<typeof publisher>;
    const build: SiteBuild = async (outDir, onLine) => {
      // Fifty pages within a moment: the first is written at once, the rest wait for the next second.
      for (let i = 0; i < 50; i++) onLine(`  ├─ /product/${i}/index.html (+1ms)`);
      await p.state();
      const row = await readPublishStateRow(db);
      stored.push({ phase: row?.phase, done: row?.progressDone });
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), 'v1');
      return { ok: true, output: '' };
    };
    p = publisher(build);
    p.request('banner', () => undefined);
    await p.idle();
    expect(stored).toEqual([{ phase: 'building', done: 1 }]);
    expect(await readPublishStateRow(db)).toMatchObject({ phase: 'done', mode: 'local-build', reason: 'banner', progressDone: null });
    stored = [];
  });

  it('forgets at start a build that an earlier process left waiting or running', async () => {
    await updatePublishState(db, { phase: 'building', progressDone: 3, progressTotal: 9, reason: 'product' }, '2026-11-23T11:00:00.000Z');
    const p = publisher(fakeBuild().build);
    expect(await p.state()).toMatchObject({ phase: 'idle', progress: null, reason: 'product', mode: 'local-build' });
  });

  it('removes a retired build folder once two newer ones exist (never the initial dist)', async () => {
    const fb = fakeBuild();
    const p = publisher(fb.build);
    for (let i = 0; i < 3; i++) {
      p.request('product', () => undefined);
      await p.idle();
    }
    expect(fb.runs).toHaveLength(3);
    expect(existsSync(fb.runs[0])).toBe(false);
    expect(existsSync(fb.runs[1])).toBe(true);
    expect(existsSync(initial)).toBe(true);
    expect(served(p)).toBe('v3');
  });
});

describe('astro build output', () => {
  it('recognises the lines of written pages', () => {
    expect(pagesOnLine('19:09:36   ├─ /admin/audio/index.html (+10ms) ')).toBe(1);
    expect(pagesOnLine('19:09:37   └─ /index.html (+7ms)')).toBe(1);
    expect(pagesOnLine('19:09:37 [build] ✓ Completed in 3.94s.')).toBe(0);
  });
});
