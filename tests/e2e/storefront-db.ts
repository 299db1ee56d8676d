import { sql } from 'drizzle-orm';
import { openNodeDb } from '../../db/client-node';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { discountedPriceCents } from '../../worker/domain/pricing';

/**
 * The e2e server's database (global setup's data folder), for tests that look up what the pages must show or
 * change data after the build. One connection per worker.
 */
let db: Db | undefined;
export function e2eDb(): Db {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through Playwright (global setup starts the server).');
  db ??= openNodeDb(`file:${dir}/prud.db`);
  return db;
}

export async function rows<T = Record<string, unknown>>(query: string, args: (string | number)[] = []): Promise<T[]> {
  const res = await e2eDb().$client.execute({ sql: query, args });
  return res.rows as unknown as T[];
}

/** Tag of products that tests insert after the build: the catalogue specs leave them out of their expectations. */
const AFTER_BUILD_TAG = 'e2e-after-build';
/** SQL condition: a product that was in the database when the site was built. */
export const BUILT = `tags != '${AFTER_BUILD_TAG}'`;

/** Inserts a product after the build (so it has no pre-rendered page); returns its id. */
export async function insertProduct(values: Partial<typeof products.$inferInsert> & { name: string }): Promise<number> {
  const priceCents = values.priceCents ?? 1290;
  const discount = values.discount ?? 0;
  const [row] = await e2eDb()
    .insert(products)
    .values({
      author: 'Watchman Nee',
      category: 'mládež',
      description: 'Nová kniha pridaná po poslednom zostavení stránky.',
      countInStock: 7,
      weight: '0.25',
      binding: 'brožovaná',
      pages: 96,
      isbn: '978-80-000-0000-1',
      language: 'SK',
      year: '',
      ...values,
      tags: AFTER_BUILD_TAG,
      priceCents,
      // No shop-wide sale runs while these are made: the stored (effective) discount is the product's own.
      discount,
      ownDiscount: discount,
      discountedPriceCents: discountedPriceCents(priceCents, discount),
    })
    .returning({ id: products.id });
  return row.id;
}

export async function setPrice(id: number, priceCents: number, discount: number) {
  await e2eDb()
    .update(products)
    .set({
      priceCents,
      discount,
      ownDiscount: discount,
      discountedPriceCents: discountedPriceCents(priceCents, discount),
      updatedAt: sql`CURRENT_TIMESTAMP`,
    })
    .where(sql`${products.id} = ${id}`);
}
