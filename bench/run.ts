/**
 * `npm run bench`: the storefront's performance figures, written to bench/results.md and bench/results.json.
 * - JavaScript shipped (gzip) per page type, against the budget (10 KB content/catalogue pages, 80 KB product).
 * - API throughput and p99 at 32 connections on the Node entry, beside a static file from the same server.
 * - `astro build` wall time for the demo catalogue and for a generated 10,000-product catalogue.
 * - Order placement: 16 concurrent buyers against limited stock, orders per second and the oversold count (0).
 * Everything runs on 127.0.0.1 with bounded loops; every process started here is stopped by PID.
 * - Publish latency: an admin's save until the changed pre-rendered pages are served (demo and 1,000 products).
 * `BENCH_ONLY=orders` (or `publish`) `npm run bench` reruns only that part and keeps the other figures of results.json.
 */
import { cpus } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAstroBuild } from '../worker/platform/astro-build';
import { migrateDb, openNodeDb } from '../db/client-node';
import { seedDemo } from '../db/seed';
import { generateCatalogue } from '../db/seed/generate';
import { memoryStore } from '../worker/adapters/object-store';
import { hashPassword } from '../worker/services/password';
import { jsForPage } from './js-budget';
import { load, type LoadResult } from './load';
import { orderBenchRuns, ordersMarkdown, type OrdersBenchResult } from './orders';
import { withServer } from './server';
import { publishLatency, publishMarkdown, type PublishBenchResult } from './publish';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BIG = Number(process.env.BENCH_PRODUCTS ?? 10_000);

async function freshDb(dir: string) {
  const db = openNodeDb(`file:${join(dir, 'prud.db')}`);
  await migrateDb(db);
  const store = memoryStore();
  return { db, deps: { putObject: (k: string, b: Uint8Array | string, t: string) => store.put(k, b, t), hashPassword } };
}

