import { consumeOneTimeToken, insertOneTimeToken, type TokenPurpose } from '~/db/queries/accounts/users';
import type { AppDeps, MailMessage } from '../../deps';
import { randomSecret, sha256Hex } from './tokens';

/**
 * Single-use secrets (registration link, reset link, Google login code). The raw value goes to the user once;
 * the database keeps its SHA-256, so a leaked database backup cannot be used to take over accounts.
 */
export async function issueOneTimeToken(deps: AppDeps, userId: number, purpose: TokenPurpose, lifetimeMs: number): Promise<string> {
  const token = randomSecret();
  const now = deps.now();
  await insertOneTimeToken(deps.db, {
    userId,
    purpose,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    now,
  });
  return token;
}

/** Spends the token (once, if unexpired, of this purpose, and of `userId` when given): its user id, else null. */
export async function spendOneTimeToken(deps: AppDeps, token: string, purpose: TokenPurpose, userId?: number): Promise<number | null> {
  return consumeOneTimeToken(deps.db, { tokenHash: await sha256Hex(token), purpose, now: deps.now(), userId });
}

/**
 * Sends an account e-mail without letting a delivery failure change the answer: forgot-password and
 * registration must answer the same whether or not the address exists, and a 500 only for known addresses
 * would tell. The failure is logged for staff.
 */
export async function sendAccountMail(deps: AppDeps, msg: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(msg);
  } catch (err) {
    deps.log('error', 'account e-mail could not be sent', { to: msg.to, subject: msg.subject, error: String(err) });
  }
}
