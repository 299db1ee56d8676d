/**
 * Pure rules of the staff user screens (/admin/userlist, /admin/user/{id}/edit): paths, the yes/no marks, the
 * edit form's values and its validation with the server's own schema (`adminUserUpdateSchema`, one schema, one
 * place). No DOM, no storage.
 */
import { adminUserUpdateSchema } from '~/worker/domain/account-rules';
import type { ApiUser } from '~/worker/domain/user-shape';
import type { Checked } from '../form-check';

// The screens' addresses are built in site/lib/paths.ts (one module for every link of the site).
export { USERLIST_PATH, userEditHref } from '~/site/lib/paths';

/** `/admin/user/12/edit` (trailing slash allowed) → 12; anything else → null. */
export function userIdFromPath(pathname: string): number | null {
  const m = /^\/admin\/user\/([1-9]\d{0,14})\/edit\/?$/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** A table's ✓/✗ with the word screen readers say instead of the symbol. */
export function yesNo(flag: boolean): { mark: '✓' | '✗'; text: 'áno' | 'nie'; kind: 'yes' | 'no' } {
  return flag ? { mark: '✓', text: 'áno', kind: 'yes' } : { mark: '✗', text: 'nie', kind: 'no' };
}

/** The confirmation the spec's destructive actions ask for. */
export function deleteQuestion(name: string): string {
  // Issue 31: the same deletion as the customer's own; staff are told what stays.
  return `Zmazať používateľa ${name}? Túto akciu nemožno vrátiť. Objednávky a faktúry zostanú bez spojenia s účtom, recenzie pod menom „Bývalý zákazník“; používateľ dostane e-mail.`;
}

export interface UserForm {
  name: string;
  email: string;
  isAdmin: boolean;
  isAssistant: boolean;
}

export function formFromUser(u: Pick<ApiUser, 'name' | 'email' | 'isAdmin' | 'isAssistant'>): UserForm {
  return { name: u.name, email: u.email, isAdmin: u.isAdmin, isAssistant: u.isAssistant };
}

/**
 * The body of `PUT /api/users/:id`, checked by the schema the server checks it with: `{ ok, body }` (trimmed,
 * the e-mail lower-cased) or `{ ok: false, message }` with the first Slovak message (the one the server would answer).
 */
export function validateUserForm(form: UserForm): Checked<UserForm> {
  const parsed = adminUserUpdateSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Neplatné údaje.' };
  const d = parsed.data;
  return {
    ok: true,
    body: { name: d.name ?? form.name, email: d.email ?? form.email, isAdmin: d.isAdmin ?? false, isAssistant: d.isAssistant ?? false },
  };
}

/** The green line the list shows after returning from a successful edit. */
export function savedMessage(name: string): string {
  return `Zmeny používateľa ${name} sú uložené.`;
}

/** The list → edit → list hand-over of that message (sessionStorage: shown once, not kept in the address). */
export const SAVED_FLASH_KEY = 'prud-admin-user-saved';
