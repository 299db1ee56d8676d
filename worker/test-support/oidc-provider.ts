import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenID Connect provider for tests, spoken to over real HTTP on 127.0.0.1 (the app cannot tell it
 * from Google): discovery, authorize (approves at once and redirects back with a code), token (checks client
 * credentials, redirect URI and the PKCE verifier, answers a signed ID token), JWKS (an RSA key made with
 * WebCrypto at start). Tests choose who signs in (`nextUser`) and can spoil the next ID token (`tamper`).
 * An authorization request with `login_hint=<e-mail>` (Google's own parameter) signs in that address instead, as
 * a verified Google account of its own: an end-to-end spec whose browser cannot reach `nextUser` (it lives in
 * global setup's process) adds it to the request to sign in as someone no other spec uses.
 */

export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface Tamper {
  /** Send `auth_time` this many seconds before now (a re-confirmation checks the sign-in was fresh). */
  authAgo?: number;
  /** Audience other than the client id. */
  aud?: string;
  /** Sign with a key that is not in the JWKS (same key id: a forged signature). */
  rogueKey?: boolean;
  iss?: string;
  /** Seconds from now; negative = already expired. */
  expiresIn?: number;
  nonce?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  method: string;
  nonce?: string;
  user: ProviderUser;
}

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');

async function rsaKey() {
  return crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  ) as Promise<CryptoKeyPair>;
}

/** `now`: the clock of `iat`/`exp` in the ID tokens; API tests pass the app's fixed clock, e2e runs use the real one. */
export async function startOidcProvider(client: { clientId: string; clientSecret: string }, now: () => Date = () => new Date()) {
  const key = await rsaKey();
  const rogue = await rsaKey();
  const kid = `test-${randomBytes(4).toString('hex')}`;
  const jwk = { ...(await crypto.subtle.exportKey('jwk', key.publicKey)), kid, use: 'sig', alg: 'RS256' };
  const codes = new Map<string, PendingCode>();
  const state = {
    issuer: '',
    nextUser: { sub: 'google-1', email: 'jana@gmail.test', email_verified: true, name: 'Jana Google' } as ProviderUser,
    tamper: undefined as Tamper | undefined,
    /** Answer the authorization request with `?error=<this>` instead of a code. */
    authorizeError: undefined as string | undefined,
    /** Answer the key set request with 503 (the provider's keys cannot be fetched). */
    jwksDown: false,
    /** Every token request's form, for assertions. */
    tokenRequests: [] as Record<string, string>[],
  };

  async function signIdToken(claims: Record<string, unknown>, useRogue: boolean): Promise<string> {
    const header = b64url(Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })));
    const payload = b64url(Buffer.from(JSON.stringify(claims)));
    const signingKey = useRogue ? rogue.privateKey : key.privateKey;
    const sig = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signingKey, new TextEncoder().encode(`${header}.${payload}`));
    return `${header}.${payload}.${b64url(new Uint8Array(sig))}`;
  }

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  }

  async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
    let body = '';
    for await (const chunk of req) body += chunk;
    return Object.fromEntries(new URLSearchParams(body));
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    state.tokenRequests.push(form);
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [form.client_id, form.client_secret];
    if (id !== client.clientId || secret !== client.clientSecret) return json(res, 401, { error: 'invalid_client' });
    const pending = codes.get(form.code);
    codes.delete(form.code);
    if (form.grant_type !== 'authorization_code' || !pending) return json(res, 400, { error: 'invalid_grant' });
    if (pending.redirectUri !== form.redirect_uri || pending.clientId !== id) return json(res, 400, { error: 'invalid_grant' });
    const expected =
      pending.method === 'S256'
        ? createHash('sha256')
            .update(form.code_verifier ?? '')
            .digest('base64url')
        : form.code_verifier;
    if (!form.code_verifier || expected !== pending.challenge) return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE' });
    const t = state.tamper ?? {};
    state.tamper = undefined;
    const issuedAt = Math.floor(now().getTime() / 1000);
    const idToken = await signIdToken(
      {
        iss: t.iss ?? state.issuer,
        aud: t.aud ?? client.clientId,
        sub: pending.user.sub,
        email: pending.user.email,
        email_verified: pending.user.email_verified,
        name: pending.user.name,
        iat: issuedAt,
        exp: issuedAt + (t.expiresIn ?? 3600),
        nonce: t.nonce ?? pending.nonce,
        ...(t.authAgo !== undefined ? { auth_time: issuedAt - t.authAgo } : {}),
      },
      Boolean(t.rogueKey),
    );
    json(res, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
      scope: 'openid email profile',
    });
  }

  /** The account a `login_hint` names: its own subject, the address verified, a name made from the address. */
  function hintedUser(hint: string | null): ProviderUser | null {
    if (!hint || !/^[^\s@]+@[^\s@]+$/.test(hint)) return null;
    return { sub: `hint-${hint}`, email: hint, email_verified: true, name: `Google ${hint.split('@')[0]}` };
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const back = new URL(q.get('redirect_uri') ?? '');
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    if (state.authorizeError) {
      back.searchParams.set('error', state.authorizeError);
      state.authorizeError = undefined;
    } else if (q.get('client_id') !== client.clientId || q.get('response_type') !== 'code' || !q.get('code_challenge')) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId: q.get('client_id')!,
        redirectUri: q.get('redirect_uri')!,
        challenge: q.get('code_challenge')!,
        method: q.get('code_challenge_method') ?? 'plain',
        nonce: q.get('nonce') ?? undefined,
        user: hintedUser(q.get('login_hint')) ?? { ...state.nextUser },
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.issuer);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: state.issuer,
        authorization_endpoint: `${state.issuer}/authorize`,
        token_endpoint: `${state.issuer}/token`,
        jwks_uri: `${state.issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (route === 'GET /jwks') return state.jwksDown ? json(res, 503, { error: 'unavailable' }) : json(res, 200, { keys: [jwk] });
    if (route === 'GET /authorize') return authorize(url, res);
    if (route === 'POST /token')
      return void token(req, res).catch((e) => json(res, 500, { error: 'server_error', error_description: String(e) }));
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(state, {
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  });
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
