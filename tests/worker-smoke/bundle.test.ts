import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { quietEnv, wranglerBin, writeFixture } from './wrangler-dev';

/** The production entry (worker/platform/cloudflare.ts) as wrangler bundles it for a deploy: no Node-only code. */
const dir = mkdtempSync(join(tmpdir(), 'prud-bundle-'));
const config = writeFixture(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('bundles with wrangler deploy --dry-run, without Node-only modules', () => {
  const out = join(dir, 'bundle');
  const r = spawnSync(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--outdir', out, '-c', config], {
    env: quietEnv,
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
