import { jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  BEARER_TTL_SECONDS,
  fromBase64Url,
  issueBearerToken,
  purposeKey,
  randomSecret,
  readBearerToken,
  sha256Hex,
  toBase64Url,
} from './tokens';

const SECRET = 'unit-test-secret';
const now = new Date('2026-05-01T12:00:00Z');

const json = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64Url(part)!));
const b64json = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const nowSeconds = now.getTime() / 1000;

/** A JWT made with the server's real bearer key but chosen header and claims, to test what the reader refuses. */
async function signedWithServerKey(claims: Record<string, unknown>, alg = 'HS256') {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg });
  return jwt.sign(await purposeKey(SECRET, 'bearer-token'));
}

describe('bearer tokens', () => {
  it('round-trips {sub, ver, exp} with a seven-day expiry, as an HS256 JWT', async () => {
    const token = await issueBearerToken(SECRET, { id: 42, tokenVersion: 3 }, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const [header, payload] = token.split('.');
    expect(json(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(json(payload)).toEqual({ sub: '42', ver: 3, iat: nowSeconds, exp: nowSeconds + BEARER_TTL_SECONDS });
    expect(await readBearerToken(SECRET, token, now)).toEqual({ sub: 42, ver: 3, exp: now.getTime() / 1000 + BEARER_TTL_SECONDS });
    // Signed with the key derived for bearer tokens alone (not the configured secret, not another purpose's key).
    expect((await jwtVerify(token, await purposeKey(SECRET, 'bearer-token'), { currentDate: now })).payload.sub).toBe('42');
    await expect(jwtVerify(token, await purposeKey(SECRET, 'oidc-state-cookie'), { currentDate: now })).rejects.toThrow(
      'signature verification failed',
    );
  });

  it('refuses a token longer than 512 characters before reading it, even a genuinely signed one', async () => {
    const claims = { sub: '1', ver: 0, exp: nowSeconds + 60 };
    /** A genuine token of exactly `length` characters (a padding claim, with or without `typ` in the header). */
    async function genuineOfLength(length: number) {
      for (let pad = 0; pad < 500; pad++) {
        for (const header of [{ alg: 'HS256' }, { alg: 'HS256', typ: 'JWT' }]) {
          const token = await new SignJWT({ ...claims, pad: 'x'.repeat(pad) })
            .setProtectedHeader(header)
            .sign(await purposeKey(SECRET, 'bearer-token'));
          if (token.length === length) return token;
        }
      }
      throw new Error(`no token of length ${length}`);
    }
    expect(await readBearerToken(SECRET, await genuineOfLength(512), now)).toEqual({ sub: 1, ver: 0, exp: claims.exp });
    expect(await readBearerToken(SECRET, await genuineOfLength(513), now)).toBeNull();
  });

  it('expires exactly at exp', async () => {
    const token = await issueBearerToken(SECRET, { id: 1, tokenVersion: 0 }, now);
    expect(await readBearerToken(SECRET, token, new Date(now.getTime() + BEARER_TTL_SECONDS * 1000 - 1))).not.toBeNull();
    expect(await readBearerToken(SECRET, token, new Date(now.getTime() + BEARER_TTL_SECONDS * 1000))).toBeNull();
  });

  it('refuses another secret, edited payloads, and junk', async () => {
    const token = await issueBearerToken(SECRET, { id: 1, tokenVersion: 0 }, now);
    expect(await readBearerToken('other-secret', token, now)).toBeNull();
    const [header, payload, sig] = token.split('.');
    const edited = b64json({ ...json(payload), sub: '2' });
    expect(await readBearerToken(SECRET, `${header}.${edited}.${sig}`, now)).toBeNull();
    for (const junk of [
      '',
      '.',
      '..',
      'a.b.c',
      'abc',
      `${token}.x`,
      `${header}.${payload}.`,
      `${header}.${payload}`,
      '!!!.???.###',
      `${token}${'A'.repeat(600)}`,
    ]) {
      expect(await readBearerToken(SECRET, junk, now), junk).toBeNull();
    }
  });

  it('refuses `alg: none`, other algorithms, and HS256 with the configured secret instead of the bearer key', async () => {
    const claims = { sub: '1', ver: 0, exp: nowSeconds + 60 };
    const unsecured = new UnsecuredJWT(claims).encode();
    expect(json(unsecured.split('.')[0])).toEqual({ alg: 'none' });
    expect(await readBearerToken(SECRET, unsecured, now)).toBeNull();
    // The same claims signed with the real key are accepted: the refusals below are about the algorithm alone.
    expect(await readBearerToken(SECRET, await signedWithServerKey(claims), now)).toEqual({ sub: 1, ver: 0, exp: claims.exp });
    expect(await readBearerToken(SECRET, await signedWithServerKey(claims, 'HS512'), now)).toBeNull();
    const rawSecret = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));
    expect(await readBearerToken(SECRET, rawSecret, now)).toBeNull();
  });

  it('fails loudly, rather than refusing every token, when the configured secret is unusable', async () => {
    const token = await issueBearerToken(SECRET, { id: 1, tokenVersion: 0 }, now);
    await expect(readBearerToken('', token, now)).rejects.toThrow('Zero-length key');
  });

  it('refuses a genuinely signed token whose claims are malformed or missing (defence in depth)', async () => {
    const token = await issueBearerToken(SECRET, { id: 1.5, tokenVersion: 0 }, now);
    expect(await readBearerToken(SECRET, token, now)).toBeNull();
    const exp = nowSeconds + 60;
    for (const claims of [
      { sub: '1', ver: 0 },
      { sub: '1', exp },
      { ver: 0, exp },
      { sub: 1, ver: 0, exp },
      { sub: '01', ver: 0, exp },
      { sub: '1e3', ver: 0, exp },
      { sub: '1', ver: '0', exp },
      { sub: '1', ver: 0.5, exp },
    ]) {
      expect(await readBearerToken(SECRET, await signedWithServerKey(claims), now), JSON.stringify(claims)).toBeNull();
    }
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
    // The right alphabet but an impossible length (one character cannot encode a byte).
    expect(fromBase64Url('A')).toBeNull();
    expect(fromBase64Url('AAAAA')).toBeNull();
    expect(Array.from(fromBase64Url(toBase64Url(new Uint8Array([0, 255, 128])))!)).toEqual([0, 255, 128]);
  });
});
