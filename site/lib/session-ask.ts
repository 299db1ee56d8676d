/**
 * The header's question to the server, loaded only when a check is due (site/lib/session-check.ts): `GET
 * /api/users/profile` with the stored token (one account read and a token signature on the server), through the
 * typed client like every other call of the API.
 * A refusal ends the session under the shop's one rule (session-refused.ts).
 */
import { api, ApiRequestError } from './api';
import { readSessionUser } from './session';
import { endRefusedSession, onSessionRefused } from './session-refused';

/**
 * Pages where a signed-in journey is under way (the checkout steps, the cart, the profile, an order, the staff
 * screens): a refusal there sends the person to sign in again and back (onSessionRefused). Elsewhere the tab is
 * only signed out, and the reader keeps reading.
 */
const JOURNEY = /^\/(?:shipping|payment|placeorder|cart|profile|order|admin)(?:[/?#]|$)/;

export const isJourneyPage = (pathname: string) => JOURNEY.test(pathname);

/** Asks once; nothing happens for a visitor, offline or on any answer but 401. */
export async function askServer(): Promise<void> {
  const user = readSessionUser();
  if (!user) return;
  try {
    await api('GET /api/users/profile', { token: user.token });
    return;
  } catch (err) {
    // A token was sent, so a 401 is the refusal; and only of the token asked about (not one signed in meanwhile).
    if (!(err instanceof ApiRequestError) || err.status !== 401 || readSessionUser()?.token !== user.token) return;
  }
  if (isJourneyPage(location.pathname)) onSessionRefused();
  else endRefusedSession();
}
