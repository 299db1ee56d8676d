import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { scratchDir } from './build-scratch';
import { PAGE_KEYS_FILE, astroBinFile } from './astro-build';

/** What one round rendered and wrote (site/build/resident/integration.ts answers it). */
export interface RoundReport {
  /** Files written to the stage, relative (new or changed bytes). */
  written: string[];
  /** Files of the served build whose paths are gone. */
  removed: string[];
  /** Paths rendered, of all the paths the site has. */
  rendered: number;
  paths: number;
  ms: number;
}

export interface ResidentRenderer {
  /** Resolves true once the renderer can publish over `root` (its bundle is the served one), else false (ended). */
  ready: Promise<boolean>;
  /** One round: the changed files written to `stageDir`. Rejects when the round failed or the renderer ended. */
  render(stageDir: string): Promise<RoundReport>;
  stop(): Promise<void>;
}

export interface ResidentRendererOptions {
  /** The served build it publishes over (its page keys are in it). */
  root: string;
  databaseUrl: string;
  siteUrl: string;
  /** Nice value of the process (Linux): the server answers first. */
  nice?: number;
  onLine?: (line: string) => void;
}

type Reply = { type: 'ready' } | ({ type: 'rendered'; id: number } & RoundReport) | { type: 'failed'; id: number; error: string };

/** Every hashed file the renderer's bundle names is in the served build: pages it renders load what is served. */
function sameBundle(renderer: string, served: string): boolean {
  const files = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  const have = new Set(files(join(served, '_astro')));
  const need = files(join(renderer, '_astro'));
  return need.length > 0 && need.every((f) => have.has(f));
}

/**
 * The changed-pages publisher's renderer: `astro build` in resident mode (site/build/resident/integration.ts), a
 * process that bundles the site once and then renders one round per `render`. Its scratch out folder is under
 * `.astro/builds/` (astro puts a pre-render bundle inside the out folder only when it is in the project; elsewhere
 * two builds at once would share one). It runs at a lower priority than the server.
 */
export function startResidentRenderer(o: ResidentRendererOptions): ResidentRenderer {
  const scratch = scratchDir('resident');
  const child: ChildProcess = fork(astroBinFile(), ['build'], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      ASTRO_OUT_DIR: scratch,
      SITE_URL: o.siteUrl,
      PRUD_PAGE_KEYS: join(o.root, PAGE_KEYS_FILE),
      PRUD_RESIDENT: '1',
      FORCE_COLOR: '0',
    },
  });
  try {
    if (child.pid) setPriority(child.pid, o.nice ?? 10);
  } catch {
    // Not permitted here: it runs at the server's priority.
  }
  const lines = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line) o.onLine?.(line);
  };
  child.stdout?.on('data', lines);
  child.stderr?.on('data', lines);

  let ended = false;
  let seq = 0;
  const pending = new Map<number, { resolve: (r: RoundReport) => void; reject: (e: Error) => void }>();
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      ended = true;
      for (const p of pending.values()) p.reject(new Error('the resident renderer ended'));
      pending.clear();
      rmSync(scratch, { recursive: true, force: true });
      resolve();
    }),
  );
  const ready = new Promise<boolean>((resolve) => {
    child.on('message', (m: Reply) => {
      if (m.type === 'ready') {
        const usable = sameBundle(scratch, o.root);
        if (!usable) o.onLine?.('resident renderer: its bundle differs from the served build; full builds only');
        resolve(usable);
        if (!usable) child.kill();
        return;
      }
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.type === 'rendered') p.resolve(m);
      else p.reject(new Error(m.error));
    });
    void exited.then(() => resolve(false));
  });

  return {
    ready,
    render(stageDir) {
      if (ended) return Promise.reject(new Error('the resident renderer ended'));
      const id = ++seq;
      return new Promise<RoundReport>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ type: 'render', id, servedRoot: o.root, stageDir });
      });
    },
    async stop() {
      if (!ended) {
        child.send({ type: 'exit' }, (err) => {
          if (err) child.kill();
        });
        // A build ending after its last round still writes its scratch folder: bounded, then killed.
        const timer = setTimeout(() => child.kill(), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
