import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ApiOrder } from '../domain/orders';
import type { InvoiceFonts, InvoiceRenderer } from '../deps';
import { nodeInvoiceFonts } from './fonts-node';

/**
 * The thread's code, plain CommonJS evaluated by `new Worker(…, { eval: true })` as in password-pool-node.ts. It
 * loads the renderer's TypeScript module through tsx's `tsImport` (the server itself runs under tsx), so it runs
 * the same under `npm start`, vitest and the bench. The fonts come once per thread; each job is one order. The
 * thread lowers its own priority (Linux): when rendering and serving compete for the cores, serving wins.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice > 0) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) require('node:os').setPriority(tid, workerData.nice);
  } catch {}
}
const fonts = Promise.resolve(workerData.fonts);
const render = require(workerData.tsx)
  .tsImport(workerData.module, workerData.parentURL)
  .then((m) => m.invoiceRenderer(() => fonts));
parentPort.on('message', async (order) => {
  try {
    const pdf = await (await render)(order);
    parentPort.postMessage({ pdf });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

interface Job {
  order: ApiOrder;
  resolve: (pdf: Uint8Array) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export interface InvoicePoolOptions {
  /** Threads rendering at once. */
  size: number;
  /** Nice value of the threads (0 = as the event loop; Linux only, ignored elsewhere). */
  nice?: number;
  /**
   * The module the threads render with: it exports `invoiceRenderer(fonts)` (worker/services/invoice-pdf.ts). Given
   * by the platform entry, as adapters never import services.
   */
  module: URL;
  /** Default: DejaVu Sans from worker/assets/fonts. */
  fonts?: () => Promise<InvoiceFonts>;
}

export interface InvoicePool {
  render: InvoiceRenderer;
  /** Orders waiting for a thread. */
  queued(): number;
  close(): Promise<void>;
}

/**
 * Invoice PDFs on a few worker threads of their own, for `deps.renderInvoice` on Node: a render costs tens of ms of
 * CPU that would otherwise hold up every request. Threads start on first use and hold the process open only while
 * they render. Orders wait in turn when all threads are busy. A thread that dies fails its job and is replaced.
 */
export function invoicePool(o: InvoicePoolOptions): InvoicePool {
  const size = Math.max(1, Math.floor(o.size));
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api');
  const fonts = o.fonts ?? nodeInvoiceFonts;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;
  let loadedFonts: InvoiceFonts | undefined;

  const spawn = (): Slot => {
    const workerData = { nice: o.nice ?? 0, fonts: loadedFonts, tsx, module: o.module.href, parentURL: import.meta.url };
    const slot: Slot = { worker: new Worker(THREAD_CODE, { eval: true, workerData }), job: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { pdf?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if (job) {
        if (msg.pdf) job.resolve(msg.pdf);
        else job.reject(new Error(msg.error ?? 'invoice rendering failed'));
      }
      next();
    });
    slot.worker.on('error', (err: Error) => fail(slot, err));
    slot.worker.on('exit', (code) => fail(slot, new Error(`invoice thread exited (${code})`)));
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
    while (queue.length && !closed && loadedFonts) {
      let slot = slots.find((s) => !s.job);
      if (!slot && slots.length < size) slots.push((slot = spawn()));
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.order);
    }
  };

  const rejectAll = (err: Error) => {
    for (const job of queue.splice(0)) job.reject(err);
  };

  return {
    render: (order) =>
      new Promise<Uint8Array>((resolve, reject) => {
        if (closed) return reject(new Error('the invoice pool is closed'));
        queue.push({ order, resolve, reject });
        if (loadedFonts) return next();
        // The fonts are read once, before the first thread starts (each thread gets its own copy).
        fonts().then(
          (f) => {
            loadedFonts = f;
            next();
          },
          (err: unknown) => rejectAll(err instanceof Error ? err : new Error(String(err))),
        );
      }),
    queued: () => queue.length,
    async close() {
      closed = true;
      const gone = new Error('the invoice pool is closed');
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
