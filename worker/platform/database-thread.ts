import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Client, InArgs, InStatement, TransactionMode } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { schema, type Db } from '../../db/client';
import { BUSY_TIMEOUT_MS, LOCAL_BATCH_MODE } from '../../db/client-node';
import { errorFromData, resultSetOf, THREAD_CODE, type ErrorData, type PlainResult } from './database-thread-wire';

/**
 * The local database file on a thread of its own (issue 33, item 4). libSQL runs every statement synchronously,
 * and a write's COMMIT waits for the disk (fsync, as `synchronous = FULL` asks: a confirmed order survives a power
 * cut). On the event loop that wait held up every request behind it: during a burst of orders each placement and
 * its confirmation commit four times, and the home page waited behind those disk waits (p99 128–193 ms against
 * 2–16 ms alone, bench/results.md). Here the connection lives on one worker thread, which runs the statements one
 * at a time (as the one connection did before), so the event loop only posts the SQL and reads the rows.
 * Durability and the statements are unchanged; what crosses is database-thread-wire.ts.
 *
 * Work after the answer (`inDatabaseBackground`: the confirmation e-mails) waits while statements of requests wait,
 * up to FOREGROUND_RUN of them in a row: in a burst the disk's commits go to placing orders first, and a
 * confirmation is never held back for good. Statements are reordered only between work that runs side by side:
 * each caller asks its next statement after the answer to the last, so its own statements keep their order.
 */

/**
 * Statements of requests taken in a row while work after the answer waits; then one of that work. A placement is
 * about six statements with one commit, a confirmation three commits: at 8 the confirmations took three of every
 * four commits during a burst. Quiet-machine bursts, 16 buyers (bench/results.md): at 8, 100–143 orders/s (mean
 * 126, seven runs); at 32, 113–152 (mean 140, eight runs), every confirmation still sent 30–35 s after the burst.
 */
const FOREGROUND_RUN = 32;
/** Statements handed to the thread at once: one runs while the next waits there, and a late request's waits little. */
const POSTED = 2;

const background = new AsyncLocalStorage<true>();

/** Runs `work` as work after an answer: its statements on the database thread yield to those of requests. */
export function inDatabaseBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

type Op = 'execute' | 'batch' | 'migrate' | 'executeMultiple' | 'close';

interface Job {
  op: Op;
  arg: unknown;
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
  const requests: Job[] = [];
  const afterAnswers: Job[] = [];
  const held = new Map<number, Job & { thread: Worker }>();
  let closing: Job | null = null;
  let worker: Worker | null = null;
  let nextId = 1;
  let inARow = 0;
  let ending: Promise<void> | null = null;

  const nextJob = (): Job | undefined => {
    if (afterAnswers.length && (!requests.length || inARow >= FOREGROUND_RUN)) {
      inARow = 0;
      return afterAnswers.shift();
    }
    if (requests.length) {
      if (afterAnswers.length) inARow += 1;
      return requests.shift();
    }
    // Closing goes last: after every statement asked before it.
    if (!held.size && closing) {
      const last = closing;
      closing = null;
      return last;
    }
    return undefined;
  };

  const pump = () => {
    while (held.size < POSTED) {
      const job = nextJob();
      if (!job) break;
      if (job.op === 'close' && !worker) {
        job.resolve(undefined);
        break;
      }
      worker ??= start();
      const id = nextId++;
      held.set(id, { ...job, thread: worker });
      worker.ref();
      worker.postMessage({ id, op: job.op, arg: job.arg });
    }
    // Idle, the thread holds nothing open: the process ends when its other work does.
    if (!held.size) worker?.unref();
  };

  const start = (): Worker => {
    const w = new Worker(THREAD_CODE, { eval: true, workerData });
    w.on('message', (msg: { id: number; result?: unknown; error?: ErrorData }) => {
      const job = held.get(msg.id);
      if (!job) return;
      held.delete(msg.id);
      if (msg.error) job.reject(errorFromData(msg.error));
      else job.resolve(msg.result);
      pump();
    });
    const gone = (err: Error) => {
      if (worker === w) worker = null;
      for (const [id, job] of held) {
        if (job.thread !== w) continue;
        held.delete(id);
        job.reject(err);
      }
      pump();
    };
    w.on('error', (err: Error) => gone(new Error(`the database thread failed: ${err.message}`, { cause: err })));
    w.on('exit', (code) => gone(new Error(`the database thread ended (${code})`)));
    o.onThread?.(w);
    return w;
  };

  const call = <T>(op: Op, arg?: unknown): Promise<T> => {
    if (client.closed) return Promise.reject(new Error('the database client is closed'));
    return new Promise<T>((resolve, reject) => {
      (background.getStore() ? afterAnswers : requests).push({ op, arg, resolve: resolve as (v: unknown) => void, reject });
      pump();
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
    // As every local batch: the write lock taken as it begins, so a batch that reads first waits for another
    // process's write instead of being refused at once (db/client-node.ts LOCAL_BATCH_MODE).
    batch: (stmts: (InStatement | [string, InArgs?])[], mode?: TransactionMode) =>
      call<PlainResult[]>('batch', { stmts, mode: mode ?? LOCAL_BATCH_MODE }).then(results),
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
      ending = new Promise<void>((resolve) => {
        const done = () => {
          const w = worker;
          worker = null;
          void (w ? w.terminate() : Promise.resolve()).then(() => resolve());
        };
        closing = { op: 'close', arg: undefined, resolve: done, reject: done };
        pump();
      });
    },
    ended: () => ending ?? Promise.resolve(),
  };
  return client;
}

/** The shop's database (drizzle) over a `threadClient`, for the Node entry; migrate it as any other. */
export function openThreadDb(url: string, authToken?: string): Db & { $client: ThreadClient } {
  return drizzle(threadClient(url, { authToken }), { schema }) as Db & { $client: ThreadClient };
}
