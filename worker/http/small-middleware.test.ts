import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { bareApp } from '../test-support/bare-app';
import { rateLimit } from './rate-limit';
import { isPersonal } from './security-headers';

describe('rateLimit', () => {
  it('refuses an exhausted caller with 429, Retry-After and a Slovak message, keyed by route and address', async () => {
    const keys: string[] = [];
    let allow = true;
    const app = bareApp({
      rateLimiters: { auth: { limit: async (key: string) => (keys.push(key), allow) } } as unknown as AppDeps['rateLimiters'],
      clientIp: () => '203.0.113.7',
    });
    app.post('/login', rateLimit('auth', 'login'), (c) => c.json({ ok: true }));
    expect((await app.request('/login', { method: 'POST' })).status).toBe(200);
    allow = false;
    const refused = await app.request('/login', { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Príliš veľa/);
    expect(keys).toEqual(['login:203.0.113.7', 'login:203.0.113.7']);
  });
});

describe('isPersonal', () => {
  it('treats only anonymous GET and HEAD catalogue reads as public', () => {
    expect(isPersonal('GET', '/api/products', false)).toBe(false);
    expect(isPersonal('HEAD', '/api/products', false)).toBe(false);
    expect(isPersonal('POST', '/api/products', false)).toBe(true);
    expect(isPersonal('GET', '/api/products', true)).toBe(true);
  });
});
