import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../domain/rate-limit-rules';
import { cloudflareRateLimiters, memoryRateLimiter } from './rate-limiters';

describe('in-memory fixed-window limiter', () => {
  it('allows `limit` calls per key per window, then refuses until the next window', async () => {
    let now = new Date('2026-05-01T12:00:00.000Z');
    const l = memoryRateLimiter({ limit: 3, periodSeconds: 60, now: () => now });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await l.limit('login:1.2.3.4'));
    expect(results).toEqual([true, true, true, false]);
    expect(await l.limit('login:5.6.7.8')).toBe(true);
    now = new Date('2026-05-01T12:00:59.999Z');
    expect(await l.limit('login:1.2.3.4')).toBe(false);
    now = new Date('2026-05-01T12:01:00.000Z');
    expect(await l.limit('login:1.2.3.4')).toBe(true);
  });
});

describe('Cloudflare limiter', () => {
  it('asks the binding with the key', async () => {
    const keys: string[] = [];
    const binding = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: keys.length < 2 }) };
    const l = cloudflareRateLimiters({ AUTH_RATE_LIMIT: binding }, () => undefined);
    expect(await l.auth.limit('login:1.2.3.4')).toBe(true);
    expect(await l.auth.limit('login:1.2.3.4')).toBe(false);
    expect(keys).toEqual(['login:1.2.3.4', 'login:1.2.3.4']);
  });

  it('fails open with a warning when a binding is missing', async () => {
    const warnings: string[] = [];
    const l = cloudflareRateLimiters({}, (_level, m) => void warnings.push(m));
    expect(await l.contact.limit('contact:x')).toBe(true);
    expect(warnings[0]).toContain('CONTACT_RATE_LIMIT');
  });

  it('wrangler.toml declares one binding per rule with the same numbers', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    for (const rule of Object.values(RATE_LIMIT_RULES)) {
      const block = new RegExp(
        `\\[\\[ratelimits\\]\\]\\s*name = "${rule.binding}"\\s*namespace_id = "\\d+"\\s*simple = \\{ limit = (\\d+), period = (\\d+) \\}`,
      ).exec(toml);
      expect(block, rule.binding).not.toBeNull();
      expect([Number(block![1]), Number(block![2])]).toEqual([rule.limit, rule.periodSeconds]);
      expect([10, 60]).toContain(rule.periodSeconds);
    }
  });
});
