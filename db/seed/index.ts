/**
 * The demo catalogue seed: products with generated covers and excerpts, audio, videos, banners, demo
 * accounts, reviews, favourites and the counter. Deterministic (seeded PRNG) apart from timestamps and
 * password salts.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { products } from '../schema';
import { maxId, putAll } from './batch';
import { buildMedia, insertMedia } from './media';
import { createRng } from './prng';
import { buildCatalogue, insertProducts } from './products';
import { insertActivity, insertUsers } from './users';

export { DEMO_LOGINS, demoLoginsIn, type DemoLogin } from './users';

export interface SeedDeps {
  /** Stores a file in the object store; it is then served at `/uploads/${key}`. */
  putObject(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  hashPassword(password: string): Promise<string>;
}

/** Fixed PRNG seed: the same demo catalogue on every run. */
const SEED = 20_240_601;

/** Seeds only when the products table is empty. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, deps: SeedDeps): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) return false;
  await seedDemo(db, deps);
  return true;
}

/** Seeds unconditionally (used by seedIfEmpty and by tests). Runs in well under a second plus password hashing. */
export async function seedDemo(db: Db, deps: SeedDeps): Promise<void> {
  const rng = createRng(SEED);
  const writeCatalogue = async () => {
    // Products get explicit ids after the highest one, so covers can be named before the insert.
    const catalogue = buildCatalogue((await maxId(db, 'products')) + 1, rng);
    const media = buildMedia(rng);
    // Images before rows: if the seed is interrupted, the products table stays empty and the next
    // seedIfEmpty starts again (overwriting the same keys) instead of leaving products with missing covers.
    await putAll(deps.putObject, [...catalogue.files, ...media.files]);
    await insertProducts(db, catalogue.rows);
    await insertMedia(db, media);
    return catalogue.rows.map((r) => r.id);
  };
  // Password hashing (scrypt, deliberately slow) runs while the catalogue is written.
  const [userIds, productIds] = await Promise.all([insertUsers(db, deps), writeCatalogue()]);
  await insertActivity(db, userIds, productIds, rng);
}
