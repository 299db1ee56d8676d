import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from './client-node';
import { products } from './schema';
import { eq, sql } from 'drizzle-orm';

const dir = mkdtempSync(join(tmpdir(), 'prud-mig-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function match(db: ReturnType<typeof openNodeDb>, q: string) {
  const r = await db.$client.execute({ sql: 'SELECT rowid FROM products_fts WHERE products_fts MATCH ?', args: [q] });
  return r.rows.map((x) => Number(x.rowid));
}

describe('migrations', () => {
  it('create every table from nothing, twice without harm', async () => {
    const db = openNodeDb(`file:${join(dir, 'a.db')}`);
    await migrateDb(db);
    await migrateDb(db);
    const tables = await db.$client.execute("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name");
    const names = tables.rows.map((r) => String(r.name));
    for (const t of [
      'users',
      'auth_tokens',
      'products',
      'reviews',
      'favorites',
      'orders',
      'order_items',
      'order_counters',
      'payment_events',
      'audio',
      'videos',
      'banners',
      'counter',
      'contact_messages',
      'outbox',
      'products_fts',
    ]) {
      expect(names, t).toContain(t);
    }
    db.$client.close();
  });

  it('keep the FTS index in sync: "zivot" finds "Život" after insert, update and delete', async () => {
    const db = openNodeDb(`file:${join(dir, 'b.db')}`);
    await migrateDb(db);
    const [p] = await db.insert(products).values({ name: 'Život viery', author: 'Watchman Nee' }).returning();
    expect(await match(db, '"zivot"')).toEqual([p.id]);
    expect(await match(db, '"ZIVOT"')).toEqual([p.id]);
    await db.update(products).set({ name: 'Duchovný človek' }).where(eq(products.id, p.id));
    expect(await match(db, '"zivot"')).toEqual([]);
    expect(await match(db, '"clovek"')).toEqual([p.id]);
    await db.delete(products).where(eq(products.id, p.id));
    expect(await match(db, '"clovek"')).toEqual([]);
    db.$client.close();
  });

  it('guard the stock: an update below zero aborts its whole batch', async () => {
    const db = openNodeDb(`file:${join(dir, 'c.db')}`);
    await migrateDb(db);
    const [p] = await db.insert(products).values({ name: 'Posledný kus', countInStock: 1 }).returning();
    const take = () =>
      db
        .update(products)
        .set({ countInStock: sql`${products.countInStock} - 1` })
        .where(eq(products.id, p.id));
    await expect(db.batch([take(), take()])).rejects.toThrow(/out_of_stock/);
    expect((await db.select().from(products).where(eq(products.id, p.id)))[0].countInStock).toBe(1);
    await take();
    expect((await db.select().from(products).where(eq(products.id, p.id)))[0].countInStock).toBe(0);
    const refused = await db
      .insert(products)
      .values({ name: 'Záporný', countInStock: -1 })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(String((refused?.cause as Error | undefined)?.message ?? refused?.message)).toMatch(/out_of_stock/);
    db.$client.close();
  });
});
