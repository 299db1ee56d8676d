import { fieldErrorsOf } from '~/worker/domain/field-errors';
import { forgotPasswordSchema, newPasswordSchema, profileSchema, registerSchema } from '~/worker/domain/account-rules';
import type { Marks } from '~/site/components/ui/field-marks';
import { confirmMark, type PasswordKey, type ProfileKey, type RegisterKey } from './account-marks';

/**
 * The account forms checked in the browser before anything is sent (pure, unit-tested): each with the server's own
 * schema, so EVERY wrong field gets its own message at once (the server checks again and names the same fields in
 * its 400). The repetition of a password is the form's own field: the server's register body has none.
 * The pages load this module (and with it zod) at their first submit, not with the page: the forms' own fields,
 * ids and labels are ./account-marks.ts.
 */

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
