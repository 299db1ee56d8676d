import { rmSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { compressionPool, type CompressionRule, type FileOutcome } from './precompress-pool';

/** Text files worth compressing; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map)$/i;
/** Below this a `.br`/`.gz` saves a few hundred bytes at most (the same threshold hono/compress uses). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality and gzip level by file, measured on the 10,000-product build (bench/results.md, "astro build"):
 * - Hashed /_astro bundles never change once written (a republish reuses them): quality 11, gzip 9.
 * - Under 16 KB (content pages, shells, sitemaps; ~70 files): quality 11 is 4–7 % smaller than 5 and, at
 *   ~0.6 MB/s, costs a few ms a file.
 * - 16–64 KB (the product and library pages, 14,000 of them, 400 MB): quality 5 (32.9 % of the bytes, ~30 MB/s);
 *   6 gives the same bytes more slowly, 4 gives 5 % more, 10–11 gives 9 % fewer at 1/20 of the speed.
 * - 64 KB and more (the home grid's 1,250 pages, ~110 KB each and alike): quality 4 (8.9 % vs 8.8 % at 5, 1.3×
 *   faster).
 * gzip (for the few clients without brotli): level 6 gives the same bytes as 9 (±0.1 %) and is up to 2× faster on
 * big pages.
 * The site's own pages (`ownPages`: not in the catalogue's folders, ~60 files, all over 16 KB since the header grew) are few and
 * do not grow with the catalogue: quality 11 whatever their size, ~20 ms a page (77 ms for the listening room's
 * 105 KB, which goes from 14.8 KB at quality 4 to 12.3 KB, inside a slow connection's first round trip of ~14 KB:
 * its LCP on Lighthouse's phone was 1.45–1.5 s, issue 33).
 */
const COMPRESSION_RULE: CompressionRule = {
  minBytes: PRECOMPRESS_MIN_BYTES,
  bundles: { brotli: 11, gzip: 9 },
  bySize: [
    { below: 16 * 1024, brotli: 11, gzip: 9 },
    { below: 64 * 1024, brotli: 5, gzip: 6 },
    { below: null, brotli: 4, gzip: 6 },
  ],
  // Folders whose pages grow with the catalogue (thousands at 10,000 products) go by size; an own page of 1 MB or
  // more is no longer a page but a dump, and goes by size too.
  ownPages: {
    catalogueFolders: ['product/', 'library/', 'page/', 'eshop/', 'new-books/', 'search/'],
    below: 1024 * 1024,
    brotli: 11,
    gzip: 9,
  },
};

/** The brotli quality and gzip level `COMPRESSION_RULE` gives a file (path relative to the site's root). */
export function compressionLevels(relPath: string, size: number): { brotli: number; gzip: number } {
  if (relPath.startsWith('_astro/')) return COMPRESSION_RULE.bundles;
  const own = COMPRESSION_RULE.ownPages;
  if (relPath.endsWith('.html') && size < own.below && !own.catalogueFolders.some((f) => relPath.startsWith(f))) {
    return { brotli: own.brotli, gzip: own.gzip };
  }
  const { brotli, gzip } = COMPRESSION_RULE.bySize.find((c) => c.below === null || size < c.below)!;
  return { brotli, gzip };
}

export interface PrecompressResult {
  /** Files compressed here, and files whose unchanged bytes took the `.br`/`.gz` of the previous build. */
  files: number;
  reused: number;
  /** Of `files + reused`, those handled while the build was still writing (`add`). */
  duringBuild: number;
  identityBytes: number;
  brBytes: number;
  gzBytes: number;
  /** Wall time of `finish()`: what precompression adds after the build's last page. */
  ms: number;
  /** CPU time the threads spent on files, summed over threads. */
  busyMs: number;
}

export interface PrecompressOptions {
  /** The previous build (a republish, or the folder being rebuilt): files with the same bytes take its variants. */
  reuseFrom?: string;
  /** Threads (default: the machine's available parallelism). */
  threads?: number;
  /** Nice value of the threads (Linux; default 10: the build and the server come first). */
  nice?: number;
}

export interface Precompression {
  /** A file the build has just written (path relative to the root): compressed now, while the build goes on. */
  add(relPath: string): void;
  /** Every file the root holds now (astro's bundles and public files, written before its first page), as `add`. */
  addExisting(): void;
  /**
   * Every text file of the root compressed or reused; a file added earlier and written again since (another size
   * or mtime) is done again. Ends the threads.
   */
  finish(): Promise<PrecompressResult>;
  /** Ends the threads without finishing (the build failed). */
  abort(): Promise<void>;
}

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      // Dot folders and files are not served: astro's `.prerender` bundle lives in the out folder while it builds,
      // the build's page keys beside the pages (site/build/resident/page-keys.ts).
      if (e.isDirectory()) {
        if (!e.name.startsWith('.')) await walk(child);
      } else if (e.isFile() && COMPRESSIBLE.test(e.name) && !e.name.startsWith('.')) out.push(child);
    }
  };
  await walk('');
  return out;
}

