import type { Db } from '../db/client';

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
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** One interface, adapters per environment (outbox locally, an HTTP e-mail API in production). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
}

/** Everything the Hono app needs from the outside world, injected by a platform entry. */
export interface AppDeps {
  db: Db;
  store: ObjectStore;
  mailer: Mailer;
  assets: AssetFetcher;
  now: () => Date;
  config: AppConfig;
  log: (level: 'info' | 'warn' | 'error', message: string, data?: unknown) => void;
}

export type AppEnv = { Variables: { deps: AppDeps } };
