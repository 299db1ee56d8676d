import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { favorites, products, reviews } from '../../schema';
import { pageCount } from '~/worker/domain/page-sizes';
import { reviewWithMark } from '../engagement/review-marks';

export type ProductRow = typeof products.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

export interface Page<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

/**
 * Drafts (worker/domain/drafts.ts) are the staff's: every read here leaves them out unless the caller passes
 * `drafts: true` (the admin's own reads). The build and every public answer use the defaults.
 */
export interface DraftOption {
  drafts?: boolean;
}

/** Products a visitor may see. */
export const isPublished = eq(products.isDraft, false);
const visible = (o?: DraftOption) => (o?.drafts ? undefined : isPublished);

/**
 * One page of the catalogue, newest first; with an FTS expression (see worker/domain/search.ts) the matches
 * ranked by relevance (name weighs most). `ftsQuery === null` with `searching` means "nothing searchable".
 */
export async function listProducts(
  db: Db,
  opts: { ftsQuery?: string | null; page: number; pageSize: number } & DraftOption,
): Promise<Page<ProductRow>> {
  const offset = (opts.page - 1) * opts.pageSize;
  const shown = visible(opts);
  if (opts.ftsQuery === undefined) {
    const [{ n }] = await db.select({ n: count() }).from(products).where(shown);
    const rows = await db.select().from(products).where(shown).orderBy(desc(products.id)).limit(opts.pageSize).offset(offset);
    return { rows, page: opts.page, pages: pageCount(n, opts.pageSize), total: n };
  }
  if (opts.ftsQuery === null) return { rows: [], page: opts.page, pages: 1, total: 0 };
  const match = sql`${products.id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${opts.ftsQuery})`;
  const [{ n }] = await db.select({ n: count() }).from(products).where(and(match, shown));
  // Drafts are few (only the ones staff have not finished): leaving their ids out keeps the ranking in FTS5.
  const noDrafts = opts.drafts ? '' : ' AND rowid NOT IN (SELECT id FROM products WHERE is_draft)';
  const ranked = await db.$client.execute({
    sql: `SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ?${noDrafts} ORDER BY bm25(products_fts, 10.0, 5.0, 3.0, 1.0) LIMIT ? OFFSET ?`,
    args: [opts.ftsQuery, opts.pageSize, offset],
  });
  const ids = ranked.rows.map((r) => Number(r.id));
  const found = ids.length
    ? await db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), shown))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const rows = ids.map((id) => byId.get(id)).filter((p): p is ProductRow => !!p);
  return { rows, page: opts.page, pages: pageCount(n, opts.pageSize), total: n };
}

/**
 * The words a typo may be corrected to (worker/domain/spelling.ts): each published product's name, author, tags
 * and categories (a category's name is on its page: `evanjelium`).
 */
export async function searchableTexts(db: Db): Promise<string[][]> {
  const { name, author, tags, category, category2 } = products;
  const rows = await db.select({ name, author, tags, category, category2 }).from(products).where(isPublished);
  return rows.map((r) => [r.name, r.author, r.tags, r.category, r.category2]);
}

/** Every published product (`/all`, the build, the admin's related-title pickers, which never offer a draft). */
export async function allProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).where(isPublished).orderBy(asc(products.name));
}

export async function getProduct(db: Db, id: number, o?: DraftOption): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visible(o)));
  return row;
}

/**
 * id → name of these products (those that exist, drafts only with `drafts`): the related titles of a page of
 * products in one query. A related title that is a draft is thus no link for a visitor until it is published.
 */
export async function productNames(db: Db, ids: readonly number[], o?: DraftOption): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, [...ids]), visible(o)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Reviews shown to the public: acknowledged only, oldest first, with 'Overený nákup' as it is now. */
export async function publicReviews(db: Db, productId: number): Promise<ReviewRow[]> {
  return db
    .select(reviewWithMark)
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.isAcknowledged, true)))
    .orderBy(asc(reviews.createdAt));
}

export async function isFavorite(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return row.n > 0;
}

/** Products of an e-shop category: its category or category2 equals the slug. */
export async function productsInCategory(db: Db, slug: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(or(eq(products.category, slug), eq(products.category2, slug)), isPublished))
    .orderBy(asc(products.name));
}

export async function productsOfYear(db: Db, year: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.year, year), isPublished))
    .orderBy(asc(products.name));
}

/** Products with a library excerpt (Čitáreň), newest first. */
export async function libraryPage(db: Db, page: number, pageSize: number): Promise<Page<ProductRow>> {
  const hasExcerpt = and(ne(products.excerptText, ''), isPublished);
  const [{ n }] = await db.select({ n: count() }).from(products).where(hasExcerpt);
  const rows = await db
    .select()
    .from(products)
    .where(hasExcerpt)
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, page, pages: pageCount(n, pageSize), total: n };
}

/** Every product with a library excerpt, newest first (the order of the Čitáreň list). */
export async function libraryProducts(db: Db): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(ne(products.excerptText, ''), isPublished))
    .orderBy(desc(products.id));
}

/** Approved reviews of every product at once (for pre-rendering all product pages), oldest first. */
export async function allPublicReviews(db: Db): Promise<ReviewRow[]> {
  return db.select(reviewWithMark).from(reviews).where(eq(reviews.isAcknowledged, true)).orderBy(asc(reviews.createdAt), asc(reviews.id));
}
