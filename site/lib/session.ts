/**
 * The signed-in session as the browser keeps it: `userInfo` (the login answer, JSON) in localStorage, next to the
 * checkout's `cartItems`, `shippingAddress` and `paymentMethod`. No dependencies but the few lines of the role
 * rule: the header's vanilla script uses this on every page (site/stores/user.ts builds the nanostore on top of it for the islands).
 */
import {
  CART_CHANGE_EVENT,
  CART_KEY,
  DELIVERY_CHOICE_KEY,
  DISCOUNT_CODE_KEY,
  PAYMENT_METHOD_KEY,
  SHIPPING_ADDRESS_KEY,
  USER_CHANGE_EVENT,
  USER_INFO_KEY,
} from './storage-keys';
import type { UserInfo } from '~/worker/domain/user-shape';

/**
 * The stored login answer (worker/domain/user-shape.ts `UserInfo`, saved by this browser): the fields a page
 * needs are checked when it is read (parseUserInfo); the others may be missing, as in a session stored before
 * they existed (`hasGoogle`), so they are optional here.
 */
export interface SessionUser extends Partial<Omit<UserInfo, '_id' | 'name' | 'email' | 'isAdmin' | 'isAssistant' | 'token'>> {
  /** Text, as the API answers every id (a session stored before ids were text is read as text too). */
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isAssistant: boolean;
  token: string;
}

export { USER_INFO_KEY, USER_CHANGE_EVENT };

/**
 * Everything a logout removes: the account and the checkout in progress. Logging out is the person's own choice,
 * often on a shared computer, so the address and the cart go with the account.
 */
export const SESSION_KEYS = [
  USER_INFO_KEY,
  CART_KEY,
  SHIPPING_ADDRESS_KEY,
  DELIVERY_CHOICE_KEY,
  PAYMENT_METHOD_KEY,
  DISCOUNT_CODE_KEY,
] as const;

/**
 * What a session the server refused (its token expired, or a new password set elsewhere ended it) removes: only
 * the account. Nobody chose to leave: the shopper is sent to sign in again and back to the step, and the cart, the
 * address and the payment they had filled in wait for them (site/lib/session-refused.ts). The login page clears
 * them if someone else signs in instead.
 */
export const REFUSED_SESSION_KEYS = [USER_INFO_KEY] as const;

/** How a session ends in a tab: the person logs out, or the server no longer accepts it. */
export type SessionEnd = 'logout' | 'refused';

/** The stored text as a user, or null when it is missing or not a login answer (a hand-edited or old value). */
export function parseUserInfo(text: string | null | undefined): SessionUser | null {
  if (!text) return null;
  try {
    const u = JSON.parse(text);
    if (!u || typeof u !== 'object') return null;
    if (typeof u.token !== 'string' || !u.token) return null;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const id = typeof u._id === 'number' || typeof u._id === 'string' ? String(u._id) : '';
    return { ...u, _id: id, name: str(u.name), email: str(u.email), isAdmin: u.isAdmin === true, isAssistant: u.isAssistant === true };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

export function readSessionUser(s: Storage | null = storage()): SessionUser | null {
  return parseUserInfo(s?.getItem(USER_INFO_KEY));
}

/** Removes the session and the checkout from storage (the caller navigates away afterwards). */
export function clearSession(s: Storage | null = storage(), keys: readonly string[] = SESSION_KEYS): void {
  for (const key of keys) s?.removeItem(key);
}

/**
 * Ends the session in this tab: storage cleared (all of it for a logout, only the account for a refused session),
 * and the page's header (account corner, cart badge) told at once; other tabs hear it through the storage event.
 */
export function endSession(how: SessionEnd = 'logout'): void {
  clearSession(storage(), how === 'logout' ? SESSION_KEYS : REFUSED_SESSION_KEYS);
  dispatchEvent(new Event(USER_CHANGE_EVENT));
  if (how === 'logout') dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Where logout lands. */
export const LOGOUT_TARGET = '/login';

/**
 * The staff role of a user ('admin', 'assistant' or null): the server's own rule (worker/domain/roles.ts).
 * Which screens each role opens is site/lib/staff-screens.ts.
 */
export { staffRole } from '~/worker/domain/roles';
