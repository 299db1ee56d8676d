/**
 * The ONE place a user becomes JSON. Fields are copied by name (never spread), so a column added to the users
 * table later (or the password hash, the Google id, the token version) cannot leak by accident.
 */

import { apiId, type ApiId } from './api-id';

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

export interface ApiUser {
  _id: ApiId;
  name: string;
  email: string;
  isAdmin: boolean;
  isAssistant: boolean;
  isSubscribed: boolean;
  isUnsubscribed: boolean;
  isRegistered: boolean;
  /** Whether the account can sign in with Google (the Google id itself stays private). */
  hasGoogle: boolean;
  createdAt: string;
}

/**
 * `GET /api/auth/config`: what this installation offers: Google sign-in, and card payment (Stripe keys, or the
 * test checkout of a local shop; the checkout's payment step offers the card only when true).
 */
export interface ApiAuthConfig {
  google: boolean;
  cardPayment: boolean;
}

/** The spec's userInfo: the caller's own record plus the caller's own bearer token. */
export type UserInfo = ApiUser & { token: string };

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
export function toSubscriber(u: UserRecord): Pick<ApiUser, '_id' | 'name' | 'email'> {
  const { _id, name, email } = toApiUser(u);
  return { _id, name, email };
}
