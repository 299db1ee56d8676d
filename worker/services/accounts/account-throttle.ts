import { clearAttempts, countAttempt } from '~/db/queries/accounts/throttle';
import type { AppDeps } from '../../deps';
import { ACCOUNT_THROTTLE_MESSAGES, ACCOUNT_THROTTLE_RULES, type AccountThrottleRule } from '../../domain/rate-limit-rules';
import { rateLimited } from '../../domain/errors';

/**
 * The per-account throttles of worker/domain/rate-limit-rules.ts. An attempt is counted BEFORE the password is
 * checked, in one upsert, so forty simultaneous guesses from forty addresses cannot all slip past the count.
 */

const enc = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', enc.encode(`account-throttle\u0000${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * The row key: HMAC(secret, rule + subject), the subject being an e-mail address or `accountSubject(id)`. A
 * database copy does not reveal which addresses were tried.
 */
export async function throttleKey(deps: Pick<AppDeps, 'config'>, rule: AccountThrottleRule, subject: string): Promise<string> {
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(deps.config.tokenSecret), enc.encode(`${rule}\u0000${subject}`)),
  );
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

const longestWindowMs = Math.max(...Object.values(ACCOUNT_THROTTLE_RULES).map((r) => r.windowMs + r.lockMs));

/** The subject of a per-account rule: the account's id (an e-mail can change, the id does not). */
export const accountSubject = (userId: number) => `account:${userId}`;

/**
 * Counts an attempt for `subject` (an e-mail address or `accountSubject(id)`) under `rule`; refuses it with 429
 * (the rule's Slovak message) when the subject is locked or this attempt is one too many. Returns the row key,
 * for `forgetAttempts` after a success.
 */
export async function countAccountAttempt(deps: AppDeps, rule: AccountThrottleRule, subject: string): Promise<string> {
  const key = await throttleKey(deps, rule, subject);
  const now = deps.now();
  const state = await countAttempt(deps.db, key, ACCOUNT_THROTTLE_RULES[rule], now, new Date(now.getTime() - longestWindowMs));
  if (state.lockedUntil !== null && state.lockedUntil > now.toISOString()) throw rateLimited(ACCOUNT_THROTTLE_MESSAGES[rule]);
  return key;
}

/** A successful login: the account's earlier failures no longer count. */
export async function forgetAttempts(deps: AppDeps, key: string): Promise<void> {
  await clearAttempts(deps.db, key);
}
