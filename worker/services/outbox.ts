import { listOutbox, type OutboxRow } from '../../db/queries/outbox';
import type { AppDeps } from '../deps';
import { apiId } from '../domain/api-id';

/** One stored e-mail as staff see it; attachments are links into /uploads (the object store). */
export function toApiMail(m: OutboxRow) {
  let attachments: { filename: string; contentType: string; key: string }[] = [];
  try {
    attachments = JSON.parse(m.attachments);
  } catch {
    /* an unreadable list shows as none */
  }
  return {
    _id: apiId(m.id),
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, url: `/uploads/${a.key}` })),
    createdAt: m.createdAt,
  };
}

export async function outboxPage(deps: AppDeps, q: { page: number; pageSize: number }) {
  const r = await listOutbox(deps.db, q);
  return { mails: r.rows.map(toApiMail), page: r.page, pages: r.pages, total: r.total };
}
