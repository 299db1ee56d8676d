import type { ApiId } from './api-id';

/**
 * What became of a stored mail: 'outbox' stored only, never sent (the shop has no mail provider); 'sending'
 * handed to the provider and not yet answered (or the process stopped meanwhile); 'sent' accepted by the
 * provider; 'failed' refused by it, or it could not be reached or did not answer in time (the retry, if any, is a
 * mail of its own). Null: stored before this was kept.
 */
export type MailDelivery = 'outbox' | 'sending' | 'sent' | 'failed';

/** How the shop delivers mail: through a provider (MAIL_PROVIDER), or into the outbox only. */
export type ShopMailDelivery = 'provider' | 'outbox';

/** The outbox screen's mark of each mail, by delivery (none for mails stored before delivery was kept). */
export const DELIVERY_LABELS: Record<MailDelivery, string> = {
  outbox: 'uložené v outboxe, neodoslané',
  sending: 'odosiela sa',
  sent: 'odoslané',
  failed: 'neodoslané: odoslanie zlyhalo',
};

/** Whether a mail never reached its recipient (the screen marks these as a warning). */
export const isUnsent = (d: MailDelivery | null): boolean => d === 'outbox' || d === 'failed';

/**
 * The outbox as staff read it (`GET /api/outbox`): the e-mails the shop sent or only stored, newest first.
 * Attachments are read by staff only, through `url` (`GET /api/outbox/{mail}/attachments/{n}`).
 */
export interface ApiMail {
  _id: ApiId;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; url: string }[];
  createdAt: string;
  delivery: MailDelivery | null;
}

export interface ApiOutboxPage {
  mails: ApiMail[];
  page: number;
  pages: number;
  total: number;
  /** How this shop delivers mail now: 'outbox' means no mail leaves it (the screen says so). */
  mailDelivery: ShopMailDelivery;
}
