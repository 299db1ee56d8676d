/**
 * The part of the account rules that needs no zod: the browser's account screens import these (a redirect
 * check and the password length for a hint) without pulling the validation library into their bundle.
 * worker/domain/account-rules.ts re-exports them; the server imports them from there.
 */

export const PASSWORD_MIN = 8;
/** scrypt work grows with input length; nobody types more than this. */
export const PASSWORD_MAX = 128;

/**
 * Where to send the browser after sign-in: only a path on this site. `//evil.example`, `/\evil.example`,
 * absolute URLs and control characters fall back to `/` (no open redirect).
 */
export function safeRedirectPath(value: string | undefined | null): string {
  if (!value || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  return value;
}
