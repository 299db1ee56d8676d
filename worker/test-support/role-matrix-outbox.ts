import { desc } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { TestApp } from './test-app';

/** A fresh outbox mail with one attachment (its file read back by staff only): the mail's id. */
async function mailWithAttachment(f: { t: TestApp }): Promise<number> {
  const content = new Uint8Array([37, 80, 68, 70]);
  await f.t.deps.mailer.send({
    to: 'matica@example.sk',
    subject: 'Príloha',
    text: 'x',
    attachments: [{ filename: 'faktura.pdf', contentType: 'application/pdf', content }],
  });
  const [row] = await f.t.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row.id;
}

/** The role matrix's row for the outbox's attachments (issue 19: mail attachments hold invoices, staff only). */
export const OUTBOX_ATTACHMENT_ENDPOINTS = [
  {
    route: 'GET /api/outbox/:id/attachments/:index',
    path: async (f: { t: TestApp }) => `/api/outbox/${await mailWithAttachment(f)}/attachments/0`,
    access: 'admin' as const,
  },
];
