import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDb } from '../db/client-node';
import { orderItems, orders, products, users } from '../db/schema';
import { seedDemo } from '../db/seed';
import { openStorage, settingsFromEnv, type NodeSettings } from '../worker/platform/node';
import { openLocalBucket } from '../worker/platform/local-bucket';
import { removeServerLock, writeServerLock } from '../worker/platform/server-lock';
import { insertOrderRow } from '../worker/test-support/orders';
import type { TestApp } from '../worker/test-support/test-app';
import { createBackup } from './backup-data';
import { restoreBackup } from './restore-data';

/**
 * The acceptance test of issue 19's backup: real files in a temporary folder (the libSQL database and the
 * emulated R2 bucket, as `npm start` keeps them), data written through the seed and the order queries, a backup
 * taken while the shop holds the folder, the data damaged, a restore, and every order, account and upload found
 * again, byte for byte.
 */
const root = mkdtempSync(join(tmpdir(), 'prud-backup-'));
const settings: NodeSettings = settingsFromEnv({ DATA_DIR: join(root, 'data') });
const outDir = join(root, 'backups');
const BACKUP_TIME = new Date('2026-11-26T08:15:00.000Z');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Everything that must come back: every row of orders, their lines, accounts and titles; every stored file. */
async function snapshot() {
  const db = openNodeDb(settings.databaseUrl);
  const rows = {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    items: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
  };
  db.$client.close();
  const { bucket, dispose } = await openLocalBucket(settings.dataDir);
  const files: Record<string, { contentType?: string; sha: string; bytes: number }> = {};
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    for (const { key } of page.objects) {
      const o = (await bucket.get(key))!;
      const bytes = Buffer.from(await new Response(o.body).arrayBuffer());
      files[key] = { contentType: o.httpMetadata?.contentType, bytes: bytes.length, sha: bytes.toString('base64') };
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  await dispose();
  return { rows, files };
}

let before: Awaited<ReturnType<typeof snapshot>>;
let backupFolder: string;

beforeAll(async () => {
  // The shop's data as `npm start` leaves it: the demo catalogue and accounts, orders, uploaded files.
  const storage = await openStorage(settings);
  await seedDemo(storage.db, { putObject: (k, b, t) => storage.store.put(k, b, t), hashPassword: async (p) => `scrypt$test$${p}` });
  const customers = await storage.db.select({ id: users.id }).from(users);
  const t = { db: storage.db } as TestApp;
  for (const [i, c] of customers.entries())
    await insertOrderRow(t, c.id, {
      isPaid: i % 2 === 0,
      paidAt: i % 2 === 0 ? '2026-03-06T09:00:00.000Z' : null,
      orderNumber: `2026${String(9000 + i)}W`,
    });
  await insertOrderRow(t, null, { orderNumber: '20269999W' });
  await storage.store.put('img/9f2c4e.jpg', randomBytes(300_000), 'image/jpeg');
  await storage.store.put('invoices/1/7d1e.pdf', randomBytes(20_000), 'application/pdf');
  await storage.store.put('outbox/3f2a9c1e-0000-4000-8000-000000000000/faktúra-20260001W.pdf', randomBytes(5_000), 'application/pdf');
  await storage.dispose();
  // The token secret node.ts keeps when the environment has none (it signs the unsubscribe links already mailed).
  writeFileSync(join(settings.dataDir, 'token-secret'), 'a1b2c3', { mode: 0o600 });
  before = await snapshot();
}, 120_000);

describe('npm run backup', () => {
  it('copies the database and every upload while the shop runs, into a dated folder with a manifest', async () => {
    expect(before.rows.orders.length).toBeGreaterThan(2);
    expect(before.rows.users.length).toBeGreaterThan(1);
    expect(Object.keys(before.files).length).toBeGreaterThan(10);
    // The shop holds the folder (its lock, its open database and bucket) and writes meanwhile.
    const running = await openStorage(settings);
    writeServerLock(settings.dataDir, { pid: process.pid, url: 'http://localhost:4321', startedAt: BACKUP_TIME.toISOString() });
    try {
      const { folder, manifest } = await createBackup({ ...settings, outDir, now: BACKUP_TIME });
      backupFolder = folder;
      expect(folder).toBe(join(outDir, '2026-11-26T08-15-00Z'));
      expect(readdirSync(outDir)).toEqual(['2026-11-26T08-15-00Z']);
      expect(manifest.database.counts).toMatchObject({
        orders: before.rows.orders.length,
        orderItems: before.rows.items.length,
        users: before.rows.users.length,
        products: before.rows.products.length,
      });
      expect(manifest.uploads.count).toBe(Object.keys(before.files).length);
      expect(manifest.uploads.bytes).toBe(Object.values(before.files).reduce((s, f) => s + f.bytes, 0));
      expect(manifest.secrets.map((s) => s.file)).toEqual(['secrets/token-secret']);
      // Plain files at their keys (rclone or wrangler can push them to R2).
      expect(readFileSync(join(folder, 'uploads/img/9f2c4e.jpg')).toString('base64')).toBe(before.files['img/9f2c4e.jpg'].sha);
      expect(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
      // Same second again: refused, nothing overwritten.
      await expect(createBackup({ ...settings, outDir, now: BACKUP_TIME })).rejects.toThrow(/už existuje/);
    } finally {
      await running.dispose();
    }
  }, 120_000);
});

describe('npm run restore', () => {
  it('refuses while the shop runs (its pid file names a live process) and changes nothing', async () => {
    await expect(restoreBackup({ ...settings, from: backupFolder, now: new Date() })).rejects.toThrow(/Obchod beží \(proces \d+/);
    expect(readdirSync(settings.dataDir).filter((f) => f.startsWith('replaced-') || f.startsWith('.restore-'))).toEqual([]);
    removeServerLock(settings.dataDir);
    expect(existsSync(join(settings.dataDir, 'server.pid'))).toBe(false);
  });

  it('refuses a backup whose files differ from its manifest, before touching the data', async () => {
    const tampered = join(root, 'tampered');
    rmSync(tampered, { recursive: true, force: true });
    cpSync(backupFolder, tampered, { recursive: true });
    writeFileSync(join(tampered, 'uploads/img/9f2c4e.jpg'), randomBytes(300_000));
    rmSync(join(tampered, 'uploads/invoices/1/7d1e.pdf'));
    await expect(restoreBackup({ ...settings, from: tampered, now: new Date() })).rejects.toThrow(
      /nie je celá, nič sa neobnovilo: .*uploads\/img\/9f2c4e\.jpg sa líši.*chýba uploads\/invoices\/1\/7d1e\.pdf/,
    );
    await expect(restoreBackup({ ...settings, from: join(root, 'nowhere'), now: new Date() })).rejects.toThrow(/manifest\.json/);
    expect(readdirSync(settings.dataDir).filter((f) => f.startsWith('replaced-') || f.startsWith('.restore-'))).toEqual([]);
  });

  it('brings back every order, account and upload after rows and files are deleted and the database is corrupted', async () => {
    // Damage: orders and accounts deleted, uploads deleted, then the database file overwritten with garbage.
    const db = openNodeDb(settings.databaseUrl);
    await db.delete(orderItems);
    await db.delete(orders);
    await db.delete(users).where(
      inArray(
        users.id,
        before.rows.users.slice(1).map((u) => u.id),
      ),
    );
    await db.update(products).set({ countInStock: 0 }).where(eq(products.id, before.rows.products[0].id));
    // The deletions into the file itself, so that the garbage below is what the file holds when the restore runs.
    await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    db.$client.close();
    const { bucket, dispose } = await openLocalBucket(settings.dataDir);
    for (const key of Object.keys(before.files).slice(0, 5)) await bucket.delete(key);
    await bucket.delete('img/9f2c4e.jpg');
    await dispose();
    const fd = openSync(settings.databaseUrl.slice('file:'.length), 'r+');
    writeSync(fd, randomBytes(8192), 0, 8192, 0);
    closeSync(fd);
    const damaged = readFileSync(settings.databaseUrl.slice('file:'.length));
    writeFileSync(join(settings.dataDir, 'token-secret'), 'changed');

    const restoredAt = new Date('2026-11-27T09:00:00.000Z');
    const { replaced, manifest } = await restoreBackup({ ...settings, from: backupFolder, now: restoredAt });
    expect(manifest.database.counts.orders).toBe(before.rows.orders.length);

    const after = await snapshot();
    expect(after.rows).toEqual(before.rows);
    expect(after.files).toEqual(before.files);
    // The replaced data is kept, not deleted: the corrupted file as it was, the damaged bucket beside it.
    expect(replaced).toBe(join(settings.dataDir, 'replaced-2026-11-27T09-00-00Z'));
    expect(readFileSync(join(replaced, 'prud.db')).equals(damaged)).toBe(true);
    expect(existsSync(join(replaced, 'r2'))).toBe(true);
    expect(readFileSync(join(settings.dataDir, 'token-secret'), 'utf8')).toBe('a1b2c3');
    expect(readFileSync(join(replaced, 'token-secret'), 'utf8')).toBe('changed');
    expect(readdirSync(settings.dataDir).filter((f) => f.startsWith('.restore-'))).toEqual([]);

    // The shop starts on it again: migrations apply, the store serves a restored upload.
    const storage = await openStorage(settings);
    const img = await storage.store.get('img/9f2c4e.jpg');
    expect(Buffer.from(await new Response(img!.body as ReadableStream).arrayBuffer()).toString('base64')).toBe(
      before.files['img/9f2c4e.jpg'].sha,
    );
    await storage.dispose();
  }, 120_000);
});
