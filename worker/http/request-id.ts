import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

/**
 * Every answer carries the id of its request (`x-request-id`), and every log line written while the request runs
 * names it (worker/platform/json-log.ts), so an operator can go from a customer's failed answer to its log lines.
 * The id is kept in an AsyncLocalStorage rather than passed around: the mailers and the publisher log through the
 * `log` they were built with, long before any request, and their lines must name the request too.
 */
const requestScope = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now; undefined outside a request (start-up, the scheduled job). */
export function currentRequestId(): string | undefined {
  return requestScope.getStore();
}

/** What an id taken from a trusted edge may look like: a cf-ray (`8f1c2a3b4c5d6e7f-VIE`), a UUID, a proxy's token. */
const SANE_ID = /^[A-Za-z0-9._:=-]{1,128}$/;

/**
 * Gives each request its id: the value of `trustedHeader` when the platform names one (a header a trusted edge
 * sets and a client cannot: cf-ray on Cloudflare, x-request-id behind TRUST_PROXY on Node) and it looks sane,
 * else a fresh UUID. A client's own `x-request-id` is ignored otherwise: it would let anyone write lines into the
 * log that look like another request's.
 */
export function requestIds(trustedHeader: string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = trustedHeader ? c.req.header(trustedHeader) : undefined;
    const id = incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    await requestScope.run(id, next);
    // After onError and notFound too: the header is on every answer, refusals and failures included.
    c.res.headers.set('x-request-id', id);
  });
}
