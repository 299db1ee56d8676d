/**
 * The checks OpenID Connect Core §3.1.3.7 asks of an ID token's claims, once its signature is verified
 * (worker/services/accounts/oidc.ts, which also makes jose check issuer, audience and expiry: these checks repeat them
 * on purpose, so that this list stays complete on its own). Pure: returns the identity or the reason for refusing it.
 */

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  now: Date;
  /** Clock difference tolerated between us and the provider. */
  skewSeconds?: number;
}

export interface VerifiedIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type ClaimsResult = { ok: true; identity: VerifiedIdentity } | { ok: false; reason: string };

/** Google signs some tokens with the scheme-less issuer; both spellings are its documented values. */
export function acceptedIssuers(expected: string): string[] {
  return expected === 'https://accounts.google.com' ? [expected, 'accounts.google.com'] : [expected];
}

const issuerMatches = (iss: unknown, expected: string) => typeof iss === 'string' && acceptedIssuers(expected).includes(iss);

export function checkIdTokenClaims(claims: Record<string, unknown>, e: IdTokenExpectations): ClaimsResult {
  const skew = e.skewSeconds ?? 60;
  const nowSeconds = Math.floor(e.now.getTime() / 1000);
  if (!issuerMatches(claims.iss, e.issuer)) return { ok: false, reason: 'issuer' };
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(e.clientId)) return { ok: false, reason: 'audience' };
  // With several audiences the token must have been issued to us (azp), not merely mention us.
  if (audiences.length > 1 && claims.azp !== e.clientId) return { ok: false, reason: 'authorized party' };
  if (claims.azp !== undefined && claims.azp !== e.clientId) return { ok: false, reason: 'authorized party' };
  if (typeof claims.exp !== 'number' || claims.exp + skew <= nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof claims.iat === 'number' && claims.iat - skew > nowSeconds) return { ok: false, reason: 'issued in the future' };
  if (claims.nonce !== e.nonce) return { ok: false, reason: 'nonce' };
  if (typeof claims.sub !== 'string' || !claims.sub) return { ok: false, reason: 'subject' };
  const email = typeof claims.email === 'string' && claims.email ? claims.email.trim().toLowerCase() : null;
  // Google sends a boolean; some providers send the string "true".
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : null;
  return { ok: true, identity: { sub: claims.sub, email, emailVerified, name } };
}
