import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net';
import { writeFixture } from './wrangler-dev';

/**
 * `npm run start:worker` as a developer runs it: sqld started, migrated and seeded with the demo, wrangler dev on
 * PORT serving the production Worker against it; a SIGTERM to its process group (what Ctrl-C in a terminal sends
 * as SIGINT) ends wrangler and sqld. The site's pages are a small fixture (DIST_DIR), so no astro build runs here.
 */
const dir = mkdtempSync(join(tmpdir(), 'prud-start-worker-'));
const dataDir = join(dir, 'data');
let child: ChildProcess | undefined;
let output = '';

afterAll(() => {
  // Whatever a failed step left running: the script's process group (sqld is in it).
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.arrayBuffer().then(() => true),
    () => false,
  );

describe('npm run start:worker', () => {
  it('serves the Worker on PORT against a local sqld with the demo data, and stops both on SIGTERM', async () => {
    writeFixture(dir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn('npm', ['run', 'start:worker'], {
      // BASE_URL as a developer leaves it (vitest puts Vite's BASE_URL '/' into process.env): the Worker's own address.
      env: {
        ...process.env,
        BASE_URL: base,
        PORT: String(port),
        DATA_DIR: dataDir,
        DIST_DIR: join(dir, 'assets'),
        WRANGLER_SEND_METRICS: 'false',
        CI: 'true',
        NO_COLOR: '1',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    // Seeding hashes the demo passwords and wrangler bundles the Worker: up to 2 minutes on a busy machine.
    for (let i = 0; i < 240 && child.exitCode === null && !(await answers(`${base}/api/health`)); i++)
      await new Promise((r) => setTimeout(r, 500));

    const health = await fetch(`${base}/api/health?deep=1`)
      .then((r) => r.json())
      .catch(() => undefined);
    expect(health, output).toMatchObject({ status: 'ok', environment: 'cloudflare', database: 'ok', objectStore: 'ok' });
    const list = await fetch(`${base}/api/products`);
    expect(list.status).toBe(200);
    const { products } = (await list.json()) as { products: { image: string }[] };
    expect(products.length, output).toBeGreaterThan(0);
    // The seed's covers went into the bucket wrangler serves.
    const cover = await fetch(`${base}${products[0].image}`);
    expect([cover.status, cover.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);

    // Its data where README says; the vars wrangler needs beside its config, not in the repository.
    const sqldUrl = /sqld \(libSQL server\) on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(sqldUrl, output).toBeDefined();
    expect(existsSync(join(dataDir, 'sqld/db'))).toBe(true);
    expect(readFileSync(join(dataDir, 'sqld/.dev.vars'), 'utf8')).toContain(`DATABASE_URL="${sqldUrl}"`);
    expect(await answers(`${sqldUrl}/health`)).toBe(true);

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // Bounded: wrangler and sqld end within 20 s of the signal.
    let up = true;
    for (let i = 0; i < 40 && up; i++) {
      up = (await answers(`${base}/api/health`)) || (await answers(`${sqldUrl}/health`));
      if (up) await new Promise((r) => setTimeout(r, 500));
    }
    expect(up, output).toBe(false);
  });
});
