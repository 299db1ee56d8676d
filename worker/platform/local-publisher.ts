import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { forgetUnfinishedPublish, updatePublishState, type PublishStatePatch } from '../../db/queries/publishing/publish-state';
import type { Db } from '../../db/client';
import { PUBLISH_DEBOUNCE_MS, PUBLISH_MAX_WAIT_MS } from '../domain/publishing';
import type { AppDeps, Publisher } from '../deps';
import { readPublishState } from '../adapters/stored-publish-state';
import type { ChangedPages } from './changed-pages';

/** Builds the site into `outDir`, reporting each output line; resolves with the outcome (never rejects). */
export type SiteBuild = (outDir: string, onLine: (line: string) => void) => Promise<{ ok: boolean; output: string }>;

export interface LocalPublisherOptions {
  /** The folder served at start (the `npm start` build). */
  initialRoot: string;
  /** Where republished builds go, one fresh folder each (under .data/, ignored by git). */
  buildsDir: string;
  build: SiteBuild;
  /** How many pages an output line reports written (progress). */
  pagesOnLine: (line: string) => number;
  /** Where the state is kept (`publish_state`), so that every admin and process reads the same. */
  db: Db;
  now: () => Date;
  log: AppDeps['log'];
  debounceMs?: number;
  /** Requests keep postponing the publish by `debounceMs` for this long at most. */
  maxWaitMs?: number;
  /**
   * Publishing the changed pages only (changed-pages.ts): tried first for every request but a manual one; a full
   * build when it cannot. Without it every publish is a full build.
   */
  changedPages?: ChangedPages;
  /** Requests with this reason build the whole site (the admin's 'Zverejniť všetko'). */
  fullBuildReason?: string;
}

const LOG_TAIL_LINES = 25;
/** Progress is written to the database at most this often (a build writes hundreds of pages a second). */
const PROGRESS_WRITE_EVERY_MS = 1000;

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
 * The builds are this process's own; their state is written to the database in order (one chain of writes),
 * progress at a bounded rate, and read back from it.
 */
