import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';

/** Asks for a republish of the pre-rendered site (returns at once; requests in a burst coalesce). */
export function requestRepublish(deps: AppDeps, reason: string): void {
  deps.publisher.request(reason, deps.waitUntil);
}

/**
 * After a successful write that changes pre-rendered pages (products, banners, videos, audio), ask for a
 * republish. Refusals (4xx) change nothing, so they publish nothing. Writes that may leave the pages as they
 * are (a draft's creation and its incomplete saves, worker/domain/drafts.ts) call `requestRepublish` themselves.
 */
export function republishes(reason: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status >= 200 && c.res.status < 300) requestRepublish(c.get('deps'), reason);
  });
}