async function build(dir: string): Promise<number> {
  const t0 = performance.now();
  const r = await runAstroBuild({ outDir: join(dir, 'dist'), databaseUrl: `file:${join(dir, 'prud.db')}`, siteUrl: 'http://localhost:4321' });
  if (!r.ok) throw new Error(`astro build failed:\n${r.output.split('\n').slice(-30).join('\n')}`);
  return Number(((performance.now() - t0) / 1000).toFixed(1));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Figures {
  date: string;
  node: string;
  cpus: number;
  js: (ReturnType<typeof jsForPage> & { kind: string; path: string; budgetKb: number; error?: string })[];
  loads: LoadResult[];
  build: { demoSeconds: number; bigSeconds: number; bigProducts: number };
  orders?: OrdersBenchResult[];
  publish?: PublishBenchResult[];
  /** Set when only the order placement was rerun (`BENCH_ONLY=orders`) after `date`. */
  ordersDate?: string;
}

function writeResults(figures: Figures) {
  const { js, loads, build: b } = figures;
  const staticRps = loads[0]?.rps ?? NaN;
  writeFileSync('bench/results.json', JSON.stringify(figures, null, 2) + '\n');
  const md = [
    '# Benchmark figures',
    '',
    `Measured ${figures.date} on ${figures.cpus} cores, Node ${figures.node}, by \`npm run bench\`.`,
    '',
    '## JavaScript shipped per page (gzip)',
    '',
    '| page | path | JS files | gzip KB | budget KB | within |',
    '|---|---|---|---|---|---|',
    ...js.map((j) => `| ${j.kind} | \`${j.path}\` | ${j.files} | ${kb(j.gzipBytes)} | ${j.budgetKb} | ${j.gzipBytes <= j.budgetKb * 1024 ? 'yes' : 'NO'} |`),
    '',
    `## Node entry under load (32 connections, ${Math.round(loads[0]?.seconds ?? SECONDS)} s each)`,
    '',
    '| URL | req/s | p50 ms | p99 ms | errors | vs static |',
    '|---|---|---|---|---|---|',
    ...loads.map((l) => `| \`${new URL(l.url).pathname}${new URL(l.url).search}\` | ${l.rps} | ${l.p50ms} | ${l.p99ms} | ${l.errors} | ${(l.rps / staticRps).toFixed(2)} |`),
    '',
    '## astro build wall time',
    '',
    `- demo catalogue: ${b.demoSeconds} s`,
    `- generated ${b.bigProducts} products: ${b.bigSeconds} s`,
    '',
    ...ordersMarkdown(figures.orders ?? [], figures.ordersDate),
    ...publishMarkdown(figures.publish ?? []),
  ].join('\n');
  writeFileSync('bench/results.md', md);
  console.log(md);
}

/** Publish latency for the demo catalogue and for 1,000 products (each built first, then served and edited). */
async function publishRuns(): Promise<PublishBenchResult[]> {
  const out: PublishBenchResult[] = [];
  for (const [label, total] of [['demo', 0], ['1,000 products', 1000]] as const) {
    const dir = mkdtempSync(join(tmpdir(), 'prud-bench-publish-'));
    try {
      const { db, deps } = await freshDb(dir);
      await seedDemo(db, deps);
      const [{ n }] = (await db.$client.execute('SELECT count(*) AS n FROM products')).rows as unknown as { n: number }[];
      if (total > n) await generateCatalogue(db, deps, total - Number(n));
      db.$client.close();
      await build(dir);
      console.log(`bench: publish latency, ${label}…`);
      out.push(await publishLatency(dir, label, Math.max(total, Number(n))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}

/** Only the publish latency, merged into the figures already in results.json. */
async function publishOnly() {
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
  writeResults({ ...previous, publish: await publishRuns() });
}

/** Only the order placement, merged into the figures already in results.json. */
async function ordersOnly() {
  console.log('bench: order placement only…');
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
  const orders = await orderBenchRuns();
  writeResults({ ...previous, orders, ordersDate: new Date().toISOString() });
}

async function main() {
  const demoDir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  const bigDir = mkdtempSync(join(tmpdir(), 'prud-bench-big-'));
  try {
    const demo = await freshDb(demoDir);
    await seedDemo(demo.db, demo.deps);
    const [{ id: productId }] = (await demo.db.$client.execute('SELECT id FROM products ORDER BY id LIMIT 1')).rows as unknown as { id: number }[];
    demo.db.$client.close();
    console.log('bench: building the demo catalogue…');
    const demoBuild = await build(demoDir);

    const dist = join(demoDir, 'dist');
    const pages: [string, string, number][] = [
      ['home', '/', 10],
      ['category', '/eshop/život/', 10],
      ['library', '/library/', 10],
      ['content (give2)', '/give2/', 10],
      ['product', `/product/${productId}/`, 80],
    ];
    const js = pages.map(([kind, path, budgetKb]) => {
      try {
        return { kind, path, budgetKb, ...jsForPage(dist, path) };
      } catch (e) {
        return { kind, path, budgetKb, files: 0, gzipBytes: NaN, islandsEager: 0, error: String(e) };
      }
    });

    console.log(`bench: load at 32 connections, ${SECONDS} s per URL…`);
    const astroFile = readdirSync(join(dist, '_astro')).find((f) => f.endsWith('.css')) ?? '';
    const loads: LoadResult[] = await withServer(demoDir, async (base) => {
      const out: LoadResult[] = [];
      for (const path of [`/_astro/${astroFile}`, '/api/products', '/api/products?keyword=zivot', '/api/products?keyword=bozie%20evanjelium']) {
        out.push(await load(`${base}${path}`, 32, SECONDS));
      }
      return out;
    });

    console.log(`bench: generating ${BIG} products and building…`);
    const big = await freshDb(bigDir);
    await generateCatalogue(big.db, big.deps, BIG);
    big.db.$client.close();
    const bigBuild = await build(bigDir);

    console.log('bench: order placement…');
    const orders = await orderBenchRuns();

    const publish = await publishRuns();

    writeResults({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, js, loads, build: { demoSeconds: demoBuild, bigSeconds: bigBuild, bigProducts: BIG }, orders, publish });
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(bigDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ONLY === 'orders') await ordersOnly();
else if (process.env.BENCH_ONLY === 'publish') await publishOnly();
else await main();
