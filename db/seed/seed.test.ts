import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { migrateDb, openNodeDb } from '../client-node';
import { audio, banners, counter, favorites, products, reviews, users, videos } from '../schema';
import { discountedPriceCents } from '../../worker/domain/pricing';
import { siteFacts, WORDS_OF_LIFE_TOPICS } from '../../worker/domain/site-facts';
import { hashPassword, verifyPassword } from '../../worker/services/accounts/password';
import { DEMO_LOGINS, seedIfEmpty, type SeedDeps } from './index';
import { generateCatalogue } from './generate';

function memoryDeps(): SeedDeps & { files: Map<string, { body: string; contentType: string }> } {
  const files = new Map<string, { body: string; contentType: string }>();
  return {
    files,
    async putObject(key, body, contentType) {
      files.set(key, { body: typeof body === 'string' ? body : new TextDecoder().decode(body), contentType });
    },
    hashPassword,
  };
}

async function freshDb(dir: string, name: string): Promise<Db> {
  const db = openNodeDb(`file:${join(dir, name)}`);
  await migrateDb(db);
  return db;
}

describe('demo seed', () => {
  let dir: string;
  let db: Db;
  let deps: ReturnType<typeof memoryDeps>;
  let rows: (typeof products.$inferSelect)[];
  let seeded: boolean;
  let seconds: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prud-seed-'));
    db = await freshDb(dir, 't.db');
    deps = memoryDeps();
    const started = performance.now();
    seeded = await seedIfEmpty(db, deps);
    seconds = (performance.now() - started) / 1000;
    rows = await db.select().from(products);
  });

  afterAll(() => {
    db?.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds an empty database quickly', () => {
    expect(seeded).toBe(true);
    expect(seconds).toBeLessThan(10);
  });

  it('has 80+ products covering every category at least three times', () => {
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const category of siteFacts.productEditCategoryValues) {
      expect(rows.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(rows.some((p) => p.category2)).toBe(true);
  });

  it('has sold-out, low-stock and discounted products priced by the money rule', () => {
    expect(rows.filter((p) => p.countInStock === 0).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((p) => p.countInStock >= 1 && p.countInStock <= 10).length).toBeGreaterThanOrEqual(8);
    const discounted = rows.filter((p) => p.discount > 0);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of rows) expect(p.discountedPriceCents).toBe(discountedPriceCents(p.priceCents, p.discount));
    for (const p of rows) expect(p.priceCents).toBeGreaterThanOrEqual(150);
  });

  it('has the years of the "Nové" menu, ISBNs, related titles and descriptions', () => {
    for (const year of ['2024', '2020', '2019', '2017', '2016']) {
      expect(rows.filter((p) => p.year === year).length, year).toBeGreaterThanOrEqual(3);
    }
    const byId = new Map(rows.map((p) => [p.id, p]));
    for (const p of rows) {
      expect(p.isbn).toMatch(/^978-80-\d{3}-\d{4}-\d$/);
      expect(p.description.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
      for (const r of [p.related1Id, p.related2Id, p.related3Id].filter((x): x is number => x != null)) {
        expect(r).not.toBe(p.id);
        expect(byId.get(r)?.category).toBe(p.category);
      }
    }
    expect(new Set(rows.map((p) => p.description)).size).toBeGreaterThan(rows.length * 0.8);
  });

  it('stores an SVG cover of 274×379 for every product and ukážka images for excerpts', () => {
    for (const p of rows) {
      expect(p.image).toMatch(/^\/uploads\/covers\/\d+\.svg$/);
      const file = deps.files.get(p.image.slice('/uploads/'.length));
      expect(file?.contentType).toBe('image/svg+xml');
      expect(file?.body).toContain('width="274" height="379" viewBox="0 0 274 379"');
    }
    const withExcerpt = rows.filter((p) => p.excerptText);
    expect(withExcerpt.length).toBeGreaterThanOrEqual(12);
    for (const p of withExcerpt) {
      expect(p.excerptImage).toContain('ukazka');
      expect(p.excerptPart.length).toBeGreaterThan(20);
      expect(p.excerptText.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(deps.files.get(p.excerptImage.slice('/uploads/'.length))?.body).toContain('width="250" height="250"');
    }
  });

  it('has audio for all 33 topics and Štúdium života, videos and banners', async () => {
    const tracks = await db.select().from(audio);
    expect(tracks.length).toBeGreaterThanOrEqual(60);
    const topics = new Set(tracks.filter((a) => a.category === 'Slová života').map((a) => a.subcategory));
    expect(WORDS_OF_LIFE_TOPICS.every((t) => topics.has(t))).toBe(true);
    expect(topics.size).toBe(33);
    expect(tracks.filter((a) => a.category === 'Štúdium života' && a.subcategory === 'Štúdium života').length).toBeGreaterThanOrEqual(8);
    for (const a of tracks) expect(a.mp3file).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[A-Za-z0-9_-]{33}\/preview$/);

    const clips = await db.select().from(videos);
    expect(clips.length).toBeGreaterThanOrEqual(8);
    for (const v of clips) expect(v.code).toMatch(/^[A-Za-z0-9_-]{11}$/);

    const home = await db.select().from(banners);
    expect(home).toHaveLength(3);
    for (const b of home) {
      expect(b.category).toBe('home');
      expect(deps.files.get(b.image.slice('/uploads/'.length))?.body).toContain('width="1296" height="382"');
    }
  });

  it('creates the demo accounts, reviews, favourites and the counter', async () => {
    const all = await db.select().from(users);
    for (const login of DEMO_LOGINS) {
      const u = all.find((x) => x.email === login.email);
      expect(u, login.email).toBeDefined();
      expect(u!.isRegistered).toBe(true);
      expect(u!.isAdmin).toBe(login.role === 'admin');
      expect(u!.isAssistant).toBe(login.role === 'assistant');
      expect(login.password.length).toBeGreaterThanOrEqual(8);
    }
    const admin = all.find((u) => u.isAdmin)!;
    expect(await verifyPassword('Admin-Prud-2026', admin.passwordHash)).toBe(true);
    expect(all.every((u) => u.email === u.email.toLowerCase())).toBe(true);
    expect(all.some((u) => u.isSubscribed)).toBe(true);

    const rv = await db.select().from(reviews);
    expect(rv.some((r) => r.isAcknowledged) && rv.some((r) => !r.isAcknowledged)).toBe(true);
    expect((await db.select().from(favorites)).length).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(counter).where(eq(counter.id, 1))).toEqual([{ id: 1, visitorsCount: 0 }]);
  });

  it('does nothing the second time', async () => {
    expect(await seedIfEmpty(db, deps)).toBe(false);
    const [{ n }] = await db.select({ n: count() }).from(products);
    expect(n).toBe(rows.length);
  });

  it('is found by the diacritics-blind search', async () => {
    const res = await db.$client.execute(`SELECT rowid FROM products_fts WHERE products_fts MATCH '"zivot"*'`);
    const names = res.rows.map((r) => rows.find((p) => p.id === Number(r.rowid))?.name ?? '');
    expect(names.some((n) => n.includes('Život'))).toBe(true);
  });
});

describe('generateCatalogue', () => {
  it('inserts the requested number of synthetic products', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prud-gen-'));
    const db = await freshDb(dir, 'g.db');
    try {
      const deps = memoryDeps();
      expect(await generateCatalogue(db, deps, 500)).toBe(500);
      const rows = await db.select().from(products);
      expect(rows).toHaveLength(500);
      expect(new Set(rows.map((p) => p.image)).size).toBeLessThanOrEqual(14);
      for (const p of rows) expect(deps.files.has(p.image.slice('/uploads/'.length))).toBe(true);
    } finally {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
