import type { RateLimiter } from '../deps';
import { RATE_LIMIT_RULES, type RateLimitRule } from '../domain/rate-limit-rules';

/**
 * Fixed-window counter in process memory: right for one Node process (the embedded default) and for tests.
 * Windows are aligned to the clock, like Cloudflare's, and old windows are swept as new ones start.
 */
export function memoryRateLimiter(opts: { limit: number; periodSeconds: number; now?: () => Date }): RateLimiter {
  const now = opts.now ?? (() => new Date());
  const periodMs = opts.periodSeconds * 1000;
  const counts = new Map<string, number>();
  let window = -1;
  return {
    async limit(key) {
      const current = Math.floor(now().getTime() / periodMs);
      if (current !== window) {
        counts.clear();
        window = current;
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= opts.limit;
    },
  };
}

/** One in-memory limiter per rule, with the rule's numbers (or `override`, for tests that need headroom). */
export function memoryRateLimiters(now?: () => Date, override?: { limit: number }): Record<RateLimitRule, RateLimiter> {
  const entries = Object.entries(RATE_LIMIT_RULES).map(([rule, r]) => [
    rule,
    memoryRateLimiter({ limit: override?.limit ?? r.limit, periodSeconds: r.periodSeconds, now }),
  ]);
  return Object.fromEntries(entries) as Record<RateLimitRule, RateLimiter>;
}

/** The Workers Rate Limiting binding, as declared by `[[ratelimits]]` in wrangler.toml. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Cloudflare: each rule is a binding (counts are per Cloudflare location and approximate, which is enough to
 * stop guessing). A missing binding fails open with a warning rather than taking login down.
 */
export function cloudflareRateLimiters(
  env: Record<string, unknown>,
  log: (level: 'warn', message: string) => void,
): Record<RateLimitRule, RateLimiter> {
  const entries = Object.entries(RATE_LIMIT_RULES).map(([rule, r]) => {
    const binding = env[r.binding] as RateLimitBinding | undefined;
    const limiter: RateLimiter = binding
      ? { limit: async (key) => (await binding.limit({ key })).success }
      : {
          async limit() {
            log('warn', `rate-limit binding ${r.binding} is missing; rule "${rule}" is not enforced`);
            return true;
          },
        };
    return [rule, limiter];
  });
  return Object.fromEntries(entries) as Record<RateLimitRule, RateLimiter>;
}
