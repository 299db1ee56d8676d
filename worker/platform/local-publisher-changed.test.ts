import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '../../db/client-node';
import type { Db } from '../../db/client';
import { readPublishStateRow } from '../../db/queries/publishing/publish-state';
import { pagesOnLine } from './astro-build';
import type { ChangedPages, PagePatch } from './changed-pages';
import { type LocalPublisherOptions, localPublisher, type SiteBuild } from './local-publisher';

/** The Node publisher with changed-pages publishing: a stand-in for it and for the full build. */
let dir: string;
let initial: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prud-publish-changed-'));
  db = openNodeDb(`file:${join(dir, 'shop.db')}`);
  await migrateDb(db);
  initial = join(dir, 'dist');
  mkdirSync(initial, { recursive: true });
  writeFileSync(join(initial, 'index.html'), 'v0');
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A full build that writes version `n` of the site and reports three pages. */
function fakeBuild() {
  const runs: string[] = [];
  const build: SiteBuild = async (outDir, onLine) => {
    runs.push(outDir);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `v${runs.length}`);
    for (const p of ['/index.html', '/product/1/index.html', '/product/2/index.html']) onLine(`  ├─ ${p} (+2ms)`);
    return { ok: true, output: 'ok' };
  };
  return { build, runs };
}

const PATCH: PagePatch = {
  written: ['product/7/index.html', 'index.html', 'sitemap-0.xml'],
  removed: ['product/8/index.html'],
  rendered: 5,
  paths: 40,
  ms: 12,
};

/** Changed pages that answer `answers` in turn (null: cannot, a full build follows); records what it was asked. */
function fakeChanged(answers: (PagePatch | null)[], during?: () => Promise<void>) {
  const seen = { published: [] as string[], followed: [] as string[] };
  const changed: ChangedPages = {
    follow: async (root) => void seen.followed.push(root),
    async publish(root) {
      seen.published.push(root);
      await during?.();
      return answers.length ? answers.shift()! : null;
    },
    stop: async () => undefined,
  };
  return { changed, seen };
}

function publisher(build: SiteBuild, over: Partial<LocalPublisherOptions> = {}) {
  return localPublisher({
    initialRoot: initial,
    buildsDir: join(dir, 'site'),
    build,
    pagesOnLine,
    db,
    now: () => new Date('2026-11-23T12:00:00Z'),
    log: () => undefined,
    debounceMs: 10,
    ...over,
  });
}

describe('local publisher with changed pages', () => {
  it('publishes the changed pages in place: no full build, the state says which and how many files', async () => {
    const fb = fakeBuild();
    let during: unknown;
    let p!: ReturnType<typeof publisher>;
    const cp = fakeChanged([PATCH], async () => void (during = (await p.state()).phase));
    p = publisher(fb.build, { changedPages: cp.changed });
    p.request('product', () => undefined);
    await p.idle();
    expect(fb.runs).toEqual([]);
    expect(cp.seen.published).toEqual([initial]);
    expect(during).toBe('building');
    expect(p.root()).toBe(initial);
    expect(await p.state()).toMatchObject({
      phase: 'done',
      build: 'changed',
      pages: 4,
      reason: 'product',
      finishedAt: '2026-11-23T12:00:00.000Z',
    });
    expect(await readPublishStateRow(db)).toMatchObject({ phase: 'done', buildKind: 'changed', pagesWritten: 4 });
  });

  it('builds the whole site when changed pages cannot be published, then follows the new build', async () => {
    const fb = fakeBuild();
    const cp = fakeChanged([null]);
    const p = publisher(fb.build, { changedPages: cp.changed });
    p.request('product', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([initial]);
    expect(fb.runs).toHaveLength(1);
    expect(p.root()).toBe(fb.runs[0]);
    expect(cp.seen.followed).toEqual([fb.runs[0]]);
    expect(readFileSync(join(p.root(), 'index.html'), 'utf8')).toBe('v1');
    expect(await p.state()).toMatchObject({ phase: 'done', build: 'full', pages: 3 });

    // The next publish goes over the folder now served.
    cp.seen.published.length = 0;
    p.request('product', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([fb.runs[0]]);
    expect(fb.runs).toHaveLength(2);
  });

  it('builds the whole site at the admin’s request, even with changed pages, and tries them again after', async () => {
    const fb = fakeBuild();
    const cp = fakeChanged([PATCH, PATCH]);
    const p = publisher(fb.build, { changedPages: cp.changed });
    p.request('manual', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([]);
    expect(fb.runs).toHaveLength(1);
    expect(cp.seen.followed).toEqual([fb.runs[0]]);
    expect(await p.state()).toMatchObject({ build: 'full', pages: 3 });

    p.request('product', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([fb.runs[0]]);
    expect(fb.runs).toHaveLength(1);
    expect(await p.state()).toMatchObject({ build: 'changed', pages: 4 });
  });

  it('a full build asked among other requests wins over them, and the reason that asks it is configurable', async () => {
    const fb = fakeBuild();
    const cp = fakeChanged([PATCH]);
    const p = publisher(fb.build, { changedPages: cp.changed, fullBuildReason: 'all' });
    p.request('product', () => undefined);
    p.request('all', () => undefined);
    p.request('banner', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([]);
    expect(fb.runs).toHaveLength(1);

    // 'manual' is an ordinary reason here.
    p.request('manual', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([fb.runs[0]]);
    expect(fb.runs).toHaveLength(1);
  });

  it('a full build asked while changed pages are being published comes next', async () => {
    const fb = fakeBuild();
    let p!: ReturnType<typeof publisher>;
    let asked = false;
    const cp = fakeChanged([PATCH, PATCH], async () => {
      if (asked) return;
      asked = true;
      p.request('manual', () => undefined);
    });
    p = publisher(fb.build, { changedPages: cp.changed });
    p.request('product', () => undefined);
    await p.idle();
    expect(cp.seen.published).toEqual([initial]);
    expect(fb.runs).toHaveLength(1);
    expect(await p.state()).toMatchObject({ build: 'full', reason: 'manual' });
  });

  it('a steady stream of requests, each within the debounce of the last, still publishes every maxWait', async () => {
    const fb = fakeBuild();
    const cp = fakeChanged(Array.from({ length: 50 }, () => PATCH));
    const p = publisher(fb.build, { changedPages: cp.changed, debounceMs: 150, maxWaitMs: 300 });
    // Requests every 20 ms for 1.5 s: without the cap, the debounce would postpone the publish to the end.
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      p.request('order', () => undefined);
      await new Promise((r) => setTimeout(r, 20));
    }
    const duringStream = cp.seen.published.length;
    await p.idle();
    expect(duringStream).toBeGreaterThanOrEqual(2);
    expect(fb.runs).toEqual([]);
  });
});
