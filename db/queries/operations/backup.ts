import { count } from 'drizzle-orm';
import type { Db } from '../../client';
import { orderItems, orders, outbox, products, reviews, users } from '../../schema';

/**
 * A consistent copy of the whole database into a new file, taken while the shop keeps writing (SQLite's
 * `VACUUM INTO` reads one snapshot; in WAL mode writers are not blocked). The file must not exist yet.
 */
export async function vacuumInto(db: Db, file: string): Promise<void> {
  await db.$client.execute({ sql: 'VACUUM INTO ?', args: [file] });
}

/** SQLite's own check of a database file: 'ok', or what is broken. */
export async function integrityCheck(db: Db): Promise<string> {
  const { rows } = await db.$client.execute('PRAGMA integrity_check');
  return rows.map((r) => String(r[0])).join('; ');
}

/** What a backup's manifest counts, so a restore can tell the copy it brings back is the one that was made. */
export async function tableCounts(db: Db): Promise<Record<'orders' | 'orderItems' | 'users' | 'products' | 'reviews' | 'outbox', number>> {
  const n = async (table: typeof orders | typeof orderItems | typeof users | typeof products | typeof reviews | typeof outbox) =>
    (await db.select({ n: count() }).from(table))[0].n;
  const [o, i, u, p, r, m] = await Promise.all([n(orders), n(orderItems), n(users), n(products), n(reviews), n(outbox)]);
  return { orders: o, orderItems: i, users: u, products: p, reviews: r, outbox: m };
}

/** How many migrations the copy had applied (`npm start` applies the newer ones after a restore). */
export async function appliedMigrations(db: Db): Promise<number> {
  const { rows } = await db.$client.execute("SELECT count(*) FROM sqlite_master WHERE name = '__drizzle_migrations'");
  if (Number(rows[0][0]) === 0) return 0;
  return Number((await db.$client.execute('SELECT count(*) FROM __drizzle_migrations')).rows[0][0]);
}
