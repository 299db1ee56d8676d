import { z } from 'zod';
import { strictObject } from './strict-object';

/**
 * The newsletter sent from the shop (issue 20): what an admin writes, what the API answers, the Slovak texts.
 * Plain text only: the admin's text is never HTML; web addresses in it become links in the mail's HTML part
 * (worker/services/newsletter/newsletter-mail.ts). Pure: no I/O; the admin screen validates with the same schema.
 */

export const NEWSLETTER_LIMITS = { subject: 150, text: 20_000 } as const;

export const NEWSLETTER_MESSAGES = {
  subjectMissing: 'Napíšte predmet newslettera.',
  subjectTooLong: `Predmet môže mať najviac ${NEWSLETTER_LIMITS.subject} znakov.`,
  textMissing: 'Napíšte text newslettera.',
  textTooLong: `Text newslettera môže mať najviac ${NEWSLETTER_LIMITS.text.toLocaleString('sk-SK')} znakov.`,
  invalid: 'Pošlite predmet a text newslettera.',
  twin: 'Newsletter s rovnakým predmetom a textom ste už odoslali za posledných 24 hodín.',
  testSent: (email: string) => `Skúšobný e-mail sme poslali na ${email}.`,
  testFailed: 'Skúšobný e-mail sa nepodarilo odoslať. Skúste to prosím o chvíľu znova.',
} as const;

const trimmedText = (missing: string, tooLong: string, max: number) =>
  z
    .string({ message: missing })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { message: missing }).max(max, { message: tooLong }));

/** `POST /api/newsletters`, `/preview` and `/test`: `{ subject, text }` (trimmed; subject 1–150, text 1–20 000). */
export const newsletterSchema = strictObject(
  {
    // One line: a line break in a subject could smuggle headers into a mail API that builds them as text.
    subject: trimmedText(NEWSLETTER_MESSAGES.subjectMissing, NEWSLETTER_MESSAGES.subjectTooLong, NEWSLETTER_LIMITS.subject).transform((s) =>
      s.replace(/\s+/g, ' '),
    ),
    text: trimmedText(NEWSLETTER_MESSAGES.textMissing, NEWSLETTER_MESSAGES.textTooLong, NEWSLETTER_LIMITS.text),
  },
  NEWSLETTER_MESSAGES.invalid,
);
export type NewsletterInput = z.output<typeof newsletterSchema>;

const count = () => z.number().int().min(0);

/** `GET /api/newsletters` rows, newest first: the counts are read from the stored deliveries. */
export const apiNewsletterSchema = z.strictObject({
  _id: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable().meta({ description: 'Kedy sa vybavilo posledné doručenie; null, kým sa posiela.' }),
  total: count().meta({ description: 'Čitatelia, pre ktorých bol napísaný: sent + failed + pending + skipped.' }),
  sent: count(),
  failed: count(),
  pending: count(),
  skipped: count().meta({ description: 'Čitatelia, ktorí sa odhlásili skôr, ako prišli na rad.' }),
});
export type ApiNewsletter = z.output<typeof apiNewsletterSchema>;

/** `POST /api/newsletters` (202): the new newsletter's id and how many readers it goes to. */
export const apiNewsletterCreatedSchema = z.strictObject({ _id: z.string(), total: count() });
export type ApiNewsletterCreated = z.output<typeof apiNewsletterCreatedSchema>;

/** `GET /api/newsletters/recipients`: how many readers a newsletter sent now goes to (confirmed subscribers). */
export const apiNewsletterRecipientsSchema = z.strictObject({ total: count() });
export type ApiNewsletterRecipients = z.output<typeof apiNewsletterRecipientsSchema>;

/** `POST /api/newsletters/preview`: the mail exactly as a reader gets it (the caller's own unsubscribe link). */
export const apiNewsletterPreviewSchema = z.strictObject({ subject: z.string(), text: z.string(), html: z.string() });
export type ApiNewsletterPreview = z.output<typeof apiNewsletterPreviewSchema>;

/** 'odoslané 120 z 480' — the progress line of one newsletter. */
export function newsletterProgress(n: Pick<ApiNewsletter, 'sent' | 'total'>): string {
  return `odoslané ${n.sent} z ${n.total}`;
}

/** Whether the admin screen should keep reading the progress (some delivery still waits). */
export function isSending(n: Pick<ApiNewsletter, 'pending' | 'finishedAt'>): boolean {
  return n.pending > 0 || n.finishedAt === null;
}
