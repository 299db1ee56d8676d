import type { AppDeps } from '../../deps';
import { runNewsletterJob } from '../newsletter/newsletter-sending';
import { retryFailedConfirmations } from '../orders/order-mail';
import { retryOrderNotices } from '../orders/order-notices';
import { runUnpaidOrders } from '../orders/unpaid-orders';
import { sendBackInStockMails } from '../stock-alerts/stock-alerts';
import { askForVocabularyBuild } from '../search/spelling-vocabulary';

/** How often the platforms run `runScheduledJobs` (Node: a timer; Cloudflare: the cron in wrangler.toml). */
export const SCHEDULED_EVERY_MS = 5 * 60_000;

/** Each kind of e-mail retried at most this many a run, so one run stays short whatever piled up. */
const RETRIES_PER_RUN = 20;
/** Unpaid orders reminded or cancelled at most this many a run (each sends one e-mail); the next run goes on. */
const UNPAID_PER_RUN = 20;

/**
 * Background work that must not depend on anyone clicking: unpaid orders are reminded at half their term and
 * cancelled when it ran out (unpaid-orders.ts); the mails the shop owes a customer (the confirmation and every
 * notice: paid, card-paid, sent, cancelled, extended, reminder, expired) that failed, or never got their first try
 * because the process stopped, are sent again, a few at a time, through owed-mails.ts's claim, so two runs at once
 * (two isolates) send each once. Never throws.
 */
export async function runScheduledJobs(deps: AppDeps): Promise<void> {
  try {
    const r = await runUnpaidOrders(deps, { limit: UNPAID_PER_RUN });
    if (r.reminded || r.cancelled) deps.log('info', 'unpaid orders reminded or cancelled', r);
  } catch (err) {
    deps.log('error', 'scheduled jobs failed', { error: String(err) });
  }
  try {
    const r = await retryFailedConfirmations(deps, { limit: RETRIES_PER_RUN });
    if (r.attempted) deps.log('info', 'confirmation e-mails retried', r);
  } catch (err) {
    deps.log('error', 'scheduled jobs failed', { error: String(err) });
  }
  try {
    const r = await retryOrderNotices(deps, { limit: RETRIES_PER_RUN });
    if (r.attempted) deps.log('info', 'order notices retried', r);
  } catch (err) {
    deps.log('error', 'scheduled jobs failed', { error: String(err) });
  }
  // Newsletters (issue 20): the next pending readers, at most NEWSLETTER_MAILS_PER_RUN a run.
  await runNewsletterJob(deps);
  // Readers still waiting for a title that is in stock (a mail that failed, a batch cut short): the next batch.
  const backInStock = await sendBackInStockMails(deps, 'any');
  if (backInStock) deps.log('info', 'back-in-stock mails sent', { sent: backInStock });
  // The typo search's words, when the catalogue moved since they were built (a write no search has asked about yet).
  await askForVocabularyBuild(deps);
}
