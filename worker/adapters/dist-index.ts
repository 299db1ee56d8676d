import { createHash } from 'node:crypto';
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

/**
 * Reads a built site once (worker/adapters/dist-assets.ts builds one index per served folder): every file's type,
 * ETag, mtime and, within the memory budget, its bytes and those of its precompressed variants. `x.br` / `x.gz`
 * next to an `x` are variants, not files of their own. Resolves null when the folder does not exist.
 */
export async function indexDist(root: string, o: DistIndexOptions = {}): Promise<DistIndex | null> {
  const bigFile = o.bigFileBytes ?? BIG_FILE_BYTES;
  let budget = o.memoryBudgetBytes ?? MEMORY_BUDGET_BYTES;
  let files: string[];
  try {
    files = await listFiles(root);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const present = new Set(files);
  const isVariant = (rel: string) =>
    Object.values(VARIANTS).some((suffix) => rel.endsWith(suffix) && present.has(rel.slice(0, -suffix.length)));

  const index: DistIndex = new Map();
  const represent = async (rel: string, keep: boolean, size?: number): Promise<Representation> => {
    const path = join(root, rel);
    size ??= (await stat(path)).size;
    if (!keep || size > bigFile || size > budget) return { path, size };
    // Reserved before reading, so that reads in flight together never overshoot the budget.
    budget -= size;
    const bytes = new Uint8Array(await readFile(path));
    return { path, size: bytes.length, bytes };
  };
  const add = async (rel: string) => {
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
      [VARIANTS.br, VARIANTS.gzip].map((suffix) =>
        present.has(rel + suffix) ? represent(rel + suffix, Boolean(identity.bytes)) : undefined,
      ),
    );
    if (br) entry.br = br;
    if (gzip) entry.gzip = gzip;
    index.set(`/${rel.normalize('NFC')}`, entry);
  };
  // A few files at a time: one by one the demo site takes 280 ms to read, 16 at a time 20 ms (as fast as
  // synchronous reads, without blocking the event loop).
  const queue = files.filter((rel) => !isVariant(rel));
  await Promise.all(
    Array.from({ length: READS_IN_FLIGHT }, async () => {
      for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) await add(rel);
    }),
  );
  // `/x/` and `/x` find `x/index.html`, unless a file answers to that path itself.
  for (const [key, entry] of [...index]) {
    if (!key.endsWith('/index.html')) continue;
    const dir = key.slice(0, -'index.html'.length);
    if (!index.has(dir)) index.set(dir, entry);
    if (dir !== '/' && !index.has(dir.slice(0, -1))) index.set(dir.slice(0, -1), entry);
  }
  return index;
}
