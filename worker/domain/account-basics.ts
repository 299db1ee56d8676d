/**
 * The part of the account rules that needs no zod: the browser's account screens import these (a redirect
 * check and the password length for a hint) without pulling the validation library into their bundle.
 * worker/domain/account-rules.ts re-exports them; the server imports them from there.
 */

/** Longest accepted e-mail and name, in characters (the forms' maxLength and the server's rules). */
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

export const PASSWORD_MIN = 8;
/** scrypt work grows with input length; nobody types more than this. */
export const PASSWORD_MAX = 128;

/** The longest path a redirect may carry (the login page's `?redirect=`, the mailed links, Google's round trip). */
const REDIRECT_MAX = 500;

/**
 * THE rule for a place to come back to after signing in, registering or resetting a password, used by the
 * browser and the server alike: a path on this site (one leading `/`), else null. `//evil.example`,
 * `/\evil.example`, absolute URLs (`https:`, `javascript:`), control characters, any backslash and anything
 * longer than REDIRECT_MAX are refused (no open redirect).
 */
export function sameSitePath(value: string | undefined | null): string | null {
  if (!value || value.length > REDIRECT_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the check refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** Where to send the browser after sign-in: the path when sameSitePath accepts it, else the home page. */
export function safeRedirectPath(value: string | undefined | null): string {
  return sameSitePath(value) ?? '/';
}

/**
 * `?redirect=<path>` for an address that should bring its reader back to `path` (nothing without one). Slashes
 * stay readable (`?redirect=/shipping`); everything else that could end the parameter (`&`, `#`, `?`) is encoded.
 */
export function redirectQuery(path: string | null | undefined): string {
  const safe = sameSitePath(path);
  return safe ? `?redirect=${encodeURIComponent(safe).replace(/%2F/g, '/')}` : '';
}
