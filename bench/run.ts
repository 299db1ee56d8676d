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
 */
import { cpus, loadavg } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAstroBuild } from '../worker/platform/astro-build';
import { migrateDb, openNodeDb } from '../db/client-node';
import { seedDemo } from '../db/seed';
import { generateCatalogue } from '../db/seed/generate';
import { memoryStore } from '../worker/adapters/object-store';
import { hashPassword } from '../worker/services/password';
import { jsFigures, jsMarkdown, type JsFigure } from './js-figures';
import { lighthouseMarkdown, lighthouseRuns, type LighthousePage, type LighthouseResult } from './lighthouse';
import { apiLoads, apiLoadsMarkdown, type ApiLoad } from './load';
import { orderBenchRuns, ordersMarkdown, type OrdersBenchResult } from './orders';
import { withServer } from './server';
import { publishLatency, publishMarkdown, type PublishBenchResult } from './publish';
import { bytesMarkdown, pageBytes, type PageBytes } from './bytes';
import { loginBurst, loginsMarkdown, seedLoginAccounts, type LoginBurstResult, type LoginBurstSetup } from './logins';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BIG = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const LOGINS_PER_SECOND = 20;
const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 10);
/** The server's password hashing, before (scrypt on libuv's pool, as on Workers) and the setups compared to it. */
const LOGIN_SETUPS: LoginBurstSetup[] = [
  { label: 'before: node:crypto scrypt on libuv’s pool (`PASSWORD_HASH_THREADS=0`)', env: { PASSWORD_HASH_THREADS: '0' } },
  { label: '1 worker thread, nice 10', env: { PASSWORD_HASH_THREADS: '1', PASSWORD_HASH_NICE: '10' } },
  { label: '2 worker threads, nice 0', env: { PASSWORD_HASH_THREADS: '2', PASSWORD_HASH_NICE: '0' } },
  { label: 'default: worker threads = cores (max 4), nice 10', env: {} },
];

async function freshDb(dir: string) {
  const db = openNodeDb(`file:${join(dir, 'prud.db')}`);
  await migrateDb(db);
  const store = memoryStore();
  return { db, deps: { putObject: (k: string, b: Uint8Array | string, t: string) => store.put(k, b, t), hashPassword } };
}

/** Precompression's share of the last build (worker/platform/precompress.ts reports it in the build's output). */
const precompressSeconds: number[] = [];

async function build(dir: string): Promise<number> {
  const t0 = performance.now();
  const r = await runAstroBuild({ outDir: join(dir, 'dist'), databaseUrl: `file:${join(dir, 'prud.db')}`, siteUrl: 'http://localhost:4321' });
  if (!r.ok) throw new Error(`astro build failed:\n${r.output.split('\n').slice(-30).join('\n')}`);
  const ms = /precompressed .* in (\d+) ms/.exec(r.output)?.[1];
  precompressSeconds.push(ms ? Number((Number(ms) / 1000).toFixed(1)) : NaN);
  return Number(((performance.now() - t0) / 1000).toFixed(1));
}

interface Figures {
  date: string;
  node: string;
  cpus: number;
  js: JsFigure[];
  /** Set when only the JavaScript table was rerun (`BENCH_ONLY=js`) after `date`. */
  jsDate?: string;
  loads: ApiLoad[];
  /** When and how busy the machine was when the API loads ran (`BENCH_ONLY=api` reruns only them). */
  loadsNote?: string;
  /** Wall time of `astro build` + precompression; `*PrecompressSeconds`: the precompression's share. */
  build: { demoSeconds: number; bigSeconds: number; bigProducts: number; demoPrecompressSeconds?: number; bigPrecompressSeconds?: number };
  orders?: OrdersBenchResult[];
  publish?: PublishBenchResult[];
  bytes?: PageBytes[];
  logins?: LoginBurstResult[];
  /** Set when only that part was rerun (`BENCH_ONLY=bytes` / `logins`) after `date`. */
  bytesDate?: string;
  loginsDate?: string;
  /** Set when only the order placement was rerun (`BENCH_ONLY=orders`) after `date`. */
  ordersDate?: string;
  lighthouse?: LighthouseResult[];
  /** Set when only Lighthouse was rerun (`BENCH_ONLY=lighthouse`) after `date`. */
  lighthouseDate?: string;
}

