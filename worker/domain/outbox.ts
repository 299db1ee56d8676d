import type { ApiId } from './api-id';

/**
 * The outbox as staff read it (`GET /api/outbox`): the e-mails the shop sent, newest first. Attachments are links
 * into /uploads (the object store).
 */
export interface ApiMail {
  _id: ApiId;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; url: string }[];
  createdAt: string;
}

export interface ApiOutboxPage {
  mails: ApiMail[];
  page: number;
  pages: number;
  total: number;
}
