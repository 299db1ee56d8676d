import { changeSubscription, findUserById, type UserRow } from '~/db/queries/accounts/users';
import type { AppDeps } from '../../deps';
import { ENGAGEMENT_MESSAGES, unsubscribeUrl } from '../../domain/engagement';
import { invalid } from '../../domain/errors';
import { subscribedMail } from '../mail/engagement-mail';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/**
 * The newsletter (spec sections 2, 5): subscribing (profile checkbox, order consent) sends one confirmation with
 * the one-click link; unsubscribing (profile or the link, no login) remembers the opt-out for the staff list.
 */

/** `{BASE_URL}/unsubscribe/{token}` of an account: the same stable link in every e-mail to it. */
export async function unsubscribeLinkFor(deps: Pick<AppDeps, 'config'>, userId: number): Promise<string> {
  return unsubscribeUrl(deps.config.baseUrl, await unsubscribeToken(deps.config.tokenSecret, userId));
}

/** The confirmation of a new subscription. A delivery failure is logged, never the caller's error. */
export async function sendSubscribedMail(deps: AppDeps, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
  try {
    const mail = subscribedMail({ name: user.name, unsubscribeUrl: await unsubscribeLinkFor(deps, user.id) });
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (err) {
    deps.log('error', 'newsletter confirmation could not be sent', { userId: user.id, error: String(err) });
  }
}

/**
 * Sets the newsletter flag; the account that really went from off to on gets the confirmation (once).
 * Returns the stored row after the change (or undefined when nothing changed).
 */
export async function setSubscription(deps: AppDeps, userId: number, subscribe: boolean): Promise<UserRow | undefined> {
  const changed = await changeSubscription(deps.db, userId, subscribe, deps.now());
  if (changed && subscribe) await sendSubscribedMail(deps, changed);
  return changed;
}

/**
 * `POST /api/subscribers/unsubscribe` and the one-click `POST /unsubscribe/:token`: a genuine token of an
 * existing account unsubscribes it (again: the same answer, nothing changes); anything else is 400, no write.
 */
export async function unsubscribeWithToken(deps: AppDeps, token: string): Promise<void> {
  const userId = await readUnsubscribeToken(deps.config.tokenSecret, token);
  const user = userId === null ? undefined : await findUserById(deps.db, userId);
  if (!user) throw invalid(ENGAGEMENT_MESSAGES.unsubscribeInvalid);
  await changeSubscription(deps.db, user.id, false, deps.now());
}
