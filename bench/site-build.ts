import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAstroBuild } from '../worker/platform/astro-build';
import { migrateDb, openNodeDb } from '../db/client-node';
import { seedDemo } from '../db/seed';
import { memoryStore } from '../worker/adapters/object-store';
import { hashPassword } from '../worker/services/password';

/** A migrated, empty database in `dir`, with what the seed and the catalogue generator need to fill it. */
export async function freshDb(dir: string) {
  const db = openNodeDb(`file:${join(dir, 'prud.db')}`);
  await migrateDb(db);
  const store = memoryStore();
  return { db, deps: { putObject: (k: string, b: Uint8Array | string, t: string) => store.put(k, b, t), hashPassword } };
}

/** Precompression's share of each build (worker/platform/precompress.ts reports it in the build's output). */
const precompressSeconds: number[] = [];

/** Precompression's share of the last build, in seconds. */
export const lastPrecompressSeconds = () => precompressSeconds.at(-1);

/** `astro build` of `dir`'s database into `dir/dist`; its wall time in seconds. */
export async function buildSite(dir: string): Promise<number> {
  const t0 = performance.now();
  const r = await runAstroBuild({ outDir: join(dir, 'dist'), databaseUrl: `file:${join(dir, 'prud.db')}`, siteUrl: 'http://localhost:4321' });
  if (!r.ok) throw new Error(`astro build failed:\n${r.output.split('\n').slice(-30).join('\n')}`);
  const ms = /precompressed .* in (\d+) ms/.exec(r.output)?.[1];
  precompressSeconds.push(ms ? Number((Number(ms) / 1000).toFixed(1)) : NaN);
  return Number(((performance.now() - t0) / 1000).toFixed(1));
}

/** The demo catalogue seeded and built into `dir`; its first product's id and the build's seconds. */
export async function demoSite(dir: string): Promise<{ productId: number; seconds: number }> {
  const demo = await freshDb(dir);
  await seedDemo(demo.db, demo.deps);
  const [{ id: productId }] = (await demo.db.$client.execute('SELECT id FROM products ORDER BY id LIMIT 1')).rows as unknown as { id: number }[];
  demo.db.$client.close();
  console.log('bench: building the demo catalogue…');
  return { productId: Number(productId), seconds: await buildSite(dir) };
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
