/**
 * The one rule of staff roles, for the server's guards (worker/http/auth.ts) and the site's menus and screens
 * (site/lib/staff-screens.ts): an account is an admin, an assistant, or neither. The assistant flag restricts,
 * even on an admin account ("Asistent? (zaškrtnutím sa prístup obmedzí na Audio, Video a Bannery)"), so the spec's
 * admin is `isAdmin AND NOT isAssistant`. Pure.
 */

export type StaffRole = 'admin' | 'assistant';

/** What the rule reads of an account: the two flags of the stored user (or of the login answer). */
export interface RoleFlags {
  isAdmin: boolean;
  isAssistant: boolean;
}

/** The account's staff role, or null for customers (and for nobody signed in). */
export function staffRole(u: RoleFlags | null | undefined): StaffRole | null {
  if (!u) return null;
  if (u.isAssistant) return 'assistant';
  return u.isAdmin ? 'admin' : null;
}
