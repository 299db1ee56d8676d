import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

/**
 * After a successful write that changes pre-rendered pages (products, banners, videos, audio), ask for a
 * republish. Refusals (4xx) change nothing, so they publish nothing.
 */
export function republishes(reason: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status >= 200 && c.res.status < 300) {
      const deps = c.get('deps');
      deps.publisher.request(reason, deps.waitUntil);
    }
  });
}
