import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDb, openNodeDb } from '../../db/client-node';
import type { Db } from '../../db/client';
import { createApp } from '../app';
import { checkedAgainstContract } from './contract-check';
import { memoryStore } from '../adapters/object-store';
import { outboxMailer } from '../adapters/outbox-mailer';
import { memoryRateLimiters } from '../adapters/rate-limiters';
import { nodeInvoiceFonts } from '../adapters/fonts-node';
import { invoiceRenderer } from '../services/invoices/invoice-pdf';
import { packedVocabularyOf } from '../domain/spelling-pack';
import { workQueue } from '../services/mail/work-queue';
import { recordingPublisher } from '../adapters/recording-publisher';
import { packetaClient, packetaFromEnv } from '../adapters/packeta';
import type {
  AppConfig,
  AppDeps,
  Packeta,
  AssetFetcher,
  BodyEncoder,
  CatalogueCacheDeps,
  InvoiceRenderer,
  Mailer,
  Publisher,
  VocabularyBuilder,
} from '../deps';
import { databaseCatalogueVersion, processCatalogueVersion } from '../adapters/catalogue-version';
import { sqliteFileChangeProbe } from '../adapters/file-change-probe';
import { readCatalogueVersion } from '../../db/queries/catalogue/catalogue-version';
import { shopSettings } from '../../db/schema';

