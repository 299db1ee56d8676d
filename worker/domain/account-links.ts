/**
 * Links the account e-mails carry, in the spec's route shapes. Always built from the server's configured base
 * URL (a Host header or the client's `origURL` could point them at an attacker's site).
 */
import { shopUrl } from './shop-url';

/**
 * The spec's reset route ends in `/:genToken`, where the old shop put a long-lived LOGIN token. Ours carries
 * only this fixed marker (the link format's version): the single-use reset token is the one secret in the link.
 */
export const RESET_LINK_MARKER = 'v1';

/** `/registerLink/{email}/{token}` → the page calls `GET /api/users/{email}/{token}`. */
export function registrationLink(baseUrl: string, email: string, token: string): string {
  return shopUrl(baseUrl, `/registerLink/${encodeURIComponent(email)}/${token}`);
}

/** `/reset-password/{token}/{name}/{email}/{id}/{genToken}` → the page posts to `/api/auth/reset-password`. */
export function resetPasswordLink(baseUrl: string, p: { token: string; name: string; email: string; id: number }): string {
  return shopUrl(baseUrl, `/reset-password/${p.token}/${encodeURIComponent(p.name)}/${encodeURIComponent(p.email)}/${p.id}/${RESET_LINK_MARKER}`);
}

export const loginPageUrl = (baseUrl: string) => shopUrl(baseUrl, '/login');
export const forgotPasswordPageUrl = (baseUrl: string) => shopUrl(baseUrl, '/forgot-password');
