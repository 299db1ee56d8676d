import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAstroBuild } from '../worker/platform/astro-build';
import { migrateDb, openNodeDb } from '../db/client-node';
import { seedDemo } from '../db/seed';
import { memoryStore } from '../worker/adapters/object-store';
import { hashPassword } from '../worker/services/accounts/password';

/** A migrated, empty database in `dir`, with what the seed and the catalogue generator need to fill it. */
export async function freshDb(dir: string) {
  const db = openNodeDb(`file:${join(dir, 'prud.db')}`);
  await migrateDb(db);
  const store = memoryStore();
  return { db, deps: { putObject: (k: string, b: Uint8Array | string, t: string) => store.put(k, b, t), hashPassword } };
}

/** One `astro build` with its precompression (worker/platform/astro-build.ts reports it in the build's output). */
export interface BuildFigure {
  /** Wall time of the whole build, precompression included. */
  seconds: number;
  /** What precompression added after astro's last page, and the threads' time on files (summed). */
  precompressAfterSeconds: number | null;
  threadsBusySeconds: number | null;
  compressed: number;
  reused: number;
  /** Of compressed + reused, those done while astro was still rendering. */
  duringBuild: number;
}

const toSeconds = (ms: string | undefined) => (ms === undefined ? null : Number((Number(ms) / 1000).toFixed(1)));

/** The address the bench's builds are made for (a server publishing over them must use the same). */
export const BUILT_SITE_URL = 'http://localhost:4321';

/** `astro build` of `dir`'s database into `dir/dist` (reusing the variants of a build already there). */
export async function buildSite(dir: string): Promise<BuildFigure> {
  const t0 = performance.now();
  const r = await runAstroBuild({
    outDir: join(dir, 'dist'),
    databaseUrl: `file:${join(dir, 'prud.db')}`,
    siteUrl: BUILT_SITE_URL,
  });
  if (!r.ok) throw new Error(`astro build failed:\n${r.output.split('\n').slice(-30).join('\n')}`);
  const m =
    /precompressed (\d+) files .*reused (\d+), (\d+) of them during the build; (\d+) ms after the build, threads busy (\d+) ms/.exec(
      r.output,
    );
  const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  // The build before (a rebuild of the same folder) is removed after the new one is in place: not the build's
  // time, but the next measurement should not share the disk and libuv's threads with it.
  await r.oldTreeRemoved;
  return {
    seconds,
    precompressAfterSeconds: toSeconds(m?.[4]),
    threadsBusySeconds: toSeconds(m?.[5]),
    compressed: Number(m?.[1] ?? 0),
    reused: Number(m?.[2] ?? 0),
    duringBuild: Number(m?.[3] ?? 0),
  };
}

/** The demo catalogue seeded and built into `dir`; its first product's id and the build's figures. */
export async function demoSite(dir: string): Promise<{ productId: number; products: number; build: BuildFigure }> {
  const demo = await freshDb(dir);
  await seedDemo(demo.db, demo.deps);
  const [{ id: productId }] = (await demo.db.$client.execute('SELECT id FROM products ORDER BY id LIMIT 1')).rows as unknown as {
    id: number;
  }[];
  const [{ n }] = (await demo.db.$client.execute('SELECT count(*) AS n FROM products')).rows as unknown as { n: number }[];
  demo.db.$client.close();
  console.log('bench: building the demo catalogue…');
  return { productId: Number(productId), products: Number(n), build: await buildSite(dir) };
}

/** Runs `fn` on the demo site built in a temporary folder, which is removed after. */
export async function withDemoSite<T>(fn: (dir: string, productId: number) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const { productId } = await demoSite(dir);
    return await fn(dir, productId);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
