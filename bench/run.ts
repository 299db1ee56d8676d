/**
 * `npm run bench`: the storefront's performance figures, written to bench/results.md and bench/results.json.
 * - JavaScript per page type (gzip): loaded before interaction in Chromium, against a 10 KB budget, and all a page
 *   can load (js-figures.ts).
 * - API throughput and p99 at 32 connections on the Node entry, beside a static file from the same server.
 * - `astro build` wall time for the demo catalogue and for a generated 10,000-product catalogue.
 * - Order placement: 16 concurrent buyers against limited stock, orders per second and the oversold count (0).
 * Everything runs on 127.0.0.1 with bounded loops; every process started here is stopped by PID.
 * - Publish latency: an admin's save until the changed pre-rendered pages are served (demo and 1,000 products).
 * - Bytes on the wire per page type (identity, gzip, brotli) and pre-rendered pages during a burst of logins.
 * `BENCH_ONLY=orders` (or `publish`, `bytes`, `logins`, `api`) `npm run bench` reruns only that part and keeps the other
 * figures of results.json; `BENCH_ONLY=js` does the same for the JavaScript table, `BENCH_ONLY=lighthouse` for
 * Lighthouse's mobile scores, bytes and JS before interaction of every page type (lighthouse.ts).
 * This file runs everything; rerun.ts one part; runs.ts holds what both measure alike, site-build.ts the demo site's
 * database and build, figures.ts the results files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../db/seed/generate';
import { jsFigures } from './js-figures';
import { lighthouseRuns } from './lighthouse';
import { apiLoads } from './load';
import { orderBenchRuns } from './orders';
import { withServer } from './server';
import { pageBytes } from './bytes';
import { writeResults } from './figures';
import { apiOnly, jsOnly, lighthouseOnly, ordersOnly, publishOnly, siteOnly } from './rerun';
import { SECONDS, bytePages, lighthousePages, loadNote, loginRuns, publishRuns, staticFile } from './runs';
import { buildSite, demoSite, freshDb, lastPrecompressSeconds } from './site-build';

const BIG = Number(process.env.BENCH_PRODUCTS ?? 10_000);

async function main() {
  const demoDir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  const bigDir = mkdtempSync(join(tmpdir(), 'prud-bench-big-'));
  try {
    const { productId, seconds: demoBuild } = await demoSite(demoDir);
    const demoPrecompress = lastPrecompressSeconds();

    const dist = join(demoDir, 'dist');
    const js = await withServer(demoDir, (base) => jsFigures(dist, base, productId));

    const loadsNote = loadNote();
    const { loads, bytes } = await withServer(demoDir, async (base) => ({
      loads: await apiLoads(base, staticFile(dist), productId, SECONDS),
      bytes: await pageBytes(base, bytePages(productId)),
    }));
    console.log('bench: Lighthouse (mobile)…');
    const lighthouse = await withServer(demoDir, (base) => lighthouseRuns(base, lighthousePages(productId)));
    const logins = await loginRuns(demoDir);

    console.log(`bench: generating ${BIG} products and building…`);
    const big = await freshDb(bigDir);
    await generateCatalogue(big.db, big.deps, BIG);
    big.db.$client.close();
    const bigBuild = await buildSite(bigDir);
    const bigPrecompress = lastPrecompressSeconds();

    console.log('bench: order placement…');
    const orders = await orderBenchRuns();

    const publish = await publishRuns();

    writeResults({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, js, loads, loadsNote, build: { demoSeconds: demoBuild, bigSeconds: bigBuild, bigProducts: BIG, demoPrecompressSeconds: demoPrecompress, bigPrecompressSeconds: bigPrecompress }, orders, publish, bytes, logins, lighthouse });
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(bigDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ONLY === 'orders') await ordersOnly();
else if (process.env.BENCH_ONLY === 'api') await apiOnly();
else if (process.env.BENCH_ONLY === 'publish') await publishOnly();
else if (process.env.BENCH_ONLY === 'bytes' || process.env.BENCH_ONLY === 'logins') await siteOnly(process.env.BENCH_ONLY);
else if (process.env.BENCH_ONLY === 'js') await jsOnly();
else if (process.env.BENCH_ONLY === 'lighthouse') await lighthouseOnly();
else await main();
