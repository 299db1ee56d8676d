import { PAYMENT_METHOD_KEY, PLAYER_KEY, SHIPPING_ADDRESS_KEY } from '../site/lib/storage-keys';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../db/seed';
import { generateCatalogue } from '../db/seed/generate';
import type { LighthousePage } from './lighthouse';
import { loginBurst, seedLoginAccounts, type LoginBurstResult, type LoginBurstSetup } from './logins';
import { publishLatency, type PublishBenchResult } from './publish';
import { buildSite, freshDb } from './site-build';

/** The parts that the whole bench (run.ts) and a rerun of one part (rerun.ts) measure alike. */

/** Seconds of load on each URL of the API table. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOGINS_PER_SECOND = 20;
const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 10);
/** The server's password hashing, before (scrypt on libuv's pool, as on Workers) and the setups compared to it. */
const LOGIN_SETUPS: LoginBurstSetup[] = [
  { label: 'before: node:crypto scrypt on libuv’s pool (`PASSWORD_HASH_THREADS=0`)', env: { PASSWORD_HASH_THREADS: '0' } },
  { label: '1 worker thread, nice 10', env: { PASSWORD_HASH_THREADS: '1', PASSWORD_HASH_NICE: '10' } },
  { label: '2 worker threads, nice 0', env: { PASSWORD_HASH_THREADS: '2', PASSWORD_HASH_NICE: '0' } },
  { label: 'default: worker threads = cores (max 4), nice 10', env: {} },
];

/** Publish latency for the demo catalogue, 1,000 and 10,000 products (each built first, then served and edited). */
export async function publishRuns(): Promise<PublishBenchResult[]> {
  const out: PublishBenchResult[] = [];
  for (const [label, total] of [
    ['demo', 0],
    ['1,000 products', 1000],
    ['10,000 products', 10000],
  ] as const) {
    const dir = mkdtempSync(join(tmpdir(), 'prud-bench-publish-'));
    try {
      const { db, deps } = await freshDb(dir);
      await seedDemo(db, deps);
      const [{ n }] = (await db.$client.execute('SELECT count(*) AS n FROM products')).rows as unknown as { n: number }[];
      if (total > n) await generateCatalogue(db, deps, total - Number(n));
      db.$client.close();
      await buildSite(dir);
      console.log(`bench: publish latency, ${label}…`);
      out.push(await publishLatency(dir, label, Math.max(total, Number(n))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}

/** Pages during 20 logins/s, once per hashing setup, on the built demo site in `dir`. */
export async function loginRuns(dir: string): Promise<LoginBurstResult[]> {
  const perSetup = LOGINS_PER_SECOND * LOGIN_SECONDS;
  await seedLoginAccounts(dir, perSetup * LOGIN_SETUPS.length);
  const out: LoginBurstResult[] = [];
  for (const [i, setup] of LOGIN_SETUPS.entries()) {
    console.log(`bench: pages during ${LOGINS_PER_SECOND} logins/s, ${setup.label}…`);
    out.push(await loginBurst(dir, setup, { page: '/', perSecond: LOGINS_PER_SECOND, seconds: LOGIN_SECONDS, firstAccount: i * perSetup }));
  }
  return out;
}

/** The page types whose bytes on the wire are measured. */
export const bytePages = (productId: number): [string, string][] => [
  ['home', '/'],
  ['category', '/eshop/život/'],
  ['product', `/product/${productId}/`],
  ['library', '/library/'],
  ['cart', '/cart/'],
  ['checkout step', '/shipping/'],
  ['admin list', '/admin/productlist/'],
];

/**
 * Lighthouse's page types (issues 11 and 18): the storefront as a visitor, search results, every island page
 * (cart, account forms, favourites, profile, the checkout steps, an order, staff lists) with the storage its
 * reader would have. `BENCH_PAGES=cart,login` (kinds, comma-separated) measures only those.
 */
/** A delivery address as the shipping step stores it, so that the later steps are measured as themselves. */
const ADDRESS = JSON.stringify({
  name: 'Lighthouse Čitateľ',
  address: 'Hlavná 1',
  city: 'Bratislava',
  postalCode: '811 01',
  country: 'Slovensko',
  phone: '',
});

/** A recording the player kept (site/features/listening/player.ts). */
const NOW_PLAYING = JSON.stringify({
  recording: { title: 'Božie evanjelium 1', topic: 'Božie evanjelium', fileId: 'bench-file', place: '/words-of-life#nahravka-1' },
  collapsed: false,
});

export const lighthousePages = (productId: number): LighthousePage[] => {
  const cart = [`/cart/${productId}?qty=1`];
  const all: LighthousePage[] = [
    { kind: 'home', path: '/' },
    { kind: 'category', path: '/eshop/život/' },
    // Issue 31: a category sorted by the server (its shell filled from the catalogue cache, like the search).
    { kind: 'sorted category', path: '/eshop/život?zoradenie=cena-vzostupne' },
    { kind: 'product', path: `/product/${productId}/` },
    { kind: 'library', path: '/library/' },
    { kind: 'search', path: '/search/zivot' },
    // Issue 21: the listening room (no Drive frame until 'Počúvať'), and a page loaded while a recording plays
    // (the player and its page router come back: what listening costs a page).
    { kind: 'listening room', path: '/words-of-life/' },
    { kind: 'home while listening', path: '/', session: { [PLAYER_KEY]: NOW_PLAYING } },
    { kind: 'cart', path: '/cart/', before: cart },
    { kind: 'empty cart', path: '/cart/' },
    { kind: 'login', path: '/login/' },
    { kind: 'register', path: '/register/' },
    { kind: 'forgot password', path: '/forgot-password/' },
    // The link of a reset e-mail: the form shows for any well-formed one (the token is checked when it is sent).
    { kind: 'reset password', path: '/reset-password/bench-token/Jana/jana%40example.sk/1/bench' },
    { kind: 'favorites', path: '/favorites/', signedIn: 'customer' },
    { kind: 'profile', path: '/profile/', signedIn: 'customer' },
    { kind: 'checkout step', path: '/shipping/', signedIn: 'customer', before: cart },
    { kind: 'payment step', path: '/payment/', signedIn: 'customer', before: cart, storage: { [SHIPPING_ADDRESS_KEY]: ADDRESS } },
    {
      kind: 'place order step',
      path: '/placeorder/',
      signedIn: 'customer',
      before: cart,
      storage: { [SHIPPING_ADDRESS_KEY]: ADDRESS, [PAYMENT_METHOD_KEY]: '"Prevodom vopred"' },
    },
    { kind: 'order', path: '/order/{order}', signedIn: 'customer', orderOf: productId },
    { kind: 'admin list', path: '/admin/productlist/', signedIn: 'admin' },
    { kind: 'admin orders', path: '/admin/orderlist/', signedIn: 'admin' },
  ];
  const only = process.env.BENCH_PAGES?.split(',').map((k) => k.trim());
  return only ? all.filter((p) => only.includes(p.kind)) : all;
};

/** The static file the API is compared with: a stylesheet of the build (served from memory, like the cache). */
export const staticFile = (dist: string) => `/_astro/${readdirSync(join(dist, '_astro')).find((f) => f.endsWith('.css')) ?? ''}`;

/** Announces the API loads and notes when they ran and how busy the machine was. */
export function loadNote(): string {
  console.log(`bench: load at 32 connections, ${SECONDS} s per URL…`);
  const [one, five] = loadavg();
  return `Run at ${new Date().toISOString()}; load average at start ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min), on ${cpus().length} cores.`;
}
