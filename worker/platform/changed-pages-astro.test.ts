import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '~/db/client-node';
import type { Db } from '~/db/client';
import { seedDemo } from '~/db/seed';
import { hashPassword } from '../services/accounts/password';
import { runAstroBuild } from './astro-build';
import { changedPages, type ChangedPages, type PagePatch } from './changed-pages';
import { startResidentRenderer } from './resident-renderer';

/**
 * Issue 33's acceptance, on the real thing: the demo catalogue built by `astro build`, a resident renderer of that
 * build, and publishes of changed pages over it. A price change rebuilds the pages that show the title and nothing
 * else (the round reports its files); a drafted title's pages go.
 */
const SITE = 'http://localhost:4321';
let dir: string;
let root: string;
let db: Db;
let publisher: ChangedPages;
const patched: string[][] = [];

const html = (file: string) => readFileSync(join(root, file), 'utf8');
const publish = async (): Promise<PagePatch> => {
  const patch = await publisher.publish(root);
  if (!patch) throw new Error('no changed-pages publish');
  return patch;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prud-changed-pages-'));
  root = join(dir, 'dist');
  db = openNodeDb(`file:${join(dir, 'prud.db')}`);
  await migrateDb(db);
  await seedDemo(db, { putObject: async () => undefined, hashPassword });
  const built = await runAstroBuild({ outDir: root, databaseUrl: `file:${join(dir, 'prud.db')}`, siteUrl: SITE });
  expect(built.ok, built.output.slice(-2000)).toBe(true);
  publisher = changedPages({
    startRenderer: (r) => startResidentRenderer({ root: r, databaseUrl: `file:${join(dir, 'prud.db')}`, siteUrl: SITE }),
    stageDir: join(dir, 'stage'),
    // The code does not change under this test: one fingerprint for the build and now.
    fingerprint: () => 'this code',
    builtFrom: () => 'this code',
    onPatched: async (_root, files) => {
      patched.push([...files]);
    },
    log: () => undefined,
  });
  await publisher.follow(root);
}, 240_000);

afterAll(async () => {
  await publisher?.stop();
  db?.$client.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The newest published title (the first card of the home page) and its category. */
async function newest() {
  const r = await db.$client.execute('SELECT id, category, price_cents FROM products WHERE is_draft = 0 ORDER BY id DESC LIMIT 1');
  const row = r.rows[0];
  return { id: Number(row.id), category: String(row.category), priceCents: Number(row.price_cents) };
}

describe('publishing changed pages over a real build', () => {
  it('with nothing changed, renders the pages without a key and writes nothing', async () => {
    const patch = await publish();
    expect(patch.written).toEqual([]);
    expect(patch.removed).toEqual([]);
    expect(patch.rendered).toBeLessThan(patch.paths / 2);
  }, 120_000);

  it('a price change rebuilds the product page, its categories, home and the feeds, and nothing that does not show the title', async () => {
    const p = await newest();
    const before = html(`product/${p.id}/index.html`);
    await db.$client.execute({
      sql: 'UPDATE products SET price_cents = ?, discounted_price_cents = ? WHERE id = ?',
      args: [123_45, 123_45, p.id],
    });
    const patch = await publish();
    const must = [`product/${p.id}/index.html`, `eshop/${p.category}/index.html`, 'index.html', 'feeds/google.xml', 'feeds/heureka.xml'];
    expect(patch.written).toEqual(expect.arrayContaining(must));
    // Every other page written shows the title (a list, a related title's page): nothing is rebuilt for nothing.
    for (const file of patch.written.filter((f) => f.endsWith('.html'))) expect(html(file), file).toContain(`/product/${p.id}`);
    expect(patch.removed).toEqual([]);
    // What is served now is the new page, compressed beside it.
    expect(html(`product/${p.id}/index.html`)).not.toBe(before);
    expect(html(`product/${p.id}/index.html`)).toContain('123,45');
    expect(existsSync(join(root, `product/${p.id}/index.html.br`))).toBe(true);
    expect(patched.at(-1)).toEqual([...patch.written, ...patch.removed]);
  }, 120_000);

  it("a drafted title's pages go, and the sitemap no longer lists it", async () => {
    const p = await newest();
    await db.$client.execute({ sql: 'UPDATE products SET is_draft = 1 WHERE id = ?', args: [p.id] });
    const patch = await publish();
    expect(patch.removed).toContain(`product/${p.id}/index.html`);
    expect(existsSync(join(root, `product/${p.id}/index.html`))).toBe(false);
    expect(existsSync(join(root, `product/${p.id}/index.html.br`))).toBe(false);
    expect(patch.written).toContain('sitemap-0.xml');
    expect(html('sitemap-0.xml')).not.toContain(`/product/${p.id}<`);
    expect(html('index.html')).not.toContain(`/product/${p.id}"`);
  }, 120_000);
});
