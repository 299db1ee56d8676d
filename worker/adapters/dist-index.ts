import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

/** One stored form of a file: its bytes when kept in memory, else read from `path` per request. */
export interface Representation {
  path: string;
  size: number;
  bytes?: Uint8Array<ArrayBuffer>;
}

export interface DistEntry {
  type: string;
  /** Hex, no quotes: a hash of the identity bytes (in memory), else of size and mtime (served from disk). */
  etag: string;
  mtime: Date;
  identity: Representation;
  /** The `.br` / `.gz` written beside the file by worker/platform/precompress.ts, when there is one. */
  br?: Representation;
  gzip?: Representation;
}

/** URL path (decoded, NFC) → entry; `/x/index.html` is also found as `/x/` and `/x`. */
export type DistIndex = Map<string, DistEntry>;

export interface DistIndexOptions {
  /** Files above this are streamed from disk per request (pages and bundles are far smaller). */
  bigFileBytes?: number;
  /** Bytes kept in memory at most (identity + variants); files beyond it are read from disk per request. */
  memoryBudgetBytes?: number;
}

const BIG_FILE_BYTES = 512 * 1024;
/**
 * Measured: the demo site takes 12 MB (identity + variants); 10,000 generated products would take ~900 MB and fill
 * the budget, the rest of their pages then being read from disk per request as before.
 */
const MEMORY_BUDGET_BYTES = 256 * 1024 * 1024;

const VARIANTS = { br: '.br', gzip: '.gz' } as const;
const READS_IN_FLIGHT = 16;

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  // Sibling folders are read together (one product per folder: one by one the walk alone took 45 ms).
  const walk = async (rel: string): Promise<void> => {
    const dirs: Promise<void>[] = [];
    for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) dirs.push(walk(child));
      else if (e.isFile()) out.push(child);
    }
    await Promise.all(dirs);
  };
  await walk('');
  return out;
}

/** Bytes still allowed in memory for one index (shared by its first read and the patches after it). */
interface Budget {
  left: number;
}

const VARIANT_SUFFIXES = Object.values(VARIANTS);

/** One file's entry: its type, ETag, mtime and, within the budget, its bytes and those of its variants. */
async function readEntry(
  root: string,
  rel: string,
  hasFile: (rel: string) => boolean,
  bigFile: number,
  budget: Budget,
): Promise<DistEntry> {
  const represent = async (file: string, keep: boolean, size?: number): Promise<Representation> => {
    const path = join(root, file);
    size ??= (await stat(path)).size;
    if (!keep || size > bigFile || size > budget.left) return { path, size };
    // Reserved before reading, so that reads in flight together never overshoot the budget.
    budget.left -= size;
    const bytes = new Uint8Array(await readFile(path));
    return { path, size: bytes.length, bytes };
  };
  const st = await stat(join(root, rel));
  const identity = await represent(rel, true, st.size);
  const entry: DistEntry = {
    type: TYPES[extname(rel).toLowerCase()] ?? 'application/octet-stream',
    etag: identity.bytes
      ? createHash('sha256').update(identity.bytes).digest('hex').slice(0, 20)
      : createHash('sha256').update(`${identity.size}:${st.mtimeMs}`).digest('hex').slice(0, 20),
    mtime: st.mtime,
    identity,
  };
  // Variants are kept in memory only with the identity bytes: a variant alone would not save the disk read.
  const [br, gzip] = await Promise.all(
    [VARIANTS.br, VARIANTS.gzip].map((suffix) => (hasFile(rel + suffix) ? represent(rel + suffix, Boolean(identity.bytes)) : undefined)),
  );
  if (br) entry.br = br;
  if (gzip) entry.gzip = gzip;
  return entry;
}

/** `/x/` and `/x` find `x/index.html`, unless a file answers to that path itself. */
function aliasesOf(key: string): string[] {
  if (!key.endsWith('/index.html')) return [];
  const dir = key.slice(0, -'index.html'.length);
  return dir === '/' ? [dir] : [dir, dir.slice(0, -1)];
}

const keyOfFile = (rel: string) => `/${rel.normalize('NFC')}`;
/**
 * Dot files are the build's own records (its page keys, its code's fingerprint), never served; `.well-known/` is
 * the one dot folder the web expects answers from (security.txt and the like, should site/public ever hold one).
 */
const served = (rel: string) => !rel.split('/').some((part) => part.startsWith('.') && part !== '.well-known');

/**
 * Reads a built site once (worker/adapters/dist-assets.ts builds one index per served folder): every file's type,
 * ETag, mtime and, within the memory budget, its bytes and those of its precompressed variants. `x.br` / `x.gz`
 * next to an `x` are variants, not files of their own. Resolves null when the folder does not exist.
 */
export async function indexDist(root: string, o: DistIndexOptions = {}): Promise<DistIndex | null> {
  const bigFile = o.bigFileBytes ?? BIG_FILE_BYTES;
  const budget: Budget = { left: o.memoryBudgetBytes ?? MEMORY_BUDGET_BYTES };
  let files: string[];
  try {
    files = (await listFiles(root)).filter(served);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const present = new Set(files);
  const isVariant = (rel: string) => VARIANT_SUFFIXES.some((suffix) => rel.endsWith(suffix) && present.has(rel.slice(0, -suffix.length)));

  const index: DistIndex = new Map();
  budgets.set(index, { budget, bigFile });
  // A few files at a time: one by one the demo site takes 280 ms to read, 16 at a time 20 ms (as fast as
  // synchronous reads, without blocking the event loop).
  const queue = files.filter((rel) => !isVariant(rel));
  await Promise.all(
    Array.from({ length: READS_IN_FLIGHT }, async () => {
      for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) {
        index.set(keyOfFile(rel), await readEntry(root, rel, (f) => present.has(f), bigFile, budget));
      }
    }),
  );
  for (const [key, entry] of [...index]) for (const alias of aliasesOf(key)) if (!index.has(alias)) index.set(alias, entry);
  return index;
}

const budgets = new WeakMap<DistIndex, { budget: Budget; bigFile: number }>();

/**
 * A publish of changed pages rewrote or removed `files` (relative, no variants) in the indexed `root`: their entries
 * are read again (or dropped) and swapped in at once, so a request sees the old page or the new one, never none.
 * A replaced entry's bytes go back to the budget.
 */
export async function patchDistIndex(index: DistIndex, root: string, files: readonly string[]): Promise<void> {
  const limits = budgets.get(index) ?? { budget: { left: MEMORY_BUDGET_BYTES }, bigFile: BIG_FILE_BYTES };
  const exists = (rel: string) => existsSync(join(root, rel));
  const fresh = await Promise.all(
    files
      .filter(served)
      .map(async (rel) => [rel, exists(rel) ? await readEntry(root, rel, exists, limits.bigFile, limits.budget) : null] as const),
  );
  for (const [rel, entry] of fresh) {
    const key = keyOfFile(rel);
    const old = index.get(key);
    if (old) for (const r of [old.identity, old.br, old.gzip]) if (r?.bytes) limits.budget.left += r.bytes.length;
    for (const k of [key, ...aliasesOf(key)]) if (index.get(k) === old) index.delete(k);
    if (!entry) continue;
    index.set(key, entry);
    for (const alias of aliasesOf(key)) if (!index.has(alias)) index.set(alias, entry);
  }
}
