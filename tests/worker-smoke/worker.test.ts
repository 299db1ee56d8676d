import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net';

/**
 * Smoke test of the production entry (worker/platform/cloudflare.ts) with the real wrangler.toml, except that
 * the static assets come from a small folder made here (the real dist/ may not be built yet).
 */
const root = resolve('.');
const dir = mkdtempSync(join(tmpdir(), 'prud-worker-'));
const wranglerBin = join(root, 'node_modules/wrangler/bin/wrangler.js');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

function writeFixture() {
  const assets = join(dir, 'assets');
  const page = (title: string) => `<!doctype html><html lang="sk"><title>${title}</title><h1>${title}</h1></html>`;
  mkdirSync(join(assets, 'shell/search'), { recursive: true });
  writeFileSync(join(assets, 'index.html'), page('Naše publikácie'));
  writeFileSync(join(assets, '404.html'), page('Stránka sa nenašla'));
  writeFileSync(join(assets, 'shell/search/index.html'), page('Vyhľadávanie'));
  const config = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = .*$/m, `main = ${JSON.stringify(join(root, 'worker/platform/cloudflare.ts'))}`)
    .replace(/^directory = .*$/m, `directory = ${JSON.stringify(assets)}`);
  writeFileSync(join(dir, 'wrangler.toml'), config);
}


let dev: ChildProcess | undefined;
let base = '';
let devLog = '';

beforeAll(() => writeFixture());
afterAll(() => {
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('Cloudflare Worker entry', () => {
  it('bundles with wrangler deploy --dry-run, without Node-only modules', () => {
    const out = join(dir, 'bundle');
    const r = spawnSync(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--outdir', out, '-c', join(dir, 'wrangler.toml')], {
      env,
      encoding: 'utf8',
      cwd: dir,
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const files = readdirSync(out).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const code = files.map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    expect(code).toContain('createApp');
    // The Node-only pieces must stay out: native libSQL, the Node HTTP server, wrangler's proxy, the dist reader.
    for (const forbidden of ['@hono/node-server', 'getPlatformProxy', 'libsql-linux', 'distAssets', 'node:child_process']) {
      expect(code, forbidden).not.toContain(forbidden);
    }
  });

  it('boots under wrangler dev and serves the API, pages, shells and the 404 page', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = spawn(
      process.execPath,
      [wranglerBin, 'dev', '-c', join(dir, 'wrangler.toml'), '--ip', '127.0.0.1', '--port', String(port),
        '--inspector-port', String(await freePort()), '--persist-to', join(dir, 'state'), '--show-interactive-dev-session=false',
        '--var', 'DATABASE_URL:http://127.0.0.1:9', '--var', 'TOKEN_SECRET:smoke-test-secret'],
      { env, cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    dev.stdout!.on('data', (d) => (devLog += d));
    dev.stderr!.on('data', (d) => (devLog += d));

    let health: Response | undefined;
    for (let i = 0; i < 240 && !health; i++) {
      if (dev.exitCode !== null) break;
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 500));
    }
    expect(health?.status, devLog).toBe(200);
    expect(await health!.json()).toMatchObject({ status: 'ok', environment: 'cloudflare' });

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Naše publikácie');

    const shell = await fetch(`${base}/search/%C5%BEivot`);
    expect(shell.status, devLog + (shell.status !== 200 ? await shell.clone().text() : '')).toBe(200);
    expect(await shell.text()).toContain('Vyhľadávanie');

    const missing = await fetch(`${base}/nic-tu-nie-je`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Stránka sa nenašla');

    const api404 = await fetch(`${base}/api/nope`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toHaveProperty('message');

    // The [[ratelimits]] bindings of wrangler.toml exist and limit (10 a minute on auth routes). Invalid input
    // is refused (400) before any database access, so this works without a database.
    // Windows are aligned to the clock: up to 21 calls are needed if one minute ends in the middle.
    const statuses: number[] = [];
    while (statuses.length < 25 && statuses.at(-1) !== 429) {
      const r = await fetch(`${base}/api/auth/forgot-password`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400), statuses.join()).toBe(true);
    expect(statuses.at(-1), statuses.join() + devLog).toBe(429);
    expect(devLog).not.toContain('is not enforced');
  });
});
