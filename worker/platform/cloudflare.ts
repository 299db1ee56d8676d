/// <reference types="@cloudflare/workers-types" />
import { deployHookPublisher } from '../adapters/deploy-hook-publisher';
import { deployHookFromEnv } from '../adapters/deploy-hook-request';
import { createApp, type App } from '../app';
import { openWebDb } from '../../db/client-web';
import { cloudflareAssets } from '../adapters/cloudflare-assets';
import { r2Store } from '../adapters/object-store';
import { cloudflareRateLimiters, type RateLimitBinding } from '../adapters/rate-limiters';
import type { AppDeps } from '../deps';
import { databaseCatalogueVersion } from '../adapters/catalogue-version';
import { readCatalogueVersion } from '../../db/queries/catalogue/catalogue-version';
import { runScheduledJobs } from '../services/operations/scheduled';
import { invoiceRenderer } from '../services/invoices/invoice-pdf';
import { packedVocabularyOf } from '../domain/spelling-pack';
import { immediateQueue } from '../services/mail/work-queue';
import { jsonLog } from './json-log';
import { cardPaymentNotice, googleFromEnv, mailAddressesFromEnv, stripeFromEnv } from './env-config';
import { mailerFromEnv } from './mail-setup';
import { packetaClient, packetaFromEnv, packetaNotice } from '../adapters/packeta';
// Bundled as data modules (wrangler.toml [[rules]] type "Data"): the invoice's fonts.
import dejaVuSans from '../assets/fonts/DejaVuSans.ttf';
import dejaVuSansBold from '../assets/fonts/DejaVuSans-Bold.ttf';

/** Bindings and secrets of the production Worker (wrangler.toml + `wrangler secret put`). */
export interface Env {
  ASSETS: Fetcher;
  BUCKET: R2Bucket;
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  BASE_URL: string;
  TOKEN_SECRET?: string;
  /**
   * The mail provider: resend, postmark, brevo or http (a var), its key (a secret) and, only to override the
   * provider's endpoint, MAIL_API_URL. Without them mails are only kept in the outbox table, NOT sent.
   */
  MAIL_PROVIDER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SHOP_EMAIL?: string;
  /** Google sign-in (secrets); without them it is switched off. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER?: string;
  /** Stripe (secrets); without them the built-in test checkout runs, signing with TEST_CHECKOUT_SECRET. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  TEST_CHECKOUT_SECRET?: string;
  /**
   * Called after staff edits so the build service rebuilds and deploys the pre-rendered site (a secret): a Workers
   * Builds / Pages deploy hook (plain POST) or GitHub's repository_dispatch (adapters/deploy-hook-request.ts).
   */
  DEPLOY_HOOK_URL?: string;
  /** 'plain' or 'github' when the URL does not tell (a GitHub Enterprise host); the token GitHub needs (a secret). */
  DEPLOY_HOOK_KIND?: string;
  DEPLOY_HOOK_TOKEN?: string;
  /** Signs the workflow's deploy reports (`POST /api/publish/report`), a secret shared with the workflow. */
  PUBLISH_REPORT_SECRET?: string;
  /** '1' switches the built-in test checkout on (staging), '0' off; unset: on only for a loopback BASE_URL. */
  TEST_CHECKOUT?: string;
  /** `[[ratelimits]]` bindings, one per rule in worker/domain/rate-limit-rules.ts. */
  AUTH_RATE_LIMIT?: RateLimitBinding;
  CONTACT_RATE_LIMIT?: RateLimitBinding;
  COUNTER_RATE_LIMIT?: RateLimitBinding;
  RESEND_RATE_LIMIT?: RateLimitBinding;
}

// One JSON object a line (json-log.ts), which Workers Logs parse into fields.
const log: AppDeps['log'] = jsonLog((level, line) => console[level](line));

// One app (and its deps) per isolate: the database client and router are reused across requests.
let app: App | undefined;
let appDeps: AppDeps | undefined;
let publisher: ReturnType<typeof deployHookPublisher> | undefined;

function build(env: Env): App {
  appDeps = buildDeps(env);
  return createApp(appDeps);
}

