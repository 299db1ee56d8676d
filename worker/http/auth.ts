import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, AuthUser } from '../deps';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { staffRole } from '../domain/roles';
import { userForBearerToken } from '../services/accounts/sessions';
import { forbidden, unauthorized } from '../domain/errors';

/**
 * Who is calling, from `Authorization: Bearer <token>`. Roles come from the database row loaded here, never
 * from anything the browser sends. Put one of these in front of every non-public handler:
 *   requireUser  – any signed-in account (customers see only their own data: the handler uses c.var.user.id)
 *   requireStaff – admin or assistant (audio, video, banners, uploads)
 *   requireAdmin – admin not restricted to the assistant's role (everything else)
 */

type SignedIn = { Variables: { deps: AppDeps; user: AuthUser } };

/** The token in the header: undefined when there is none, '' when the header is malformed or empty. */
function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header?.trim()) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1] : '';
}

async function authenticate(c: Context<SignedIn>): Promise<AuthUser> {
  const token = bearerToken(c);
  // The spec's client logs out on exactly these two texts.
  if (token === undefined) throw unauthorized(AUTH_MESSAGES.noToken);
  const user = token ? await userForBearerToken(c.get('deps'), token) : null;
  if (!user) throw unauthorized(AUTH_MESSAGES.tokenFailed);
  c.set('user', user);
  return user;
}

export const requireUser = createMiddleware<SignedIn>(async (c, next) => {
  await authenticate(c);
  await next();
});

export const requireStaff = createMiddleware<SignedIn>(async (c, next) => {
  const user = await authenticate(c);
  if (!staffRole(user)) throw forbidden(AUTH_MESSAGES.staffOnly);
  await next();
});

export const requireAdmin = createMiddleware<SignedIn>(async (c, next) => {
  const user = await authenticate(c);
  // The assistant flag restricts: an admin marked as assistant is limited to audio, video and banners, as the
  // staff menus show it (one rule for both: worker/domain/roles.ts).
  if (staffRole(user) !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly);
  await next();
});

/** Who reads a resource's drafts: the ones who write it (products: admins; audio, video, banners: staff). */
export type DraftReaders = 'admin' | 'staff';

function readsDrafts(user: AuthUser, who: DraftReaders): boolean {
  const role = staffRole(user);
  return who === 'admin' ? role === 'admin' : role !== null;
}

/**
 * For the public reads that show staff their drafts too (worker/domain/drafts.ts): a bearer token of someone who
 * writes this resource sets `c.var.user`; anything else (no token, a customer's, an expired or malformed one)
 * reads as a visitor and is never refused, since the public answer needs no sign-in. A set user also keeps the
 * answer out of the shared catalogue cache (catalogue-cache.ts `shareable`). Read it with `seesDrafts(c, who)`.
 */
export function staffReads(who: DraftReaders) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    const user = token ? await userForBearerToken(c.get('deps'), token) : null;
    if (user && readsDrafts(user, who)) c.set('user', user);
    await next();
  });
}

/** Whether the caller (as `staffReads` found it) is one who sees this resource's drafts. */
export function seesDrafts(c: Context<AppEnv>, who: DraftReaders): boolean {
  const user = c.get('user');
  return user !== undefined && readsDrafts(user, who);
}
