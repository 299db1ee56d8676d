import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHranaServer, type HranaServer } from './hrana-server';

/** The libSQL stand-in of the Worker smoke test, driven by the very client the Worker uses. */

const dir = mkdtempSync(join(tmpdir(), 'prud-hrana-'));
let server: HranaServer;
let db: Client;

beforeAll(async () => {
  server = await startHranaServer(join(dir, 'test.db'));
  db = createClient({ url: server.url });
  await db.executeMultiple(`
    CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
    CREATE TABLE books (id INTEGER PRIMARY KEY, author_id INTEGER NOT NULL REFERENCES authors(id), title TEXT, price REAL, cover BLOB);
  `);
});
afterAll(async () => {
  db?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (table: string, c: Client = db) => Number((await c.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

async function failure(p: Promise<unknown>): Promise<LibsqlError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LibsqlError);
  return err as LibsqlError;
}

describe('the libSQL stand-in (Hrana over HTTP) with @libsql/client/web', () => {
  it('executes with positional and named arguments and round-trips every value type', async () => {
    const cover = new Uint8Array([0, 1, 254, 255]);
    const ins = await db.execute({ sql: 'INSERT INTO authors (id, name) VALUES (?, ?)', args: [7, 'Watchman Nee'] });
    expect(ins.rowsAffected).toBe(1);
    expect(ins.lastInsertRowid).toBe(7n);
    await db.execute({ sql: 'INSERT INTO books (author_id, title, price, cover) VALUES (:a, $t, @p, :c)', args: { a: 7, t: 'Normálny kresťanský život', p: 12.5, c: cover } });
    await db.execute({ sql: 'INSERT INTO books (author_id, title, price, cover) VALUES (?, ?, ?, ?)', args: [7n, 'Bez ceny', null, null] });

    const r = await db.execute({ sql: 'SELECT author_id, title, price, cover FROM books WHERE author_id = ? ORDER BY id', args: [7] });
    expect(r.columns).toEqual(['author_id', 'title', 'price', 'cover']);
    expect(r.columnTypes).toEqual(['INTEGER', 'TEXT', 'REAL', 'BLOB']);
    expect(r.rowsAffected).toBe(0);
    expect(r.rows.map((row) => [row.author_id, row.title, row.price])).toEqual([
      [7, 'Normálny kresťanský život', 12.5],
      [7, 'Bez ceny', null],
    ]);
    expect(new Uint8Array(r.rows[0].cover as ArrayBuffer)).toEqual(cover);
    expect(r.rows[1].cover).toBeNull();

    // Integers travel as decimal strings: one above 2^53 arrives intact as a bigint (the default intMode
    // 'number' would refuse it).
    const big = 9_007_199_254_740_993n;
    const bigints = createClient({ url: server.url, intMode: 'bigint' });
    const echoed = await bigints.execute({ sql: 'SELECT ? AS n, typeof(?) AS t, ? AS f', args: [big, big, 0.1] });
    expect(echoed.rows[0]).toMatchObject({ n: big, t: 'integer', f: 0.1 });
    bigints.close();

    const returned = await db.execute({ sql: 'UPDATE books SET price = 9.9 WHERE price IS NULL RETURNING title', args: [] });
    expect(returned.rows.map((row) => row.title)).toEqual(['Bez ceny']);
    expect(returned.rowsAffected).toBe(1);
  });

  it('answers errors as sqld does: constraint code and message, input errors, foreign keys on', async () => {
    await db.execute({ sql: 'INSERT INTO authors (name) VALUES (?)', args: ['Witness Lee'] });
    const unique = await failure(db.execute({ sql: 'INSERT INTO authors (name) VALUES (?)', args: ['Witness Lee'] }));
    expect(unique.code).toBe('SQLITE_CONSTRAINT');
    expect(unique.message).toContain('UNIQUE constraint failed: authors.name');

    const input = await failure(db.execute('SELECT nope FROM authors'));
    expect(input.code).toBe('SQL_INPUT_ERROR');
    expect(input.message).toContain('no such column: nope');

    // sqld switches foreign keys on for every connection.
    const orphan = await failure(db.execute({ sql: 'INSERT INTO books (author_id, title) VALUES (?, ?)', args: [424242, 'Sirota'] }));
    expect(orphan.code).toBe('SQLITE_CONSTRAINT');
    expect(orphan.message).toContain('FOREIGN KEY constraint failed');
  });

  it('runs a batch in one transaction: all of it, or nothing when a step fails', async () => {
    const [a] = await db.batch(
      [
        { sql: 'INSERT INTO authors (name) VALUES (?) RETURNING id', args: ['Autor batchu'] },
        { sql: 'INSERT INTO books (author_id, title) VALUES ((SELECT id FROM authors WHERE name = ?), ?)', args: ['Autor batchu', 'Kniha batchu'] },
      ],
      'write',
    );
    expect(a.rows).toHaveLength(1);
    expect((await db.execute({ sql: 'SELECT count(*) AS n FROM books WHERE title = ?', args: ['Kniha batchu'] })).rows[0].n).toBe(1);

    const before = [await count('authors'), await count('books')];
    const err = await failure(
      db.batch([
        { sql: 'INSERT INTO authors (name) VALUES (?)', args: ['Nikdy neuložený'] },
        { sql: 'INSERT INTO authors (name) VALUES (?)', args: ['Witness Lee'] },
        { sql: 'INSERT INTO books (author_id, title) VALUES (1, ?)', args: ['Ani táto'] },
      ]),
    );
    expect(err.code).toBe('SQLITE_CONSTRAINT');
    expect([await count('authors'), await count('books')]).toEqual(before);
  });

  it('carries an interactive transaction across requests on one connection, then commits it', async () => {
    const other = createClient({ url: server.url });
    const tx = await db.transaction('write');
    await tx.execute({ sql: 'INSERT INTO authors (name) VALUES (?)', args: ['V transakcii'] });
    const seen = await tx.execute({ sql: 'SELECT count(*) AS n FROM authors WHERE name = ?', args: ['V transakcii'] });
    expect(seen.rows[0].n).toBe(1);
    // Another stream (another connection) does not see uncommitted rows.
    expect((await other.execute({ sql: 'SELECT count(*) AS n FROM authors WHERE name = ?', args: ['V transakcii'] })).rows[0].n).toBe(0);
    await tx.commit();
    expect((await other.execute({ sql: 'SELECT count(*) AS n FROM authors WHERE name = ?', args: ['V transakcii'] })).rows[0].n).toBe(1);
    other.close();
  });

  it('rolls an interactive transaction back', async () => {
    const before = await count('authors');
    const tx = await db.transaction('write');
    await tx.batch([
      { sql: 'INSERT INTO authors (name) VALUES (?)', args: ['Zrušený 1'] },
      { sql: 'INSERT INTO authors (name) VALUES (?)', args: ['Zrušený 2'] },
    ]);
    expect(Number((await tx.execute('SELECT count(*) AS n FROM authors')).rows[0].n)).toBe(before + 2);
    await tx.rollback();
    expect(await count('authors')).toBe(before);
  });

  it('migrates as drizzle does: foreign keys off around one transaction', async () => {
    await db.migrate([{ sql: 'CREATE TABLE later (id INTEGER PRIMARY KEY, book_id INTEGER REFERENCES books(id))', args: [] }]);
    expect(await count('later')).toBe(0);
  });
});

describe('the protocol below the client (v3 pipeline)', () => {
  const pipeline = async (body: unknown) => {
    const res = await fetch(`${server.url}/v3/pipeline`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The test reads the answer's fields as it expects them; a wrong shape fails the assertions.
    const answer: any = res.headers.get('content-type') === 'application/json' ? await res.json() : await res.text();
    return { status: res.status, body: answer };
  };
  const stmt = (sql: string) => ({ sql, args: [], want_rows: true });

  it('evaluates step conditions (ok, error, not, and, or, is_autocommit) and reports autocommit', async () => {
    const steps = [
      { stmt: stmt('BEGIN') },
      { stmt: stmt('SELECT nope'), condition: { type: 'ok', step: 0 } },
      { stmt: stmt('SELECT 2'), condition: { type: 'and', conds: [{ type: 'error', step: 1 }, { type: 'not', cond: { type: 'is_autocommit' } }] } },
      { stmt: stmt('SELECT 3'), condition: { type: 'or', conds: [{ type: 'ok', step: 1 }, { type: 'is_autocommit' }] } },
      { stmt: stmt('ROLLBACK'), condition: { type: 'not', cond: { type: 'ok', step: 3 } } },
    ];
    const r = await pipeline({ requests: [{ type: 'batch', batch: { steps } }, { type: 'get_autocommit' }, { type: 'close' }] });
    expect(r.status).toBe(200);
    const { step_results: results, step_errors: errors } = r.body.results[0].response.result;
    expect(results.map((x: unknown) => x !== null)).toEqual([true, false, true, false, true]);
    expect(errors.map((x: unknown) => x !== null)).toEqual([false, true, false, false, false]);
    expect(results[2].rows).toEqual([[{ type: 'integer', value: '2' }]]);
    expect(r.body.results[1]).toEqual({ type: 'ok', response: { type: 'get_autocommit', is_autocommit: true } });
    expect(r.body.baton).toBeNull();
  });

  it('hands out a fresh baton per answer and refuses a spent or unknown one', async () => {
    const first = await pipeline({ requests: [{ type: 'execute', stmt: stmt('BEGIN') }] });
    const second = await pipeline({ baton: first.body.baton, requests: [{ type: 'get_autocommit' }] });
    expect(second.body.results[0].response.is_autocommit).toBe(false);
    expect(second.body.baton).not.toBe(first.body.baton);
    expect((await pipeline({ baton: first.body.baton, requests: [{ type: 'close' }] })).status).toBe(400);
    const closed = await pipeline({ baton: second.body.baton, requests: [{ type: 'close' }] });
    expect(closed.body).toEqual({ baton: null, base_url: null, results: [{ type: 'ok', response: { type: 'close' } }] });
  });
});
