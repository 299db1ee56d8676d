import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { testClock } from '../test-support/accounts';
import { startOidcProvider, type OidcProvider } from '../test-support/oidc-provider';
import { createTestApp } from '../test-support/test-app';

/** Google sign-in's configuration: https, a provider that cannot be reached or refuses the client, none at all. */
const CLIENT = { clientId: 'prud-test-client.apps.example', clientSecret: 'prud-test-client-secret' };

let idp: OidcProvider;
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  idp = await startOidcProvider(CLIENT, clock.now);
});
afterAll(async () => {
  await idp?.stop();
});

describe('Google sign-in: configuration and provider failures', () => {
  it('marks the cookie Secure when the shop runs on https', async () => {
    const https = await createTestApp({ config: { baseUrl: 'https://shop.test', google: { ...CLIENT, issuer: idp.issuer } } });
    try {
      const res = await https.app.request('/api/auth/google/start');
      expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      expect(new URL(res.headers.get('location')!).searchParams.get('redirect_uri')).toBe('https://shop.test/api/auth/google/callback');
    } finally {
      https.close();
    }
  });

  it('sends the browser back to /login with network-request-failed when the provider cannot be reached', async () => {
    const down = await createTestApp({ config: { google: { ...CLIENT, issuer: 'http://127.0.0.1:9' } } });
    try {
      const res = await down.app.request('/api/auth/google/start');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?error=network-request-failed');
      const fromCheckout = await down.app.request('/api/auth/google/start?redirect=/shipping');
      expect(fromCheckout.headers.get('location')).toBe('/login?error=network-request-failed&redirect=%2Fshipping');
    } finally {
      down.close();
    }
  });

  it('reports a rejected client secret as invalid-api-key', async () => {
    const wrong = await createTestApp({ config: { google: { ...CLIENT, clientSecret: 'not-the-secret', issuer: idp.issuer } } });
    try {
      const start = await wrong.app.request('/api/auth/google/start');
      const cookie = start.headers.get('set-cookie')!.split(';')[0];
      const back = new URL((await fetch(start.headers.get('location')!, { redirect: 'manual' })).headers.get('location')!);
      const res = await wrong.app.request(back.pathname + back.search, { headers: { cookie } });
      expect(res.headers.get('location')).toBe('/login?error=invalid-api-key');
    } finally {
      wrong.close();
    }
  });
});

describe('Google sign-in switched off', () => {
  it('says so in /api/auth/config and answers 404 with a message', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.call('GET', '/api/auth/config')).body).toEqual({ google: false, cardPayment: true });
      const start = await plain.call('GET', '/api/auth/google/start');
      expect(start.status).toBe(404);
      expect(start.body.message).toBe(AUTH_MESSAGES.googleNotConfigured);
      expect((await plain.call('GET', '/api/auth/google/callback?code=x&state=y')).status).toBe(404);
    } finally {
      plain.close();
    }
  });
});
