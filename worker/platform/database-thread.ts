import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Client, InArgs, InStatement, ResultSet, Row, TransactionMode } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { schema, type Db } from '../../db/client';
import { BUSY_TIMEOUT_MS } from '../../db/client-node';

/**
 * The local database file on a thread of its own (issue 33, item 4). libSQL runs every statement synchronously,
 * and a write's COMMIT waits for the disk (fsync, as `synchronous = FULL` asks: a confirmed order survives a power
 * cut). On the event loop that wait held up every request behind it: during a burst of orders each placement and
 * its confirmation commit four times, and the home page waited behind those disk waits (p99 128–193 ms against
 * 2–16 ms alone, bench/results.md). Here the connection lives on one worker thread, which runs the statements in the
 * order they were asked, one at a time (as the one connection did before), so the event loop only posts the SQL
 * and reads the rows. Durability, the statements and their order are unchanged.
 *
 * The thread is plain CommonJS evaluated by `new Worker(…, { eval: true })` (as thread-pool-node.ts), with the
 * driver resolved here. Results cross as plain arrays and are made into libSQL's rows again (a value by index and
 * by column name); an error crosses with its name, message, codes and causes, which db/queries/driver-errors.ts
 * reads to tell a trigger's refusal from a fault.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createClient } = require(workerData.driver);
let client;
const open = () => (client ??= createClient({ url: workerData.url, authToken: workerData.authToken, concurrency: 1, timeout: workerData.timeout }));
const plain = (rs) => ({
  columns: rs.columns,
  columnTypes: rs.columnTypes,
  rows: rs.rows.map((r) => Array.prototype.slice.call(r)),
  rowsAffected: rs.rowsAffected,
  lastInsertRowid: rs.lastInsertRowid,
});
function errorData(err, depth) {
  if (!err || typeof err !== 'object' || depth > 8) return { name: 'Error', message: String(err) };
  const data = { name: String(err.name || 'Error'), message: String(err.message), stack: err.stack };
  for (const k of Object.keys(err)) {
    const v = err[k];
    if (v === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof v)) data[k] = v;
  }
  if (err.cause !== undefined) data.cause = errorData(err.cause, depth + 1);
  return data;
}
async function run(op, arg) {
  if (op === 'execute') return plain(await open().execute(arg));
  if (op === 'batch') return (await open().batch(arg.stmts, arg.mode)).map(plain);
  if (op === 'migrate') return (await open().migrate(arg)).map(plain);
  if (op === 'executeMultiple') return open().executeMultiple(arg);
  if (op === 'close') { client?.close(); client = undefined; return; }
  throw new Error('unknown database operation ' + op);
}
parentPort.on('message', ({ id, op, arg }) => {
  run(op, arg).then(
    (result) => parentPort.postMessage({ id, result }),
    (err) => parentPort.postMessage({ id, error: errorData(err, 0) }),
  );
});
`;

interface PlainResult {
  columns: string[];
  columnTypes: string[];
  rows: unknown[][];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

/** An error as it crossed from the thread: its own fields (code, rawCode…) and its causes. */
interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  cause?: ErrorData;
  [field: string]: unknown;
}

/** The error again, with the thread's stack (where the database refused) and each cause. */
function errorFromData(d: ErrorData): Error {
  const { name, message, stack, cause, ...fields } = d;
  const err = new Error(message, cause ? { cause: errorFromData(cause) } : undefined);
  Object.assign(err, fields);
  err.name = name;
  if (stack) err.stack = stack;
  return err;
}

/** A row as libSQL makes it: values by index (not enumerable) and by column name (enumerable; the first wins). */
function rowOf(values: unknown[], columns: string[]): Row {
  const row = {};
  Object.defineProperty(row, 'length', { value: values.length });
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    Object.defineProperty(row, i, { value });
    const column = columns[i];
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
  }
  return row as Row;
}

const jsonValue = (v: unknown) =>
  typeof v === 'bigint' ? `${v}` : v instanceof ArrayBuffer ? Buffer.from(v).toString('base64') : (v as Row[number]);

function resultSetOf(r: PlainResult): ResultSet {
  const rows = r.rows.map((values) => rowOf(values, r.columns));
  return {
    columns: r.columns,
    columnTypes: r.columnTypes,
    rows,
    rowsAffected: r.rowsAffected,
    lastInsertRowid: r.lastInsertRowid,
    toJSON: () => ({
      columns: r.columns,
      columnTypes: r.columnTypes,
      rows: r.rows.map((values) => values.map(jsonValue)),
      rowsAffected: r.rowsAffected,
      lastInsertRowid: r.lastInsertRowid === undefined ? null : `${r.lastInsertRowid}`,
    }),
  };
}

