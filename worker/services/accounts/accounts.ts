import {
  emailTakenByOther,
  findUserByEmail,
  findUserById,
  insertUserIfNew,
  isUniqueViolation,
  setPasswordHash,
  spendAllTokens,
  updateUser,
  type UserPatch,
  type UserRow,
} from '~/db/queries/accounts/users';
import type { AppDeps, AuthUser } from '../../deps';
import { forgotPasswordPageUrl, loginPageUrl, registrationLink, resetPasswordLink } from '../../domain/account-links';
import { TOKEN_LIFETIMES } from '../../domain/account-rules';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import type { UserInfo } from '../../domain/user-shape';
import { invalid, unauthorized } from '../../domain/errors';
import { accountSubject, countAccountAttempt, forgetAttempts } from './account-throttle';
import { alreadyRegisteredMail, passwordResetMail, registrationMail } from '../mail/mail-templates';
import { issueOneTimeToken, sendAccountMail, spendOneTimeToken } from './one-time-tokens';
import { setSubscription } from '../newsletter/newsletter';
import { hashPassword, verifyPassword } from './password';
import { userInfoFor } from './sessions';

/** The customer's own account: registration, confirmation, login, password reset, profile. */

let dummyHash: Promise<string> | undefined;
/** Checked against when the e-mail is unknown, so "no such user" takes as long as "wrong password". */
const hashForUnknownUser = () => (dummyHash ??= hashPassword('unknown-user-placeholder'));

async function sendRegistrationLink(deps: AppDeps, user: UserRow, redirect: string | undefined): Promise<void> {
  const token = await issueOneTimeToken(deps, user.id, 'register', TOKEN_LIFETIMES.registerMs);
  const link = registrationLink(deps.config.baseUrl, user.email, token, redirect);
  const mail = registrationMail({ name: user.name, link, validHours: TOKEN_LIFETIMES.registerMs / 3_600_000 });
  await sendAccountMail(deps, { to: user.email, ...mail, secrets: [token] });
}

/**
 * `POST /api/users`. Never a login (the old shop minted one here for any e-mail). The caller always gets the
 * same answer; what happens depends on the address:
 * - new: an unconfirmed account and a confirmation link;
 * - registered but never confirmed: the latest registration wins (name, password) and only the newest link
 *   works, so a stranger's earlier attempt on someone's address cannot be confirmed with their password;
 * - confirmed: the owner gets an "you already have an account" e-mail, nothing changes.
 * `redirect` (a same-site path, checked by the schema) rides along in every link of the mail, so that the person
 * comes back to where they were going (the checkout) after confirming and logging in.
 */
export async function register(deps: AppDeps, input: { name: string; email: string; password: string; redirect?: string }): Promise<void> {
  // Every registration mails the address (a link or "you already have an account"): a few an hour per address.
  await countAccountAttempt(deps, 'register', input.email);
  const passwordHash = await hashPassword(input.password);
  const created = await insertUserIfNew(deps.db, { name: input.name, email: input.email, passwordHash, isRegistered: false });
  if (created) return sendRegistrationLink(deps, created, input.redirect);

  const existing = await findUserByEmail(deps.db, input.email);
  if (!existing) throw new Error('user vanished during registration');
  if (!existing.isRegistered) {
    await spendAllTokens(deps.db, existing.id, 'register', deps.now());
    const updated = await setPasswordHash(deps.db, existing.id, passwordHash, { name: input.name });
    return sendRegistrationLink(deps, updated ?? existing, input.redirect);
  }
  const mail = alreadyRegisteredMail({
    name: existing.name,
    loginUrl: loginPageUrl(deps.config.baseUrl, input.redirect),
    forgotUrl: forgotPasswordPageUrl(deps.config.baseUrl, input.redirect),
  });
  await sendAccountMail(deps, { to: existing.email, ...mail });
}

/** `GET /api/users/:email/:token`: true once the link confirmed the account; a link works once. */
export async function confirmRegistration(deps: AppDeps, email: string, token: string): Promise<boolean> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return false;
  const userId = await spendOneTimeToken(deps, token, 'register', user.id);
  if (userId === null) return false;
  await updateUser(deps.db, user.id, { isRegistered: true });
  await spendAllTokens(deps.db, user.id, 'register', deps.now());
  return true;
}

/**
 * `POST /api/users/login`. Unknown e-mail and wrong password are one answer; "unconfirmed" only with the right
 * password. Every attempt counts against the e-mail's throttle first (known or not: the same 429 either way);
 * the right password clears the count.
 */
