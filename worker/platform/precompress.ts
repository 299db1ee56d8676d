import { constants as fsConstants } from 'node:fs';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images, fonts and PDFs are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map)$/i;
/** Below this a `.br`/`.gz` saves a few hundred bytes at most (the same threshold hono/compress uses). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality per file. Hashed /_astro bundles never change once written, so they get the best ratio
 * (quality 11: 0.5 s for the demo's 540 KB of bundles). Pages are rewritten by every publish and there are as many
 * as products: quality 11 costs 5.5 s for the demo's 7.4 MB of HTML (50× quality 6) for 10 % fewer bytes, which
 * would double the publish latency, so pages get quality 6 (measured on the demo build, see bench/results.md).
 */
function brotliQuality(relPath: string): number {
  return relPath.startsWith('_astro/') ? 11 : 6;
}

export interface PrecompressResult {
  /** Files compressed here, and files whose unchanged bytes took the `.br`/`.gz` of the previous build. */
  files: number;
  reused: number;
  identityBytes: number;
  brBytes: number;
  gzBytes: number;
  ms: number;
}

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile() && COMPRESSIBLE.test(e.name)) out.push(child);
    }
  };
  await walk('');
  return out;
}

/**
 * A copy-on-write clone where the file system has them, else a copy. Not a hard link: Node's cpSync (the
 * publisher's carry-over of /_astro) fails with EEXIST on a target that is the same file as its source.
 */
const cloneOrCopy = (from: string, to: string) => copyFile(from, to, fsConstants.COPYFILE_FICLONE);

/** Takes `x.br` and `x.gz` of the previous build when its `x` has the same bytes; false when it cannot. */
async function reuse(previousRoot: string, rel: string, path: string, bytes: Buffer): Promise<boolean> {
  const before = join(previousRoot, rel);
  const old = await readFile(before).catch(() => null);
  if (!old?.equals(bytes)) return false;
  try {
    await Promise.all([cloneOrCopy(`${before}.br`, `${path}.br`), cloneOrCopy(`${before}.gz`, `${path}.gz`)]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `x.br` and `x.gz` beside every text file of a built site (worker/adapters/dist-assets.ts serves them to
 * clients that accept them). A variant that is not smaller than the file is not written. zlib's async calls run on
 * libuv's thread pool, a few files at a time so that both cores are used without flooding the pool.
 * `reuseFrom`, the previous build (a republish): files it holds with the same bytes take its variants instead of
 * being compressed again (one edited product changes a handful of pages; 10,000 products are 500 MB of HTML,
 * 24 s to compress).
 */
export async function precompressDir(root: string, o: { reuseFrom?: string } = {}): Promise<PrecompressResult> {
  const t0 = performance.now();
  const files = await listFiles(root);
  const result: PrecompressResult = { files: 0, reused: 0, identityBytes: 0, brBytes: 0, gzBytes: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++];
      const path = join(root, rel);
      const bytes = await readFile(path);
      if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
      if (o.reuseFrom && (await reuse(o.reuseFrom, rel, path, bytes))) {
        result.reused++;
        continue;
      }
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(rel),
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      result.files++;
      result.identityBytes += bytes.length;
      if (br.length < bytes.length) {
        await writeFile(`${path}.br`, br);
        result.brBytes += br.length;
      }
      if (gzipped.length < bytes.length) {
        await writeFile(`${path}.gz`, gzipped);
        result.gzBytes += gzipped.length;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, worker));
  result.ms = Math.round(performance.now() - t0);
  return result;
}
