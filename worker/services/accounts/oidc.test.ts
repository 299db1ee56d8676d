import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedIssuers } from '../../domain/id-token-claims';
import { discoverProvider, verifyIdToken } from './oidc';

/**
 * The ID token check against a key set served over real HTTP on 127.0.0.1, with keys made here so that each test
 * can sign exactly the token it needs. The time of the check is always given (`now`), never the real clock's.
 */

const ISSUER = 'https://idp.test';
const CLIENT = 'client-1.apps.test';
const now = new Date('2026-05-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let key: KeyPair;
let rotated: KeyPair;
let published: JWK[] = [];
let fetches = 0;
let server: Server;
let base = '';
let setNumber = 0;
/** Discovery documents served at `/<name>/.well-known/openid-configuration`: name → status and body. */
const discovery = new Map<string, { status: number; body: unknown }>();
const discoveryRequests: { name: string; accept: string | undefined }[] = [];

const publicJwk = async (pair: KeyPair, kid: string): Promise<JWK> => ({
  ...(await exportJWK(pair.publicKey)),
  kid,
  use: 'sig',
  alg: 'RS256',
});

beforeAll(async () => {
  key = await generateKeyPair('RS256', { extractable: true });
  rotated = await generateKeyPair('RS256', { extractable: true });
  published = [await publicJwk(key, 'k1')];
  server = createServer((req, res) => {
    fetches++;
    if (req.url?.startsWith('/down')) return void res.writeHead(503).end();
    const discovered = /^\/([^/]+)\/\.well-known\/openid-configuration$/.exec(req.url ?? '');
    if (discovered) {
      discoveryRequests.push({ name: discovered[1], accept: req.headers.accept });
      const answer = discovery.get(discovered[1]) ?? { status: 404, body: { error: 'not_found' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(answer.body));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => (server.close(() => ok()), server.closeAllConnections())));
afterEach(() => vi.useRealTimers());

/** A key set address not used before: each test starts with an empty per-isolate cache. */
const freshJwksUri = () => `${base}/jwks/${++setNumber}`;

const claims = (change: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  aud: CLIENT,
  sub: 'user-1',
  iat: nowSeconds,
  exp: nowSeconds + 3600,
  nonce: 'n-1',
  ...change,
});

function sign(payload: JWTPayload, pair = key, kid = 'k1') {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(pair.privateKey);
}

const verify = (token: string, jwksUri = freshJwksUri(), at = now, issuer = ISSUER) =>
  verifyIdToken(token, jwksUri, { issuers: acceptedIssuers(issuer), clientId: CLIENT, now: at });

describe('ID token verification with jose (RS256 against the published key set)', () => {
  it('accepts a token the provider signed, with all its claims', async () => {
    expect(await verify(await sign(claims({ email: 'jana@idp.test' })))).toEqual({ ok: true, claims: claims({ email: 'jana@idp.test' }) });
  });

  it('refuses `alg: none`, HS256 keyed with the public key, and RS256 by a key the provider does not publish', async () => {
    const unsecured = new UnsecuredJWT(claims()).setIssuer(ISSUER).encode();
    expect(await verify(unsecured)).toEqual({ ok: false, reason: 'algorithm' });
    const publicAsSecret = new TextEncoder().encode(JSON.stringify(published[0]));
    const confused = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(publicAsSecret);
    expect(await verify(confused)).toEqual({ ok: false, reason: 'algorithm' });
    expect(await verify(await sign(claims(), rotated))).toEqual({ ok: false, reason: 'signature' });
    expect(await verify(await sign(claims(), rotated, 'unknown-kid'))).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses an edited payload and junk', async () => {
    const [h, , s] = (await sign(claims())).split('.');
    const edited = Buffer.from(JSON.stringify(claims({ sub: 'admin' }))).toString('base64url');
    expect(await verify(`${h}.${edited}.${s}`)).toEqual({ ok: false, reason: 'signature' });
    for (const junk of ['', 'a.b.c', 'abc', `${h}..${s}`]) expect((await verify(junk)).ok, junk).toBe(false);
  });

  it.each([
    ['another issuer', { iss: 'https://evil.test' }, 'issuer'],
    ['no issuer', { iss: undefined }, 'issuer'],
    ['another audience', { aud: 'someone-else' }, 'audience'],
    ['no audience', { aud: undefined }, 'audience'],
    ['an expiry over a minute ago', { exp: nowSeconds - 61 }, 'expired'],
    ['no expiry', { exp: undefined }, 'expired'],
    ['a start an hour ahead', { nbf: nowSeconds + 3600 }, 'not yet valid'],
  ])('refuses a token with %s', async (_what, change, reason) => {
    expect(await verify(await sign(claims(change)))).toEqual({ ok: false, reason });
  });

  it('judges expiry by the given time, with a minute of tolerance for clock skew', async () => {
    const token = await sign(claims({ exp: nowSeconds }));
    expect((await verify(token, freshJwksUri(), new Date(now.getTime() + 59_000))).ok).toBe(true);
    expect(await verify(token, freshJwksUri(), new Date(now.getTime() + 61_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it("accepts Google's scheme-less issuer only when Google is the configured issuer", async () => {
    const token = await sign(claims({ iss: 'accounts.google.com' }));
    expect((await verify(token, freshJwksUri(), now, 'https://accounts.google.com')).ok).toBe(true);
    expect(await verify(await sign(claims({ iss: 'idp.test' })))).toEqual({ ok: false, reason: 'issuer' });
  });

  it('fetches the key set once, and again for an unknown key id once the cooldown is over (key rotation)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const uri = freshJwksUri();
    const before = fetches;
    expect((await verify(await sign(claims()), uri)).ok).toBe(true);
    expect((await verify(await sign(claims()), uri)).ok).toBe(true);
    expect(fetches - before).toBe(1);
    published = [await publicJwk(key, 'k1'), await publicJwk(rotated, 'k2')];
    const byNewKey = await sign(claims(), rotated, 'k2');
    try {
      vi.setSystemTime(now.getTime() + 31_000);
      expect((await verify(byNewKey, uri)).ok).toBe(true);
      expect(fetches - before).toBe(2);
    } finally {
      published = [await publicJwk(key, 'k1')];
    }
  });

  it('throws, rather than refusing the token, when the key set cannot be fetched', async () => {
    await expect(verify(await sign(claims()), `${base}/down`)).rejects.toThrow();
    await expect(verify(await sign(claims()), 'http://127.0.0.1:9/jwks')).rejects.toThrow();
  });
});

describe('the key set cache', () => {
  it('keeps the fetched keys for an hour, not jose’s default ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const uri = freshJwksUri();
    const before = fetches;
    const token = await sign(claims({ exp: nowSeconds + 7200 }));
    expect((await verify(token, uri)).ok).toBe(true);
    vi.setSystemTime(now.getTime() + 59 * 60_000);
    expect((await verify(token, uri)).ok).toBe(true);
    expect(fetches - before).toBe(1);
    vi.setSystemTime(now.getTime() + 61 * 60_000);
    expect((await verify(token, uri)).ok).toBe(true);
    expect(fetches - before).toBe(2);
  });

  it('names a claim jose refuses that has no reason of its own', async () => {
    expect(await verify(await sign(claims({ iat: 'yesterday' as unknown as number })))).toEqual({ ok: false, reason: 'claim iat' });
  });
});

describe('provider discovery', () => {
  let issuerNumber = 0;
  /** An issuer on the local server whose discovery document is `doc(issuer)` (or the given status). */
  function issuerServing(doc: (issuer: string) => Record<string, unknown>, status = 200) {
    const name = `idp-${++issuerNumber}`;
    const issuer = `${base}/${name}`;
    discovery.set(name, { status, body: doc(issuer) });
    return { issuer, requests: () => discoveryRequests.filter((r) => r.name === name) };
  }
  const fullDoc = (issuer: string) => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
  });

  it('asks for JSON and answers the four endpoints of the document', async () => {
    const idp = issuerServing(fullDoc);
    expect(await discoverProvider(idp.issuer)).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/authorize`,
      token_endpoint: `${idp.issuer}/token`,
      jwks_uri: `${idp.issuer}/jwks`,
    });
    expect(idp.requests()).toEqual([{ name: expect.any(String), accept: 'application/json' }]);
  });

  it('keeps a document for exactly an hour per issuer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const idp = issuerServing(fullDoc);
    const other = issuerServing(fullDoc);
    await discoverProvider(idp.issuer);
    vi.setSystemTime(now.getTime() + 60 * 60_000 - 1);
    expect((await discoverProvider(idp.issuer)).token_endpoint).toBe(`${idp.issuer}/token`);
    expect(idp.requests()).toHaveLength(1);
    await discoverProvider(other.issuer);
    expect(other.requests()).toHaveLength(1);
    vi.setSystemTime(now.getTime() + 60 * 60_000);
    await discoverProvider(idp.issuer);
    expect(idp.requests()).toHaveLength(2);
  });

  it('throws when the provider answers an error status', async () => {
    const idp = issuerServing(fullDoc, 503);
    await expect(discoverProvider(idp.issuer)).rejects.toThrow(`${idp.issuer}/.well-known/openid-configuration answered 503`);
  });

  it.each(['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'])('refuses a document without %s', async (field) => {
    const idp = issuerServing((issuer) => ({ ...fullDoc(issuer), [field]: undefined }));
    await expect(discoverProvider(idp.issuer)).rejects.toThrow(`discovery document of ${idp.issuer} lacks ${field}`);
  });

  it('refuses a document that names another issuer, and does not remember it', async () => {
    const idp = issuerServing((issuer) => ({ ...fullDoc(issuer), issuer: 'https://evil.test' }));
    const refusal = `discovery document names issuer https://evil.test, expected ${idp.issuer}`;
    await expect(discoverProvider(idp.issuer)).rejects.toThrow(refusal);
    await expect(discoverProvider(idp.issuer)).rejects.toThrow(refusal);
    expect(idp.requests()).toHaveLength(2);
  });
});
