/// <reference types="@cloudflare/workers-types" />
import { createApp, type App } from '../app';
import { openWebDb } from '../../db/client-web';
import { cloudflareAssets } from '../adapters/cloudflare-assets';
import { r2Store } from '../adapters/object-store';
import { outboxMailer } from '../adapters/outbox-mailer';
import type { AppDeps } from '../deps';

/** Bindings and secrets of the production Worker (wrangler.toml + `wrangler secret put`). */
export interface Env {
  ASSETS: Fetcher;
  BUCKET: R2Bucket;
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  BASE_URL: string;
  TOKEN_SECRET?: string;
}

const log: AppDeps['log'] = (level, message, data) => console[level](JSON.stringify({ level, message, data }));

// One app per isolate: the database client and router are reused across requests.
let app: App | undefined;

function build(env: Env): App {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not configured');
  if (!env.TOKEN_SECRET) throw new Error('TOKEN_SECRET is not configured');
  const db = openWebDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  const store = r2Store(env.BUCKET as never);
  return createApp({
    db,
    store,
    mailer: outboxMailer(db, store, log),
    assets: cloudflareAssets(env.ASSETS),
    now: () => new Date(),
    config: { baseUrl: env.BASE_URL, tokenSecret: env.TOKEN_SECRET, environment: 'cloudflare' },
    log,
  });
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    app ??= build(env);
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
