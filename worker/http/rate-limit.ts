import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import type { RateLimitRule } from '../domain/rate-limit-rules';
import { rateLimited } from '../domain/errors';

/**
 * Refuses a caller (by IP) who used up `rule`'s budget on this `route` with 429. Runs before the body is read,
 * so a flood costs no password hashing and sends no mail.
 */
export function rateLimit(rule: RateLimitRule, route: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get('deps');
    const allowed = await deps.rateLimiters[rule].limit(`${route}:${deps.clientIp(c)}`);
    if (!allowed) {
      c.header('retry-after', '60');
      throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
    }
    await next();
  });
}
