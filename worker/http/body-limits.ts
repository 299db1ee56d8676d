import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { CONTACT_LIMITS, EMAIL_MAX, NAME_MAX } from '../domain/account-rules';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../domain/media-admin';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { PRODUCT_LIMITS } from '../domain/product-admin';
import { tooLarge } from '../domain/errors';

/**
 * How many bytes a request body may have, by route: the one home of these numbers. The limit is checked before
 * anything reads, parses or lower-cases the body (and before authentication and rate limits, which cost a
 * database read), so a 20 MB "login" costs the server at most a few kilobytes.
 *
 * Text limits are counted in characters by the zod schemas; a body carries each character in at most 4 bytes
 * here (UTF-8 uses up to 3 for Slovak and typographic characters, JSON escapes a newline as 2), so the byte
 * limits are derived from the character limits and a legitimate form can never hit them.
 */
const KB = 1024;
const BYTES_PER_CHAR = 4;

export const BODY_LIMITS = {
  /** Registration, login, profile, password reset, the admin's user edit, newsletter, counter: a few short fields. */
  account: 8 * KB,
  /** The contact form: a message of up to CONTACT_LIMITS.message characters with a name and an e-mail. */
  contact: BYTES_PER_CHAR * (CONTACT_LIMITS.message + NAME_MAX + EMAIL_MAX) + 2 * KB,
  /** A product written by staff: the excerpt (Čitáreň) and the description are long texts. */
  productWrite: BYTES_PER_CHAR * (PRODUCT_LIMITS.excerpt + PRODUCT_LIMITS.description) + 32 * KB,
  /** Stripe's events are a few kilobytes; anything far bigger is not from Stripe. */
  stripeWebhook: 256 * KB,
  /** An image upload: the file and room for the multipart boundaries and part headers around it. */
  upload: UPLOAD_MAX_BYTES + 16 * KB,
  /** Every other body (orders, reviews, media, payments…). */
  json: 100 * KB,
} as const;

export type BodyLimitKind = keyof typeof BODY_LIMITS;

export const BODY_TOO_LARGE = 'Požiadavka je príliš veľká.';

/** Which limit a request falls under (paths as the router sees them). */
export function bodyLimitKind(method: string, path: string): BodyLimitKind {
  if (path === '/api/upload' || path.startsWith('/api/upload/')) return 'upload';
  if (path === '/api/auth/contact') return 'contact';
  if (path === '/api/stripe/webhook') return 'stripeWebhook';
  // Creating (POST /api/products) and saving (PUT /api/products/:id) a product; its reviews and favourites are small.
  if ((method === 'POST' && path === '/api/products') || (method === 'PUT' && /^\/api\/products\/[^/]+$/.test(path))) return 'productWrite';
  for (const prefix of ['/api/users', '/api/auth', '/api/subscribers', '/api/counter', '/unsubscribe']) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return 'account';
  }
  return 'json';
}

const limiters = Object.fromEntries(
  (Object.keys(BODY_LIMITS) as BodyLimitKind[]).map((kind) => {
    const message =
      kind === 'upload' ? UPLOAD_MESSAGES.tooLarge : kind === 'stripeWebhook' ? PAYMENT_MESSAGES.bodyTooLarge : BODY_TOO_LARGE;
    const limiter = bodyLimit({
      maxSize: BODY_LIMITS[kind],
      onError: () => {
        throw tooLarge(message);
      },
    });
    return [kind, limiter];
  }),
) as Record<BodyLimitKind, MiddlewareHandler>;

/** For every route: 413 with a Slovak `{ message }` once a body is larger than its route's limit. */
export const limitBodies = createMiddleware<AppEnv>(async (c, next) => {
  // GET, HEAD and body-less requests pass untouched (bodyLimit looks at the body only when there is one).
  await limiters[bodyLimitKind(c.req.method, c.req.path)](c, next);
});

/**
 * Node's HTTP server waits 60 s for request headers and 300 s for a whole request by default, so a few slow
 * clients could hold connections for minutes. Headers come in one packet from any real client; the whole
 * request includes a 5 MB image upload, which needs about 40 s at 1 Mbit/s. Node checks the timeouts every
 * `connectionsCheckingInterval`, so that is short too. An idle kept-alive connection is closed after 65 s, not
 * Node's 5 s: a client that sends its next request on an idle connection just as the server closes it gets a
 * reset (ECONNRESET, seen by the test suite's API client on a busy machine); clients and proxies drop their own
 * idle connections sooner than that. Passed to `@hono/node-server`'s `serve` as its `serverOptions`
 * (worker/platform/node.ts).
 */
export const NODE_SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 5_000,
} as const;
