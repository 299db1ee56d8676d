import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../client';
import { products } from '../../schema';
import { isPublished } from './catalogue';

/**
 * Whether a published product exists (for `/product/{id}`) or has a Čitáreň excerpt (for `/library/{id}`): one
 * indexed lookup. A draft has no page for anyone: its address answers the 404 page.
 */
export async function pageTargetExists(db: Db, kind: 'product' | 'excerpt', id: number): Promise<boolean> {
  const where = and(eq(products.id, id), isPublished, kind === 'excerpt' ? ne(products.excerptText, '') : undefined);
  const rows = await db.select({ id: products.id }).from(products).where(where).limit(1);
  return rows.length > 0;
}
