import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { googleEnv, startE2eGoogleProvider } from '../support/e2e-google';
import { freePort } from '../support/net';
import { chromiumPath } from '../support/chromium';
import { startPacketaStandIn } from '../support/packeta-stand-in';

/**
 * Starts the local OpenID provider (Google sign-in), then the real shop on a fresh database and a free port;
 * teardown stops both. TRUST_PROXY=1: specs that sign in many times give each test its own X-Forwarded-For
 * address, so the login rate limit (per IP) does not couple unrelated tests.
 */
export default async function globalSetup() {
  // Stops at once with the one line that says what to install (tests/support/chromium.ts).
  chromiumPath();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'prud-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'server.log');
  // Runs in this process for the whole run; teardown (same process) stops it.
  const idp = await startE2eGoogleProvider();
  (globalThis as { prudE2eIdp?: typeof idp }).prudE2eIdp = idp;
  // Packeta's widget, point feeds and packet API (tests/support/packeta-stand-in.ts), before the shop: its build
  // allows the widget's origin in the pages' policy (site/build/csp.ts).
  const packeta = await startPacketaStandIn();
  (globalThis as { prudE2ePacketa?: typeof packeta }).prudE2ePacketa = packeta;
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
      // Analytics after consent (tests/e2e/analytics.spec.ts intercepts this address: no network).
      ANALYTICS_SCRIPT_URL: 'https://analytics.example.test/script.js',
      ANALYTICS_SITE_ID: 'prud.sk',
      ...googleEnv(idp),
      ...packeta.env,
    },
    // The server's output goes to a file (a pipe nobody reads would block it once full).
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    detached: true,
  });
  const output = () => readFileSync(logFile, 'utf8').slice(-4000);
  // Teardown runs in this same process and stops the server by PID.
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_DATA_DIR = dataDir;

  try {
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The shop server exited early (code ${child.exitCode}):\n${output()}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    if (Date.now() >= deadline) throw new Error(`The shop server did not answer within 240 s:\n${output()}`);
  } catch (err) {
    // Teardown may not run after a failed setup: do not leave the provider holding the process open.
    await idp.stop();
    await packeta.close();
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;
  // Specs read what the stand-in received from its `/_stand-in/packets` (they run in other processes).
  process.env.E2E_PACKETA_URL = packeta.origin;
  child.unref();
}