export function localPublisher(o: LocalPublisherOptions): Publisher & { root(): string; idle(): Promise<void> } {
  let root = o.initialRoot;
  let previousRoot: string | null = null;
  let expectedPages = countPages(root);
  let writes: Promise<unknown> = Promise.resolve();
  /** Applies a change of the state after the ones before it; a failed write is logged, never thrown. */
  const write = (patch: PublishStatePatch) => {
    const at = o.now().toISOString();
    writes = writes
      .then(() => updatePublishState(o.db, patch, at))
      .catch((err) => o.log('error', 'publishing state not written', { error: String(err) }));
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let building = false;
  let again = false;
  /** A full build was asked for since the last one began (on demand). */
  let fullAsked = false;
  let seq = 0;
  let waiters: (() => void)[] = [];
  const debounceMs = o.debounceMs ?? PUBLISH_DEBOUNCE_MS;
  const maxWaitMs = o.maxWaitMs ?? PUBLISH_MAX_WAIT_MS;

  // Folders of an earlier run of the server are stale (that run's start rebuilt `initialRoot` anyway), and so is
  // the state of a build it left unfinished.
  rmSync(o.buildsDir, { recursive: true, force: true });
  writes = forgetUnfinishedPublish(o.db, 'local-build', o.now().toISOString()).catch((err) =>
    o.log('error', 'publishing state not written', { error: String(err) }),
  );

  const wakeWaiters = () => {
    if (building || timer) return;
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };

  /** When the oldest request still waiting was made: a steady stream of requests (a rush of sell-outs) waits no longer. */
  let waitingSince: number | null = null;
  const schedule = () => {
    const now = performance.now();
    waitingSince ??= now;
    if (timer && now - waitingSince >= maxWaitMs) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        waitingSince = null;
        void runBuild();
      },
      Math.min(debounceMs, Math.max(0, waitingSince + maxWaitMs - now)),
    );
    timer.unref?.();
  };

  /** The changed pages published in place; false when that could not be done (a full build follows). */
  async function publishChanged(): Promise<boolean> {
    if (!o.changedPages || fullAsked) return false;
    write({ phase: 'building', startedAt: o.now().toISOString(), finishedAt: null, progressDone: null, progressTotal: null, logTail: '' });
    const patch = await o.changedPages.publish(root);
    if (!patch) return false;
    const pages = patch.written.length + patch.removed.length;
    write({ phase: 'done', finishedAt: o.now().toISOString(), buildKind: 'changed', pagesWritten: pages, logTail: '' });
    o.log('info', 'changed pages published', {
      root,
      written: patch.written,
      removed: patch.removed,
      rendered: patch.rendered,
      ms: patch.ms,
    });
    return true;
  }

  async function runBuild() {
    building = true;
    again = false;
    if (await publishChanged()) return finishRun();
    fullAsked = false;
    const outDir = join(o.buildsDir, `build-${Date.now()}-${++seq}`);
    mkdirSync(o.buildsDir, { recursive: true });
    let done = 0;
    let progressWrittenAt = -Infinity;
    write({
      phase: 'building',
      startedAt: o.now().toISOString(),
      finishedAt: null,
      progressDone: 0,
      progressTotal: expectedPages,
      logTail: '',
    });
    const result = await o.build(outDir, (line) => {
      const pages = o.pagesOnLine(line);
      if (!pages) return;
      done += pages;
      if (performance.now() - progressWrittenAt < PROGRESS_WRITE_EVERY_MS) return;
      progressWrittenAt = performance.now();
      write({ progressDone: done, progressTotal: Math.max(expectedPages, done) });
    });
    const tail = result.output.split('\n').slice(-LOG_TAIL_LINES).join('\n');
    if (result.ok && existsSync(join(outDir, 'index.html'))) {
      carryOverScripts(root, outDir);
      const retired = previousRoot;
      previousRoot = root;
      root = outDir;
      expectedPages = done || countPages(outDir);
      write({
        phase: 'done',
        finishedAt: o.now().toISOString(),
        progressDone: null,
        progressTotal: null,
        logTail: '',
        buildKind: 'full',
        pagesWritten: done,
      });
      void o.changedPages?.follow(outDir);
      o.log('info', 'site republished', { root: outDir, pages: done });
      // The folder before the previous one can go: nobody is being served from it any more. Removed on libuv's
      // threads, not the event loop (at 10,000 titles a build is ~45,000 files), once the new one is served.
      if (retired && retired !== o.initialRoot) await rm(retired, { recursive: true, force: true });
    } else {
      // Said first: the admin reads 'failed' while the half-built folder is still being removed.
      write({ phase: 'failed', finishedAt: o.now().toISOString(), progressDone: null, progressTotal: null, logTail: tail });
      o.log('error', 'site republish failed; the previous site keeps serving', { tail });
      await rm(outDir, { recursive: true, force: true });
    }
    return finishRun();
  }

  async function finishRun() {
    building = false;
    if (again) {
      write({ phase: 'waiting' });
      schedule();
    }
    await writes;
    wakeWaiters();
  }

  return {
    request(reason) {
      const requestedAt = o.now().toISOString();
      if (reason === (o.fullBuildReason ?? 'manual')) fullAsked = true;
      if (building) {
        again = true;
        write({ mode: 'local-build', requestedAt, reason });
        return;
      }
      write({ mode: 'local-build', requestedAt, reason, phase: 'waiting' });
      schedule();
    },
    /** After this process's own writes, so a caller sees what it just asked for. */
    async state() {
      await writes;
      return readPublishState(o.db, 'local-build');
    },
    root: () => root,
    /** Resolves once no build is waiting or running and its state is written (tests, bench). */
    async idle() {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        wakeWaiters();
      });
      await writes;
    },
  };
}

/** Hashed bundles of the served build that the new one lacks are copied in (never overwriting the new build's). */
function carryOverScripts(from: string, to: string) {
  const src = join(from, '_astro');
  if (!existsSync(src)) return;
  cpSync(src, join(to, '_astro'), { recursive: true, force: false, errorOnExist: false });
}
