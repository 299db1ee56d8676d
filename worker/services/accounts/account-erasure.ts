import { anotherAdminExists, deleteDeliveredMailsTo, eraseAccount, personalDataRows } from '~/db/queries/accounts/personal-data';
import { findUserById, type UserRow } from '~/db/queries/accounts/users';
import type { AppDeps, AuthUser } from '../../deps';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { invalid, notFound, unauthorized } from '../../domain/errors';
import {
  DELETE_CODE_MS,
  ERASED_USE_PREFIX,
  exportFilename,
  FORMER_CUSTOMER_NAME,
  PERSONAL_DATA_MESSAGES,
  personalDataExport,
  type DeleteAccountInput,
} from '../../domain/personal-data';
import { ACCOUNT_THROTTLE_RULES, type AccountThrottleRule } from '../../domain/rate-limit-rules';
import { accountSubject, countAccountAttempt, throttleKey } from './account-throttle';
import { accountDeletedMail } from './account-deletion-mail';
import { REVIEW_REPUBLISH_REASON } from '../engagement/reviews';
import { issueOneTimeToken, sendAccountMail, spendOneTimeToken } from './one-time-tokens';
import { verifyPassword } from './password';

/**
 * A person's own data (issue 31): the export, and THE deletion of an account, one service for the customer's
 * 'Zrušiť účet' and the staff's `DELETE /api/users/:id`.
 */

/** `GET /api/users/profile/export`: the file and its name. */
export async function exportOwnData(
  deps: AppDeps,
  caller: AuthUser,
): Promise<{ filename: string; data: ReturnType<typeof personalDataExport> }> {
  const row = await findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(AUTH_MESSAGES.tokenFailed);
  const now = deps.now();
  return { filename: exportFilename(now), data: personalDataExport(await personalDataRows(deps.db, row), now) };
}

/** The Google re-confirmation's last step (services/accounts/google-sign-in.ts): the code the delete call takes. */
export function issueDeleteCode(deps: AppDeps, userId: number): Promise<string> {
  return issueOneTimeToken(deps, userId, 'delete', DELETE_CODE_MS);
}

/**
 * `DELETE /api/users/profile`: the caller proves again who they are, by the password (counted against the login's
 * throttle of the account's e-mail, so this door gives a guesser with a stolen token no more tries than the login
 * does) or by a fresh Google sign-in's code (bound to this account, spent once). The last admin cannot go: nobody
 * could name another. A refusal writes nothing but the attempt's count.
 */
export async function deleteOwnAccount(deps: AppDeps, caller: AuthUser, input: DeleteAccountInput): Promise<void> {
  const row = await findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(AUTH_MESSAGES.tokenFailed);
  if (row.isAdmin && !row.isAssistant && !(await anotherAdminExists(deps.db, row.id))) throw invalid(PERSONAL_DATA_MESSAGES.lastAdmin);
  if (input.password !== undefined) {
    if (!row.passwordHash) throw invalid(PERSONAL_DATA_MESSAGES.noPassword, { password: PERSONAL_DATA_MESSAGES.noPassword });
    await countAccountAttempt(deps, 'login', row.email);
    if (!(await verifyPassword(input.password, row.passwordHash))) {
      throw invalid(PERSONAL_DATA_MESSAGES.wrongPassword, { password: PERSONAL_DATA_MESSAGES.wrongPassword });
    }
  } else if (input.googleCode !== undefined) {
    if (!row.googleId) throw invalid(PERSONAL_DATA_MESSAGES.googleNotLinked);
    if ((await spendOneTimeToken(deps, input.googleCode, 'delete', row.id)) === null)
      throw invalid(PERSONAL_DATA_MESSAGES.googleCodeInvalid);
  } else {
    throw invalid(PERSONAL_DATA_MESSAGES.needsConfirmation, { password: PERSONAL_DATA_MESSAGES.needsConfirmation });
  }
  await deleteAccount(deps, row);
}

/** `DELETE /api/users/:id` (admins): the same deletion; an admin still cannot delete their own account here. */
export async function deleteUserAsAdmin(deps: AppDeps, caller: AuthUser, id: number): Promise<void> {
  if (id === caller.id) throw invalid(AUTH_MESSAGES.cannotDeleteSelf);
  const row = await findUserById(deps.db, id);
  if (!row || !(await deleteAccount(deps, row))) throw notFound(AUTH_MESSAGES.userNotFound);
}

async function throttleKeysOf(deps: AppDeps, row: UserRow): Promise<string[]> {
  const rules = Object.keys(ACCOUNT_THROTTLE_RULES) as AccountThrottleRule[];
  const subjects = [row.email.toLowerCase(), accountSubject(row.id)];
  return Promise.all(rules.flatMap((rule) => subjects.map((s) => throttleKey(deps, rule, s))));
}

/** The object-store keys of a deleted mail's own attachments (a kept invoice is referred to and stays). */
function ownAttachmentKeys(list: string): string[] {
  try {
    const parsed = JSON.parse(list);
    return Array.isArray(parsed)
      ? parsed.map((a) => a?.key).filter((k): k is string => typeof k === 'string' && k.startsWith('outbox/'))
      : [];
  } catch {
    return [];
  }
}

/**
 * Deletes the account in one transaction (db/queries/accounts/personal-data.ts `eraseAccount`: reviews keep their text and
 * stars under 'Bývalý zákazník' with the frozen 'Overený nákup'; orders stay for the accounting period, detached,
 * with the e-mail the invoice prints), asks for a republish when an approved review's name changed, then removes the deleted mails' files and mails the confirmation. Its copy
 * in the outbox is removed once a provider answered; a shop without a provider keeps it, as the only delivery.
 * False when the account was gone already.
 */
export async function deleteAccount(deps: AppDeps, row: UserRow): Promise<boolean> {
  const email = row.email.toLowerCase();
  const result = await eraseAccount(deps.db, {
    userId: row.id,
    email,
    throttleKeys: await throttleKeysOf(deps, row),
    codeUseMark: `${ERASED_USE_PREFIX}${crypto.randomUUID()}`,
    reviewName: FORMER_CUSTOMER_NAME,
  });
  if (!result.deleted) return false;
  // An approved review's author is printed in its product page's JSON-LD (pre-rendered): the new name needs a publish.
  if (result.renamedApprovedReviews > 0) deps.publisher.request(REVIEW_REPUBLISH_REASON, deps.waitUntil);
  for (const key of result.attachmentLists.flatMap(ownAttachmentKeys)) {
    await deps.store
      .delete(key)
      .catch((err) => deps.log('error', 'a deleted mail attachment stayed in the store', { key, error: String(err) }));
  }
  await sendAccountMail(deps, { to: row.email, ...accountDeletedMail({ name: row.name }) });
  // Only copies a provider answered ('sent', 'failed') go: a shop without one marks its copies 'outbox'.
  await deleteDeliveredMailsTo(deps.db, email);
  deps.log('info', 'account deleted', { userId: row.id });
  return true;
}
