/**
 * Pure helpers of the account screens (login, registration, password reset, profile, outbox): where to go after
 * sign-in, what the mailed links carry, how dates and mail bodies are shown. No DOM, no storage: unit-tested.
 */
import { safeRedirectPath } from '../../worker/domain/account-basics';
import type { SessionUser } from './session';

const PROFILE_PATH = /^\/(?:login\/)?profile\/?(?:[?#]|$)/;

/**
 * Where the login page sends someone who is (or just got) signed in: the `redirect` query when it is a path on
 * this site (safeRedirectPath: `https://evil`, `//evil` → `/`), `/profile` for every form of the profile target
 * (the old shop's relative `redirect=profile` landed on `/login/profile`), never back to an account form.
 */
export function loginTarget(search: string, pathname = '/login'): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (raw === null || raw === '') return /^\/login\/profile\/?$/.test(pathname) ? '/profile' : '/';
  if (/^(?:login\/)?profile\/?$/.test(raw)) return '/profile';
  const target = safeRedirectPath(raw);
  if (PROFILE_PATH.test(target)) return '/profile';
  if (/^\/(?:login|register|registerLink|forgot-password|reset-password)(?:[/?#]|$)/.test(target)) return '/';
  return target;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}

/** Admin pages an assistant may open (the server's requireStaff routes); the rest of /admin is for admins. */
const ASSISTANT_PATHS = /^\/admin\/(?:audio|video|banner)(?:[/?#]|$)/;

/** Staff screens: everything under /admin, and the shop-wide discount (the spec's /create-discount). */
const STAFF_PATHS = /^\/(?:admin|create-discount)(?:[/?#]|$)/;

/** Whether `user` may open `path` (only staff screens are restricted). */
export function mayOpen(user: Pick<SessionUser, 'isAdmin' | 'isAssistant'> | null, path: string): boolean {
  if (!STAFF_PATHS.test(path)) return true;
  if (!user) return false;
  // The assistant flag restricts even an admin (as the server's requireAdmin does).
  if (user.isAssistant) return ASSISTANT_PATHS.test(path);
  return user.isAdmin;
}

/** The Google button's address: the server starts the OpenID flow and comes back to /login with a code. */
export function googleStartUrl(target: string): string {
  return `/api/auth/google/start?redirect=${encodeURIComponent(target)}`;
}

/**
 * Whether the build's environment turns Google sign-in on (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, as
 * worker/platform/env-config.ts googleFromEnv reads them): the pre-rendered login and registration pages then
 * carry the Google button from the first paint. Only a first guess: the pages ask `/api/auth/config` and follow
 * its answer (a Worker whose build ran without the secrets still gets its button, a moment later).
 */
export function googleAtBuild(env: { GOOGLE_CLIENT_ID?: string; GOOGLE_CLIENT_SECRET?: string }): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID?.trim() && env.GOOGLE_CLIENT_SECRET?.trim());
}

function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * `/registerLink/{email}/{token}` → the confirmation API path (`/api/users/{email}/{token}`, segments re-encoded),
 * or null for `/registerLink` itself or anything else.
 */
export function confirmApiPath(pathname: string): string | null {
  const m = /^\/registerLink\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const email = decodeSegment(m[1]);
  const token = decodeSegment(m[2]);
  if (!email || !token) return null;
  return `/api/users/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

export interface ResetLink {
  token: string;
  name: string;
  email: string;
  id: string;
}

/** `/reset-password/{token}/{name}/{email}/{id}/{genToken}` (worker/domain/account-links.ts) → its parts, or null. */
export function parseResetPath(pathname: string): ResetLink | null {
  const m = /^\/reset-password\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  if (!m) return null;
  const [token, name, email, id] = m.slice(1).map(decodeSegment);
  if (token === null || name === null || email === null || id === null || !/^\d+$/.test(id)) return null;
  return { token, name, email, id };
}


/** A mail's text split into plain runs and web links, for showing it with clickable links (no HTML involved). */
export type TextPart = { text: string } | { href: string };

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const re = /https?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    // A sentence's closing punctuation is not part of the link.
    const href = m[0].replace(/[.,;:!?)\]]+$/, '');
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ href });
    last = at + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
