import { describe, expect, it } from 'vitest';
import { checkIdTokenClaims } from './id-token-claims';

const now = new Date('2026-05-01T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const expect_ = { issuer: 'https://accounts.google.com', clientId: 'client-1', nonce: 'n-1', now };
const good = { iss: 'https://accounts.google.com', aud: 'client-1', sub: '1234', exp: t + 600, iat: t, nonce: 'n-1', email: 'Jana@Gmail.com', email_verified: true, name: ' Jana ' };

describe('ID token claims (OIDC Core 3.1.3.7)', () => {
  it('accepts a good token and normalises the identity', () => {
    expect(checkIdTokenClaims(good, expect_)).toEqual({ ok: true, identity: { sub: '1234', email: 'jana@gmail.com', emailVerified: true, name: 'Jana' } });
    expect(checkIdTokenClaims({ ...good, iss: 'accounts.google.com' }, expect_).ok).toBe(true);
    expect(checkIdTokenClaims({ ...good, aud: ['client-1', 'x'], azp: 'client-1' }, expect_).ok).toBe(true);
  });

  it.each([
    ['issuer', { iss: 'https://evil.example' }],
    ['audience', { aud: 'client-2' }],
    ['authorized party', { aud: ['client-1', 'client-2'] }],
    ['authorized party', { azp: 'client-2' }],
    ['expired', { exp: t - 61 }],
    ['expired', { exp: undefined }],
    ['issued in the future', { iat: t + 3600 }],
    ['nonce', { nonce: 'other' }],
    ['nonce', { nonce: undefined }],
    ['subject', { sub: '' }],
  ])('refuses a bad %s', (reason, change) => {
    expect(checkIdTokenClaims({ ...good, ...change }, expect_)).toEqual({ ok: false, reason });
  });

  it('the scheme-less issuer is only accepted for Google', () => {
    expect(checkIdTokenClaims({ ...good, iss: 'idp.example' }, { ...expect_, issuer: 'https://idp.example' }).ok).toBe(false);
  });

  it('reports an unverified or missing e-mail as such', () => {
    const r = checkIdTokenClaims({ ...good, email_verified: false }, expect_);
    expect(r.ok && r.identity.emailVerified).toBe(false);
    const none = checkIdTokenClaims({ ...good, email: undefined }, expect_);
    expect(none.ok && none.identity.email).toBeNull();
  });
});
