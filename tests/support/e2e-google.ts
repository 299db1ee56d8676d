import { startOidcProvider, type OidcProvider, type ProviderUser } from '../../worker/test-support/oidc-provider';

/**
 * Google sign-in in the end-to-end suite: global setup starts the local OpenID provider
 * (worker/test-support/oidc-provider.ts) before the shop and hands its URL to the shop as GOOGLE_ISSUER. The
 * provider approves at once and always signs in this one identity, so tests/e2e/google-sign-in.spec.ts knows
 * whom to expect.
 */
const E2E_GOOGLE_CLIENT = { clientId: 'prud-e2e.apps.example', clientSecret: 'prud-e2e-client-secret' };

export const E2E_GOOGLE_USER = {
  sub: 'e2e-google-citatel',
  email: 'gabriela.googlova@example.sk',
  email_verified: true,
  name: 'Gabriela Googlová',
} satisfies ProviderUser;

export async function startE2eGoogleProvider(): Promise<OidcProvider> {
  const idp = await startOidcProvider(E2E_GOOGLE_CLIENT);
  idp.nextUser = { ...E2E_GOOGLE_USER };
  return idp;
}

/** The shop's environment for it. */
export function googleEnv(idp: OidcProvider): Record<string, string> {
  return { GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.clientId, GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.clientSecret, GOOGLE_ISSUER: idp.issuer };
}
