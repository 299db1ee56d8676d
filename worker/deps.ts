import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { UserRow } from '../db/queries/accounts/users';
import type { ApiOrder } from './domain/orders';
import type { PacketaPacket, PacketaPacketRequest, PacketaPoint } from './domain/packeta';
import type { ShopMailDelivery } from './domain/outbox';
import type { PublishState } from './domain/publishing';
import type { RateLimitRule } from './domain/rate-limit-rules';

/** Files (uploads, seeded covers, invoices): R2 in production, wrangler's emulated R2 on Node, a Map in tests. */
export interface ObjectStore {
  get(key: string): Promise<{ body: ReadableStream | ArrayBuffer | Uint8Array; contentType: string; size: number } | null>;
  put(key: string, body: ArrayBuffer | Uint8Array | string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Files sent with the mail. `storeKey`: the same bytes are already kept in the object store under this key (the
   * kept invoice, worker/services/invoices/invoice-file.ts), so a copy kept for staff refers to it instead of a second file.
   */
  attachments?: { filename: string; contentType: string; content: Uint8Array; storeKey?: string }[];
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo?: string;
  /**
   * Values in the text that only the recipient may see (reset and registration tokens). Adapters that keep a
   * copy for staff next to a real delivery store it with these blanked out.
   */
  secrets?: string[];
  /** Extra headers (List-Unsubscribe…), passed on by adapters that can (the HTTP mailer). */
  headers?: Record<string, string>;
  /**
   * 'newsletter': a mail to a reader as a subscriber, made only by worker/services/newsletter/newsletter-mail.ts, the one kind
   * with the unsubscribe footer and the List-Unsubscribe headers. Otherwise a service mail (an order, a payment,
   * back in stock, the account), which says why the reader gets it and never carries either (issue 29).
   */
  kind?: 'service' | 'newsletter';
}

/** One interface, adapters per environment (outbox locally, an HTTP e-mail API in production). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One named rate-limit rule (worker/domain/rate-limit-rules.ts): false once `key` used up its budget. */
export interface RateLimiter {
  limit(key: string): Promise<boolean>;
}

/** Serves the pre-rendered site: Workers Static Assets in production, the dist/ folder on Node. */
export interface AssetFetcher {
  /** Returns the asset at `path` (e.g. `/`, `/product/3/`, `/_astro/x.js`), or null when there is none. */
  fetch(path: string, request: Request): Promise<Response | null>;
}

export interface AppConfig {
  /** The shop's own public URL; links in e-mails are built from this, never from the request. */
  baseUrl: string;
  /** Secret for signing bearer tokens. */
  tokenSecret: string;
  /** Environment name, shown by /api/health. */
  environment: 'node' | 'cloudflare' | 'test';
  /**
   * The request header a trusted edge sets to identify a request (cf-ray on Cloudflare, x-request-id behind
   * TRUST_PROXY on Node): used as the request's id (worker/http/request-id.ts). Absent: every id is generated.
   */
  trustedRequestIdHeader?: string;
  /** Sender of every e-mail, e.g. `Prúd Eshop <eshop@prud.sk>`. */
  mailFrom: string;
  /** Where the contact form and staff notices go. */
  shopEmail: string;
  /**
   * How mail leaves the shop: 'provider' (MAIL_PROVIDER, platform/env-config.ts) or 'outbox' only, never sent
   * (the admin's dashboard and outbox screen say so).
   */
  mailDelivery: ShopMailDelivery;
  /** Google sign-in (OpenID Connect); absent = the button is hidden and the endpoints answer 404. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** Cloudflare: PUBLISH_REPORT_SECRET, which signs the build service's deploy reports (`POST /api/publish/report`, 404 without). */
  publishReportSecret?: string;
  /**
   * Card payments. With `secretKey` + `webhookSecret` the real Stripe API (tests point `api` at a local stand-in);
   * without, the shop's own test checkout signs its events with `webhookSecret` and sends them through the same
   * webhook code.
   */
  stripe: {
    secretKey?: string;
    webhookSecret: string;
    api?: { host: string; port: number; protocol: 'http' | 'https' };
    /**
     * The built-in test checkout (only without `secretKey`): on only for a loopback BASE_URL or TEST_CHECKOUT=1,
     * on Node and Cloudflare alike (platform/env-config.ts), so a public shop without Stripe keys never takes
     * "payments" that move no money. With neither, card payment answers 503.
     */
    testCheckout: boolean;
  };
}

/** The TrueType fonts the PDF invoice embeds (every Slovak letter: č, ď, ľ, ĺ, ň, ŕ, š, ť, ž …). */
export interface InvoiceFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/**
 * Renders the PDF invoice of an order (worker/services/invoices/invoice-pdf.ts), a pure function of the order: on worker
 * threads on Node (invoice-pool-node.ts), inline on Workers (where it runs after the answer, through waitUntil)
 * and in tests. CPU-heavy (subset fonts, the PAY by square code): callers read invoices through
 * worker/services/invoices/invoice-file.ts, which keeps each one in the object store, so it is rendered once.
 */
export type InvoiceRenderer = (order: ApiOrder) => Promise<Uint8Array>;

/**
 * Builds the typo search's vocabulary from each published product's texts (name, author, tags, categories) and
 * answers it packed (worker/domain/spelling-pack.ts): 0.15–0.45 s of CPU at 10,000 products. On a worker thread of
 * its own on Node (vocabulary-pool-node.ts), inline on Workers (only ever in a waitUntil, after the answer) and in
 * tests. Called only by worker/services/search/spelling-vocabulary.ts's background build, never by a search.
 */
export type VocabularyBuilder = (products: string[][]) => Promise<string>;

/**
 * Background work a few tasks at a time, the rest waiting in order (the confirmations of a burst of orders), so
 * a burst never starts a thousand renders at once. Keyed: a key already waiting or running is not added twice.
 */
export interface WorkQueue {
  /** Runs `task` when a slot is free; with a key already queued, the promise of that one. Rejects as the task does. */
  run(key: string, task: () => Promise<void>): Promise<void>;
  /** Whether `key` waits or runs in this process (the retry timer leaves it alone). */
  has(key: string): boolean;
}

/**
 * Where the catalogue read cache (worker/http/catalogue-cache.ts) learns the catalogue version: a number that
 * moves whenever what the public catalogue and media reads answer changes (database triggers, migration 0005).
 */
export interface CatalogueVersion {
  /** The version a read is keyed by; asked at the start of the read, before the route reads the database. */
  current(): number | Promise<number>;
  /** After every API request that may have written (any method but GET/HEAD), before its answer leaves. */
  afterWrite(): void | Promise<void>;
}

/** Compresses a cached answer once per coding (Node); absent on Workers, which compress on their own. */
export interface BodyEncoder {
  /** Smaller answers are sent as they are. */
  minBytes: number;
  encode(bytes: Uint8Array, coding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>>;
}

/** The catalogue read cache's dependencies: the version source, the compressor and its bounds. */
export interface CatalogueCacheDeps {
  version: CatalogueVersion;
  encoder?: BodyEncoder;
  /** Bounds on what the cache holds (defaults in catalogue-cache.ts): random keywords cannot exhaust memory. */
  maxEntries?: number;
  maxBytes?: number;
}

/** Everything the Hono app needs from the outside world, injected by a platform entry. */
export interface AppDeps {
  db: Db;
  store: ObjectStore;
  mailer: Mailer;
  assets: AssetFetcher;
  now: () => Date;
  config: AppConfig;
  /** One limiter per named rule: in-process on Node and in tests, the Workers rate-limiting binding on Cloudflare. */
  rateLimiters: Record<RateLimitRule, RateLimiter>;
  /** The caller's IP as the platform knows it (socket address on Node, CF-Connecting-IP on Cloudflare). */
  clientIp: (c: Context) => string;
  log: (level: 'info' | 'warn' | 'error', message: string, data?: unknown) => void;
  /**
   * Work that finishes after the answer has gone (the confirmation e-mail with its PDF): Workers keep the request
   * alive with `executionCtx.waitUntil` (app.ts swaps that in per request), Node simply lets it run, tests collect
   * it so `t.call` can wait for it. The task must catch its own errors.
   */
  waitUntil: (task: Promise<unknown>) => void;
  /** Renders an invoice PDF: off the thread that answers requests on Node. Read invoices through invoice-file.ts. */
  renderInvoice: InvoiceRenderer;
  /** Builds the typo search's vocabulary in the background (worker/services/search/spelling-vocabulary.ts). */
  buildSearchVocabulary: VocabularyBuilder;
  /** The confirmation e-mails of placed orders go through this, a few at a time (unbounded on Workers). */
  mailQueue: WorkQueue;
  publisher: Publisher;
  /** Public catalogue reads answered from memory until the catalogue changes (worker/http/catalogue-cache.ts). */
  catalogue: CatalogueCacheDeps;
  /** Packeta's pickup points and packets (worker/adapters/packeta.ts); PACKETA_* unset = the parts not configured. */
  packeta: Packeta;
}

/**
 * Packeta (Zásielkovňa): the point check when an order names a pickup point, and the packet staff create from an
 * order. Not configured (no PACKETA_API_KEY / PACKETA_API_PASSWORD): `widget` is absent / `canCreatePackets` false,
 * and the calls throw `PacketaError('not-configured')` (worker/domain/packeta.ts), as they throw 'fault' for
 * Packeta's refusal and 'unreachable' when it does not answer.
 */
export interface Packeta {
  /** The widget's key and script (PACKETA_API_KEY, PACKETA_WIDGET_URL); absent: no pickup points can be chosen. */
  readonly widget?: { apiKey: string; scriptUrl: string };
  /** PACKETA_API_PASSWORD is set: staff may create packets ('Vytvoriť zásielku v Packete'). */
  readonly canCreatePackets: boolean;
  /** The point or Z-BOX with this id as Packeta lists it now (open, accepting parcels), or null when it does not. */
  checkPoint(id: string): Promise<PacketaPoint | null>;
  createPacket(packet: PacketaPacketRequest): Promise<PacketaPacket>;
}

/**
 * Republishes the pre-rendered site after a write that changes it: a debounced background build swapped in on
 * Node, a deploy hook on Cloudflare, a recorder in tests.
 */
export interface Publisher {
  /**
   * Asks for a republish; returns at once, never throws; requests in a burst coalesce. Work that must outlive the
   * request (the deploy hook's call on Workers) goes through `waitUntil`.
   */
  request(reason: string, waitUntil: AppDeps['waitUntil']): void;
  state(): Promise<PublishState>;
}

/** The signed-in caller, as worker/http/auth.ts loaded it from the database (never with the password hash). */
export type AuthUser = Omit<UserRow, 'passwordHash'>;

export type AppEnv = { Variables: { deps: AppDeps; user?: AuthUser } };
