/**
 * The one rule for a session the server no longer accepts (401 'token failed': the token expired, or a password
 * changed elsewhere bumped the account's token version): wherever it is found (an island's call through
 * site/stores/user.ts, the header's check of site/lib/session-check.ts, notify-me), the tab is signed out keeping
 * the shopper's work (session.ts REFUSED_SESSION_KEYS), the login page says why (SESSION_EXPIRED_TEXT, handed over
 * in sessionStorage so that the address stays `/login?redirect=<step>`), and signing in brings the shopper back to
 * the step. Small and DOM-free apart from storage and navigation: the header's script, shared by every page, uses it.
 */
import { loginUrlFor } from './paths';
import { endSession, readSessionUser, REFUSED_SESSION_KEYS, SESSION_KEYS, clearSession } from './session';
import { SESSION_EXPIRED_KEY } from './storage-keys';

export const SESSION_EXPIRED_TEXT = 'Vaše prihlásenie vypršalo. Prihláste sa znova.';

function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null; // storage blocked: the login page then shows no reason, the rest works
  }
}

/** Signs the tab out keeping the cart, the address and the payment, and leaves the login page its note. */
export function endRefusedSession(): void {
  const user = readSessionUser();
  tabStorage()?.setItem(SESSION_EXPIRED_KEY, user?._id ?? '');
  endSession('refused');
}

/** Navigation, replaceable in unit tests. */
export const leave = { to: (url: string) => location.assign(url) };

/**
 * A refused session at `step` (a path of this site, with its query): signed out as above, then on to
 * `/login?redirect=<step>`, which shows the note and comes back to the step after signing in.
 */
export function onSessionRefused(step: string = location.pathname + location.search): void {
  endRefusedSession();
  leave.to(loginUrlFor(step));
}

/**
 * The login page's side, taken once: null when no session was refused in this tab, else the id of the user it
 * belonged to ('' if unknown).
 */
export function takeSessionExpired(): string | null {
  const s = tabStorage();
  const id = s?.getItem(SESSION_EXPIRED_KEY) ?? null;
  s?.removeItem(SESSION_EXPIRED_KEY);
  return id;
}

/**
 * After signing in on a page that said the session expired: the kept work belongs to the user whose session it
 * was. Someone else signing in on this computer does not get that person's cart and address: they are cleared.
 */
export function keepWorkFor(signedIn: string, expiredUser: string | null): void {
  // Unknown ('': the stored session had no id) is given the benefit of the doubt, as the same person.
  if (!expiredUser || expiredUser === signedIn) return;
  const work = SESSION_KEYS.filter((k) => !(REFUSED_SESSION_KEYS as readonly string[]).includes(k));
  clearSession(undefined, work);
}
