import { fromBase64Url } from './tokens';

/**
 * The OpenID Connect pieces Google sign-in needs, over plain fetch and WebCrypto (Node and Workers alike):
 * provider discovery and the provider's signing keys (both cached per isolate), and the RS256 signature check
 * of an ID token. The claim checks are pure and live in worker/domain/id-token-claims.ts.
 */

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface RsaJwk extends JsonWebKey {
  kid?: string;
  use?: string;
}

const METADATA_TTL_MS = 60 * 60 * 1000;
const metadataCache = new Map<string, { value: ProviderMetadata; at: number }>();
const jwksCache = new Map<string, { keys: RsaJwk[]; at: number }>();

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

async function signingKeys(jwksUri: string, refresh: boolean): Promise<RsaJwk[]> {
  const cached = jwksCache.get(jwksUri);
  if (!refresh && cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.keys;
  const doc = (await getJson(jwksUri)) as { keys?: RsaJwk[] };
  const keys = Array.isArray(doc.keys) ? doc.keys.filter((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig')) : [];
  jwksCache.set(jwksUri, { keys, at: Date.now() });
  return keys;
}

function decodeJsonPart(part: string): Record<string, unknown> | null {
  const bytes = fromBase64Url(part);
  if (!bytes) return null;
  try {
    const value = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The claims of an ID token whose RS256 signature verifies against the provider's published keys, else null.
 * Only RS256 is accepted (no `none`, no HMAC with a public key as secret). A key id we do not know triggers one
 * refresh of the key set: providers rotate keys.
 */
export async function verifyIdTokenSignature(idToken: string, jwksUri: string): Promise<Record<string, unknown> | null> {
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts;
  const header = decodeJsonPart(h);
  const claims = decodeJsonPart(p);
  const signature = fromBase64Url(s);
  if (!header || !claims || !signature || header.alg !== 'RS256') return null;
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const pick = (keys: RsaJwk[]) => (kid ? keys.filter((k) => k.kid === kid) : keys);
  let candidates = pick(await signingKeys(jwksUri, false));
  if (candidates.length === 0) candidates = pick(await signingKeys(jwksUri, true));
  const signed = new TextEncoder().encode(`${h}.${p}`);
  for (const jwk of candidates) {
    const { kty, n, e } = jwk;
    const key = await crypto.subtle
      .importKey('jwk', { kty, n, e }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify'])
      .catch(() => null);
    if (key && (await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, signed))) return claims;
  }
  return null;
}
