import { persistentAtom } from '@nanostores/persistent';
import { AUTH_MESSAGES } from '~/worker/domain/auth-messages';
import type { UserInfo } from '~/worker/domain/user-shape';
import {
  apiCallVia,
  apiSend,
  ApiRequestError,
  GENERIC_ERROR,
  type ApiAnswer,
  type ApiArgs,
  type ApiKey,
  type ApiOptions,
} from '~/site/lib/api';
import { parseUserInfo, type SessionUser } from '~/site/lib/session';
import { onSessionRefused, SESSION_EXPIRED_TEXT } from '~/site/lib/session-refused';
import { USER_CHANGE_EVENT, USER_INFO_KEY } from '~/site/lib/storage-keys';

/**
 * The signed-in user: the login answer (`userInfo`, with the bearer token) persisted in localStorage under
 * `userInfo` as JSON, synced across tabs. null = visitor (the key is then absent). Read back as what
 * parseUserInfo checked (SessionUser), not as a fresh answer: a session may be older than a field.
 */
export const $userInfo = persistentAtom<SessionUser | null>(USER_INFO_KEY, null, {
  encode: (u) => (u ? JSON.stringify(u) : undefined),
  decode: parseUserInfo,
});

// The header is a vanilla script: tell it (in this tab) that the user changed.
$userInfo.listen(() => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(USER_CHANGE_EVENT));
});

export function setUserInfo(u: UserInfo): void {
  $userInfo.set(u);
}

let leaving = false;

/**
 * Navigation, replaceable in unit tests. Only the first call of a page leaves: a refused token can fail two calls
 * at once and the page's own guard redirects too, and a second navigation started while the first is on its way
 * could cancel it (the page then stayed where it was, logged out).
 */
export const navigation = {
  go(path: string) {
    if (leaving) return;
    leaving = true;
    window.location.assign(path);
  },
};

/** The spec's rule: a call answered 401 'Not authorized, token failed' (expired, revoked, forged) ends the session. */
function isTokenFailure(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 401 && err.message === AUTH_MESSAGES.tokenFailed;
}

/**
 * A refused token: signed out keeping the cart, the address and the payment, then to the login page, which says
 * why and comes back to this page (site/lib/session-refused.ts). Once per page, as `navigation.go`. Answers the
 * error for the caller with the Slovak sentence, should the page show it before it is gone.
 */
function sessionRefused(): ApiRequestError {
  if (!leaving) {
    leaving = true;
    // First: it notes whose session it was, read from storage before the store's own copy goes.
    onSessionRefused();
    $userInfo.set(null);
  }
  return new ApiRequestError(SESSION_EXPIRED_TEXT, 401);
}

/**
 * An API call as the signed-in user (bearer token from `userInfo`), built on site/lib/api.ts. When the server
 * says the token failed, the session ends as sessionRefused says (and the error is still thrown, for the caller's
 * cleanup).
 * Used by the profile (details, update, orders), the admin user pages and the outbox.
 */
export async function authSend(path: string, opts: Omit<ApiOptions, 'token'> = {}): Promise<unknown> {
  try {
    return await apiSend(path, { ...opts, token: $userInfo.get()?.token });
  } catch (err) {
    throw isTokenFailure(err) ? sessionRefused() : err;
  }
}

/** A described route called as the signed-in user (the typed client of site/lib/api.ts through `authSend`). */
export function authApi<K extends ApiKey>(key: K, ...[input]: ApiArgs<K>): Promise<ApiAnswer<K>> {
  return apiCallVia(authSend, key, input);
}

/**
 * A file only the signed-in user may read (an invoice, an outbox attachment), fetched with the bearer token (a
 * plain link carries none) and saved as `filename`. Throws the server's Slovak message; a failed token ends the
 * session (sessionRefused).
 */
export async function authDownload(path: string, filename: string, accept = '*/*', keyHeaders?: Record<string, string>): Promise<void> {
  let res: Response;
  // `keyHeaders`: a guest order's private key (site/lib/orders/guest-key.ts) instead of the bearer token.
  const auth = keyHeaders ?? { authorization: `Bearer ${$userInfo.get()?.token ?? ''}` };
  try {
    res = await fetch(path, { headers: { ...auth, accept }, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(GENERIC_ERROR, 0);
  }
  if (!res.ok) {
    // A refusal's `{ message }` (worker/http/errors.ts), read without trusting the body to have it.
    const data: unknown = await res.json().catch(() => null);
    const message = data && typeof data === 'object' && 'message' in data ? data.message : undefined;
    const err = new ApiRequestError(typeof message === 'string' && message.trim() ? message : GENERIC_ERROR, res.status);
    throw isTokenFailure(err) ? sessionRefused() : err;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
