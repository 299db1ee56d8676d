import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { BUILD_CONCURRENCY } from '../../site/build/concurrency';
import { scratchDir } from './build-scratch';
import { codeFingerprint } from './code-fingerprint';
import { startPrecompression } from './precompress';

/** The build's page keys (site/build/resident/page-keys.ts), a dot file of the out folder: never served. */
export const PAGE_KEYS_FILE = '.page-keys.json';
/** The digest of the code the build was made from (code-fingerprint.ts), taken as it began. */
export const CODE_FINGERPRINT_FILE = '.code-fingerprint';

export interface AstroBuildOptions {
  outDir: string;
  databaseUrl: string;
  siteUrl: string;
  /** Each line of the build's output, as it comes (the publisher counts the pages written). */
  onLine?: (line: string) => void;
  /**
   * The build being replaced: its `.br`/`.gz` are reused for files that did not change (precompress.ts). By default
   * the build already in `outDir`, if any (a restart of `npm start` rebuilds its `dist/`).
   */
  previousOutDir?: string;
}

/**
 * `astro build` into `outDir` from the database at `databaseUrl`, with `.br`/`.gz` beside every text file
 * (precompress.ts: pages are compressed while the build renders the next ones). Resolves (never rejects) with its
 * outcome.
 * Astro writes its pre-render bundle inside the out folder when that is under the project, else into ONE shared
 * `.astro/.prerender` of the project, where two builds at once (a test server's and a republish) break each
 * other. So a folder outside the project (tests, bench: /tmp) is built in a private staging folder under
 * `.astro/builds/` and moved into place after; so is a folder that holds a build already, which astro would empty
 * before precompression could reuse its variants.
 */
export interface AstroBuildResult {
  ok: boolean;
  output: string;
  /**
   * A build put in place of another (a rebuild of the same folder) answers once the new tree is in place; the old
   * tree's removal goes on after (moveInto). Resolves when it is gone; never rejects.
   */
  oldTreeRemoved?: Promise<void>;
}

