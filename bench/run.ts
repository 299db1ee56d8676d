/**
 * `npm run bench`: the storefront's performance figures, written to bench/results.md and bench/results.json.
 * - JavaScript per page type (gzip): loaded before interaction in Chromium, against a 10 KB budget, and all a page
 *   can load (js-figures.ts).
 * - API throughput and p99 at 32 connections on the Node entry, beside a static file from the same server.
 * - Bytes on the wire per page type (identity, gzip, brotli), Lighthouse mobile per page type with issue 18's goals
 *   (lighthouse.ts), and pre-rendered pages during a burst of logins (logins.ts).
 * - The order burst over HTTP with confirmations on, and the home page meanwhile (burst.ts).
 * - The Worker under wrangler dev on a local sqld: the same API loads and order burst (worker-sqld.ts).
 * - `astro build` with its precompression: the demo catalogue, 10,000 generated products from scratch and again
 *   over the first build (build-bench.ts).
 * - Order placement in-process: 16 concurrent buyers against limited stock, orders per second, oversold (0).
 * - Publish latency: an admin's save until the changed pre-rendered pages are served (demo and 1,000 products).
 * Everything runs on 127.0.0.1 with bounded loops; every process started here is stopped by PID. Each section of
 * results.md states the load average at its start (section-start.ts).
 * `BENCH_ONLY=<part>` (js, api, build, orders, burst, worker, publish, bytes, logins, lighthouse) reruns only that part and
 * keeps the other figures of results.json; with `BENCH_PAGES=kind,kind` Lighthouse replaces only those rows.
 * This file runs everything; rerun.ts one part; runs.ts holds what both measure alike, site-build.ts the demo site's
 * database and build, figures.ts the results files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsFigures } from './js-figures';
import { lighthouseRuns } from './lighthouse';
import { apiLoads } from './load';
import { orderBenchRuns } from './orders';
import { withServer } from './server';
import { pageBytes } from './bytes';
import { writeResults, type Figures } from './figures';
import { apiOnly, buildOnly, burstOnly, jsOnly, lighthouseOnly, ordersOnly, publishOnly, siteOnly, workerOnly } from './rerun';
import { SECONDS, bytePages, lighthousePages, loadNote, loginRuns, publishRuns, staticFile } from './runs';
import { demoSite } from './site-build';
import { bigBuildRuns, demoBuildRun } from './build-bench';
import { orderBurst } from './burst';
import { measured } from './section-start';
import { workerOnSqld } from './worker-sqld';

async function main() {
  const starts: NonNullable<Figures['starts']> = {};
  const demoDir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const demo = await demoSite(demoDir);
    const { productId } = demo;
    const dist = join(demoDir, 'dist');
    const js = await measured(starts, 'js', () => withServer(demoDir, (base) => jsFigures(dist, base, productId)));

    const loadsNote = loadNote();
    const loads = await withServer(demoDir, (base) => apiLoads(base, staticFile(dist), productId, SECONDS));
    const bytes = await measured(starts, 'bytes', () => withServer(demoDir, (base) => pageBytes(base, bytePages(productId))));
    console.log('bench: Lighthouse (mobile)…');
    const lighthouse = await measured(starts, 'lighthouse', () =>
      withServer(demoDir, (base) => lighthouseRuns(base, lighthousePages(productId))),
    );
    const logins = await measured(starts, 'logins', () => loginRuns(demoDir));
    // The Worker on sqld seeds a database of its own (under demoDir/sqld) and serves the same dist/.
    const worker = await measured(starts, 'worker', () => workerOnSqld(demoDir, productId));
    // Last on the demo site: it adds the burst's titles, buyers and orders to its database.
    const burst = await measured(starts, 'burst', () => orderBurst(demoDir));

    const big = await measured(starts, 'build', bigBuildRuns);
    console.log('bench: order placement…');
    const orders = await measured(starts, 'orders', orderBenchRuns);
    const publish = await measured(starts, 'publish', publishRuns);

    writeResults({
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      js,
      loads,
      loadsNote,
      builds: [demoBuildRun(demo.build, demo.products), ...big],
      orders,
      burst,
      publish,
      bytes,
      logins,
      lighthouse,
      worker,
      starts,
    });
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
if (only === 'orders') await ordersOnly();
else if (only === 'burst') await burstOnly();
else if (only === 'worker') await workerOnly();
else if (only === 'build') await buildOnly();
else if (only === 'api') await apiOnly();
else if (only === 'publish') await publishOnly();
else if (only === 'bytes' || only === 'logins') await siteOnly(only);
else if (only === 'js') await jsOnly();
else if (only === 'lighthouse') await lighthouseOnly();
else if (only)
  throw new Error(`BENCH_ONLY=${only}: not a part (orders, burst, worker, build, api, publish, bytes, logins, js, lighthouse)`);
else await main();