/** Pages the fake static host knows: path → HTML. */
function fakeAssets(pages: Record<string, string> = {}): AssetFetcher {
  return {
    async fetch(path) {
      const key = path.endsWith('/') || path.includes('.') ? path : `${path}/`;
      const html = pages[key];
      return html === undefined ? null : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}

export interface TestAppOptions {
  pages?: Record<string, string>;
  /** The app's clock; default: fixed at TEST_NOW. */
  now?: () => Date;
  /** Merged over the test configuration (e.g. `google` pointing at the local OpenID provider). */
  config?: Partial<AppConfig>;
  /** 'production': the real rule numbers (10 a minute…); default: roomy limits so API tests never hit them. */
  rateLimits?: 'roomy' | 'production';
  /**
   * 'production': the migrated limit of open unpaid orders per account (3, `shop_settings`); default: roomy, so
   * tests that place many orders as one account never meet it (worker/routes/unpaid-orders.test.ts tests it).
   */
  openOrderLimit?: 'roomy' | 'production';
  /** Replaces the outbox mailer (e.g. one that fails, to test that answers do not change). */
  mailer?: Mailer;
  /** Replaces how the caller's address is read (default: the `x-test-client-ip` header). */
  clientIp?: AppDeps['clientIp'];
  /**
   * How the catalogue cache learns the version: 'database' (default; as on Workers, exact even when a test writes
   * straight into the database) or 'process' (as on Node: in memory, looked up again after each write request).
   */
  catalogueVersion?: 'database' | 'process';
  /** With 'process': also watch the database file for writes from outside the app, as node.ts does. */
  catalogueFileProbe?: boolean;
  /** The catalogue cache's compressor (Node's in node.ts); none by default, as on Workers. */
  catalogueEncoder?: BodyEncoder;
  /** Bounds of the catalogue cache (defaults of worker/http/catalogue-store.ts). */
  catalogueBounds?: Pick<CatalogueCacheDeps, 'maxEntries' | 'maxBytes'>;
  /** Replaces the invoice renderer (default: inline, as on Workers), e.g. one that counts its calls. */
  renderInvoice?: InvoiceRenderer;
  /** Replaces the typo vocabulary's builder (default: inline, as on Workers), e.g. one held back or counted. */
  buildSearchVocabulary?: VocabularyBuilder;
  /**
   * A database file shared with another test app (two instances, as two Workers isolates): migrated if new, kept
   * on close (the test removes it). Default: a fresh file of this app's own.
   */
  databaseFile?: string;
  /** Replaces the recording publisher (e.g. the deploy hook's, on this app's database); `published` stays empty. */
  publisher?: (db: Db) => Publisher;
  /** Packeta (e.g. `packetaClient` pointed at tests/support/packeta-stand-in.ts); default: not configured. */
  packeta?: Packeta;
}

/** The instant every test app lives at unless given `now` (the default of accounts.ts testClock too). */
export const TEST_NOW = '2026-03-01T10:00:00.000Z';

/** The IP a test request comes from: the `x-test-client-ip` header, else one fixed documentation address. */
export const TEST_CLIENT_IP_HEADER = 'x-test-client-ip';

/**
 * The real app on a fresh libSQL file of its own (isolated storage per test file), with an in-memory object
 * store and the outbox mailer. Call `close()` in afterAll.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'prud-test-'));
  const dbFile = opts.databaseFile ?? join(dir, 'test.db');
  const db: Db = openNodeDb(`file:${dbFile}`);
  await migrateDb(db);
  if (opts.openOrderLimit !== 'production') await db.update(shopSettings).set({ maxOpenUnpaid: 1_000_000 });
  const store = memoryStore();
  const logs: { level: string; message: string; data?: unknown }[] = [];
  const log: AppDeps['log'] = (level, message, data) => void logs.push({ level, message, data });
  // A fixed clock unless the test brings its own (testClock): no answer may depend on when the tests run.
  const now = opts.now ?? (() => new Date(TEST_NOW));
  // Work left running after an answer (worker/deps.ts waitUntil): `call` waits for it, so tests see its effects.
  const background: Promise<unknown>[] = [];
  const settle = async () => {
    while (background.length) await Promise.all(background.splice(0));
  };
  const recorder = recordingPublisher();
  const readVersion = () => readCatalogueVersion(db);
  const catalogueVersion =
    opts.catalogueVersion === 'process'
      ? processCatalogueVersion(readVersion, {
          pollMs: 0,
          changed: opts.catalogueFileProbe ? (sqliteFileChangeProbe(`file:${dbFile}`) ?? undefined) : undefined,
        })
      : databaseCatalogueVersion(readVersion);
  const deps: AppDeps = {
    db,
    store,
    mailer: opts.mailer ?? outboxMailer(db, store, log),
    assets: fakeAssets(opts.pages),
    now,
    config: {
      baseUrl: 'http://shop.test',
      tokenSecret: 'test-secret-0123456789abcdef',
      environment: 'test',
      mailFrom: 'Prúd Eshop <eshop@prud.test>',
      shopEmail: 'eshop@prud.test',
      mailDelivery: 'outbox',
      stripe: { webhookSecret: 'whsec_test_secret_for_api_tests', testCheckout: true },
      ...opts.config,
    },
    rateLimiters: memoryRateLimiters(now, opts.rateLimits === 'production' ? undefined : { limit: 100_000 }),
    clientIp: opts.clientIp ?? ((c) => c.req.header(TEST_CLIENT_IP_HEADER) ?? '192.0.2.1'),
    log,
    renderInvoice: opts.renderInvoice ?? invoiceRenderer(nodeInvoiceFonts),
    // Bounded as on Node, so the confirmations of API tests go through the same queue.
    mailQueue: workQueue(2),
    buildSearchVocabulary: opts.buildSearchVocabulary ?? (async (products) => packedVocabularyOf(products)),
    publisher: opts.publisher?.(db) ?? recorder,
    catalogue: { version: catalogueVersion, encoder: opts.catalogueEncoder, ...opts.catalogueBounds },
    waitUntil: (task) => void background.push(task.catch((err) => log('error', 'background task failed', { error: String(err) }))),
    packeta: opts.packeta ?? packetaClient(packetaFromEnv({})),
  };
  const app = checkedAgainstContract(createApp(deps));
  return {
    app,
    db,
    store,
    deps,
    logs,
    /** The reasons of every republish the app asked for (writes to products, banners, videos, audio). */
    published: recorder.requests,
    /** JSON request helper: `await call('GET', '/api/products')` → { status, body }. */
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      await settle();
      let json: any = text;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: json, headers: res.headers };
    },
    /** Waits for the work requests left running (for tests that use `app.request` directly). */
    settle,
    async close() {
      await settle();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
