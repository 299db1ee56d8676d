import type { MarkedField } from '~/site/components/ui/field-marks';

/**
 * The account forms' fields for useFieldMarks, top to bottom (ids of the pages' inputs, labels for the summary,
 * the API body's key where it differs). Free of zod: the pages import it with the page; the checks that need the
 * schemas (./account-checks.ts) come at the first submit.
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
