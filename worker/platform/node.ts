import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { withCloseWhenBodyUnread } from './node-connection';
import { inDatabaseBackground, openThreadDb, type ThreadClient } from './database-thread';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { migrateDb, openNodeDb } from '../../db/client-node';
import type { Db } from '../../db/client';
import { createApp } from '../app';
import { distAssets } from '../adapters/dist-assets';
import { r2Store } from '../adapters/object-store';
import { openLocalBucket } from './local-bucket';
import { openHealingBucket } from './healing-bucket';
import { databaseUnreachable } from './startup-failure';
import { memoryRateLimiters } from '../adapters/rate-limiters';
import type { AppDeps, ObjectStore, WorkQueue } from '../deps';
import { invoicePool } from '../adapters/invoice-pool-node';
import { vocabularyPool } from '../adapters/vocabulary-pool-node';
import { workQueue } from '../services/mail/work-queue';
import { nodePublisher } from './node-publisher';
import { googleFromEnv, mailAddressesFromEnv, stripeFromEnv } from './env-config';
import { mailerFromEnv } from './mail-setup';
import { packetaClient, packetaFromEnv, packetaNotice } from '../adapters/packeta';
import { clientIpResolver, trustedProxyHops } from '../http/client-ip';
import { NODE_SERVER_TIMEOUTS } from '../http/body-limits';
import { nodeJsonEncoder, withJsonCompression } from './node-compression';
import { processCatalogueVersion } from '../adapters/catalogue-version';
import { sqliteFileChangeProbe } from '../adapters/file-change-probe';
import { readCatalogueVersion } from '../../db/queries/catalogue/catalogue-version';
import { jsonLog } from './json-log';

/** Settings of the embedded default, all from the environment with local defaults. */
export interface NodeSettings {
  dataDir: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  distDir: string;
  port: number;
  host: string;
  baseUrl: string;
  /** TRUST_PROXY=N behind N reverse proxies: the client IP (rate limits) is N hops from the right of X-Forwarded-For. */
  trustProxy: number;
  /**
   * PASSWORD_HASH_THREADS: worker threads that run scrypt (0: node:crypto's async scrypt on libuv's thread pool, as
   * on Workers). PASSWORD_HASH_NICE: their nice value (Linux), so that serving pages wins the CPU over hashing.
   */
  passwordHashThreads: number;
  passwordHashNice: number;
  /**
   * INVOICE_THREADS: worker threads that render invoice PDFs (at the hashing threads' nice value), and so also how
   * many confirmation e-mails are in the making at once; the rest wait in the mail queue.
   */
  invoiceThreads: number;
}

/** A whole number from the environment within [min, max], else the default; anything else stops the start-up. */
function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

/**
 * Chosen by measurement (bench/results.md, "Pages during a burst of logins"): at nice 10 the hashing threads only
 * get the CPU that serving leaves, so they may be as many as the cores (bounded: each scrypt holds 16 MiB).
 */
const DEFAULT_HASH_THREADS = Math.min(4, availableParallelism());
const DEFAULT_HASH_NICE = 10;
/** Two threads keep up with the order burst of bench/results.md; more only compete with serving on small machines. */
const DEFAULT_INVOICE_THREADS = Math.min(2, availableParallelism());

export function settingsFromEnv(env = process.env): NodeSettings {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 4321);
  const host = env.HOST ?? '127.0.0.1';
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${dataDir}/prud.db`,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    port,
    host,
    baseUrl: env.BASE_URL ?? `http://localhost:${port}`,
    trustProxy: trustedProxyHops(env.TRUST_PROXY),
    passwordHashThreads: intSetting(env, 'PASSWORD_HASH_THREADS', DEFAULT_HASH_THREADS, 0, 16),
    passwordHashNice: intSetting(env, 'PASSWORD_HASH_NICE', DEFAULT_HASH_NICE, 0, 19),
    invoiceThreads: intSetting(env, 'INVOICE_THREADS', DEFAULT_INVOICE_THREADS, 1, 16),
  };
}

/** One JSON object a line (json-log.ts): errors to stderr, the rest to stdout. */
export const log: AppDeps['log'] = jsonLog((level, line) => (level === 'error' ? console.error : console.log)(line));