/**
 * Writes `x.br` and `x.gz` beside every text file of a built site (worker/adapters/dist-assets.ts serves them to
 * clients that accept them) on worker threads (precompress-pool.ts), a pool as large as the machine's parallelism,
 * fed in batches. `add` starts on pages while `astro build` still renders the others (astro-build.ts): the build
 * keeps one core busy, the threads take what is left. Files with the same bytes as in `reuseFrom` take its
 * variants instead of being compressed again (one edited product changes a handful of pages; 10,000 products are
 * 540 MB of HTML).
 */
export function startPrecompression(root: string, o: PrecompressOptions = {}): Precompression {
  const seen = new Map<string, FileOutcome | null>();
  /** Files added while the build ran (checked again at the end). */
  const addedDuringBuild = new Set<string>();
  let finishing = false;
  let listing: Promise<unknown> = Promise.resolve();
  const pool = compressionPool({
    root,
    previous: o.reuseFrom,
    rule: COMPRESSION_RULE,
    threads: o.threads ?? availableParallelism(),
    nice: o.nice ?? 10,
    onOutcome: (outcome) => {
      seen.set(outcome.rel, outcome);
    },
  });
  const add = (relPath: string) => {
    if (finishing || seen.has(relPath) || !COMPRESSIBLE.test(relPath)) return;
    seen.set(relPath, null);
    addedDuringBuild.add(relPath);
    pool.push([relPath]);
  };
  return {
    add,
    addExisting() {
      listing = listFiles(root).then(
        (files) => files.forEach(add),
        () => undefined,
      );
    },
    async finish() {
      const started = performance.now();
      try {
        await listing;
        const files = await listFiles(root);
        finishing = true;
        pool.push(files.filter((rel) => !seen.has(rel)));
        await pool.drained();
        // Pages handled during the build: done again when the build wrote them again after (or they were missing),
        // forgotten with their variants when the build removed them.
        const listed = new Set(files);
        for (const rel of addedDuringBuild) {
          if (listed.has(rel)) continue;
          seen.delete(rel);
          addedDuringBuild.delete(rel);
          for (const ext of ['.br', '.gz']) rmSync(join(root, rel + ext), { force: true });
        }
        const again = [...addedDuringBuild].filter((rel) => {
          const done = seen.get(rel)!;
          if (done.kind === 'missing') return true;
          const now = statSync(join(root, rel));
          return now.size !== done.size || now.mtimeMs !== done.mtimeMs;
        });
        pool.push(again);
        await pool.drained();
        const redone = new Set(again);
        const duringBuild = [...addedDuringBuild].filter((rel) => !redone.has(rel) && /compressed|reused/.test(seen.get(rel)!.kind)).length;
        return tally([...seen.values()], duringBuild, performance.now() - started, pool.busyMs());
      } finally {
        await pool.close();
      }
    },
    abort: () => pool.close(),
  };
}

function tally(outcomes: (FileOutcome | null)[], duringBuild: number, ms: number, busyMs: number): PrecompressResult {
  const r: PrecompressResult = {
    files: 0,
    reused: 0,
    duringBuild,
    identityBytes: 0,
    brBytes: 0,
    gzBytes: 0,
    ms: Math.round(ms),
    busyMs: Math.round(busyMs),
  };
  for (const x of outcomes) {
    if (x?.kind === 'reused') r.reused++;
    if (x?.kind !== 'compressed') continue;
    r.files++;
    r.identityBytes += x.size;
    r.brBytes += x.brBytes;
    r.gzBytes += x.gzBytes;
  }
  return r;
}

/** A built folder precompressed in one go (no build running). */
export function precompressDir(root: string, o: PrecompressOptions = {}): Promise<PrecompressResult> {
  return startPrecompression(root, o).finish();
}
