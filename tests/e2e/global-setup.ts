import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { googleEnv, startE2eGoogleProvider } from '../support/e2e-google';
import { freePort } from '../support/net';
import { testBrowserPath } from '../support/chromium';
import { startPacketaStandIn } from '../support/packeta-stand-in';
import { E2E_SHOPS, type E2eShop } from './shops';

/** One real shop (`worker/platform/start.ts`: migrations, demo seed, astro build, Node entry), answering. */
async function startShop(shop: E2eShop, extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `prud-e2e-${shop}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'server.log');
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/platform/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'dist'),
      BASE_URL: baseUrl,
      DATABASE_URL: `file:${join(dataDir, 'prud.db')}`,
      TRUST_PROXY: '1',
      // Password hashing, invoices and the search words run on threads at nice 10 in production, so that serving
      // pages wins the CPU. Here every request is some test's next step, and the browsers (nice 0) fill both
      // cores: at nice 10 a login took over 7 s under load (a spec's login button still 'Prihlasujem…' at its
      // timeout), so the test servers run them at the browsers' priority.
      PASSWORD_HASH_NICE: '0',
      // Analytics after consent (tests/e2e/analytics.spec.ts intercepts this address: no network).
      ANALYTICS_SCRIPT_URL: 'https://analytics.example.test/script.js',
      ANALYTICS_SITE_ID: 'prud.sk',
      ...extraEnv,
    },
    // The server's output goes to a file (a pipe nobody reads would block it once full).
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    detached: true,
  });
  // Teardown runs in this same process and stops each server by its group's id, even after a failed start.
  process.env[E2E_SHOPS[shop].pid] = String(child.pid);
  process.env[E2E_SHOPS[shop].dataDir] = dataDir;
  const output = () => readFileSync(logFile, 'utf8').slice(-4000);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${shop} shop server exited early (code ${child.exitCode}):\n${output()}`);
    if (Date.now() >= deadline) throw new Error(`The ${shop} shop server did not answer within 240 s:\n${output()}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env[E2E_SHOPS[shop].baseUrl] = baseUrl;
  child.unref();
}

/**
 * Starts the local OpenID provider (Google sign-in) and the Packeta stand-in, then two real shops on fresh
 * databases and free ports, side by side: `main` for the specs that read the catalogue as seeded, `writes` for the
 * specs that change the whole catalogue or republish the site (*.writes.spec.ts, tests/e2e/shops.ts). Each has its
 * own data folder and its own builds, so neither project moves prices or pages under the other's feet, and both
 * run at once instead of one after the other. Teardown stops them all. TRUST_PROXY=1: specs that sign in many
 * times give each test its own X-Forwarded-For address, so the login rate limit (per IP) does not couple tests.
 */
export default async function globalSetup() {
  // Stops at once with the one line that says what to install (tests/support/chromium.ts).
  testBrowserPath();
  // Runs in this process for the whole run; teardown (same process) stops it.
  const idp = await startE2eGoogleProvider();
  (globalThis as { prudE2eIdp?: typeof idp }).prudE2eIdp = idp;
  // Packeta's widget, point feeds and packet API (tests/support/packeta-stand-in.ts), before the shops: their builds
  // allow the widget's origin in the pages' policy (site/build/csp.ts).
  const packeta = await startPacketaStandIn();
  (globalThis as { prudE2ePacketa?: typeof packeta }).prudE2ePacketa = packeta;
  const env = { ...googleEnv(idp), ...packeta.env };
  const started = await Promise.allSettled([startShop('main', env), startShop('writes', env)]);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    // Teardown may not run after a failed setup: stop what was started here, so nothing holds the process open.
    const { default: globalTeardown } = await import('./global-teardown');
    await globalTeardown();
    throw failed.reason;
  }
  // Specs read what the stand-in received from its `/_stand-in/packets` (they run in other processes).
  process.env.E2E_PACKETA_URL = packeta.origin;
}
