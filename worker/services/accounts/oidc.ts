import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/**
 * The OpenID Connect pieces Google sign-in needs, over plain fetch and WebCrypto (Node and Workers alike):
 * provider discovery (cached per isolate), and the ID token's signature and registered claims, checked by `jose`
 * against the provider's published keys. The remaining claim checks (nonce, azp, subject, e-mail) are pure and
 * live in worker/domain/id-token-claims.ts.
 */

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const METADATA_TTL_MS = 60 * 60 * 1000;
const metadataCache = new Map<string, { value: ProviderMetadata; at: number }>();

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** `${issuer}/.well-known/openid-configuration`; its `issuer` must be the one configured (OIDC Discovery §4.3). */
export async function discoverProvider(issuer: string): Promise<ProviderMetadata> {
  const cached = metadataCache.get(issuer);
  if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.value;
  const doc = (await getJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`)) as Partial<ProviderMetadata>;
  for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof doc[field] !== 'string') throw new Error(`discovery document of ${issuer} lacks ${field}`);
  }
  if (doc.issuer !== issuer) throw new Error(`discovery document names issuer ${doc.issuer}, expected ${issuer}`);
  const value = doc as ProviderMetadata;
  metadataCache.set(issuer, { value, at: Date.now() });
  return value;
}

/**
 * One remote key set per `jwks_uri`, kept for the isolate's life so that jose's cache works: keys are refetched
 * after an hour, and at once (at most every 30 s) when a token names a key id the set lacks: providers rotate keys.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000, cacheMaxAge: METADATA_TTL_MS });
    keySets.set(jwksUri, set);
  }
  return set;
}

export interface VerifyOptions {
  /** Every spelling of the configured issuer (see acceptedIssuers). */
  issuers: string[];
  clientId: string;
  now: Date;
  /** Clock difference tolerated between us and the provider. */
  skewSeconds?: number;
}

export type IdTokenCheck = { ok: true; claims: JWTPayload } | { ok: false; reason: string };

const CLAIM_REASONS: Record<string, string> = { iss: 'issuer', aud: 'audience', exp: 'expired', nbf: 'not yet valid' };

/**
 * The claims of an ID token signed with RS256 by one of the provider's published keys, issued by the expected
 * issuer to us and not expired by the app's clock; else the reason for refusing it. Only RS256 is accepted (no
 * `none`, no HMAC with the public key as secret). A provider that cannot be reached or answers nonsense throws.
 */
export async function verifyIdToken(idToken: string, jwksUri: string, e: VerifyOptions): Promise<IdTokenCheck> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(jwksUri), {
      algorithms: ['RS256'],
      issuer: e.issuers,
      audience: e.clientId,
      currentDate: e.now,
      clockTolerance: e.skewSeconds ?? 60,
      requiredClaims: ['exp'],
    });
    return { ok: true, claims: payload };
  } catch (err) {
    const reason = refusalReason(err);
    if (reason) return { ok: false, reason };
    throw err;
  }
}

/** Why jose refused the token itself; null when the failure is the provider's (unreachable, bad key set). */
function refusalReason(err: unknown): string | null {
  if (err instanceof errors.JWTExpired) return 'expired';
  if (err instanceof errors.JWTClaimValidationFailed) return CLAIM_REASONS[err.claim] ?? `claim ${err.claim}`;
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey) return 'signature';
  if (err instanceof errors.JOSEAlgNotAllowed) return 'algorithm';
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return 'malformed';
  return null;
}