/** A secret that survives restarts without ever entering git: the environment's, else a file under .data/. */
function localSecret(dataDir: string, envValue: string | undefined, fileName: string): string {
  if (envValue) return envValue;
  const file = resolve(dataDir, fileName);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The database (migrated) and the emulated R2 bucket, persisted under the data folder. A database that cannot be
 * opened is a StartupFailure naming DATABASE_URL. The bucket reopens itself when its emulator dies
 * (healing-bucket.ts); `onStoreLost` hears when it could not.
 */
export async function openStorage(
  s: NodeSettings,
  onStoreLost?: (err: unknown) => void,
): Promise<{ db: Db; store: ObjectStore; dispose(): Promise<void> }> {
  mkdirSync(s.dataDir, { recursive: true });
  let db: Db | undefined;
  try {
    // A local file is read and written on a thread of its own, so that no request waits for the disk behind another
    // one's commit (database-thread.ts); a remote database is asked over the network anyway.
    db = s.databaseUrl.startsWith('file:')
      ? openThreadDb(s.databaseUrl, s.databaseAuthToken)
      : openNodeDb(s.databaseUrl, s.databaseAuthToken);
    // Reaching the database is one question (the address, the server, the token); a migration that fails on a
    // database that answered is another, and keeps its own error.
    await db.$client.execute('select 1');
  } catch (err) {
    db?.$client.close();
    throw databaseUnreachable(s.databaseUrl, s.databaseAuthToken, err);
  }
  await migrateDb(db);
  const uploads = await openHealingBucket({ open: () => openLocalBucket(s.dataDir), log, onUnrecoverable: onStoreLost });
  return {
    db,
    store: r2Store(uploads.bucket),
    async dispose() {
      await uploads.dispose();
      const client: Db['$client'] & Partial<Pick<ThreadClient, 'ended'>> = db.$client;
      client.close();
      // The thread's connection closes after the statements asked before it (a checkpoint of the WAL included).
      await client.ended?.();
    },
  };
}

/** The socket's remote address (worker/http/client-ip.ts decides whether X-Forwarded-For may override it). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function nodeDeps(s: NodeSettings, db: Db, store: ObjectStore, env = process.env): AppDeps {
  const addresses = mailAddressesFromEnv(env);
  const publisher = nodePublisher(s, db, log, env);
  // With MAIL_PROVIDER + MAIL_API_KEY mails really go out (a copy stays in the outbox); else the outbox only, and
  // start-up says so (a warning unless the shop is local).
  const { mailer, mailDelivery } = mailerFromEnv(env, { db, store, log, baseUrl: s.baseUrl, from: addresses.mailFrom, strict: true });
  const packeta = packetaFromEnv(env);
  const deps: AppDeps = {
    db,
    store,
    mailer,
    // Read per request: a republish swaps the served folder.
    assets: distAssets(publisher.root, {}, publisher.onPatched),
    now: () => new Date(),
    config: {
      baseUrl: s.baseUrl,
      tokenSecret: localSecret(s.dataDir, env.TOKEN_SECRET, 'token-secret'),
      environment: 'node',
      // Behind trusted proxies their request id is kept (one id from the proxy's log to ours); else generated.
      trustedRequestIdHeader: s.trustProxy > 0 ? 'x-request-id' : undefined,
      ...addresses,
      mailDelivery,
      google: googleFromEnv(env),
      // Without Stripe keys the test checkout (loopback BASE_URL or TEST_CHECKOUT=1) signs its events with this local secret.
      stripe: stripeFromEnv(env, `whsec_${localSecret(s.dataDir, undefined, 'test-checkout-secret')}`, s.baseUrl),
    },
    // One process, so an in-memory counter sees every request.
    rateLimiters: memoryRateLimiters(),
    clientIp: clientIpResolver(s.trustProxy, socketAddress),
    log,
    publisher,
    // Invoices render on threads of their own, below the event loop's priority; confirmations queue for them.
    renderInvoice: invoicePool({
      size: s.invoiceThreads,
      nice: s.passwordHashNice,
      module: new URL('../services/invoices/invoice-pdf.ts', import.meta.url),
    }).render,
    // Work after the answer: on the database thread its statements yield to those of requests (database-thread.ts).
    mailQueue: afterAnswers(workQueue(s.invoiceThreads)),
    // The typo search's vocabulary is built on a thread of its own too, never on the event loop.
    buildSearchVocabulary: vocabularyPool({ nice: s.passwordHashNice, module: new URL('../domain/spelling-pack.ts', import.meta.url) })
      .build,
    // One process: the version in memory, looked up again after each write request, and when the database file
    // changed under it (a script, e2e helpers) or a second passed; cached answers compressed once (catalogue-version.ts).
    catalogue: {
      version: processCatalogueVersion(() => readCatalogueVersion(db), {
        pollMs: 1000,
        changed: sqliteFileChangeProbe(s.databaseUrl) ?? undefined,
        onError: (err) => log('warn', 'catalogue version unreadable', { error: String(err) }),
      }),
      encoder: nodeJsonEncoder,
    },
    // The task catches its own errors; the process keeps running, so it completes after the answer.
    waitUntil: (task) => void task.catch((err) => log('error', 'background task failed', { error: String(err) })),
    packeta: packetaClient(packeta),
  };
  log('info', packetaNotice(packeta));
  // The unsubscribe footer and headers are the newsletter's own (newsletter-mail.ts), never added to service mail.
  return deps;
}

/** A queue whose tasks run as work after an answer (`inDatabaseBackground`). */
function afterAnswers(queue: WorkQueue): WorkQueue {
  return { run: (key, task) => queue.run(key, () => inDatabaseBackground(task)), has: (key) => queue.has(key) };
}

/** The app on Node: its JSON answers compressed here (Workers compress on their own; see node-compression.ts). */
export function nodeFetch(deps: AppDeps) {
  return withCloseWhenBodyUnread(withJsonCompression(createApp(deps).fetch));
}

export function listen(s: NodeSettings, deps: AppDeps): Promise<ServerType> {
  const fetch = nodeFetch(deps);
  return new Promise((ok) => {
    const server = serve({ fetch, port: s.port, hostname: s.host, serverOptions: NODE_SERVER_TIMEOUTS }, () => ok(server));
  });
}
