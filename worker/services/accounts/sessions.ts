import { findUserById, type UserRow } from '~/db/queries/accounts/users';
import type { AppDeps, AuthUser } from '../../deps';
import { toApiUser, type UserInfo } from '../../domain/user-shape';
import { issueBearerToken, readBearerToken } from './tokens';

/** The spec's userInfo for someone who just proved who they are (login, Google, profile change). */
export async function userInfoFor(deps: AppDeps, user: UserRow): Promise<UserInfo> {
  const token = await issueBearerToken(deps.config.tokenSecret, user, deps.now());
  return toApiUser(user, token);
}

/**
 * The user a bearer token stands for, checked against the database on every request: the account must still
 * exist and its tokenVersion must equal the token's (a password change bumps it). Null = refuse.
 */
export async function userForBearerToken(deps: AppDeps, token: string): Promise<AuthUser | null> {
  const claims = await readBearerToken(deps.config.tokenSecret, token, deps.now());
  if (!claims) return null;
  const row = await findUserById(deps.db, claims.sub);
  if (!row || row.tokenVersion !== claims.ver) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}
