/**
 * Pure parts of `/unsubscribe/{token}` (the link in every e-mail to a subscriber, built by `unsubscribeUrl` of
 * worker/domain/engagement.ts, which encodes the token as one path segment).
 */
/** `ENGAGEMENT_MESSAGES` texts, copied so the page does not load zod (unsubscribe-ops.test.ts checks them). */
export const UNSUBSCRIBE_TEXTS = {
  unsubscribed: 'Odber noviniek bol zrušený.',
  unsubscribeInvalid: 'Odkaz na zrušenie odberu je neplatný.',
} as const;

export const UNSUBSCRIBE_TITLE = 'Zrušenie odberu noviniek';

/** `/unsubscribe/abc` → "abc" (decoded); anything else → null. A trailing slash is allowed. */
export function tokenFromPath(pathname: string): string | null {
  const m = /^\/unsubscribe\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    const token = decodeURIComponent(m[1]).trim();
    return token ? token : null;
  } catch {
    return null;
  }
}
