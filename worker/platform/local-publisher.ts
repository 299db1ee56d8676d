import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { IDLE_PUBLISH_STATE, PUBLISH_DEBOUNCE_MS, type PublishState } from '../domain/publishing';
import type { AppDeps, Publisher } from '../deps';

/** Builds the site into `outDir`, reporting each output line; resolves with the outcome (never rejects). */
export type SiteBuild = (outDir: string, onLine: (line: string) => void) => Promise<{ ok: boolean; output: string }>;

export interface LocalPublisherOptions {
  /** The folder served at start (the `npm start` build). */
  initialRoot: string;
  /** Where republished builds go, one fresh folder each (under .data/, ignored by git). */
  buildsDir: string;
  build: SiteBuild;
  /** Whether an output line reports one page written (progress). */
  isPageLine: (line: string) => boolean;
  now: () => Date;
  log: AppDeps['log'];
  debounceMs?: number;
}

const LOG_TAIL_LINES = 25;

/** Pages (HTML and other generated files) in a built folder: the expected count for the next build's progress. */
function countPages(root: string): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (e.name !== '_astro') walk(join(dir, e.name));
      } else if (/\.(html|pdf)$/.test(e.name)) n++;
    }
  };
  try {
    walk(root);
  } catch {
    return 0;
  }
  return n;
}

/**
 * The embedded default's publishing: writes ask for a republish; after a quiet moment (debounce) the whole site
 * is built into a fresh folder while the old one keeps serving; on success the served root is swapped to it in one
 * assignment (the asset server reads `root()` per request), on failure the old site stays and the state keeps the
 * log's tail. Requests during a build start one more build after it. The previous build's hashed `/_astro` files
 * are carried into the new folder, so a page loaded just before the swap still finds its scripts.
 * Measured (bench/publish.ts): a full build of the demo catalogue takes ~8 s, so a full build is fast enough.
 */
export function localPublisher(o: LocalPublisherOptions): Publisher & { root(): string; idle(): Promise<void> } {
  let root = o.initialRoot;
  let previousRoot: string | null = null;
  let expectedPages = countPages(root);
  let state: PublishState = { ...IDLE_PUBLISH_STATE, mode: 'local-build' };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let building = false;
  let again = false;
  let seq = 0;
  let waiters: (() => void)[] = [];
  const debounceMs = o.debounceMs ?? PUBLISH_DEBOUNCE_MS;

  // Folders of an earlier run of the server are stale (that run's start rebuilt `initialRoot` anyway).
  rmSync(o.buildsDir, { recursive: true, force: true });

  const wakeWaiters = () => {
    if (building || timer) return;
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runBuild();
    }, debounceMs);
    timer.unref?.();
  };

  async function runBuild() {
    building = true;
    again = false;
    const outDir = join(o.buildsDir, `build-${Date.now()}-${++seq}`);
    mkdirSync(o.buildsDir, { recursive: true });
    let done = 0;
    state = { ...state, phase: 'building', startedAt: o.now().toISOString(), progress: { done: 0, total: expectedPages }, logTail: '' };
    const result = await o.build(outDir, (line) => {
      if (o.isPageLine(line)) state = { ...state, progress: { done: ++done, total: Math.max(expectedPages, done) } };
    });
    const tail = result.output.split('\n').slice(-LOG_TAIL_LINES).join('\n');
    if (result.ok && existsSync(join(outDir, 'index.html'))) {
      carryOverScripts(root, outDir);
      const retired = previousRoot;
      previousRoot = root;
      root = outDir;
      expectedPages = done || countPages(outDir);
      // The folder before the previous one can go: nobody is being served from it any more.
      if (retired && retired !== o.initialRoot) rmSync(retired, { recursive: true, force: true });
      state = { ...state, phase: 'done', finishedAt: o.now().toISOString(), progress: null, logTail: '' };
      o.log('info', 'site republished', { root: outDir, pages: done });
    } else {
      rmSync(outDir, { recursive: true, force: true });
      state = { ...state, phase: 'failed', finishedAt: o.now().toISOString(), progress: null, logTail: tail };
      o.log('error', 'site republish failed; the previous site keeps serving', { tail });
    }
    building = false;
    if (again) {
      state = { ...state, phase: 'waiting' };
      schedule();
    }
    wakeWaiters();
  }

  return {
    request(reason) {
      state = { ...state, requestedAt: o.now().toISOString(), reason };
      if (building) {
        again = true;
        return;
      }
      state = { ...state, phase: 'waiting' };
      schedule();
    },
    async state() {
      return state;
    },
    root: () => root,
    /** Resolves once no build is waiting or running (tests, bench). */
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        wakeWaiters();
      });
    },
  };
}

/** Hashed bundles of the served build that the new one lacks are copied in (never overwriting the new build's). */
function carryOverScripts(from: string, to: string) {
  const src = join(from, '_astro');
  if (!existsSync(src)) return;
  cpSync(src, join(to, '_astro'), { recursive: true, force: false, errorOnExist: false });
}
