import { describe, expect, it } from 'vitest';
import { BEARER_TTL_SECONDS, fromBase64Url, issueBearerToken, randomSecret, readBearerToken, sha256Hex, toBase64Url } from './tokens';

const SECRET = 'unit-test-secret';
const now = new Date('2026-05-01T12:00:00Z');

describe('bearer tokens', () => {
  it('round-trips {sub, ver, exp} with a seven-day expiry', async () => {
    const token = await issueBearerToken(SECRET, { id: 42, tokenVersion: 3 }, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(await readBearerToken(SECRET, token, now)).toEqual({ sub: 42, ver: 3, exp: now.getTime() / 1000 + BEARER_TTL_SECONDS });
  });

  it('expires exactly at exp', async () => {
    const token = await issueBearerToken(SECRET, { id: 1, tokenVersion: 0 }, now);
    expect(await readBearerToken(SECRET, token, new Date(now.getTime() + BEARER_TTL_SECONDS * 1000 - 1))).not.toBeNull();
    expect(await readBearerToken(SECRET, token, new Date(now.getTime() + BEARER_TTL_SECONDS * 1000))).toBeNull();
  });

  it('refuses another secret, edited payloads, and junk', async () => {
    const token = await issueBearerToken(SECRET, { id: 1, tokenVersion: 0 }, now);
    expect(await readBearerToken('other-secret', token, now)).toBeNull();
    const [, sig] = token.split('.');
    const edited = toBase64Url(new TextEncoder().encode(JSON.stringify({ sub: 2, ver: 0, exp: 9e9 })));
    expect(await readBearerToken(SECRET, `${edited}.${sig}`, now)).toBeNull();
    for (const junk of ['', '.', 'a.b.c', 'abc', `${token}.x`, `${token.split('.')[0]}.`, '!!!.???']) {
      expect(await readBearerToken(SECRET, junk, now), junk).toBeNull();
    }
  });

  it('refuses a genuinely signed token whose claims are malformed (defence in depth)', async () => {
    const token = await issueBearerToken(SECRET, { id: 1.5, tokenVersion: 0 }, now);
    expect(await readBearerToken(SECRET, token, now)).toBeNull();
  });
});

describe('single-use secrets', () => {
  it('are 256-bit URL-safe values, different every time', () => {
    const a = randomSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64Url(a)).toHaveLength(32);
    expect(new Set(Array.from({ length: 100 }, randomSecret)).size).toBe(100);
  });

  it('are stored as SHA-256 hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('base64url decoding rejects foreign alphabets', () => {
    expect(fromBase64Url('ab+/')).toBeNull();
    expect(Array.from(fromBase64Url(toBase64Url(new Uint8Array([0, 255, 128])))!)).toEqual([0, 255, 128]);
  });
});
