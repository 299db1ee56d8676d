import { fieldErrorsOf } from '~/worker/domain/field-errors';
import { forgotPasswordSchema, newPasswordSchema, profileSchema, registerSchema } from '~/worker/domain/account-rules';
import type { MarkedField, Marks } from '~/site/components/ui/field-marks';

/**
 * The account forms checked in the browser before anything is sent (pure, unit-tested): each with the server's own
 * schema, so EVERY wrong field gets its own message at once (the server checks again and names the same fields in
 * its 400). The repetition of a password is the form's own field: the server's register body has none.
 */

export type PasswordKey = 'password' | 'confirm';
export type RegisterKey = 'name' | 'email' | PasswordKey;
export type ProfileKey = RegisterKey;

/** Said when the repetition is left empty beside a password (the server's word for a missing `confirmPassword`). */
export const CONFIRM_MISSING = 'Zopakujte heslo.';

/** The registration form, top to bottom (ids of RegisterPage's fields). */
export const REGISTER_FIELDS: readonly MarkedField<RegisterKey>[] = [
  { key: 'name', id: 'register-name', label: 'Meno a priezvisko' },
  { key: 'email', id: 'register-email', label: 'E-mail' },
  { key: 'password', id: 'register-password', label: 'Heslo' },
  { key: 'confirm', id: 'register-confirm', label: 'Potvrdenie hesla', body: 'confirmPassword' },
];

export const PROFILE_FIELDS: readonly MarkedField<ProfileKey>[] = [
  { key: 'name', id: 'profile-name', label: 'Meno a priezvisko' },
  { key: 'email', id: 'profile-email', label: 'E-mail' },
  { key: 'password', id: 'profile-password', label: 'Nové heslo' },
  { key: 'confirm', id: 'profile-confirm', label: 'Potvrdenie nového hesla', body: 'confirmPassword' },
];

export const RESET_FIELDS: readonly MarkedField<PasswordKey>[] = [
  { key: 'password', id: 'reset-password', label: 'Nové heslo' },
  { key: 'confirm', id: 'reset-confirm', label: 'Potvrdenie nového hesla', body: 'confirmPassword' },
];

export const FORGOT_FIELDS: readonly MarkedField<'email'>[] = [{ key: 'email', id: 'forgot-email', label: 'E-mail' }];

/**
 * The repetition's mark: empty beside a password, or different from it. `optional` (the profile): both empty
 * means "keep the password", no mark.
 */
export function confirmMark(password: string, confirm: string, mismatch: string, optional = false): string | undefined {
  if (optional && password === '' && confirm === '') return undefined;
  if (confirm === '') return CONFIRM_MISSING;
  return confirm === password ? undefined : mismatch;
}

/** Name, e-mail and password by `registerSchema`, and the repetition. */
export function registerMarks(v: Record<RegisterKey, string>, mismatch: string): Marks<RegisterKey> {
  const parsed = registerSchema.safeParse({ name: v.name, email: v.email, password: v.password });
  const marks: Marks<RegisterKey> = parsed.success ? {} : pick(fieldErrorsOf(parsed.error.issues), ['name', 'email', 'password']);
  return withConfirm(marks, confirmMark(v.password, v.confirm, mismatch));
}

/** Name and e-mail by `profileSchema`; a new password only when one is typed (empty keeps the current one). */
export function profileMarks(v: Record<ProfileKey, string>, mismatch: string): Marks<ProfileKey> {
  const parsed = profileSchema.safeParse({ name: v.name, email: v.email, password: v.password });
  const marks: Marks<ProfileKey> = parsed.success ? {} : pick(fieldErrorsOf(parsed.error.issues), ['name', 'email', 'password']);
  return withConfirm(marks, confirmMark(v.password, v.confirm, mismatch, true));
}

/** The new password of a reset link by the server's rules for a chosen password, and the repetition. */
export function resetMarks(v: Record<PasswordKey, string>, mismatch: string): Marks<PasswordKey> {
  const parsed = newPasswordSchema.safeParse(v.password);
  const marks: Marks<PasswordKey> = parsed.success ? {} : { password: parsed.error.issues[0].message };
  return withConfirm(marks, confirmMark(v.password, v.confirm, mismatch));
}

/** The reset request's e-mail by `forgotPasswordSchema`. */
export function forgotMarks(v: { email: string }): Marks<'email'> {
  const parsed = forgotPasswordSchema.safeParse({ email: v.email });
  return parsed.success ? {} : pick(fieldErrorsOf(parsed.error.issues), ['email']);
}

function pick<K extends string>(fields: Record<string, string>, keys: readonly K[]): Marks<K> {
  const marks: Marks<K> = {};
  for (const k of keys) if (fields[k]) marks[k] = fields[k];
  return marks;
}

function withConfirm<K extends string>(marks: Marks<K | 'confirm'>, confirm: string | undefined): Marks<K | 'confirm'> {
  return confirm ? { ...marks, confirm } : marks;
}