export async function login(deps: AppDeps, email: string, password: string): Promise<UserInfo> {
  const throttle = await countAccountAttempt(deps, 'login', email);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await hashForUnknownUser()));
  // A Google-only account has no password: nothing (not even the placeholder's password) opens it here.
  if (!user?.passwordHash || !ok) throw unauthorized(AUTH_MESSAGES.badCredentials);
  await forgetAttempts(deps, throttle);
  if (!user.isRegistered) throw unauthorized(AUTH_MESSAGES.notConfirmed);
  return userInfoFor(deps, user);
}

/**
 * `POST /api/auth/forgot-password`: a reset link for a known address, nothing (and the same answer) otherwise.
 * Requests per address are throttled alike for known and unknown ones, so nobody floods a mailbox. `redirect` (a
 * same-site path, checked by the schema) rides along in the link: after the new password, the login page goes there.
 */
export async function forgotPassword(deps: AppDeps, email: string, redirect?: string): Promise<void> {
  await countAccountAttempt(deps, 'forgotPassword', email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(deps, user.id, 'reset', TOKEN_LIFETIMES.resetMs);
  const link = resetPasswordLink(deps.config.baseUrl, { token, name: user.name, email: user.email, id: user.id, redirect });
  const mail = passwordResetMail({ name: user.name, link, validMinutes: TOKEN_LIFETIMES.resetMs / 60_000 });
  await sendAccountMail(deps, { to: user.email, ...mail, secrets: [token] });
}

/**
 * `POST /api/auth/reset-password`: spends the token (once), sets the password and bumps tokenVersion, so every
 * session of the account ends. Owning the mailbox also proves the address: an unconfirmed account becomes
 * confirmed. Older reset links of the account stop working.
 */
export async function resetPassword(deps: AppDeps, input: { token: string; id: number; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await spendOneTimeToken(deps, input.token, 'reset', input.id);
  if (userId === null) throw invalid(AUTH_MESSAGES.resetLinkInvalid);
  await setPasswordHash(deps.db, userId, passwordHash, { isRegistered: true });
  await spendAllTokens(deps.db, userId, 'reset', deps.now());
}

/** `GET /api/users/profile`: the caller's own record, with a fresh token. */
export async function ownProfile(deps: AppDeps, caller: AuthUser): Promise<UserInfo> {
  const row = await findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(AUTH_MESSAGES.tokenFailed);
  return userInfoFor(deps, row);
}

/**
 * `PUT /api/users/profile`: own name, e-mail, newsletter and (optionally) password; only the fields sent change
 * (the order page sends only the newsletter flag). A new password bumps tokenVersion: the returned userInfo
 * carries the one token that still works. The newsletter flag changes through services/newsletter/newsletter.ts: off→on
 * sends the confirmation with the unsubscribe link (once), on→off remembers the opt-out. Only the fields sent
 * are written here, never the caller's stale record.
 */
export async function updateProfile(
  deps: AppDeps,
  caller: AuthUser,
  input: { name?: string; email?: string; password?: string; isSubscribed?: boolean },
): Promise<UserInfo> {
  if (input.email !== undefined && input.email !== caller.email && (await emailTakenByOther(deps.db, input.email, caller.id))) {
    throw invalid(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  }
  // Switching the newsletter on mails a confirmation: a few an hour per account (refused before anything is written).
  if (input.isSubscribed === true && !caller.isSubscribed) await countAccountAttempt(deps, 'newsletter', accountSubject(caller.id));
  const patch: UserPatch = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
  };
  try {
    let row = input.password
      ? await setPasswordHash(deps.db, caller.id, await hashPassword(input.password), patch)
      : await updateUser(deps.db, caller.id, patch);
    if (!row) throw unauthorized(AUTH_MESSAGES.tokenFailed);
    if (input.isSubscribed !== undefined) row = (await setSubscription(deps, caller.id, input.isSubscribed)) ?? row;
    return userInfoFor(deps, row);
  } catch (err) {
    // Two accounts moving to one address at the same instant: the unique index decides.
    if (isUniqueViolation(err)) throw invalid(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
}

/** The last step of Google sign-in (see services/accounts/google-sign-in.ts): a short-lived code for the login page. */
export function issueLoginCode(deps: AppDeps, userId: number): Promise<string> {
  return issueOneTimeToken(deps, userId, 'login', TOKEN_LIFETIMES.loginCodeMs);
}

/** `POST /api/auth/currentuser {dataInfo}`: spends the login code, answers userInfo. */
export async function loginWithCode(deps: AppDeps, code: string): Promise<UserInfo> {
  const userId = await spendOneTimeToken(deps, code, 'login');
  const user = userId === null ? undefined : await findUserById(deps.db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.loginCodeInvalid);
  return userInfoFor(deps, user);
}
