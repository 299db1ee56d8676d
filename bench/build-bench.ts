import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../db/seed/generate';
import { changedPages } from '../worker/platform/changed-pages';
import { startResidentRenderer } from '../worker/platform/resident-renderer';
import { BUILT_SITE_URL, buildSite, freshDb, type BuildFigure } from './site-build';

/**
 * `astro build` wall time with its precompression (worker/platform/precompress.ts): the demo catalogue, a generated
 * catalogue of `BENCH_PRODUCTS` (10,000) products built from scratch, and the same built again over the first
 * build (every unchanged file takes its `.br`/`.gz` from it, as `npm start` does when `dist/` holds a build).
 */
export interface BuildRun extends BuildFigure {
  label: string;
  products: number;
}

const BIG_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/** Issue 18: the full build of 10,000 products within 25 s. */
const BIG_GOAL_SECONDS = 25;

/** The generated catalogue's builds (the demo's comes from the demo site the other parts use). */
export async function bigBuildRuns(): Promise<BuildRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-big-'));
  try {
    console.log(`bench: generating ${BIG_PRODUCTS} products and building…`);
    const big = await freshDb(dir);
    await generateCatalogue(big.db, big.deps, BIG_PRODUCTS);
    big.db.$client.close();
    const cold = await buildSite(dir);
    console.log('bench: building them again over the first build…');
    const again = await buildSite(dir);
    console.log('bench: publishing with nothing changed (the changed-pages renderer over that build)…');
    const nothing = await publishNothingChanged(dir);
    return [
      { label: 'full build', products: BIG_PRODUCTS, ...cold },
      { label: 'full build again, over the previous build (nothing changed)', products: BIG_PRODUCTS, ...again },
      { label: 'publish with nothing changed (changed pages only: a round of the resident renderer)', products: BIG_PRODUCTS, ...nothing },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a republish with nothing changed costs now (issue 33): the served build's resident renderer renders the
 * pages without a key and writes none (worker/platform/changed-pages.ts), timed from the request to the answer,
 * once the renderer is ready (it bundles the site once per full build).
 */
async function publishNothingChanged(dir: string): Promise<BuildFigure> {
  const root = join(dir, 'dist');
  const renderer = startResidentRenderer({ root, databaseUrl: `file:${join(dir, 'prud.db')}`, siteUrl: BUILT_SITE_URL });
  if (!(await renderer.ready)) throw new Error('the resident renderer could not start');
  const publisher = changedPages({
    startRenderer: () => renderer,
    stageDir: join(dir, 'stage'),
    fingerprint: () => 'bench',
    builtFrom: () => 'bench',
    onPatched: async () => undefined,
    log: () => undefined,
  });
  try {
    publisher.follow(root);
    const t0 = performance.now();
    const patch = await publisher.publish(root);
    if (!patch) throw new Error('no changed-pages publish');
    if (patch.written.length || patch.removed.length) throw new Error(`nothing changed, yet it wrote ${patch.written.join(', ')}`);
    return {
      seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
      precompressAfterSeconds: null,
      threadsBusySeconds: null,
      compressed: 0,
      reused: 0,
      duringBuild: 0,
    };
  } finally {
    await publisher.stop();
  }
}

const s = (v: number | null) => (v === null ? '–' : String(v));

export function buildMarkdown(runs: BuildRun[]): string[] {
  if (!runs.length) return [];
  return [
    '## astro build wall time, with precompression',
    '',
    '`.br` and `.gz` beside every text file (worker/platform/precompress.ts) on worker threads at nice 10, pages taken',
    'while astro still renders the next ones; "after the build": what precompression adds once astro is done; "threads',
    'busy": their CPU time on files, summed over threads. Files with the same bytes as in the build being replaced take its',
    `variants ("reused"). Goal (issue 18): a full build of 10,000 products within ${BIG_GOAL_SECONDS} s.`,
    '',
    '| build | products | total s | precompression after the build s | threads busy s (CPU) | compressed / reused / during the build | goal met |',
    '|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const goal = r.label === 'full build' && r.products >= 10_000 ? (r.seconds <= BIG_GOAL_SECONDS ? 'yes' : 'NO') : '';
      return `| ${r.label} | ${r.products} | ${r.seconds} | ${s(r.precompressAfterSeconds)} | ${s(r.threadsBusySeconds)} | ${r.compressed} / ${r.reused} / ${r.duringBuild} | ${goal} |`;
    }),
    '',
  ];
}

/** The demo site's build as a row of the table. */
export const demoBuildRun = (build: BuildFigure, products: number): BuildRun => ({ label: 'demo catalogue', products, ...build });
