import { describe, expect, it } from 'vitest';
import { checkIdTokenClaims } from './id-token-claims';

const now = new Date('2026-05-01T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const expect_ = { issuer: 'https://accounts.google.com', clientId: 'client-1', nonce: 'n-1', now };
const good = {
  iss: 'https://accounts.google.com',
  aud: 'client-1',
  sub: '1234',
  exp: t + 600,
  iat: t,
  nonce: 'n-1',
  email: 'Jana@Gmail.com',
  email_verified: true,
  name: ' Jana ',
};

describe('ID token claims (OIDC Core 3.1.3.7)', () => {
  it('accepts a good token and normalises the identity', () => {
    expect(checkIdTokenClaims(good, expect_)).toEqual({
      ok: true,
      identity: { sub: '1234', email: 'jana@gmail.com', emailVerified: true, name: 'Jana' },
    });
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

  it('draws the expiry and issue-time lines at the skew exactly', () => {
    const at = (change: Record<string, unknown>, skewSeconds?: number) =>
      checkIdTokenClaims({ ...good, ...change }, { ...expect_, skewSeconds });
    expect(at({ exp: t - 60 })).toEqual({ ok: false, reason: 'expired' });
    expect(at({ exp: t - 59 }).ok).toBe(true);
    expect(at({ exp: t - 5 }, 0)).toEqual({ ok: false, reason: 'expired' });
    expect(at({ exp: t + 1 }, 0).ok).toBe(true);
    expect(at({ iat: t + 60 }).ok).toBe(true);
    expect(at({ iat: t + 61 })).toEqual({ ok: false, reason: 'issued in the future' });
    expect(at({ iat: undefined }).ok).toBe(true);
  });

  it('refuses a subject that is not text and keeps only usable identity fields', () => {
    expect(checkIdTokenClaims({ ...good, sub: 1234 }, expect_)).toEqual({ ok: false, reason: 'subject' });
    const identity = (change: Record<string, unknown>) => {
      const r = checkIdTokenClaims({ ...good, ...change }, expect_);
      return r.ok ? r.identity : undefined;
    };
    expect(identity({ email: ' Jana@Gmail.com ', email_verified: 'true', name: '   ' })).toEqual({
      sub: '1234',
      email: 'jana@gmail.com',
      emailVerified: true,
      name: null,
    });
    expect(identity({ email: '', email_verified: 'yes', name: 42 })).toEqual({
      sub: '1234',
      email: null,
      emailVerified: false,
      name: null,
    });
    expect(identity({ email: 7, email_verified: 1 })?.email).toBeNull();
    expect(identity({ name: 'x'.repeat(120) })?.name).toBe('x'.repeat(100));
  });

  it('the scheme-less issuer is only accepted for Google', () => {
    expect(checkIdTokenClaims({ ...good, iss: 7 }, expect_)).toEqual({ ok: false, reason: 'issuer' });
    expect(checkIdTokenClaims({ ...good, iss: 'https://idp.example' }, { ...expect_, issuer: 'https://idp.example' }).ok).toBe(true);
    expect(checkIdTokenClaims({ ...good, iss: 'idp.example' }, { ...expect_, issuer: 'https://idp.example' }).ok).toBe(false);
  });

  it('reports an unverified or missing e-mail as such', () => {
    const r = checkIdTokenClaims({ ...good, email_verified: false }, expect_);
    expect(r.ok && r.identity.emailVerified).toBe(false);
    const none = checkIdTokenClaims({ ...good, email: undefined }, expect_);
    expect(none.ok && none.identity.email).toBeNull();
  });
});
