import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * One scrypt derivation: node:crypto's `scrypt` arguments, as a promise. The password service runs its hashes
 * through one (`useScrypt`): this pool on Node, node:crypto's own elsewhere.
 */
export type ScryptDerive = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

/**
 * The thread's code, plain CommonJS evaluated by `new Worker(…, { eval: true })`: no file to resolve, so it runs
 * the same under tsx, vitest and plain node. scryptSync blocks this thread only (the async form would go back to
 * libuv's shared pool). On Linux a thread's nice value is its own, so the thread lowers its priority through its
 * thread id: when hashing and serving compete for the cores, the event loop wins and logins wait a little longer.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (workerData.nice > 0) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) require('node:os').setPriority(tid, workerData.nice);
  } catch {}
}
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keylen, job.options);
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;

interface Job {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export interface ScryptPoolOptions {
  /** Threads hashing at once. */
  size: number;
  /** Nice value of the hashing threads (0 = as the event loop; Linux only, ignored elsewhere). */
  nice?: number;
}

export interface ScryptPool {
  derive: ScryptDerive;
  /** Jobs waiting for a thread (the bench reports it). */
  queued(): number;
  close(): Promise<void>;
}

/**
 * scrypt on a few worker threads of its own, for worker/services/password.ts `useScrypt` on Node. Threads start on
 * first use and hold the process open only while they hash. Jobs wait in order when all threads are busy. A thread
 * that dies fails its job and is replaced.
 */
export function scryptPool(o: ScryptPoolOptions): ScryptPool {
  const size = Math.max(1, Math.floor(o.size));
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(THREAD_CODE, { eval: true, workerData: { nice: o.nice ?? 0 } }), job: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if (job) {
        if (msg.key) job.resolve(Buffer.from(msg.key.buffer, msg.key.byteOffset, msg.key.byteLength));
        else job.reject(new Error(msg.error ?? 'scrypt failed'));
      }
      next();
    });
    slot.worker.on('error', (err: Error) => fail(slot, err));
    slot.worker.on('exit', (code) => fail(slot, new Error(`scrypt thread exited (${code})`)));
    return slot;
  };

  const fail = (slot: Slot, err: Error) => {
    const i = slots.indexOf(slot);
    if (i < 0) return;
    slots.splice(i, 1);
    slot.job?.reject(err);
    slot.job = null;
    if (!closed) next();
  };

  const next = () => {
    while (queue.length && !closed) {
      let slot = slots.find((s) => !s.job);
      if (!slot && slots.length < size) slots.push((slot = spawn()));
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ password: job.password, salt: job.salt, keylen: job.keylen, options: job.options });
    }
  };

  return {
    derive: (password, salt, keylen, options) =>
      new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('the scrypt pool is closed'));
        queue.push({ password, salt, keylen, options, resolve, reject });
        next();
      }),
    queued: () => queue.length,
    async close() {
      closed = true;
      const gone = new Error('the scrypt pool is closed');
      for (const job of queue.splice(0)) job.reject(gone);
      await Promise.all(
        slots.splice(0).map((s) => {
          s.job?.reject(gone);
          return s.worker.terminate();
        }),
      );
    },
  };
}
