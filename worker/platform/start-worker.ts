/**
 * `npm run start:worker`: the production Worker (cloudflare.ts) run locally in wrangler's runtime (`wrangler dev`,
 * workerd) against a real libSQL server (`sqld`, worker/platform/sqld.ts) with the demo data: the shape the shop
 * runs in on Cloudflare, with Turso replaced by the same server on this machine. Everything it keeps lives under
 * `$DATA_DIR/sqld` (default `.data/sqld`): sqld's database, wrangler's emulated R2 and its other state, the token
 * secret, and the config and `.dev.vars` handed to wrangler (written there, never into the repository).
 * Port: PORT, default 8787 (wrangler's own), so it can run beside `npm start` (4321).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { migrateDb, openNodeDb } from '../../db/client-node';
import type { DemoLogin } from '../../db/seed';
import type { R2Like } from '../adapters/object-store';
import { r2Store } from '../adapters/object-store';
import { hashPassword, verifyPassword } from '../services/accounts/password';
import { runAstroBuild } from './astro-build';
import { demoAtStart } from './demo-seed';
import { startLocalSqld, type Sqld } from './sqld';

const root = process.cwd();
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
// Loopback: the Worker counts itself local (test checkout on, no warning about unsent mail), as `npm start` does.
const baseUrl = process.env.BASE_URL ?? `http://localhost:${port}`;
const home = resolve(process.env.DATA_DIR ?? '.data', 'sqld');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const state = join(home, 'wrangler');

function say(message: string) {
  console.log(`[start:worker] ${message}`);
}

/** The token secret: TOKEN_SECRET, else one made once and kept beside the data (like `npm start`'s). */
function tokenSecret(): string {
  if (process.env.TOKEN_SECRET) return process.env.TOKEN_SECRET;
  const file = join(home, 'token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The repository's wrangler.toml with its entry and assets made absolute, and `.dev.vars` beside it: wrangler reads
 * the vars file next to the config it is given, so a developer's own `.dev.vars` in the repository stays untouched.
 */
function writeWranglerConfig(vars: Record<string, string>): string {
  const config = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = .*$/m, `main = ${JSON.stringify(join(root, 'worker/platform/cloudflare.ts'))}`)
    .replace(/^directory = .*$/m, `directory = ${JSON.stringify(distDir)}`);
  const path = join(home, 'wrangler.toml');
  writeFileSync(path, config);
  const lines = Object.entries(vars).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  writeFileSync(join(home, '.dev.vars'), `${lines.join('\n')}\n`, { mode: 0o600 });
  return path;
}

/**
 * Migrates sqld's database as `npm start` migrates its file and seeds the demo when it is empty by `npm start`'s
 * rule (a loopback BASE_URL or SEED_DEMO=1: demo-seed.ts), answering the demo logins that work, the
 * covers going into the R2 bucket `wrangler dev` will serve (the same persisted folder: `wrangler dev --persist-to
 * X` keeps its bindings under X/v3, which is where `getPlatformProxy` is pointed).
 */
async function migrateAndSeed(sqld: Sqld, config: string): Promise<DemoLogin[]> {
  const db = openNodeDb(sqld.url);
  const proxy = await getPlatformProxy<{ BUCKET: R2Like }>({ configPath: config, persist: { path: join(state, 'v3') } });
  try {
    await migrateDb(db);
    const store = r2Store(proxy.env.BUCKET);
    const demo = await demoAtStart(db, process.env, baseUrl, {
      putObject: (key, body, type) => store.put(key, body, type),
      hashPassword,
      verifyPassword,
    });
    for (const n of demo.notices) say(`${n.level === 'info' ? '' : `${n.level}: `}${n.message}`);
    return demo.logins;
  } finally {
    await proxy.dispose();
    db.$client.close();
  }
}

/** dist/ as `npm start` or `npm run build` leaves it; built here from sqld's database when missing. */
async function ensureSite(sqld: Sqld) {
  if (existsSync(join(distDir, 'index.html'))) return;
  say(`${distDir} is missing: building the site from sqld (astro build)…`);
  const built = await runAstroBuild({ outDir: distDir, databaseUrl: sqld.url, siteUrl: baseUrl });
  if (!built.ok) {
    console.error(built.output.split('\n').slice(-40).join('\n'));
    throw new Error('astro build failed: run `npm run build` and look at its output');
  }
}

/** Ends the process group of `pid` with `signal` (wrangler and the workerd it started). */
function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

async function main() {
  mkdirSync(home, { recursive: true });
  let sqld: Sqld | undefined;
  let wrangler: ChildProcess | undefined;
  let stopping = false;
  const stopSqld = async (code: number) => {
    await sqld?.stop();
    process.exit(code);
  };
  // Set before anything starts, so no signal finds sqld running without a handler to stop it: before wrangler runs,
  // sqld at once (or as soon as its start resolves); after, wrangler first (its exit then stops sqld), ended
  // outright if it takes more than 10 s.
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!wrangler?.pid) return void (sqld ? stopSqld(0) : undefined);
    const pid = wrangler.pid;
    killGroup(pid, signal);
    setTimeout(() => killGroup(pid, 'SIGKILL'), 10_000).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const sqldPort = process.env.SQLD_PORT ? Number(process.env.SQLD_PORT) : undefined;
  sqld = await startLocalSqld({ dbPath: join(home, 'db'), port: sqldPort });
  if (stopping) return void stopSqld(0);
  say(`sqld (libSQL server) on ${sqld.url}, pid ${sqld.pid}, data in ${join(home, 'db')}`);
  try {
    const config = writeWranglerConfig({ DATABASE_URL: sqld.url, TOKEN_SECRET: tokenSecret(), BASE_URL: baseUrl });
    const logins = await migrateAndSeed(sqld, config);
    await ensureSite(sqld);
    if (stopping) return;
    const wranglerBin = join(root, 'node_modules/wrangler/bin/wrangler.js');
    const args = [
      wranglerBin,
      'dev',
      '-c',
      config,
      '--ip',
      host,
      '--port',
      String(port),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
    ];
    // Its own process group, so that a signal to this script ends wrangler and the workerd it started, and then
    // sqld; and a terminal's Ctrl-C reaches wrangler only through here, in that order.
    wrangler = spawn(process.execPath, args, {
      cwd: home,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    wrangler.once('exit', (code) => void stopSqld(stopping ? 0 : (code ?? 1)));
    say(`the Worker on ${baseUrl} (wrangler dev; Ctrl-C stops it and sqld)`);
    if (logins.length > 0) say('demo logins:');
    for (const u of logins) console.log(`  ${u.role.padEnd(9)} ${u.email.padEnd(28)} ${u.password}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    await stopSqld(1);
  }
}

await main();
