import type { AppDeps } from '../deps';
import { retryFailedConfirmations } from './order-mail';

/** How often the platforms run `runScheduledJobs` (Node: a timer; Cloudflare: the cron in wrangler.toml). */
export const SCHEDULED_EVERY_MS = 5 * 60_000;

/**
 * Background work that must not depend on anyone clicking: confirmation e-mails that failed (or never got
 * their first try because the process stopped) are sent again, a few at a time. Never throws.
 */
export async function runScheduledJobs(deps: AppDeps): Promise<void> {
  try {
    const r = await retryFailedConfirmations(deps, { limit: 20 });
    if (r.attempted) deps.log('info', 'confirmation e-mails retried', r);
  } catch (err) {
    deps.log('error', 'scheduled jobs failed', { error: String(err) });
  }
}