function writeResults(figures: Figures) {
  const { js, loads, build: b } = figures;
  writeFileSync('bench/results.json', JSON.stringify(figures, null, 2) + '\n');
  const md = [
    '# Benchmark figures',
    '',
    `Measured ${figures.date} on ${figures.cpus} cores, Node ${figures.node}, by \`npm run bench\`.`,
    '',
    ...jsMarkdown(js, figures.jsDate),
    ...apiLoadsMarkdown(loads, figures.loadsNote ?? ''),
    '## astro build wall time',
    '',
    'Including the `.br`/`.gz` written beside every text file (precompression, its share in brackets).',
    '',
    `- demo catalogue: ${b.demoSeconds} s (${b.demoPrecompressSeconds ?? '–'} s)`,
    `- generated ${b.bigProducts} products: ${b.bigSeconds} s (${b.bigPrecompressSeconds ?? '–'} s)`,
    '',
    ...ordersMarkdown(figures.orders ?? [], figures.ordersDate),
    ...publishMarkdown(figures.publish ?? []),
    ...bytesMarkdown(figures.bytes ?? [], figures.bytesDate),
    ...loginsMarkdown(figures.logins ?? [], figures.loginsDate),
    ...lighthouseMarkdown(figures.lighthouse ?? [], figures.lighthouseDate),
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

/** The demo catalogue seeded and built into `dir`; its first product's id and the build's seconds. */
async function demoSite(dir: string): Promise<{ productId: number; seconds: number }> {
  const demo = await freshDb(dir);
  await seedDemo(demo.db, demo.deps);
  const [{ id: productId }] = (await demo.db.$client.execute('SELECT id FROM products ORDER BY id LIMIT 1')).rows as unknown as { id: number }[];
  demo.db.$client.close();
  console.log('bench: building the demo catalogue…');
  return { productId: Number(productId), seconds: await build(dir) };
}

const bytePages = (productId: number): [string, string][] => [
  ['home', '/'],
  ['category', '/eshop/život/'],
  ['product', `/product/${productId}/`],
  ['library', '/library/'],
  ['cart', '/cart/'],
  ['checkout step', '/shipping/'],
  ['admin list', '/admin/productlist/'],
];

/** Lighthouse's page types (issue 11): the storefront as a visitor, a checkout step and a staff list signed in. */
const lighthousePages = (productId: number): LighthousePage[] => [
  { kind: 'home', path: '/' },
  { kind: 'category', path: '/eshop/život/' },
  { kind: 'product', path: `/product/${productId}/` },
  { kind: 'library', path: '/library/' },
  { kind: 'cart', path: '/cart/', before: [`/cart/${productId}?qty=1`] },
  { kind: 'checkout step', path: '/shipping/', signedIn: 'customer', before: [`/cart/${productId}?qty=1`] },
  { kind: 'admin list', path: '/admin/productlist/', signedIn: 'admin' },
];

/** Only Lighthouse, merged into the figures already in results.json. */
async function lighthouseOnly() {
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const { productId } = await demoSite(dir);
    console.log('bench: Lighthouse (mobile)…');
    const lighthouse = await withServer(dir, (base) => lighthouseRuns(base, lighthousePages(productId)));
    writeResults({ ...previous, lighthouse, lighthouseDate: new Date().toISOString() });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pages during 20 logins/s, once per hashing setup, on the built demo site in `dir`. */
async function loginRuns(dir: string): Promise<LoginBurstResult[]> {
  const perSetup = LOGINS_PER_SECOND * LOGIN_SECONDS;
  await seedLoginAccounts(dir, perSetup * LOGIN_SETUPS.length);
  const out: LoginBurstResult[] = [];
  for (const [i, setup] of LOGIN_SETUPS.entries()) {
    console.log(`bench: pages during ${LOGINS_PER_SECOND} logins/s, ${setup.label}…`);
    out.push(await loginBurst(dir, setup, { page: '/', perSecond: LOGINS_PER_SECOND, seconds: LOGIN_SECONDS, firstAccount: i * perSetup }));
  }
  return out;
}

/** The static file the API is compared with: a stylesheet of the build (served from memory, like the cache). */
const staticFile = (dist: string) => `/_astro/${readdirSync(join(dist, '_astro')).find((f) => f.endsWith('.css')) ?? ''}`;

function loadNote(): string {
  console.log(`bench: load at 32 connections, ${SECONDS} s per URL…`);
  const [one, five] = loadavg();
  return `Run at ${new Date().toISOString()}; load average at start ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min), on ${cpus().length} cores.`;
}

/** Only the API under load (`BENCH_ONLY=api`), merged into the figures already in results.json. */
async function apiOnly() {
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const { productId } = await demoSite(dir);
    const loadsNote = loadNote();
    const loads = await withServer(dir, (base) => apiLoads(base, staticFile(join(dir, 'dist')), productId, SECONDS));
    writeResults({ ...previous, loads, loadsNote });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Only the bytes on the wire, or only the login burst, merged into the figures already in results.json. */
async function siteOnly(part: 'bytes' | 'logins') {
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const { productId } = await demoSite(dir);
    const date = new Date().toISOString();
    if (part === 'bytes') writeResults({ ...previous, bytes: await withServer(dir, (base) => pageBytes(base, bytePages(productId))), bytesDate: date });
    else writeResults({ ...previous, logins: await loginRuns(dir), loginsDate: date });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Only the JavaScript table, merged into the figures already in results.json. */
async function jsOnly() {
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const { productId } = await demoSite(dir);
    const js = await withServer(dir, (base) => jsFigures(join(dir, 'dist'), base, productId));
    writeResults({ ...previous, js, jsDate: new Date().toISOString() });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const demoDir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  const bigDir = mkdtempSync(join(tmpdir(), 'prud-bench-big-'));
  try {
    const { productId, seconds: demoBuild } = await demoSite(demoDir);
    const demoPrecompress = precompressSeconds.at(-1);

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
    const bigBuild = await build(bigDir);
    const bigPrecompress = precompressSeconds.at(-1);

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
