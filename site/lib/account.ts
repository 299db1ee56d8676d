/**
 * Pure helpers of the account screens (login, registration, password reset, profile, outbox): where to go after
 * sign-in, what the mailed links carry, how mail bodies are shown. No DOM, no storage: unit-tested. The addresses
 * of the account pages themselves are built in site/lib/paths.ts.
 */
import { apiRequestOf } from './api';
import { sameSitePath } from '~/worker/domain/account-basics';
import type { SessionUser } from './session';
import { mayOpen, staffHrefs } from './staff-screens';

const PROFILE_PATH = /^\/(?:login\/)?profile\/?(?:[?#]|$)/;

/**
 * Where the address of an account page (login, registration, confirmation, password reset) asks to go after
 * signing in, or null when it asks for nothing: the `redirect` query when it is a path on this site (sameSitePath:
 * `https://evil`, `//evil` → null), `/profile` for every form of the profile target (the old shop's relative
 * `redirect=profile` landed on `/login/profile`), never back to an account form (null).
 */
export function requestedTarget(search: string, pathname = '/login'): string | null {
  const raw = new URLSearchParams(search).get('redirect');
  if (raw === null || raw === '') return /^\/login\/profile\/?$/.test(pathname) ? '/profile' : null;
  if (/^(?:login\/)?profile\/?$/.test(raw)) return '/profile';
  const target = sameSitePath(raw);
  if (target === null) return null;
  if (PROFILE_PATH.test(target)) return '/profile';
  if (/^\/(?:login|register|registerLink|forgot-password|reset-password)(?:[/?#]|$)/.test(target)) return null;
  return target;
}

/**
 * The target of a page the login page links to (registration, forgotten password): its own `?redirect=`, else
 * the one of the login page it was opened from. The login page is built without the target in its links and sets
 * it when its island hydrates; a link followed before that arrives without it, and the referrer still has it.
 */
export function handedOnTarget(here: Pick<Location, 'search' | 'pathname' | 'origin'>, referrer: string): string | null {
  const own = requestedTarget(here.search, here.pathname);
  if (own !== null || !referrer) return own;
  try {
    const from = new URL(referrer);
    if (from.origin !== here.origin || !/^\/login\/?$/.test(from.pathname)) return null;
    return requestedTarget(from.search, from.pathname);
  } catch {
    return null;
  }
}

/** requestedTarget, or the home page when the address asks for nothing. */
export function loginTarget(search: string, pathname = '/login'): string {
  return requestedTarget(search, pathname) ?? '/';
}

/**
 * Where someone lands right after signing in (or on opening /login already signed in): the page the address asks
 * for; without one, staff on their first staff screen (an admin on /admin, an assistant on the first media
 * screen it may open), everybody else on the home page.
 */
export function landingAfterLogin(user: Pick<SessionUser, 'isAdmin' | 'isAssistant'> | null, search: string, pathname = '/login'): string {
  const asked = requestedTarget(search, pathname);
  if (asked !== null) return asked;
  // The first screen of the role's menu (site/lib/staff-screens.ts): an admin's is /admin (the overview), an
  // assistant's the first media screen.
  return staffHrefs(user)[0] ?? '/';
}

/** Whether `user` may open `path`: the staff screens' rule, kept in site/lib/staff-screens.ts. */
export { mayOpen };

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
 * `/registerLink/{email}/{token}` → the confirmation API path (the contract's `GET /api/users/:email/:token`,
 * segments re-encoded),
 * or null for `/registerLink` itself or anything else.
 */
export function confirmApiPath(pathname: string): string | null {
  const m = /^\/registerLink\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const email = decodeSegment(m[1]);
  const token = decodeSegment(m[2]);
  if (!email || !token) return null;
  return apiRequestOf('GET /api/users/:email/:token', { params: { email, token } }).path;
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
