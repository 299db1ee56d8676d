import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../worker/platform/precompress';

/**
 * What `wrangler deploy` would upload as public assets, read where it leaves the machine: the real wrangler runs
 * against a local stand-in of the Cloudflare API, which keeps the manifest wrangler posts to
 * `…/workers/scripts/<name>/assets-upload-session` (every asset path it means to serve) and then stops the deploy.
 * The dist/ is built the way a build makes one: site/public copied in whole (Astro copies the public folder with its
 * dot files), pages and a bundle, and npm start's precompression (precompress.ts) writing .br/.gz beside them.
 */
const root = mkdtempSync(join(tmpdir(), 'prud-deploy-assets-'));
let api: Server;
let apiUrl = '';
const manifests: Record<string, unknown>[] = [];

const ok = (result: unknown) => JSON.stringify({ success: true, errors: [], messages: [], result });

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      // An existing Worker last deployed by wrangler: no dashboard-config prompt, no secrets, no deployments.
      if (path.endsWith('/workers/services/prud-shop')) {
        return res.end(
          ok({ default_environment: { environment: 'production', script: { tag: 'stand-in', last_deployed_from: 'wrangler' } } }),
        );
      }
      if (path.endsWith('/workers/scripts/prud-shop/secrets')) return res.end(ok([]));
      if (path.endsWith('/workers/scripts/prud-shop/deployments')) return res.end(ok({ deployments: [] }));
      if (path.endsWith('/workers/scripts/prud-shop/assets-upload-session') && req.method === 'POST') {
        manifests.push((JSON.parse(body) as { manifest: Record<string, unknown> }).manifest);
        // Nothing to upload (every hash "known"): wrangler goes on to the script upload, where the stand-in stops it.
        return res.end(ok({ jwt: 'stand-in-completion-token', buckets: [] }));
      }
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          success: false,
          errors: [{ code: 10000, message: 'stand-in: the deploy stops here' }],
          messages: [],
          result: null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/client/v4`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** A dist/ as `npm start` leaves it: public files, pages and a bundle, each text file with its .br and .gz. */
async function builtDist(name: string): Promise<string> {
  const dist = join(root, name);
  cpSync('site/public', dist, { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html lang="sk"><title>${title}</title><main>${'<p>Prúd života – kniha mesiaca.</p>'.repeat(80)}</main></html>`;
  writeFileSync(join(dist, 'index.html'), page('Domov'));
  mkdirSync(join(dist, 'produkt/7'), { recursive: true });
  writeFileSync(join(dist, 'produkt/7/index.html'), page('Kniha'));
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, '_astro/shell.Ab12Cd.js'), `export const x = ${JSON.stringify('a'.repeat(4000))};\n`);
  await precompressDir(dist, { threads: 1 });
  return dist;
}

function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => `/${join(e.parentPath, e.name).slice(dir.length + 1)}`)
    .sort();
}

/** Runs the real `wrangler deploy` of wrangler.toml with `dist` as the assets folder; the paths it would upload. */
async function deployedAssets(dist: string): Promise<string[]> {
  const before = manifests.length;
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('CLOUDFLARE_'))),
    CLOUDFLARE_API_BASE_URL: apiUrl,
    CLOUDFLARE_API_TOKEN: 'stand-in-token',
    CLOUDFLARE_ACCOUNT_ID: 'stand-in-account',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_LOG_PATH: join(root, 'wrangler-logs'),
    CI: '1',
    NO_COLOR: '1',
  };
  const output = await new Promise<string>((resolve) => {
    const child = spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--assets', dist], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (text += c.toString('utf8')));
    child.on('close', () => resolve(text));
  });
  expect(manifests.length, `wrangler posted no asset manifest:\n${output}`).toBe(before + 1);
  return Object.keys(manifests[before]).sort();
}

describe('the deployed assets', () => {
  it('never include the .br/.gz copies that npm start writes into dist/ (site/public/.assetsignore)', async () => {
    const dist = await builtDist('dist');
    const files = filesOf(dist);
    expect(files).toContain('/.assetsignore');
    expect(files).toEqual(expect.arrayContaining(['/index.html.br', '/index.html.gz', '/_astro/shell.Ab12Cd.js.br']));

    const uploaded = await deployedAssets(dist);
    expect(uploaded.filter((p) => /\.(br|gz)$/.test(p))).toEqual([]);
    // Everything else is served: the pages, the bundle and the public files (wrangler keeps its own _headers and
    // the ignore file back).
    expect(uploaded).toEqual(files.filter((p) => !/\.(br|gz)$/.test(p) && p !== '/.assetsignore' && p !== '/_headers'));
    expect(uploaded).toEqual(expect.arrayContaining(['/index.html', '/produkt/7/index.html', '/_astro/shell.Ab12Cd.js', '/favicon.svg']));
  }, 120_000);

  it('would include them without the ignore file (so the check above can fail)', async () => {
    const dist = await builtDist('dist-without-ignore');
    rmSync(join(dist, '.assetsignore'));
    const uploaded = await deployedAssets(dist);
    expect(uploaded).toEqual(
      expect.arrayContaining(['/index.html.br', '/index.html.gz', '/produkt/7/index.html.br', '/_astro/shell.Ab12Cd.js.gz']),
    );
  }, 120_000);
});
