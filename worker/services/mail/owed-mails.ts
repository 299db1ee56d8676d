import type { MailClaim, MailOutcome } from '~/db/queries/orders/order-mail';
import type { AppDeps } from '../../deps';

/**
 * The one way the shop sends a mail it owes a customer (issue 29): the order's confirmation (`orders.mail_*`,
 * written by the placement batch) and every notice (`order_notices`: paid, sent, cancelled, extended, reminder,
 * expired, and the card payment's receipt 'card-paid', each written by the batch of the change it tells of). A
 * sender first claims the record in one conditional UPDATE, so two job runs, two isolates or a resend racing the
 * first send never mail it twice; then it sends, records 'sent' or 'failed' with one more attempt and lets the
 * claim go. What failed, or never got its first try because the process stopped, is tried again by the scheduled
 * job (retryOwed) after a minute, at most MAX_OWED_MAIL_ATTEMPTS times; a claim whose sender died frees itself
 * after CLAIM_STALE_MS. Mail never decides the fate of an order: every failure is caught, logged and recorded.
 */

/** After this many tries the job gives up; staff can still resend a confirmation by hand. */
export const MAX_OWED_MAIL_ATTEMPTS = 5;
/** The send right after the change gets this long before the job counts a 'pending' mail as lost. */
const OWED_MAIL_RETRY_AFTER_MS = 60_000;
/**
 * A claim older than this belongs to a sender that stopped (a restart, an isolate gone): far longer than one
 * render and send take, and a mail that is sent meanwhile is recorded 'sent', which no later claim takes again.
 */
export const CLAIM_STALE_MS = 10 * 60_000;

/** One try's result; 'skipped': another sender holds the mail now, or it went out already. */
export type Delivery = MailOutcome | { status: 'skipped' };

/** What is kept on the record: short, one line (provider answers can be long). */
export function shortError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || 'neznáma chyba';
}

/** The claim of a try starting now. */
function claimNow(deps: Pick<AppDeps, 'now'>, again = false): MailClaim {
  const now = deps.now().getTime();
  return { at: new Date(now).toISOString(), staleBefore: new Date(now - CLAIM_STALE_MS).toISOString(), again };
}

/** One owed mail as a sender handles it; `about` names it in the log. */
export interface OwedMail {
  claim(c: MailClaim): Promise<boolean>;
  send(): Promise<void>;
  record(outcome: MailOutcome): Promise<void>;
  about: Record<string, unknown>;
  /** The log lines of a failed send and of an outcome that could not be stored. */
  logs: { failed: string; unrecorded: string };
}

/** Claims, sends and records one owed mail. Throws only when the claim cannot be read or written. */
export async function deliverOwed(deps: AppDeps, mail: OwedMail, o: { again?: boolean } = {}): Promise<Delivery> {
  if (!(await mail.claim(claimNow(deps, o.again)))) return { status: 'skipped' };
  let outcome: MailOutcome;
  try {
    await mail.send();
    outcome = { status: 'sent', at: deps.now().toISOString() };
  } catch (err) {
    deps.log('error', mail.logs.failed, { ...mail.about, error: String(err) });
    outcome = { status: 'failed', error: shortError(err) };
  }
  // Unrecorded, the claim runs out after CLAIM_STALE_MS and a 'sent' mail may go once more: better than lost.
  await mail.record(outcome).catch((err) => deps.log('error', mail.logs.unrecorded, { ...mail.about, outcome, error: String(err) }));
  return outcome;
}

export interface RetryRun {
  attempted: number;
  sent: number;
  failed: number;
}

/** What the scheduled job asks of each kind of owed mail: the due ones, and a delivery of one. */
export interface OwedMailKind {
  listDue(q: { before: string; maxAttempts: number; limit: number; staleBefore: string }): Promise<number[]>;
  deliver(id: number): Promise<Delivery>;
}

/**
 * For the scheduled job: tries again, one by one, the mails of one kind that failed or never finished, recorded
 * over a minute ago and tried fewer than MAX_OWED_MAIL_ATTEMPTS times. One held by another sender meanwhile is
 * not counted. Throws only when the list cannot be read.
 */
export async function retryOwed(deps: AppDeps, kind: OwedMailKind, o: { limit: number }): Promise<RetryRun> {
  const run: RetryRun = { attempted: 0, sent: 0, failed: 0 };
  const now = deps.now().getTime();
  const ids = await kind.listDue({
    before: new Date(now - OWED_MAIL_RETRY_AFTER_MS).toISOString(),
    maxAttempts: MAX_OWED_MAIL_ATTEMPTS,
    limit: o.limit,
    staleBefore: new Date(now - CLAIM_STALE_MS).toISOString(),
  });
  for (const id of ids) {
    const delivery = await kind.deliver(id);
    if (delivery.status === 'skipped') continue;
    run.attempted += 1;
    run[delivery.status] += 1;
  }
  return run;
}
