import { emailTakenByOther, findUserById, isUniqueViolation, listSubscribers, listUsers, updateUser } from '~/db/queries/accounts/users';
import type { AppDeps, AuthUser } from '../../deps';
import { ACCOUNT_RULE_MESSAGES, subscriptionChange } from '../../domain/account-rules';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { toApiUser, toSubscriber, type ApiUser } from '../../domain/user-shape';
import { invalid, notFound } from '../../domain/errors';

/** What admins do with accounts (the routes check the caller is an admin). */

export async function allUsers(deps: AppDeps): Promise<ApiUser[]> {
  return (await listUsers(deps.db)).map((u) => toApiUser(u));
}

export async function userById(deps: AppDeps, id: number): Promise<ApiUser> {
  const row = await findUserById(deps.db, id);
  if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
  return toApiUser(row);
}

/**
 * `PUT /api/users/:id`: only the fields sent change. Roles change at once (they are read from the database on
 * every request). An admin can neither take away their own admin role nor restrict themselves to the
 * assistant's: either way no admin route would let them undo it, and the last admin would lock the shop out.
 */
export async function updateUserAsAdmin(
  deps: AppDeps,
  caller: AuthUser,
  id: number,
  input: { name?: string; email?: string; isAdmin?: boolean; isAssistant?: boolean; isSubscribed?: boolean },
): Promise<ApiUser> {
  const current = await findUserById(deps.db, id);
  if (!current) throw notFound(AUTH_MESSAGES.userNotFound);
  if (id === caller.id && input.isAdmin === false) throw invalid(AUTH_MESSAGES.cannotDemoteSelf);
  if (id === caller.id && input.isAssistant === true) throw invalid(ACCOUNT_RULE_MESSAGES.cannotRestrictSelf);
  if (input.email !== undefined && input.email !== current.email && (await emailTakenByOther(deps.db, input.email, id))) {
    throw invalid(AUTH_MESSAGES.emailTaken);
  }
  const patch = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.isAdmin !== undefined ? { isAdmin: input.isAdmin } : {}),
    ...(input.isAssistant !== undefined ? { isAssistant: input.isAssistant } : {}),
    ...(input.isSubscribed !== undefined ? subscriptionChange(current, input.isSubscribed) : {}),
    // Staff recording a consent given elsewhere (in person, on paper) date it like the reader's own tick.
    ...(input.isSubscribed === true && !current.isSubscribed ? { newsletterConsentAt: deps.now().toISOString() } : {}),
  };
  try {
    const row = await updateUser(deps.db, id, patch);
    if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
    return toApiUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(AUTH_MESSAGES.emailTaken);
    throw err;
  }
}

/** `DELETE /api/users/:id`: the one deletion of an account (issue 31), the same as the customer's own. */
export { deleteUserAsAdmin } from './account-erasure';

/** `GET /api/subscribers/subscribed|unsubscribed`: `[{ _id, name, email }]`. */
export async function subscribers(deps: AppDeps, which: 'subscribed' | 'unsubscribed') {
  return (await listSubscribers(deps.db, which)).map(toSubscriber);
}