export async function runAstroBuild(o: AstroBuildOptions): Promise<AstroBuildResult> {
  const target = resolve(o.outDir);
  const previousOutDir = o.previousOutDir ?? (existsSync(join(target, 'index.html')) ? target : undefined);
  if (target.startsWith(process.cwd() + sep) && previousOutDir !== target) return buildAndCompress({ ...o, previousOutDir });
  const staging = scratchDir('build');
  const result: AstroBuildResult = await buildAndCompress({ ...o, outDir: staging, previousOutDir });
  try {
    if (result.ok) result.oldTreeRemoved = (await moveInto(staging, target)).oldTreeRemoved;
  } catch (err) {
    return { ok: false, output: `${result.output}\n${String(err)}` };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return result;
}

/** Pages reported after one before precompression takes it (see buildAndCompress). */
const PRECOMPRESSION_LAG = 2 * BUILD_CONCURRENCY;

async function buildAndCompress(o: AstroBuildOptions): Promise<AstroBuildResult> {
  // Before the build starts: an edit made while it runs counts as newer than this build.
  const code = await codeFingerprint(process.cwd());
  const precompression = startPrecompression(o.outDir, { reuseFrom: o.previousOutDir });
  let pages = 0;
  // With pages built at once, a line's path is not always the page whose render time ends it: a page is taken
  // once LAG more have been reported, by when it is written unless far slower than they (it is then done again).
  const reported: string[] = [];
  const result = await spawnBuild({
    ...o,
    onLine: (line) => {
      for (const written of writtenPages(line)) {
        // Before its first page astro has written the bundles and the public files: they go first.
        if (pages++ === 0) precompression.addExisting();
        reported.push(written);
        if (reported.length > PRECOMPRESSION_LAG) precompression.add(reported.shift()!);
      }
      o.onLine?.(line);
    },
  });
  if (!result.ok) {
    await precompression.abort();
    return result;
  }
  try {
    writeFileSync(join(o.outDir, CODE_FINGERPRINT_FILE), code);
    const c = await precompression.finish();
    const line = `precompressed ${c.files} files (${c.identityBytes} B → br ${c.brBytes} B, gzip ${c.gzBytes} B), reused ${c.reused}, ${c.duringBuild} of them during the build; ${c.ms} ms after the build, threads busy ${c.busyMs} ms`;
    o.onLine?.(line);
    return { ok: true, output: `${result.output}\n${line}` };
  } catch (err) {
    return { ok: false, output: `${result.output}\nprecompression failed: ${String(err)}` };
  }
}

/**
 * Replaces `target` with `from` (a rename on one file system, else a copy) and answers once the new tree is in
 * place. The old tree is renamed into a scratch folder first (build-scratch.ts) and removed after with
 * fs.promises.rm on libuv's threads, while the caller goes on (`oldTreeRemoved`): at 10,000 titles it is ~45,000
 * files, ~3 s that a rebuild spent waiting for, and that `rmSync` spent on the event loop before. A process that
 * ends before the removal is done leaves a scratch folder, which the next start sweeps. `asideDir`: where the old
 * tree waits (tests name another).
 */
export async function moveInto(from: string, target: string, asideDir = scratchDir('build')): Promise<{ oldTreeRemoved: Promise<void> }> {
  mkdirSync(dirname(target), { recursive: true });
  let aside: string | null = null;
  if (existsSync(target)) {
    aside = asideDir;
    try {
      mkdirSync(dirname(aside), { recursive: true });
      renameSync(target, aside);
    } catch {
      // Another file system: removed where it is, still off the event loop, before the new tree can take its place.
      aside = null;
      await rm(target, { recursive: true, force: true });
    }
  }
  try {
    try {
      renameSync(from, target);
    } catch {
      await cp(from, target, { recursive: true });
    }
  } catch (err) {
    // The new tree could not be put in place: the old one goes back, whole.
    if (aside) {
      await rm(target, { recursive: true, force: true });
      renameSync(aside, target);
    }
    throw err;
  }
  const oldTreeRemoved = aside ? rm(aside, { recursive: true, force: true }).catch(() => undefined) : Promise.resolve();
  return { oldTreeRemoved };
}

/** astro's `exports` do not list bin/astro.mjs: it is found next to its package.json. */
export function astroBinFile(): string {
  return join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
}

function spawnBuild(o: AstroBuildOptions): Promise<{ ok: boolean; output: string }> {
  const astroBin = astroBinFile();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: o.databaseUrl,
        ASTRO_OUT_DIR: o.outDir,
        SITE_URL: o.siteUrl,
        // Each page's key goes beside the pages, so a resident renderer can publish changed pages over this build.
        PRUD_PAGE_KEYS: join(o.outDir, PAGE_KEYS_FILE),
        FORCE_COLOR: '0',
      },
    });
    const lines: string[] = [];
    let partial = '';
    const take = (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 2000) lines.splice(0, 1000);
        o.onLine?.(line);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (err) => resolve({ ok: false, output: `${lines.join('\n')}\n${String(err)}` }));
    child.on('close', (code) => {
      if (partial) lines.push(partial);
      resolve({ ok: code === 0, output: lines.join('\n') });
    });
  });
}

/** Astro colours its lines even with FORCE_COLOR=0 (its own logger): the escapes are dropped before reading them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts the terminal colours removed here
const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * The paths a line of astro's "generating static routes" list names, relative to the out folder. Astro prints a
 * page's path, renders and writes it, then ends the line with its render time (`  ├─ /product/7/index.html (+3ms)`).
 * With four pages at once (astro.config.mjs `build.concurrency`) the paths of pages started together can share one
 * line, each glued to the next one's time stamp (`├─ /404.html03:12:29   ├─ /admin/index.html (+57ms)`).
 */
function pathsOnLine(line: string): string[] {
  return [...plain(line).matchAll(/[├└]─ \/(\S+?)(?=\s|\d\d:\d\d:\d\d|$)/g)].map((m) => m[1]);
}

/** How many pages a line of astro's list reports (the publisher's progress). */
export function pagesOnLine(line: string): number {
  return pathsOnLine(line).length;
}

/**
 * The files a line of astro's list reports written: every path of a line that ends with a render time (none
 * before it, and none for other lines). On a shared line one of them may still be on its way: precompress.ts does a
 * file again when it was missing or changed since it was read.
 */
export function writtenPages(line: string): string[] {
  return /\(\+[\d.]+ ?m?s\)/.test(plain(line)) ? pathsOnLine(line) : [];
}