function buildDeps(env: Env): AppDeps {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not configured');
  if (!env.TOKEN_SECRET) throw new Error('TOKEN_SECRET is not configured');
  const db = openWebDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  const store = r2Store(env.BUCKET as never);
  const vars = env as unknown as Record<string, unknown>;
  const addresses = mailAddressesFromEnv(vars);
  // The mailer, and what start-up says about it: once per isolate, built on its first request or cron run (a Worker
  // has no start of its own).
  const { mailer, mailDelivery } = mailerFromEnv(vars, { db, store, log, baseUrl: env.BASE_URL, from: addresses.mailFrom });
  // Staff edits reach the pre-rendered site through the deploy hook of the build service; its state is in the database.
  const deployHook = deployHookFromEnv(vars);
  for (const warning of deployHook.warnings) log('warn', warning);
  const publishReportSecret = env.PUBLISH_REPORT_SECRET?.trim() || undefined;
  publisher = deployHookPublisher({ db, hook: deployHook.hook, awaitsReport: Boolean(publishReportSecret), now: () => new Date(), log });
  // The test checkout's secret falls back to one derived from the token secret (no extra setup needed); it is on
  // only for a loopback BASE_URL or TEST_CHECKOUT=1 (env-config.ts), so production without Stripe keys takes no cards.
  const stripe = stripeFromEnv(vars, env.TEST_CHECKOUT_SECRET ?? `whsec_test_${env.TOKEN_SECRET}`, env.BASE_URL);
  const card = cardPaymentNotice(vars, stripe, env.BASE_URL);
  const packeta = packetaFromEnv(vars);
  log(card.level, card.message);
  const deps: AppDeps = {
    db,
    store,
    mailer,
    assets: cloudflareAssets(env.ASSETS),
    now: () => new Date(),
    config: {
      baseUrl: env.BASE_URL,
      tokenSecret: env.TOKEN_SECRET,
      environment: 'cloudflare',
      // Cloudflare's edge sets cf-ray on every request (a client cannot): the request id of its logs too.
      trustedRequestIdHeader: 'cf-ray',
      ...addresses,
      mailDelivery,
      google: googleFromEnv(vars),
      publishReportSecret,
      stripe,
    },
    rateLimiters: cloudflareRateLimiters(vars, log),
    // Set by Cloudflare's edge for every request; a client cannot forge it.
    clientIp: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
    log,
    // Replaced per request by executionCtx.waitUntil (worker/app.ts); here only for code that runs outside one.
    waitUntil: (task) => void task.catch((err) => log('error', 'background task failed', { error: String(err) })),
    publisher,
    // wrangler's Data rule makes these ArrayBuffers (Astro's ambient types call every .ttf a URL string).
    // Isolates share no memory: the version is read from the database per cached read (catalogue-version.ts).
    // No encoder: Cloudflare compresses answers itself. Bounds kept well inside an isolate's 128 MB.
    catalogue: { version: databaseCatalogueVersion(() => readCatalogueVersion(db)), maxBytes: 16 * 1024 * 1024 },
    // Rendered after the answer (the request's waitUntil), inline: isolates have no threads; its CPU counts toward
    // the request that placed the order (README: Cloudflare). Each request carries its own confirmation: no queue.
    renderInvoice: invoiceRenderer(async () => ({
      regular: new Uint8Array(dejaVuSans as unknown as ArrayBuffer),
      bold: new Uint8Array(dejaVuSansBold as unknown as ArrayBuffer),
    })),
    mailQueue: immediateQueue,
    // Inline (isolates have no threads), but only ever in a waitUntil after the answer, and once per catalogue
    // version across all isolates (the stored row's claim, worker/services/search/spelling-vocabulary.ts).
    buildSearchVocabulary: async (products) => packedVocabularyOf(products),
    // Each isolate keeps its own copy of Packeta's point feeds (an hour; adapters/packeta.ts).
    packeta: packetaClient(packeta),
  };
  log('info', packetaNotice(packeta));
  // The unsubscribe footer and headers are the newsletter's own (newsletter-mail.ts), never added to service mail.
  return deps;
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    app ??= build(env);
    return app.fetch(request, env, ctx);
  },
  /** The cron trigger of wrangler.toml: retries failed confirmation e-mails, sends a held-back deploy hook call. */
  scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    app ??= build(env);
    ctx.waitUntil(runScheduledJobs(appDeps!));
    // The last edit of a burst that came too soon after a deploy was triggered goes out now.
    publisher?.flush((task) => ctx.waitUntil(task));
  },
} satisfies ExportedHandler<Env>;
