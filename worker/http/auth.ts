import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AuthUser } from '../deps';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { userForBearerToken } from '../services/sessions';
import { ApiError } from './errors';

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
  if (token === undefined) throw new ApiError(401, AUTH_MESSAGES.noToken);
  const user = token ? await userForBearerToken(c.get('deps'), token) : null;
  if (!user) throw new ApiError(401, AUTH_MESSAGES.tokenFailed);
  c.set('user', user);
  return user;
}

export const requireUser = createMiddleware<SignedIn>(async (c, next) => {
  await authenticate(c);
  await next();
});

export const requireStaff = createMiddleware<SignedIn>(async (c, next) => {
  const user = await authenticate(c);
  if (!user.isAdmin && !user.isAssistant) throw new ApiError(403, AUTH_MESSAGES.staffOnly);
  await next();
});

export const requireAdmin = createMiddleware<SignedIn>(async (c, next) => {
  const user = await authenticate(c);
  // The assistant flag restricts: an admin marked as assistant is limited to audio, video and banners
  // ("Asistent? (zaškrtnutím sa prístup obmedzí na Audio, Video a Bannery)"), as the staff menus show it.
  if (!user.isAdmin || user.isAssistant) throw new ApiError(403, AUTH_MESSAGES.adminOnly);
  await next();
});
