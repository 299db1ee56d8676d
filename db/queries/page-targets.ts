import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { products } from '../schema';

/** Whether a product exists (for `/product/{id}`) or has a Čitáreň excerpt (for `/library/{id}`): one indexed lookup. */
export async function pageTargetExists(db: Db, kind: 'product' | 'excerpt', id: number): Promise<boolean> {
  const where = kind === 'product' ? eq(products.id, id) : and(eq(products.id, id), ne(products.excerptText, ''));
  const rows = await db.select({ id: products.id }).from(products).where(where).limit(1);
  return rows.length > 0;
}
