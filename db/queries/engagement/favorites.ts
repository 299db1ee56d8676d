import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { favorites, products } from '../../schema';
import { isPublished, type ProductRow } from '../catalogue/catalogue';

/** The caller's favourites (spec section 5): always one user's rows, by id, never matched by text. */

/** Adds the pair; adding it again changes nothing (the primary key is (user, product)). */
export async function addFavorite(db: Db, userId: number, productId: number, now: Date): Promise<void> {
  await db.insert(favorites).values({ userId, productId, createdAt: now.toISOString() }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

/** Every favourite product of the user that is published, newest favourite first (rowid breaks ties within one millisecond). */
export async function favoriteProducts(db: Db, userId: number): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), isPublished))
    .orderBy(desc(favorites.createdAt), desc(sql`${favorites}.rowid`));
  return rows.map((r) => r.product);
}
