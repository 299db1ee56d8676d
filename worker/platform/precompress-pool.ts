import { Worker } from 'node:worker_threads';

/** What a thread did with one file (precompress.ts adds these up and checks them against the finished build). */
export interface FileOutcome {
  rel: string;
  /** 'small': under the size worth compressing; 'missing': it could not be read (not written yet, or gone). */
  kind: 'compressed' | 'reused' | 'small' | 'missing';
  /** Size and mtime as stat saw them BEFORE the read: a file written again after that differs from them. */
  size: number;
  mtimeMs: number;
  brBytes: number;
  gzBytes: number;
}

/** The brotli/gzip levels by file (precompress.ts `COMPRESSION_RULE`), plain data so that threads can read it. */
export interface CompressionRule {
  minBytes: number;
  /** Hashed bundles (`_astro/`): written once, served for a long time. */
  bundles: { brotli: number; gzip: number };
  /** By size, the first class whose `below` the file is under; the last class has no bound. */
  bySize: { below: number | null; brotli: number; gzip: number }[];
  /** The site's own pages: `.html` files under `below` bytes outside the folders that grow with the catalogue. */
  ownPages: { catalogueFolders: string[]; below: number; brotli: number; gzip: number };
}

/**
 * The thread's code, plain CommonJS evaluated by `new Worker(…, { eval: true })` (no file to resolve under tsx,
 * vitest or node, as worker/adapters/password-pool-node.ts). Synchronous zlib: it blocks only this thread. It takes a
 * batch of paths, and per file: stat, read, then either the previous build's `.br`/`.gz` when the bytes are the
 * same (hard links: see `place`) or a fresh brotli and gzip. A variant that is not smaller
 * than the file is not kept. The thread lowers its own priority (Linux: a thread's nice value is its own), so the
 * `astro build` it runs beside, and a server answering requests, keep the cores they need.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { join } = require('node:path');
const zlib = require('node:zlib');
if (workerData.nice > 0) {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) require('node:os').setPriority(tid, workerData.nice);
  } catch {}
}
const rule = workerData.rule;
const ownPage = (rel, size) =>
  rel.endsWith('.html') && size < rule.ownPages.below && !rule.ownPages.catalogueFolders.some((f) => rel.startsWith(f));
const levels = (rel, size) =>
  rel.startsWith('_astro/') ? rule.bundles
    : ownPage(rel, size) ? rule.ownPages
    : rule.bySize.find((c) => c.below === null || size < c.below);
function reuse(previous, rel, path, bytes) {
  const before = join(previous, rel);
  let old;
  try { old = fs.readFileSync(before); } catch { return false; }
  if (!old.equals(bytes)) return false;
  try {
    const link = !rel.startsWith('_astro/');
    place(before + '.br', path + '.br', link);
    place(before + '.gz', path + '.gz', link);
    return true;
  } catch { return false; }
}
// A page's variant is a hard link to the previous build's: no new inode, which costs 0.05-0.6 ms of kernel time a
// file here (most of a reuse, bench/notes/build-profile.md). Safe because nothing writes a variant in place: keep()
// replaces the file. Bundles (\`_astro/\`, a few dozen) are copies: the publisher carries the old build's bundles
// over with cpSync, which refuses a file that is the same as its target. A copy too where links cannot be made.
function place(from, to, link) {
  fs.rmSync(to, { force: true });
  if (link) {
    try { fs.linkSync(from, to); return; } catch (err) { if (err && err.code === 'ENOENT') throw err; }
  }
  fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
}
// Removed first: the file may be a link to the previous build's variant (place), which must stay as it is.
function keep(path, variant, bytes) {
  fs.rmSync(path, { force: true });
  if (variant.length < bytes.length) { fs.writeFileSync(path, variant); return variant.length; }
  return 0;
}
const missing = (rel) => ({ rel, kind: 'missing', size: 0, mtimeMs: 0, brBytes: 0, gzBytes: 0 });
// A file the build removes while it is read or its variants written (a folder gone): 'missing', never an error.
function one(root, previous, rel) {
  try { return compressOne(root, previous, rel); } catch (err) {
    if (err && err.code === 'ENOENT') return missing(rel);
    throw err;
  }
}
function compressOne(root, previous, rel) {
  const path = join(root, rel);
  let stat, bytes;
  try { stat = fs.statSync(path); bytes = fs.readFileSync(path); } catch { return missing(rel); }
  const out = { rel, kind: 'small', size: stat.size, mtimeMs: stat.mtimeMs, brBytes: 0, gzBytes: 0 };
  if (bytes.length < rule.minBytes) return out;
  if (previous && reuse(previous, rel, path, bytes)) return { ...out, kind: 'reused' };
  const l = levels(rel, bytes.length);
  const br = zlib.brotliCompressSync(bytes, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: l.brotli,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  } });
  const gz = zlib.gzipSync(bytes, { level: l.gzip });
  return { ...out, kind: 'compressed', brBytes: keep(path + '.br', br, bytes), gzBytes: keep(path + '.gz', gz, bytes) };
}
// This thread's own CPU time where Node has it (22.x+), else wall time: a thread at nice 10 on a busy machine waits.
const cpuMs = process.threadCpuUsage
  ? () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; }
  : () => performance.now();
parentPort.on('message', (job) => {
  const t0 = cpuMs();
  try {
    const outcomes = job.rels.map((rel) => one(job.root, job.previous, rel));
    parentPort.postMessage({ outcomes, busyMs: cpuMs() - t0 });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

export interface CompressionPoolOptions {
  root: string;
  /** The previous build, whose variants are taken for files with the same bytes. */
  previous?: string;
  rule: CompressionRule;
  threads: number;
  nice: number;
  onOutcome: (o: FileOutcome) => void;
}

