import type { Db } from '../db/client';
import { findUserByEmail, insertUserIfNew, setPasswordHash, type UserRow } from '../db/queries/accounts/users';
import { emailSchema, nameSchema, newPasswordSchema } from '../worker/domain/account-rules';
import { AUTH_MESSAGES } from '../worker/domain/auth-messages';
import { OpsRefusal } from './local-data';

/** The name of a new admin when `--name` is not given (staff may change it on their profile). */
export const DEFAULT_ADMIN_NAME = 'Administrátor';

export interface AdminInput {
  email: string | undefined;
  name?: string;
  password: string;
  /** The second typing on a terminal; a script's ADMIN_PASSWORD has none. */
  confirmation?: string;
}

/**
 * The checks of `npm run admin:create`: the registration's own rules for the e-mail and the new password
 * (worker/domain/account-rules.ts: length, not a common password), and the two typings alike. Refusals are
 * OpsRefusals, printed alone.
 */
export function checkAdminInput(input: AdminInput): { email: string; name?: string; password: string } {
  return { ...checkAdminAccount(input), password: checkAdminPassword(input.password, input.confirmation) };
}

/** The account part alone: checked before a password is asked for, so a typo in the address costs no typing. */
export function checkAdminAccount(input: { email?: string; name?: string }): { email: string; name?: string } {
  const email = emailSchema.safeParse(input.email ?? '');
  if (!email.success) throw new OpsRefusal(`${email.error.issues[0].message} (--email)`);
  const name = input.name === undefined ? undefined : nameSchema.safeParse(input.name);
  if (name && !name.success) throw new OpsRefusal(`${name.error.issues[0].message} (--name)`);
  return { email: email.data, name: name?.data };
}

function checkAdminPassword(password: string, confirmation: string | undefined): string {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new OpsRefusal(checked.error.issues[0].message);
  if (confirmation !== undefined && confirmation !== password) throw new OpsRefusal(`${AUTH_MESSAGES.passwordMismatch}.`);
  return checked.data;
}

/**
 * Makes the account an admin with a confirmed e-mail and this password: a new account, or an existing one promoted
 * (an assistant's restriction is lifted; its earlier logins end, as after any password change).
 */
export async function createAdmin(
  db: Db,
  input: { email: string; name?: string; password: string },
  hashPassword: (password: string) => Promise<string>,
): Promise<{ user: UserRow; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const admin = { isAdmin: true, isAssistant: false, isRegistered: true } as const;
  const fresh = (await findUserByEmail(db, input.email))
    ? undefined
    : await insertUserIfNew(db, { ...admin, email: input.email, name: input.name ?? DEFAULT_ADMIN_NAME, passwordHash });
  if (fresh) return { user: fresh, created: true };
  // The account exists (or was registered between the look-up and the insert).
  const existing = await findUserByEmail(db, input.email);
  if (!existing) throw new Error(`account ${input.email} vanished while being made an admin`);
  const promoted = await setPasswordHash(db, existing.id, passwordHash, input.name ? { ...admin, name: input.name } : admin);
  return { user: promoted ?? existing, created: false };
}
