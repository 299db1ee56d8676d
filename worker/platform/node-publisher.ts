import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../../db/client';
import type { AppDeps } from '../deps';
import { CODE_FINGERPRINT_FILE, pagesOnLine, runAstroBuild } from './astro-build';
import { changedPages } from './changed-pages';
import { codeFingerprint } from './code-fingerprint';
import { sweepScratch } from './build-scratch';
import { localPublisher } from './local-publisher';
import { startResidentRenderer } from './resident-renderer';

export interface NodePublisherSettings {
  distDir: string;
  dataDir: string;
  databaseUrl: string;
  baseUrl: string;
  /** Nice value of background work (the renderer runs below the server). */
  passwordHashNice: number;
}

type PatchListener = (root: string, files: readonly string[]) => Promise<void>;

/**
 * Staff edits republish the site (local-publisher.ts): the changed pages only, rendered by a resident renderer of
 * the served build and moved over it in place (changed-pages.ts); a full `astro build` into a fresh folder, swapped
 * in, at the admin's request, when the code changed, or when no renderer is ready. `onPatched` is how the server's
 * file index hears of pages rewritten in place (worker/adapters/dist-assets.ts).
 */
export function nodePublisher(s: NodePublisherSettings, db: Db, log: AppDeps['log'], env = process.env) {
  if (env.DEPLOY_HOOK_URL) log('warn', 'DEPLOY_HOOK_URL is for the Cloudflare Worker: Node rebuilds the site itself and does not call it');
  const siteUrl = env.SITE_URL ?? s.baseUrl;
  const listeners: PatchListener[] = [];
  const changed = changedPages({
    startRenderer: (root) =>
      startResidentRenderer({
        root,
        databaseUrl: s.databaseUrl,
        siteUrl,
        nice: s.passwordHashNice,
        onLine: (line) => {
          if (/error|failed/i.test(line)) log('warn', 'resident renderer', { line });
        },
      }),
    stageDir: resolve(s.dataDir, 'site-stage'),
    fingerprint: () => codeFingerprint(process.cwd()),
    builtFrom: (root) => {
      try {
        return readFileSync(join(root, CODE_FINGERPRINT_FILE), 'utf8');
      } catch {
        return null;
      }
    },
    onPatched: async (root, files) => {
      for (const listener of listeners) await listener(root, files);
    },
    log,
  });
  const publisher = localPublisher({
    initialRoot: s.distDir,
    buildsDir: resolve(s.dataDir, 'site'),
    // The served folder's compressed files are reused for the pages that did not change.
    build: (outDir, onLine) => runAstroBuild({ outDir, databaseUrl: s.databaseUrl, siteUrl, onLine, previousOutDir: publisher.root() }),
    pagesOnLine,
    db,
    now: () => new Date(),
    log,
    changedPages: changed,
  });
  void changed.follow(s.distDir);
  // Scratch folders of builds and renderers whose process was killed before it cleaned up.
  void sweepScratch().then((gone) => {
    if (gone.length) log('info', 'removed the scratch folders of builds that ended without cleaning up', { count: gone.length });
  });
  return Object.assign(publisher, {
    onPatched: (listener: PatchListener) => listeners.push(listener),
    stopRenderer: () => changed.stop(),
  });
}
