import { listOutbox, outboxMailById, type OutboxRow } from '~/db/queries/mail/outbox';
import type { AppDeps } from '../../deps';
import { apiId } from '../../domain/api-id';
import { notFound } from '../../domain/errors';
import { DELIVERY_LABELS, type ApiMail, type ApiOutboxPage, type MailDelivery } from '../../domain/outbox';

/**
 * The outbox as staff read it. Attachments (invoices: personal data) are never public: each is read through
 * `GET /api/outbox/{mail}/attachments/{n}` (admins), whether the mail stored it or refers to the kept invoice.
 */

interface StoredAttachment {
  filename: string;
  contentType: string;
  key: string;
}

export const OUTBOX_MESSAGES = { attachmentNotFound: 'Príloha sa nenašla.' } as const;

function attachmentsOf(m: OutboxRow): StoredAttachment[] {
  try {
    const list = JSON.parse(m.attachments);
    return Array.isArray(list) ? list : [];
  } catch {
    return []; // an unreadable list shows as none
  }
}

/** The staff-only address of a mail's `index`-th attachment. */
const outboxAttachmentPath = (mailId: number, index: number) => `/api/outbox/${mailId}/attachments/${index}`;

/** One stored e-mail as staff see it. */
function toApiMail(m: OutboxRow): ApiMail {
  return {
    _id: apiId(m.id),
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: attachmentsOf(m).map((a, i) => ({ filename: a.filename, contentType: a.contentType, url: outboxAttachmentPath(m.id, i) })),
    createdAt: m.createdAt,
    delivery: deliveryOf(m),
  };
}

/** The stored mark, or null for mails stored before it was kept (or a value this version does not know). */
const deliveryOf = (m: OutboxRow): MailDelivery | null =>
  m.delivery !== null && Object.hasOwn(DELIVERY_LABELS, m.delivery) ? (m.delivery as MailDelivery) : null;

/** A page of the outbox, and how the shop delivers mail now ('outbox': the screen says none is sent). */
export async function outboxPage(deps: Pick<AppDeps, 'db' | 'config'>, q: { page: number; pageSize: number }): Promise<ApiOutboxPage> {
  const r = await listOutbox(deps.db, q);
  return { mails: r.rows.map(toApiMail), page: r.page, pages: r.pages, total: r.total, mailDelivery: deps.config.mailDelivery };
}

/** The file of a mail's `index`-th attachment (the caller checked that it is staff), or 404. */
export async function outboxAttachment(deps: AppDeps, mailId: number, index: number) {
  const mail = await outboxMailById(deps.db, mailId);
  const attachment = mail ? attachmentsOf(mail)[index] : undefined;
  const file = attachment && typeof attachment.key === 'string' ? await deps.store.get(attachment.key) : null;
  if (!attachment || !file) throw notFound(OUTBOX_MESSAGES.attachmentNotFound);
  return { filename: String(attachment.filename), contentType: file.contentType, body: file.body };
}
