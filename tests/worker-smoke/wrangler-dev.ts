import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../support/net';
import { searchTemplateHtml } from '../../worker/test-support/search-template';
import { listTemplateHtml } from '../../worker/test-support/list-template';

/** Processes of the Worker smoke test: the fixture of static pages, `wrangler dev`, and any command run to its end. */

export const root = process.cwd();
export const wranglerBin = join(root, 'node_modules/wrangler/bin/wrangler.js');
export const quietEnv: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

/**
 * The real wrangler.toml with its entry made absolute and its assets taken from a small folder made here (the
 * real dist/ may not be built yet). Returns the config's path.
 */
export function writeFixture(dir: string): string {
  const assets = join(dir, 'assets');
  const page = (title: string) => `<!doctype html><html lang="sk"><title>${title}</title><h1>${title}</h1></html>`;
  mkdirSync(join(assets, 'shell/search'), { recursive: true });
  writeFileSync(join(assets, 'index.html'), page('Naše publikácie'));
  writeFileSync(join(assets, '404.html'), page('Stránka sa nenašla'));
  // The search page is filled by the Worker (worker/http/search-page.ts): a template as Astro writes it.
  writeFileSync(join(assets, 'shell/search/index.html'), searchTemplateHtml());
  // A category pre-rendered, and the shell the Worker fills when a query sorts it (issue 31, worker/http/list-page.ts).
  mkdirSync(join(assets, 'shell/list'), { recursive: true });
  writeFileSync(join(assets, 'shell/list/index.html'), listTemplateHtml());
  mkdirSync(join(assets, 'eshop/život'), { recursive: true });
  writeFileSync(join(assets, 'eshop/život/index.html'), page('Eshop Život (pre-rendered)'));
  const config = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = .*$/m, `main = ${JSON.stringify(join(root, 'worker/platform/cloudflare.ts'))}`)
    .replace(/^directory = .*$/m, `directory = ${JSON.stringify(assets)}`);
  const path = join(dir, 'wrangler.toml');
  writeFileSync(path, config);
  return path;
}

/** Runs a command to its end without blocking the event loop (the test's other servers keep answering meanwhile). */
export function run(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

/** Every `wrangler dev` started here and not yet stopped: a test that times out while one boots never gets it. */
const running = new Set<WranglerDev>();

/** Stops every `wrangler dev` this file started (afterAll: also the one a timed-out start left behind). */
export function stopAllWranglerDev(): void {
  for (const dev of running) dev.stop();
}

export interface WranglerDev {
  base: string;
  /** Everything wrangler and the Worker printed so far (for failure messages). */
  log(): string;
  stop(): void;
}

/**
 * `wrangler dev` on 127.0.0.1 with the vars `varsFor(its base URL)`; resolves once `/api/health` answers.
 * Ports are probed free and then handed over, so another process (other test suites share the machine) may take
 * one in between: wrangler then exits with "Address already in use", and only then it is started again.
 */
export async function startWranglerDev(
  dir: string,
  config: string,
  varsFor: (base: string) => Record<string, string>,
): Promise<WranglerDev> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(dir, config, varsFor);
    if ('base' in started) return started;
    if (attempt >= 3 || !started.log.includes('Address already in use')) {
      throw new Error(`wrangler dev did not answer (exit code ${started.exitCode}):\n${started.log}`);
    }
  }
}

async function startOnce(dir: string, config: string, varsFor: (base: string) => Record<string, string>) {
  const port = await freePort();
  // Two probes in a row may return the same port: the inspector must not take the server's.
  let inspector = await freePort();
  for (let i = 0; i < 10 && inspector === port; i++) inspector = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = [
    wranglerBin,
    'dev',
    '-c',
    config,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspector),
    '--persist-to',
    join(dir, 'state'),
    '--show-interactive-dev-session=false',
  ];
  for (const [name, value] of Object.entries(varsFor(base))) args.push('--var', `${name}:${value}`);
  // Its own process group, so that stop() ends wrangler and the workerd it started, and nothing else.
  const child: ChildProcess = spawn(process.execPath, args, { env: quietEnv, cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const dev: WranglerDev = {
    base,
    log: () => log,
    stop() {
      running.delete(dev);
      if (!child.pid) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
  running.add(dev);
  // Bundling and starting workerd take a while on a busy machine: up to 2 minutes.
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health) {
      await health.arrayBuffer();
      return dev;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  dev.stop();
  return { exitCode: child.exitCode, log };
}
