/**
 * `npm start`: the embedded default on one machine. Applies migrations, seeds the demo catalogue into an empty
 * database when this is a demo (loopback BASE_URL or SEED_DEMO=1, demo-seed.ts), pre-renders the site with
 * `astro build`, then serves site and API on one port.
 */
import { scryptPool } from '../adapters/password-pool-node';
import { hashPassword, setScryptDerive, verifyPassword } from '../services/accounts/password';
import { runScheduledJobs, SCHEDULED_EVERY_MS } from '../services/operations/scheduled';
import { askForVocabularyBuild } from '../services/search/spelling-vocabulary';
import { runAstroBuild } from './astro-build';
import { adminNotice, demoAtStart } from './demo-seed';
import { cardPaymentNotice } from './env-config';
import { listen, log, nodeDeps, openStorage, settingsFromEnv } from './node';
import { removeServerLock, writeServerLock } from './server-lock';
import { StartupFailure } from './startup-failure';

const settings = settingsFromEnv();
const started = Date.now();
// Password hashing on threads of its own, at a lower priority than the event loop (see password-pool-node.ts).
const hashing =
  settings.passwordHashThreads > 0 ? scryptPool({ size: settings.passwordHashThreads, nice: settings.passwordHashNice }) : null;
if (hashing) setScryptDerive(hashing.derive);
// Names this process as the one using the data folder, from before the first write (migrations) to the stop:
// `npm run restore` refuses while it runs (server-lock.ts).
writeServerLock(settings.dataDir, { pid: process.pid, url: settings.baseUrl, startedAt: new Date().toISOString() });
// On every exit: wrangler's emulator ends the process itself on SIGTERM (process.exit), before stop() below runs.
process.on('exit', () => removeServerLock(settings.dataDir));
// A database that cannot be opened ends the start with one line naming DATABASE_URL (startup-failure.ts); an object
// store that cannot be reopened after its emulator died ends the process so that a supervisor restarts it.
const storage = await openStorage(settings, (err) => {
  log('error', 'object store lost: the local R2 emulation could not be reopened; exiting for a restart', { error: String(err) });
  process.exit(1);
}).catch((err) => {
  if (!(err instanceof StartupFailure)) throw err;
  log('error', err.message, err.data);
  process.exit(1);
});

const demo = await demoAtStart(storage.db, process.env, settings.baseUrl, {
  putObject: (key, body, contentType) => storage.store.put(key, body, contentType),
  hashPassword,
  verifyPassword,
});
for (const n of demo.notices) log(n.level, n.message, n.data);
const noAdmin = await adminNotice(storage.db);
if (noAdmin) log(noAdmin.level, noAdmin.message);

if (process.env.SKIP_BUILD !== '1') {
  log('info', 'building the site (astro build)…');
  const built = await runAstroBuild({
    outDir: settings.distDir,
    databaseUrl: settings.databaseUrl,
    siteUrl: process.env.SITE_URL ?? settings.baseUrl,
  });
  if (!built.ok) {
    console.error(built.output.split('\n').slice(-40).join('\n'));
    log('error', 'astro build failed');
    await storage.dispose();
    process.exit(1);
  }
}

const deps = nodeDeps(settings, storage.db, storage.store);
// Which card payments this shop takes, and why (a public BASE_URL without Stripe keys takes none).
const card = cardPaymentNotice(process.env, deps.config.stripe, settings.baseUrl);
log(card.level, card.message);
const server = await listen(settings, deps);
// The typo search's words for a seeded or changed catalogue, on their thread, while the first visitors arrive.
void askForVocabularyBuild(deps);
// Failed confirmation e-mails are retried in the background (unref: never keeps the process alive).
const jobs = setInterval(() => void runScheduledJobs(deps), SCHEDULED_EVERY_MS);
jobs.unref();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nPrúd života beží na ${settings.baseUrl}  (štart ${seconds} s)`);
if (demo.logins.length > 0) console.log('Demo prihlásenia:');
for (const u of demo.logins) console.log(`  ${u.role.padEnd(9)} ${u.email.padEnd(28)} ${u.password}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(jobs);
  server.close();
  await hashing?.close();
  await storage.dispose();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
