import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './net';

/**
 * The real `npm start` (worker/platform/start.ts, SKIP_BUILD=1: the API only) in a process group of its own, on a
 * fresh data folder and a free loopback port, its output in a file (a pipe nobody reads would block it). Tests stop
 * it by its group's id: the server and wrangler's workerd child together.
 */
export interface ShopProcess {
  child: ChildProcess;
  /** Where the server listens (127.0.0.1), whatever BASE_URL says. */
  url: string;
  dataDir: string;
  env: Record<string, string>;
  output(): string;
  /** The JSON log lines written so far. */
  logLines(): { level: string; message: string; data?: Record<string, unknown> }[];
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startShop(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'prud-start-')),
): Promise<ShopProcess> {
  const port = await freePort();
  const fullEnv: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'dist'),
    DATABASE_URL: `file:${join(dataDir, 'prud.db')}`,
    SKIP_BUILD: '1',
    PASSWORD_HASH_THREADS: '1',
    INVOICE_THREADS: '1',
    ...env,
  };
  const logFile = join(dataDir, 'server.log');
  const base = { ...process.env };
  // Settings of the machine running the tests must not leak into the shop under test.
  for (const name of ['BASE_URL', 'SEED_DEMO', 'MAIL_PROVIDER', 'MAIL_API_URL', 'MAIL_API_KEY', 'TEST_CHECKOUT', 'ADMIN_PASSWORD'])
    delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/platform/start.ts'], {
    env: { ...base, ...fullEnv },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => readFileSync(logFile, 'utf8');
  const shop: ShopProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    env: fullEnv,
    output,
    logLines: () =>
      output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l)),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const signal = (sig: NodeJS.Signals) => {
          try {
            process.kill(-child.pid!, sig);
          } catch {
            /* already gone */
          }
        };
        signal('SIGTERM');
        // A stop that hangs is ended by force, so no test leaves a server behind.
        const force = setTimeout(() => signal('SIGKILL'), 15_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}

/** Waits (bounded) until liveness answers; fails with the server's output when it exits or never answers. */
export async function waitUntilUp(shop: ShopProcess, tries = 240): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (shop.child.exitCode !== null)
      throw new Error(`the shop exited early (code ${shop.child.exitCode}):\n${shop.output().slice(-4000)}`);
    try {
      if ((await fetch(`${shop.url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the shop did not answer:\n${shop.output().slice(-4000)}`);
}

/** The pids of a process's children named `name`, read from /proc (Linux): e.g. wrangler's workerd. */
export function childrenNamed(pid: number, name: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && comm === name) found.push(Number(entry));
    } catch {
      /* the process ended while listed */
    }
  }
  return found;
}

/** `npm run admin:create` (ops/admin-create.ts) with the shop's data settings; resolves with its exit code and output. */
export function runAdminCreate(
  shopEnv: Record<string, string>,
  args: string[],
  password: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/admin-create.ts', ...args], {
    env: { ...process.env, ...shopEnv, ADMIN_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}