type Op = 'execute' | 'batch' | 'migrate' | 'executeMultiple' | 'close';

interface Pending {
  /** The thread that holds it: when that thread dies, this fails. */
  thread: Worker;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** A libSQL `Client` whose connection lives on a thread of its own; `close()` lets it end, `ended` says when. */
export interface ThreadClient extends Client {
  /** Settles when the connection is closed and the thread has ended (after the statements asked before). */
  ended(): Promise<void>;
}

/**
 * The client for a local file (`file:…`), with the options db/client-node.ts gives it (one connection, 5 s of
 * waiting for another process's lock). A thread that dies (a crash in the driver) fails the statements it held,
 * never silently; the next statement starts a new thread, whose connection SQLite gives the file as the last
 * committed write left it.
 */
export function threadClient(url: string, o: { authToken?: string; onThread?: (thread: Worker) => void } = {}): ThreadClient {
  const driver = createRequire(import.meta.url).resolve('@libsql/client');
  const workerData = { driver, url, authToken: o.authToken, timeout: BUSY_TIMEOUT_MS };
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;
  let ending: Promise<void> | null = null;

  const failHeldBy = (thread: Worker, err: Error) => {
    for (const [id, p] of pending) {
      if (p.thread !== thread) continue;
      pending.delete(id);
      p.reject(err);
    }
  };

  const start = (): Worker => {
    const w = new Worker(THREAD_CODE, { eval: true, workerData });
    // Idle, the thread holds nothing open: the process ends when its other work does.
    w.unref();
    w.on('message', (msg: { id: number; result?: unknown; error?: ErrorData }) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (![...pending.values()].some((q) => q.thread === w)) w.unref();
      if (msg.error) p.reject(errorFromData(msg.error));
      else p.resolve(msg.result);
    });
    const gone = (err: Error) => {
      if (worker === w) worker = null;
      failHeldBy(w, err);
    };
    w.on('error', (err: Error) => gone(new Error(`the database thread failed: ${err.message}`, { cause: err })));
    w.on('exit', (code) => gone(new Error(`the database thread ended (${code})`)));
    o.onThread?.(w);
    return w;
  };

  const call = <T>(op: Op, arg?: unknown): Promise<T> => {
    if (client.closed && op !== 'close') return Promise.reject(new Error('the database client is closed'));
    worker ??= start();
    const w = worker;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { thread: w, resolve: resolve as (v: unknown) => void, reject });
      w.ref();
      w.postMessage({ id, op, arg });
    });
  };

  const statement = (stmt: InStatement | string, args?: InArgs): InStatement =>
    typeof stmt === 'string' ? (args === undefined ? stmt : { sql: stmt, args }) : stmt;
  const results = (rs: PlainResult[]) => rs.map(resultSetOf);

  const client: ThreadClient = {
    closed: false,
    protocol: 'file',
    execute: ((stmt: InStatement | string, args?: InArgs) =>
      call<PlainResult>('execute', statement(stmt, args)).then(resultSetOf)) as Client['execute'],
    batch: (stmts: (InStatement | [string, InArgs?])[], mode?: TransactionMode) =>
      call<PlainResult[]>('batch', { stmts, mode }).then(results),
    migrate: (stmts: InStatement[]) => call<PlainResult[]>('migrate', stmts).then(results),
    executeMultiple: (sql: string) => call<void>('executeMultiple', sql),
    // The shop uses batches, never interactive transactions (db/client-node.ts), and no embedded replica.
    transaction: () => Promise.reject(new Error('interactive transactions are not available on the database thread')),
    sync: () => Promise.reject(new Error('the database thread has no replica to sync')),
    reconnect() {
      client.closed = false;
      ending = null;
    },
    close() {
      if (client.closed) return;
      client.closed = true;
      const w = worker;
      worker = null;
      // The statements asked before are answered first: the thread takes its messages in order.
      ending = w
        ? new Promise<void>((resolve) => {
            const id = nextId++;
            pending.set(id, { thread: w, resolve: () => resolve(), reject: () => resolve() });
            w.ref();
            w.postMessage({ id, op: 'close' });
          }).then(() => w.terminate().then(() => undefined))
        : Promise.resolve();
    },
    ended: () => ending ?? Promise.resolve(),
  };
  return client;
}

/** The shop's database (drizzle) over a `threadClient`, for the Node entry; migrate it as any other. */
export function openThreadDb(url: string, authToken?: string): Db & { $client: ThreadClient } {
  return drizzle(threadClient(url, { authToken }), { schema }) as Db & { $client: ThreadClient };
}
