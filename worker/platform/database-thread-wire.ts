import type { ResultSet, Row } from '@libsql/client';

/**
 * What crosses between the event loop and the database thread (database-thread.ts): the thread's code, plain
 * CommonJS evaluated by `new Worker(…, { eval: true })` (as thread-pool-node.ts) with the driver resolved by the
 * caller; results as plain arrays, made into libSQL's rows again here (a value by index and by column name); errors
 * with their name, message, codes and causes, which db/queries/driver-errors.ts reads to tell a trigger's refusal
 * from a fault.
 */
export const THREAD_CODE = `
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

export interface PlainResult {
  columns: string[];
  columnTypes: string[];
  rows: unknown[][];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

/** An error as it crossed from the thread: its own fields (code, rawCode…) and its causes. */
export interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  cause?: ErrorData;
  [field: string]: unknown;
}

/** The error again, with the thread's stack (where the database refused) and each cause. */
export function errorFromData(d: ErrorData): Error {
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

export function resultSetOf(r: PlainResult): ResultSet {
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
