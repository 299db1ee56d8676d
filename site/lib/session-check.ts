/**
 * The header asks the server whether the stored session still holds, so that it stops showing a name the server
 * no longer accepts (a password changed on another device ends every older token). Run on page load by the
 * header's script, shared by every page: at most once a minute per tab (the time in sessionStorage), so browsing
 * the catalogue adds one request a minute at most, and none for a visitor. It asks `GET /api/users/profile` (one
 * account read and a token signature on the server), with a plain fetch to keep the shared script small.
 */
import { readSessionUser } from './session';
import { endRefusedSession, onSessionRefused } from './session-refused';
import { SESSION_CHECKED_KEY } from './storage-keys';

export const SESSION_CHECK_EVERY_MS = 60_000;

/**
 * Pages where a signed-in journey is under way (the checkout steps, the cart, the profile, an order, the staff
 * screens): a refusal there sends the person to sign in again and back (onSessionRefused). Elsewhere the tab is
 * only signed out, and the reader keeps reading.
 */
const JOURNEY = /^\/(?:shipping|payment|placeorder|cart|profile|order|admin)(?:[/?#]|$)/;

export const isJourneyPage = (pathname: string) => JOURNEY.test(pathname);

/** Whether a check is due: never checked, a stored time that is not a time or lies ahead, or a minute gone by. */
export function checkDue(last: string | null, now: number): boolean {
  const at = last === null || last === '' ? NaN : Number(last);
  return !Number.isFinite(at) || at > now || now - at >= SESSION_CHECK_EVERY_MS;
}

/** Checks the stored session when due; resolves once done (nothing happens for a visitor, offline or on a 5xx). */
export async function checkSession(now: number = Date.now()): Promise<void> {
  const user = readSessionUser();
  if (!user) return;
  let tab: Storage;
  try {
    tab = sessionStorage;
    if (!checkDue(tab.getItem(SESSION_CHECKED_KEY), now)) return;
    tab.setItem(SESSION_CHECKED_KEY, String(now));
  } catch {
    return; // storage blocked: without a memory of the last check, no check (never one per page view)
  }
  let res: Response;
  try {
    res = await fetch('/api/users/profile', { headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' } });
  } catch {
    return;
  }
  // A token was sent, so a 401 is the refusal; and only of the token asked about (not one signed in meanwhile).
  if (res.status !== 401 || readSessionUser()?.token !== user.token) return;
  if (isJourneyPage(location.pathname)) onSessionRefused();
  else endRefusedSession();
}
