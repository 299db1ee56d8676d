import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { products } from '../../schema';
import { isPublished, type ProductRow } from '../catalogue/catalogue';

/** More matches than the catalogue has titles: a bound, so no search reads without end. */
const MATCHES_AT_MOST = 2000;

/**
 * Every published product an FTS expression (worker/domain/search.ts) matches, best first (the ranking of
 * `listProducts`: name weighs most), for a search that is sorted or filtered (issue 31): the whole list is read,
 * then ordered and cut into pages by worker/domain/list-order.ts. `null` (nothing searchable) matches nothing.
 */
export async function rankedMatches(db: Db, ftsQuery: string | null): Promise<ProductRow[]> {
  if (ftsQuery === null) return [];
  const ranked = await db.$client.execute({
    sql: `SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ? AND rowid NOT IN (SELECT id FROM products WHERE is_draft)
          ORDER BY bm25(products_fts, 10.0, 5.0, 3.0, 1.0) LIMIT ?`,
    args: [ftsQuery, MATCHES_AT_MOST],
  });
  const ids = ranked.rows.map((r) => Number(r.id));
  if (!ids.length) return [];
  const found = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isPublished));
  const byId = new Map(found.map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p): p is ProductRow => !!p);
}
