import type { z } from 'zod';
import type { apiMailSchema, apiOutboxPageSchema, mailDeliverySchema, shopMailDeliverySchema } from './outbox-answers';

/** What became of a stored mail (outbox-answers.ts says each); null: stored before this was kept. */
export type MailDelivery = z.output<typeof mailDeliverySchema>;

/** How the shop delivers mail: through a provider (MAIL_PROVIDER), or into the outbox only. */
export type ShopMailDelivery = z.output<typeof shopMailDeliverySchema>;

/** The outbox screen's mark of each mail, by delivery (none for mails stored before delivery was kept). */
export const DELIVERY_LABELS: Record<MailDelivery, string> = {
  outbox: 'uložené v outboxe, neodoslané',
  sending: 'odosiela sa',
  sent: 'odoslané',
  failed: 'neodoslané: odoslanie zlyhalo',
};

/** Whether a mail never reached its recipient (the screen marks these as a warning). */
export const isUnsent = (d: MailDelivery | null): boolean => d === 'outbox' || d === 'failed';

/** One stored mail, and a page of the outbox as staff read it (`GET /api/outbox`): outbox-answers.ts. */
export type ApiMail = z.output<typeof apiMailSchema>;
export type ApiOutboxPage = z.output<typeof apiOutboxPageSchema>;
