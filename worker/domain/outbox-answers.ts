/**
 * `GET /api/outbox` as schemas, its query and its answer: the route validates with the one, the contract
 * (api-contract/newsletters.ts) holds every answer to the other, and outbox.ts names their types. A file of its
 * own, because the outbox screen imports outbox.ts's labels at run time and zod must not come with them.
 */
import { z } from 'zod';
import { PAGE_SIZES } from './page-sizes';
import { listQuerySchema } from './pagination';

/** `?pageNumber=&pageSize=` (the outbox's own page size by default). */
export const outboxQuerySchema = listQuerySchema(PAGE_SIZES.outbox).pick({ pageNumber: true, pageSize: true });

/**
 * What became of a stored mail: 'outbox' stored only, never sent (the shop has no mail provider); 'sending'
 * handed to the provider and not yet answered (or the process stopped meanwhile); 'sent' accepted by the
 * provider; 'failed' refused by it, or it could not be reached or did not answer in time (the retry, if any, is a
 * mail of its own).
 */
export const mailDeliverySchema = z.enum(['outbox', 'sending', 'sent', 'failed']);

/** How the shop delivers mail: through a provider (MAIL_PROVIDER), or into the outbox only. */
export const shopMailDeliverySchema = z.enum(['provider', 'outbox']);

/**
 * One e-mail the shop sent or only stored. Attachments are read by staff only, through `url`
 * (`GET /api/outbox/{mail}/attachments/{n}`).
 */
export const apiMailSchema = z.strictObject({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(
    z.strictObject({
      filename: z.string(),
      contentType: z.string(),
      url: z.string().meta({ description: 'Adresa prílohy v API (len pre personál, s tokenom).' }),
    }),
  ),
  createdAt: z.string(),
  delivery: mailDeliverySchema.nullable().meta({
    description:
      'outbox: len uložené, neodoslané (obchod nemá poskytovateľa pošty); sending: odovzdané poskytovateľovi; ' +
      'sent: prijaté poskytovateľom; failed: odoslanie zlyhalo; null: uložené skôr, ako sa to zapisovalo.',
  }),
});

/** The outbox as staff read it: the e-mails, newest first, a page at a time. */
export const apiOutboxPageSchema = z.strictObject({
  mails: z.array(apiMailSchema),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
  total: z.number().int().min(0),
  mailDelivery: shopMailDeliverySchema.meta({ description: 'Ako obchod teraz doručuje poštu: `outbox` = žiadna neodchádza.' }),
});