/** Files a thread takes at once: many small pages per message, but not so many that one thread ends up alone. */
const BATCH_FILES = 32;

/**
 * A few threads compressing the files queued with `push`, in batches. `drained()` resolves once the queue is empty
 * and no thread is busy; `close()` ends the threads. A failed batch rejects `drained()`.
 */
export function compressionPool(o: CompressionPoolOptions) {
  const queue: string[] = [];
  const threads: { worker: Worker; busy: boolean }[] = [];
  let waiters: { resolve: () => void; reject: (e: Error) => void }[] = [];
  let failure: Error | null = null;
  let busyMs = 0;

  const settle = () => {
    if (!failure && (queue.length || threads.some((t) => t.busy))) return;
    const w = waiters;
    waiters = [];
    for (const x of w) failure ? x.reject(failure) : x.resolve();
  };

  const spawn = () => {
    const t = { worker: new Worker(THREAD_CODE, { eval: true, workerData: { rule: o.rule, nice: o.nice } }), busy: false };
    t.worker.on('message', (msg: { outcomes?: FileOutcome[]; busyMs?: number; error?: string }) => {
      t.busy = false;
      if (msg.error) failure ??= new Error(`precompression failed: ${msg.error}`);
      for (const outcome of msg.outcomes ?? []) o.onOutcome(outcome);
      busyMs += msg.busyMs ?? 0;
      dispatch();
      settle();
    });
    t.worker.on('error', (err: Error) => {
      failure ??= err;
      t.busy = false;
      settle();
    });
    return t;
  };

  const dispatch = () => {
    if (failure) return;
    for (const t of threads) {
      if (!queue.length) return;
      if (t.busy) continue;
      // An even share of what waits, at most BATCH_FILES: a short queue is spread over every thread.
      const n = Math.max(1, Math.min(BATCH_FILES, Math.ceil(queue.length / threads.length)));
      t.busy = true;
      t.worker.postMessage({ root: o.root, previous: o.previous ?? null, rels: queue.splice(0, n) });
    }
  };

  for (let i = 0; i < Math.max(1, o.threads); i++) threads.push(spawn());

  return {
    push(rels: string[]) {
      queue.push(...rels);
      dispatch();
    },
    drained: () =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        settle();
      }),
    /** CPU milliseconds the threads spent on files, summed over threads. */
    busyMs: () => busyMs,
    close: () => Promise.all(threads.splice(0).map((t) => t.worker.terminate())).then(() => undefined),
  };
}
