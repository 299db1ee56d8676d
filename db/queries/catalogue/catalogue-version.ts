import type { Db } from '../../client';

/**
 * The catalogue version (migration 0005): a number that triggers move forward on every insert, update or delete
 * of products, reviews, audio, videos and banners, in the same transaction as the write. One row, read by its
 * primary key: the cheapest read there is.
 */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const r = await db.$client.execute('SELECT version FROM catalogue_version WHERE id = 1');
  return Number(r.rows[0]?.version ?? 0);
}
