import {
  claimDeliveries,
  findRecipient,
  finishNewsletters,
  newslettersByIds,
  releaseDeliveries,
  settleDelivery,
  type DeliveryRow,
} from '~/db/queries/newsletter/newsletters';
import type { AppDeps } from '../../deps';
import { newsletterMail } from './newsletter-mail';
import { unsubscribeLinkFor } from './newsletter';

/**
 * The background job that sends newsletters (issue 20): at most `NEWSLETTER_MAILS_PER_RUN` mails a run, one per
 * reader, so a newsletter to hundreds goes out at a bounded rate (a run right after the admin's click, then one
 * per scheduled run: worker/services/operations/scheduled.ts) and never holds the mail API or the request thread for long.
 * Each delivery is claimed atomically (db/queries/newsletter/newsletters.ts), so no reader is mailed twice by two runs.
 */

/** Mails a run sends at most: 60 every 5 minutes is 720 an hour, gentle on the mail API's limits. */
const NEWSLETTER_MAILS_PER_RUN = 60;
/** Tries per reader before the delivery is given up as 'failed'; a failed try waits for a later run. */
const NEWSLETTER_MAX_ATTEMPTS = 3;
/**
 * A claim older than this is taken for dead (its process stopped) or failed, and its row may be tried again:
 * shorter than the scheduled job's period (5 minutes), so a failed try is retried by the next run.
 */
const NEWSLETTER_RETRY_AFTER_MS = 4 * 60_000;
/** A run stops sending after this long (well inside the claims' life) and gives the rest back. */
export const NEWSLETTER_RUN_BUDGET_MS = NEWSLETTER_RETRY_AFTER_MS / 2;

export interface NewsletterRun {
  sent: number;
  skipped: number;
  /** Tries that failed and will be tried again by a later run. */
  retrying: number;
  failed: number;
}

/** Sends the next pending deliveries (at most `limit`). Never throws for one reader's failure. */
export async function sendNewsletterBatch(deps: AppDeps, o: { limit?: number } = {}): Promise<NewsletterRun> {
  const now = deps.now();
  const claimed = await claimDeliveries(deps.db, {
    limit: o.limit ?? NEWSLETTER_MAILS_PER_RUN,
    now: now.toISOString(),
    staleBefore: new Date(now.getTime() - NEWSLETTER_RETRY_AFTER_MS).toISOString(),
  });
  const run: NewsletterRun = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  const ids = [...new Set(claimed.map((d) => d.newsletterId))];
  const letters = new Map(ids.length ? (await newslettersByIds(deps.db, ids)).map((n) => [n.id, n]) : []);
  for (const [i, delivery] of claimed.entries()) {
    // A slow mail API must not stretch the run past the claims' life: another run would take the rows not yet
    // reached and mail those readers twice. What is left goes back, for the next run.
    if (deps.now().getTime() - now.getTime() > NEWSLETTER_RUN_BUDGET_MS) {
      await releaseDeliveries(
        deps.db,
        claimed.slice(i).map((d) => d.id),
        now.toISOString(),
      );
      break;
    }
    const letter = letters.get(delivery.newsletterId);
    if (letter) run[await deliver(deps, delivery, letter)] += 1;
  }
  await finishNewsletters(deps.db, deps.now().toISOString());
  return run;
}

async function deliver(deps: AppDeps, d: DeliveryRow, letter: { subject: string; text: string }): Promise<keyof NewsletterRun> {
  // Re-read just before the mail, by the rule the deliveries were written by: one who left meanwhile is skipped.
  const user = d.userId === null ? undefined : await findRecipient(deps.db, d.userId);
  if (!user) {
    await settleDelivery(deps.db, d.id, { status: 'skipped' });
    return 'skipped';
  }
  try {
    const unsubscribeUrl = await unsubscribeLinkFor(deps, user.id);
    await deps.mailer.send(newsletterMail({ to: user.email, subject: letter.subject, text: letter.text, unsubscribeUrl }));
  } catch (err) {
    const giveUp = d.attempts >= NEWSLETTER_MAX_ATTEMPTS;
    await settleDelivery(deps.db, d.id, { status: giveUp ? 'failed' : 'pending', error: String(err) });
    deps.log('warn', 'newsletter mail failed', { deliveryId: d.id, attempt: d.attempts, giveUp, error: String(err) });
    return giveUp ? 'failed' : 'retrying';
  }
  await settleDelivery(deps.db, d.id, { status: 'sent', email: user.email, at: deps.now().toISOString() });
  return 'sent';
}

/** One run for the scheduled job (worker/services/operations/scheduled.ts): logs what it did; never throws. */
export async function runNewsletterJob(deps: AppDeps): Promise<void> {
  try {
    const r = await sendNewsletterBatch(deps);
    if (r.sent || r.skipped || r.retrying || r.failed) deps.log('info', 'newsletter mails sent', r);
  } catch (err) {
    deps.log('error', 'newsletter run failed', { error: String(err) });
  }
}

/**
 * Starts a run right after a newsletter is written, after the answer has gone (deps.waitUntil), so the admin's
 * click answers at once and the first readers get it without waiting for the scheduled job.
 */
export function kickNewsletterSending(deps: AppDeps): void {
  deps.waitUntil(runNewsletterJob(deps));
}
