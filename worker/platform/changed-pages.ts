import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { precompressDir } from './precompress';
import type { ResidentRenderer, RoundReport } from './resident-renderer';

/** What a changed-pages publish did to the served folder. */
export type PagePatch = RoundReport;

export interface ChangedPages {
  /**
   * A full build now serves from `root`: a renderer for it starts (the previous one stops), once the code's digest
   * is read; resolves when that is decided (a publish meanwhile waits for it).
   */
  follow(root: string): Promise<void>;
  /**
   * Publishes the changed pages into `root`, in place; null when it cannot (no renderer for this root, it is not
   * ready, or the code changed since it was bundled): the publisher then builds the whole site.
   */
  publish(root: string): Promise<PagePatch | null>;
  stop(): Promise<void>;
}

export interface ChangedPagesOptions {
  /** Starts a renderer over a served root (resident-renderer.ts; tests give a stand-in). */
  startRenderer: (root: string) => ResidentRenderer;
  /** Where each round's stage folder goes (on the served folder's file system, so files move by rename). */
  stageDir: string;
  /** The code's digest now (code-fingerprint.ts). */
  fingerprint: () => Promise<string> | string;
  /** The digest of the code a served build was made from (its CODE_FINGERPRINT_FILE), null when unknown. */
  builtFrom: (root: string) => string | null;
  /** The server's index of `root` learns of the files rewritten (worker/adapters/dist-assets.ts). */
  onPatched: (root: string, files: readonly string[]) => Promise<void>;
  log: (level: 'info' | 'warn' | 'error', message: string, data?: Record<string, unknown>) => void;
}

const VARIANTS = ['.br', '.gz'];

/** A rename, or a copy when the stage and the served folder are on different file systems; false when `from` is not there. */
async function moveFile(from: string, to: string): Promise<boolean> {
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  try {
    await rename(from, to);
  } catch (err) {
    if (missing(err)) return false;
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    try {
      await copyFile(from, to);
    } catch (copyErr) {
      if (missing(copyErr)) return false;
      throw copyErr;
    }
    await rm(from, { force: true });
  }
  return true;
}

/**
 * Moves a round's files into the served folder: each file's compressed variants first, then the file (a variant
 * the stage has none of, a file now too small to compress, is removed), so the index read after it finds them
 * together; removed pages go with their variants. File system calls that do not block the thread answering requests.
 */
async function applyStage(stage: string, root: string, written: readonly string[], removed: readonly string[]) {
  for (const file of written) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    for (const v of VARIANTS) {
      if (!(await moveFile(join(stage, file + v), join(root, file + v)))) await rm(join(root, file + v), { force: true });
    }
    if (!(await moveFile(join(stage, file), join(root, file)))) throw new Error(`${file}: not in the round's stage`);
  }
  for (const file of removed) for (const f of [file, ...VARIANTS.map((v) => file + v)]) await rm(join(root, f), { force: true });
}

/**
 * Publishing the changed pages only (issue 33): a resident renderer per served build renders a round, its files are
 * compressed in the stage and moved over the served ones, and the server's index re-reads them. Hashed scripts
 * and styles never change in such a publish (same bundle), so pages already open keep working.
 */
export function changedPages(o: ChangedPagesOptions): ChangedPages {
  let current: { root: string; renderer: ResidentRenderer; fingerprint: string } | null = null;
  // The code's digest is read without blocking: a publish waits for the latest follow to have decided.
  let following: Promise<void> = Promise.resolve();
  let follows = 0;
  let rounds = 0;
  const retire = () => {
    const old = current;
    current = null;
    return old ? old.renderer.stop() : Promise.resolve();
  };
  return {
    follow(root) {
      void retire();
      const turn = ++follows;
      following = Promise.resolve(o.fingerprint()).then((now) => {
        if (turn !== follows) return; // a newer build is followed already
        // A renderer bundles the code as it is now: it may publish over the build only if that was made from it.
        const built = o.builtFrom(root);
        if (built === null || built !== now) {
          o.log('info', 'the served build was made from other code: the next publish builds everything');
          return;
        }
        current = { root, renderer: o.startRenderer(root), fingerprint: built };
      });
      return following;
    },
    async publish(root) {
      await following;
      const c = current;
      if (!c || c.root !== root) return null;
      if ((await o.fingerprint()) !== c.fingerprint) {
        o.log('info', 'the site code changed since the renderer was bundled: a full build');
        await retire();
        return null;
      }
      if (!(await c.renderer.ready)) return null;
      const stage = join(o.stageDir, `round-${Date.now()}-${++rounds}`);
      await mkdir(stage, { recursive: true });
      try {
        const report = await c.renderer.render(stage);
        await precompressDir(stage);
        await applyStage(stage, root, report.written, report.removed);
        await o.onPatched(root, [...report.written, ...report.removed]);
        return report;
      } catch (err) {
        // A round that failed leaves the renderer's keys ahead of the folder: the next publish builds everything.
        o.log('error', 'changed-pages publish failed; the whole site is built instead', { error: String(err) });
        await retire();
        return null;
      } finally {
        await rm(stage, { recursive: true, force: true });
      }
    },
    stop: retire,
  };
}
