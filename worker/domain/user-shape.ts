/**
 * The ONE place a user becomes JSON. Fields are copied by name (never spread), so a column added to the users
 * table later (or the password hash, the Google id, the token version) cannot leak by accident.
 */

import { z } from 'zod';
import { apiId } from './api-id';

/** What the database holds for a user, as far as any response may need it. */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isAssistant: boolean;
  isRegistered: boolean;
  isSubscribed: boolean;
  isUnsubscribed: boolean;
  googleId: string | null;
  createdAt: string;
}

/**
 * A user as the API answers it (spec section 3 User): the admin's lists and forms, and (with `token`) the
 * caller's own userInfo. Written once as a schema: the contract (api-contract/accounts.ts) holds every answer to
 * it, and `ApiUser` is its type. The browser imports the types only.
 */
export const apiUserSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean().meta({ description: 'Personál: správca, alebo s `isAssistant` asistent.' }),
  isAssistant: z.boolean().meta({ description: 'Asistent (audio, video, bannery); platí len spolu s `isAdmin`.' }),
  isSubscribed: z.boolean().meta({ description: 'Odoberá novinky e-mailom.' }),
  isUnsubscribed: z.boolean().meta({ description: 'Odber noviniek odhlásil.' }),
  isRegistered: z.boolean().meta({ description: 'Registráciu potvrdil odkazom z e-mailu.' }),
  /** Whether the account can sign in with Google (the Google id itself stays private). */
  hasGoogle: z.boolean().meta({ description: 'Účet sa môže prihlásiť cez Google.' }),
  createdAt: z.string(),
});
export type ApiUser = z.output<typeof apiUserSchema>;

/** The spec's userInfo: the caller's own record plus the caller's own bearer token (login, profile). */
export const userInfoSchema = apiUserSchema.extend({
  token: z.string().meta({ description: 'Token pre hlavičku `Authorization: Bearer …`.' }),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/**
 * `GET /api/auth/config`: what this installation offers: Google sign-in, and card payment (Stripe keys, or the
 * test checkout of a local shop; the checkout's payment step offers the card only when true).
 */
export const apiAuthConfigSchema = z.strictObject({
  google: z.boolean().meta({ description: 'Prihlásenie cez Google je zapnuté.' }),
  cardPayment: z.boolean().meta({ description: 'Platba kartou je k dispozícii.' }),
});
export type ApiAuthConfig = z.output<typeof apiAuthConfigSchema>;

/** `GET /api/subscribers/subscribed|unsubscribed` rows: nothing but these three fields. */
export const apiSubscriberSchema = apiUserSchema.pick({ _id: true, name: true, email: true });
export type ApiSubscriber = z.output<typeof apiSubscriberSchema>;

export function toApiUser(u: UserRecord): ApiUser;
export function toApiUser(u: UserRecord, ownToken: string): UserInfo;
export function toApiUser(u: UserRecord, ownToken?: string): ApiUser | UserInfo {
  const shaped: ApiUser = {
    _id: apiId(u.id),
    name: u.name,
    email: u.email,
    isAdmin: u.isAdmin,
    isAssistant: u.isAssistant,
    isSubscribed: u.isSubscribed,
    isUnsubscribed: u.isUnsubscribed,
    isRegistered: u.isRegistered,
    hasGoogle: u.googleId !== null,
    createdAt: u.createdAt,
  };
  return ownToken === undefined ? shaped : { ...shaped, token: ownToken };
}

/** A row of the newsletter lists (`GET /api/subscribers/...`). */
export function toSubscriber(u: UserRecord): ApiSubscriber {
  const { _id, name, email } = toApiUser(u);
  return { _id, name, email };
}
