import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '~/db/client-node';
import { errorMessages, refusedWith } from '~/db/queries/driver-errors';
import { products } from '~/db/schema';
import { inDatabaseBackground, openThreadDb, threadClient } from './database-thread';

const dir = mkdtempSync(join(tmpdir(), 'prud-db-thread-'));
let files = 0;
const fileUrl = () => `file:${join(dir, `t${++files}.db`)}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A statement that keeps SQLite busy for a while: a count over a few million generated rows. */
const SLOW = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS c FROM n';

/** Another writer: takes the write lock, says so, holds it 300 ms (its own thread sleeps), adds 10, commits. */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { timeout: 5000 });
db.exec('BEGIN IMMEDIATE');
db.exec('UPDATE stock SET n = n + 10');
parentPort.postMessage('held');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
db.exec('COMMIT');
db.close();
`;

/** What the statement answers, and whether a timer of the event loop fired before it did. */
async function timerBefore(run: () => Promise<unknown>): Promise<{ answer: unknown; timerFirst: boolean }> {
  let timerFired = false;
  const timer = setTimeout(() => {
    timerFired = true;
  }, 0);
  const answer = await run();
  const timerFirst = timerFired;
  clearTimeout(timer);
  return { answer, timerFirst };
}

describe('the database on a thread of its own', () => {
  it('answers what the same statements answer in-process: rows by index and by name, ids, counts', async () => {
    const answers = [];
    for (const db of [openNodeDb(fileUrl()), openThreadDb(fileUrl())]) {
      await migrateDb(db);
      const [made] = await db
        .insert(products)
        .values({ name: 'Život', author: 'Watchman Nee', priceCents: 750, countInStock: 3 })
        .returning();
      const raw = await db.$client.execute({ sql: 'SELECT id, name, price_cents FROM products WHERE id = ?', args: [made.id] });
      const updated = await db.$client.execute({ sql: 'UPDATE products SET count_in_stock = 2 WHERE id = ?', args: [made.id] });
      const inserted = await db.$client.execute("INSERT INTO products (name, author, price_cents, count_in_stock) VALUES ('B', 'C', 1, 1)");
      answers.push({
        made: { id: made.id, name: made.name, stock: made.countInStock },
        byDrizzle: await db.select({ name: products.name, stock: products.countInStock }).from(products).where(eq(products.id, made.id)),
        byIndex: [raw.rows[0][0], raw.rows[0][1], raw.rows[0][2]],
        byName: { ...raw.rows[0] },
        columns: raw.columns,
        json: JSON.stringify(raw),
        rowsAffected: updated.rowsAffected,
        lastInsertRowid: inserted.lastInsertRowid,
      });
      db.$client.close();
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[1].byName).toEqual({ id: 1, name: 'Život', price_cents: 750 });
    expect(answers[1].lastInsertRowid).toBe(2n);
  });

  it("carries a trigger's refusal across with SQLite's codes and message, so the queries still tell it from a fault", async () => {
    const db = openThreadDb(fileUrl());
    await migrateDb(db);
    await db.insert(products).values({ name: 'Posledný', author: 'A', priceCents: 500, countInStock: 1 });
    const refusal = await db
      .update(products)
      .set({ countInStock: -1 })
      .catch((err: unknown) => err);
    expect(refusedWith(refusal, 'out_of_stock')).toBe(true);
    expect(errorMessages(refusal)).toContain('SQLITE_CONSTRAINT_TRIGGER out_of_stock');
    // A batch refused by the guard writes nothing of it.
    const batch = await db.$client
      .batch([
        "INSERT INTO products (name, author, price_cents, count_in_stock) VALUES ('x', 'y', 1, 1)",
        'UPDATE products SET count_in_stock = -5',
      ])
      .catch((err: unknown) => err);
    expect(refusedWith(batch, 'out_of_stock')).toBe(true);
    expect((await db.$client.execute('SELECT count(*) AS n FROM products')).rows[0].n).toBe(1);
    db.$client.close();
  });

  it('runs the statements off the event loop, which keeps turning while SQLite works (in-process it cannot)', async () => {
    const inProcess = openNodeDb(fileUrl());
    const onThread = openThreadDb(fileUrl());
    const there = await timerBefore(() => onThread.$client.execute(SLOW));
    const here = await timerBefore(() => inProcess.$client.execute(SLOW));
    expect(there.timerFirst).toBe(true);
    expect(here.timerFirst).toBe(false);
    expect((there.answer as { rows: { c: number }[] }).rows[0].c).toBe(3_000_000);
    inProcess.$client.close();
    onThread.$client.close();
  });

  it('runs the statements in the order they were asked, one at a time', async () => {
    const db = openThreadDb(fileUrl());
    await db.$client.execute('CREATE TABLE seen (n INTEGER)');
    await Promise.all(Array.from({ length: 50 }, (_, n) => db.$client.execute({ sql: 'INSERT INTO seen (n) VALUES (?)', args: [n] })));
    const rows = (await db.$client.execute('SELECT n FROM seen ORDER BY rowid')).rows.map((r) => r.n);
    expect(rows).toEqual(Array.from({ length: 50 }, (_, n) => n));
    db.$client.close();
  });

  it('answers the statements asked before close, refuses those after, and lets the thread end', async () => {
    const url = fileUrl();
    const client = threadClient(url);
    await client.execute('CREATE TABLE t (n INTEGER)');
    const before = client.execute('INSERT INTO t (n) VALUES (1)');
    client.close();
    await expect(before).resolves.toMatchObject({ rowsAffected: 1 });
    await expect(client.execute('SELECT 1')).rejects.toThrow('the database client is closed');
    await client.ended();
    const check = openNodeDb(url);
    expect((await check.$client.execute('SELECT count(*) AS n FROM t')).rows[0].n).toBe(1);
    check.$client.close();
  });

  it('fails the statements a dying thread held (never left waiting) and starts a new thread for the next', async () => {
    const threads: Worker[] = [];
    const client = threadClient(fileUrl(), { onThread: (t) => threads.push(t) });
    await client.execute('CREATE TABLE t (n INTEGER)');
    // The thread dies in its own JavaScript (a message it cannot read throws in its listener), with a statement
    // asked after it still held. Not terminate() during a statement: stopping the thread inside libSQL's native
    // call aborts the whole process (napi's pending-exception assertion), the test runner with it.
    threads[0].postMessage(null);
    const held = client.execute(SLOW);
    await expect(held).rejects.toThrow(/the database thread (ended|failed)/);
    await client.execute('INSERT INTO t (n) VALUES (1)');
    expect(threads).toHaveLength(2);
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0].n).toBe(1);
    client.close();
    await client.ended();
  });

  it("lets requests' statements go before work after the answer, yet runs that work after at most 32 of them", async () => {
    const client = threadClient(fileUrl());
    await client.execute('CREATE TABLE seen (what TEXT)');
    const insert = (what: string) => client.execute({ sql: 'INSERT INTO seen (what) VALUES (?)', args: [what] });
    // Two slow statements fill the thread; then a confirmation's write, then forty of requests, all waiting.
    const asked = [client.execute(SLOW), client.execute(SLOW)];
    asked.push(inDatabaseBackground(() => insert('after the answer')));
    for (let n = 1; n <= 40; n++) asked.push(insert(`request ${n}`));
    await Promise.all(asked);
    const order = (await client.execute('SELECT what FROM seen ORDER BY rowid')).rows.map((r) => r.what);
    expect(order.indexOf('after the answer')).toBe(32);
    expect(order.filter((w) => w !== 'after the answer')).toEqual(Array.from({ length: 40 }, (_, n) => `request ${n + 1}`));
    // Alone, work after the answer goes at once; a caller's own statements keep their order.
    await inDatabaseBackground(async () => {
      await insert('b1');
      await insert('b2');
    });
    const last = (await client.execute('SELECT what FROM seen ORDER BY rowid DESC LIMIT 2')).rows.map((r) => r.what);
    expect(last).toEqual(['b2', 'b1']);
    client.close();
    await client.ended();
  });

  it.each([
    ['the thread', (url: string) => threadClient(url)],
    ['an in-process connection (scripts, tests, the build)', (url: string) => openNodeDb(url).$client],
  ])("%s waits for another process's write instead of failing when a batch reads before it writes", async (_, open) => {
    const url = fileUrl();
    const setup = createClient({ url });
    await setup.execute('PRAGMA journal_mode = WAL');
    await setup.execute('CREATE TABLE stock (n INTEGER)');
    await setup.execute('INSERT INTO stock (n) VALUES (1)');
    setup.close();
    const client = open(url);
    await client.execute('SELECT n FROM stock');
    // Another writer (a script, the e2e helpers) on a thread of its own, as another process would be: it holds the
    // write lock 300 ms. The batch reads first, as a cancel does; without waiting it is refused at once (SQLITE_BUSY).
    const other = new Worker(OTHER_WRITER, {
      eval: true,
      workerData: { driver: createRequire(import.meta.url).resolve('libsql'), path: url.slice(5) },
    });
    await new Promise((held) => other.once('message', held));
    const [read] = await client.batch(['SELECT n FROM stock', 'UPDATE stock SET n = n + 1']);
    expect(read.rows[0].n).toBe(11);
    expect((await client.execute('SELECT n FROM stock')).rows[0].n).toBe(12);
    await other.terminate();
    client.close();
  });

  it('reports a statement SQLite cannot read as an error with its code', async () => {
    const client = threadClient(fileUrl());
    const err = await client.execute('SELEC 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(errorMessages(err).join(' ')).toMatch(/syntax error/);
    expect((err as { code?: string }).code).toBe('SQLITE_ERROR');
    client.close();
    await client.ended();
  });
});
