import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { precompressDir } from './precompress';

export interface AstroBuildOptions {
  outDir: string;
  databaseUrl: string;
  siteUrl: string;
  /** Each line of the build's output, as it comes (the publisher counts the pages written). */
  onLine?: (line: string) => void;
  /** The build being replaced: its `.br`/`.gz` are reused for files that did not change (precompress.ts). */
  previousOutDir?: string;
}

/**
 * `astro build` into `outDir` from the database at `databaseUrl`, then `.br`/`.gz` beside every text file
 * (precompress.ts). Resolves (never rejects) with its outcome.
 * Astro writes its pre-render bundle inside the out folder when that is under the project, else into ONE shared
 * `.astro/.prerender` of the project, where two builds at once (a test server's and a republish) break each
 * other. So a folder outside the project (tests, bench: /tmp) is built in a private staging folder under
 * `.astro/builds/` and moved into place after.
 */
export async function runAstroBuild(o: AstroBuildOptions): Promise<{ ok: boolean; output: string }> {
  const target = resolve(o.outDir);
  if (target.startsWith(process.cwd() + sep)) return buildAndCompress(o);
  const staging = join(process.cwd(), '.astro', 'builds', `${process.pid}-${randomBytes(6).toString('hex')}`);
  const result = await buildAndCompress({ ...o, outDir: staging });
  try {
    if (result.ok) moveInto(staging, target);
  } catch (err) {
    return { ok: false, output: `${result.output}\n${String(err)}` };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return result;
}

async function buildAndCompress(o: AstroBuildOptions): Promise<{ ok: boolean; output: string }> {
  const result = await spawnBuild(o);
  if (!result.ok) return result;
  try {
    const c = await precompressDir(o.outDir, { reuseFrom: o.previousOutDir });
    const line = `precompressed ${c.files} files (${c.identityBytes} B → br ${c.brBytes} B, gzip ${c.gzBytes} B), reused ${c.reused}, in ${c.ms} ms`;
    o.onLine?.(line);
    return { ok: true, output: `${result.output}\n${line}` };
  } catch (err) {
    return { ok: false, output: `${result.output}\nprecompression failed: ${String(err)}` };
  }
}

/** Replaces `target` with `from` (a rename on one file system, else a copy). */
function moveInto(from: string, target: string) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  try {
    renameSync(from, target);
  } catch {
    cpSync(from, target, { recursive: true });
  }
}

function spawnBuild(o: AstroBuildOptions): Promise<{ ok: boolean; output: string }> {
  // astro's `exports` do not list bin/astro.mjs: find it next to its package.json.
  const astroBin = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: o.databaseUrl, ASTRO_OUT_DIR: o.outDir, SITE_URL: o.siteUrl, FORCE_COLOR: '0' },
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

/** A line of astro's "generating static routes" list: one page written. */
export function isPageLine(line: string): boolean {
  return /[├└]─ \//.test(line);
}
