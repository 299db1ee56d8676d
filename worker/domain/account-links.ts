/**
 * Links the account e-mails carry, in the spec's route shapes. Always built from the server's configured base
 * URL (a Host header or the client's `origURL` could point them at an attacker's site).
 */
import { redirectQuery } from './account-basics';
import { shopUrl } from './shop-url';

/**
 * The spec's reset route ends in `/:genToken`, where the old shop put a long-lived LOGIN token. Ours carries
 * only this fixed marker (the link format's version): the single-use reset token is the one secret in the link.
 */
const RESET_LINK_MARKER = 'v1';

/**
 * `redirect` on the links below: the page of the shop the person was on their way to (e.g. `/shipping` when the
 * checkout sent them to register). The link carries it as `?redirect=` (redirectQuery: only a same-site path, any
 * other value is left out) and the page hands it on to the login page, which goes there after signing in.
 */
type Redirect = string | null | undefined;

/** `/registerLink/{email}/{token}` → the page calls `GET /api/users/{email}/{token}`. */
export function registrationLink(baseUrl: string, email: string, token: string, redirect?: Redirect): string {
  return shopUrl(baseUrl, `/registerLink/${encodeURIComponent(email)}/${token}${redirectQuery(redirect)}`);
}

/** `/reset-password/{token}/{name}/{email}/{id}/{genToken}` → the page posts to `/api/auth/reset-password`. */
export function resetPasswordLink(
  baseUrl: string,
  p: { token: string; name: string; email: string; id: number; redirect?: Redirect },
): string {
  const path =
    `/reset-password/${p.token}/${encodeURIComponent(p.name)}/${encodeURIComponent(p.email)}/${p.id}/${RESET_LINK_MARKER}` as const;
  return shopUrl(baseUrl, `${path}${redirectQuery(p.redirect)}`);
}

export const loginPageUrl = (baseUrl: string, redirect?: Redirect) => shopUrl(baseUrl, `/login${redirectQuery(redirect)}`);
export const forgotPasswordPageUrl = (baseUrl: string, redirect?: Redirect) =>
  shopUrl(baseUrl, `/forgot-password${redirectQuery(redirect)}`);
