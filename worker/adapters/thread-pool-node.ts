import { Worker } from 'node:worker_threads';

/**
 * The code every pool thread starts with, plain CommonJS evaluated by `new Worker(…, { eval: true })`: no file to
 * resolve, so it runs the same under tsx, vitest and plain node. On Linux a thread's nice value is its own, so the
 * thread lowers its priority through its thread id: when the pool's work and serving compete for the cores, the
 * event loop wins. The pool's `body` then defines `work(job)` (sync or async), which answers each message.
 */
const prelude = (body: string) => `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice > 0) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) require('node:os').setPriority(tid, workerData.nice);
  } catch {}
}
${body}
parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({ result: await work(job) });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

export interface ThreadPoolOptions {
  /** What the threads do, in words, for errors: 'scrypt', 'invoice'. */
  name: string;
  /** CommonJS that defines `function work(job)` (sync or async); `workerData` is in scope. */
  body: string;
  /** Threads working at once. */
  size: number;
  /** Nice value of the threads (0 = as the event loop; Linux only, ignored elsewhere). */
  nice?: number;
  /** Data each thread starts with (read when a thread starts, so after `ready`). */
  workerData?: () => Record<string, unknown>;
  /** Runs once before the first job is handed out (e.g. reading fonts); a failure fails every waiting job. */
  ready?: () => Promise<void>;
}

export interface ThreadPool<J, R> {
  run(job: J): Promise<R>;
  /** Jobs waiting for a thread. */
  queued(): number;
  close(): Promise<void>;
}

interface Pending<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (err: Error) => void;
}

interface Slot<J, R> {
  worker: Worker;
  job: Pending<J, R> | null;
}

/**
 * Work on a few worker threads of the pool's own (password hashing, invoice PDFs), off the thread that answers
 * requests. Threads start on first use and hold the process open only while they work. Jobs wait in order when all
 * threads are busy. A thread that dies fails its job and is replaced.
 */
export function threadPool<J, R>(o: ThreadPoolOptions): ThreadPool<J, R> {
  const size = Math.max(1, Math.floor(o.size));
  const code = prelude(o.body);
  const slots: Slot<J, R>[] = [];
  const queue: Pending<J, R>[] = [];
  const closedError = () => new Error(`the ${o.name} pool is closed`);
  let closed = false;
  let ready = !o.ready;
  let preparing = false;

  const spawn = (): Slot<J, R> => {
    const workerData = { ...o.workerData?.(), nice: o.nice ?? 0 };
    const slot: Slot<J, R> = { worker: new Worker(code, { eval: true, workerData }), job: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { result?: R; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if (job) {
        if (msg.error === undefined) job.resolve(msg.result as R);
        else job.reject(new Error(msg.error || `${o.name} failed`));
      }
      next();
    });
    slot.worker.on('error', (err: Error) => fail(slot, err));
    slot.worker.on('exit', (code) => fail(slot, new Error(`${o.name} thread exited (${code})`)));
    return slot;
  };

  const fail = (slot: Slot<J, R>, err: Error) => {
    const i = slots.indexOf(slot);
    if (i < 0) return;
    slots.splice(i, 1);
    slot.job?.reject(err);
    slot.job = null;
    if (!closed) next();
  };

  const rejectAll = (err: Error) => {
    for (const job of queue.splice(0)) job.reject(err);
  };

  const prepare = () => {
    if (preparing) return;
    preparing = true;
    o.ready!().then(
      () => {
        ready = true;
        preparing = false;
        next();
      },
      (err: unknown) => {
        preparing = false;
        rejectAll(err instanceof Error ? err : new Error(String(err)));
      },
    );
  };

  const next = () => {
    if (!ready) return prepare();
    while (queue.length && !closed) {
      let slot = slots.find((s) => !s.job);
      if (!slot && slots.length < size) {
        slot = spawn();
        slots.push(slot);
      }
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.job);
    }
  };

  return {
    run: (job) =>
      new Promise<R>((resolve, reject) => {
        if (closed) return reject(closedError());
        queue.push({ job, resolve, reject });
        next();
      }),
    queued: () => queue.length,
    async close() {
      closed = true;
      const gone = closedError();
      rejectAll(gone);
      await Promise.all(
        slots.splice(0).map((s) => {
          s.job?.reject(gone);
          return s.worker.terminate();
        }),
      );
    },
  };
}
