/**
 * The header asks the server whether the stored session still holds, so that it stops showing a name the server
 * no longer accepts (a password changed on another device ends every older token). Run on page load by the
 * header's script, shared by every page: at most once a minute per tab (the time in sessionStorage), so browsing
 * the catalogue adds one request a minute at most, and none for a visitor. This part decides whether a check is
 * due and stays in the shared script; the question itself and what follows a refusal (session-ask.ts) are loaded
 * only when one is.
 */
import { readSessionUser } from './session';
import { SESSION_CHECKED_KEY } from './storage-keys';

export const SESSION_CHECK_EVERY_MS = 60_000;

/** Whether a check is due: never checked, a stored time that is not a time or lies ahead, or a minute gone by. */
export function checkDue(last: string | null, now: number): boolean {
  const at = last === null || last === '' ? NaN : Number(last);
  return !Number.isFinite(at) || at > now || now - at >= SESSION_CHECK_EVERY_MS;
}

/**
 * True when this tab should ask now (someone is signed in and the last check is a minute old); the time is noted
 * at once, so that pages opened meanwhile do not ask too.
 */
export function claimSessionCheck(now: number): boolean {
  if (!readSessionUser()) return false;
  try {
    if (!checkDue(sessionStorage.getItem(SESSION_CHECKED_KEY), now)) return false;
    sessionStorage.setItem(SESSION_CHECKED_KEY, String(now));
    return true;
  } catch {
    return false; // storage blocked: without a memory of the last check, no check (never one per page view)
  }
}

/** The header's call on page load: resolves once the check (if due) is done. */
export async function checkSessionWhenDue(now: number = Date.now()): Promise<void> {
  if (!claimSessionCheck(now)) return;
  const { askServer } = await import('./session-ask');
  await askServer();
}
