import { countRecipients, insertNewsletter, listNewsletters } from '~/db/queries/newsletter/newsletters';
import type { AppDeps, AuthUser } from '../../deps';
import { apiId } from '../../domain/api-id';
import { conflict, unavailable } from '../../domain/errors';
import {
  NEWSLETTER_MESSAGES,
  type ApiNewsletter,
  type ApiNewsletterCreated,
  type ApiNewsletterPreview,
  type ApiNewsletterRecipients,
  type NewsletterInput,
} from '../../domain/newsletters';
import { accountSubject, countAccountAttempt } from '../accounts/account-throttle';
import { newsletterMail } from './newsletter-mail';
import { unsubscribeLinkFor } from './newsletter';
import { kickNewsletterSending } from './newsletter-sending';

/**
 * What an admin does with newsletters (`/api/newsletters`): preview, a test mail to themselves, send to the
 * readers (written at once, mailed by the background job in newsletter-sending.ts), and the list with progress.
 */

/** Newsletters the list shows (the newest; older ones stay stored). */
const LIST_LIMIT = 50;
/** A second identical newsletter within this time is taken for a repeated click, not a wish to mail twice. */
const TWIN_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Writes the newsletter and a delivery per current reader, unless its twin was written within the window (checked
 * in the same write, so two clicks at once cannot both pass); the sending starts after the answer.
 */
export async function sendNewsletter(deps: AppDeps, admin: AuthUser, input: NewsletterInput): Promise<ApiNewsletterCreated> {
  const now = deps.now();
  const twinsSince = new Date(now.getTime() - TWIN_WINDOW_MS).toISOString();
  const created = await insertNewsletter(deps.db, { ...input, createdBy: admin.id, now: now.toISOString(), twinsSince });
  if (!created) throw conflict(NEWSLETTER_MESSAGES.twin);
  if (created.total > 0) kickNewsletterSending(deps);
  return { _id: apiId(created.id), total: created.total };
}

/** How many readers a newsletter sent now goes to: the very rule the send writes its deliveries by. */
export async function newsletterRecipients(deps: AppDeps): Promise<ApiNewsletterRecipients> {
  return { total: await countRecipients(deps.db) };
}

/** Newest first, each with its deliveries counted from what is stored. */
export async function newsletterList(deps: AppDeps): Promise<ApiNewsletter[]> {
  const rows = await listNewsletters(deps.db, LIST_LIMIT);
  return rows.map((r) => ({
    _id: apiId(r.id),
    subject: r.subject,
    createdAt: r.createdAt,
    finishedAt: r.finishedAt,
    total: Number(r.total),
    sent: Number(r.sent),
    failed: Number(r.failed),
    pending: Number(r.pending),
    skipped: Number(r.skipped),
  }));
}

async function mailFor(deps: AppDeps, admin: AuthUser, input: NewsletterInput) {
  return newsletterMail({ to: admin.email, ...input, unsubscribeUrl: await unsubscribeLinkFor(deps, admin.id) });
}

/** The mail as a reader gets it, built by the very code that sends it (with the admin's own unsubscribe link). */
export async function previewNewsletter(deps: AppDeps, admin: AuthUser, input: NewsletterInput): Promise<ApiNewsletterPreview> {
  const mail = await mailFor(deps, admin, input);
  return { subject: mail.subject, text: mail.text, html: mail.html ?? '' };
}

/** Before a test mail's subject: in the admin's inbox it must not pass for the newsletter readers got. */
const TEST_SUBJECT_PREFIX = '[TEST] ';

/**
 * The same mail to the admin's own address only, its subject marked '[TEST] ', throttled per account
 * (rate-limit-rules.ts `newsletterTest`).
 */
export async function sendTestNewsletter(deps: AppDeps, admin: AuthUser, input: NewsletterInput): Promise<{ message: string }> {
  await countAccountAttempt(deps, 'newsletterTest', accountSubject(admin.id));
  try {
    const mail = await mailFor(deps, admin, input);
    await deps.mailer.send({ ...mail, subject: `${TEST_SUBJECT_PREFIX}${mail.subject}` });
  } catch (err) {
    deps.log('error', 'newsletter test mail failed', { userId: admin.id, error: String(err) });
    throw unavailable(NEWSLETTER_MESSAGES.testFailed);
  }
  return { message: NEWSLETTER_MESSAGES.testSent(admin.email) };
}
