import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { outboxQuerySchema } from '../domain/outbox-answers';
import { outboxAttachmentParams } from '../domain/path-params';
import { requireAdmin } from '../http/auth';
import { firstOfRepeated, validate } from '../http/validate';
import { outboxAttachment, outboxPage } from '../services/mail/outbox';

const outboxQuery = firstOfRepeated(outboxQuerySchema);

/** `attachment; filename=…` that keeps a Slovak name (RFC 6266/5987) and an ASCII stand-in for old clients. */
function attachmentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'priloha';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * `/api/outbox` (admins): `GET /?pageNumber=&pageSize=` the sent e-mails, newest first → `{ mails, page, pages,
 * total }`; `GET /:id/attachments/:index` one attachment's file (invoices hold personal data: never public, never
 * kept by a cache, always downloaded, never shown in the shop's origin).
 */
export const outboxRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', outboxQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await outboxPage(c.get('deps'), { page: q.pageNumber, pageSize: q.pageSize }));
  })
  .get('/:id/attachments/:index', requireAdmin, validate('param', outboxAttachmentParams), async (c) => {
    const { id, index } = c.req.valid('param');
    const file = await outboxAttachment(c.get('deps'), id, index);
    return new Response(file.body as BodyInit, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': attachmentDisposition(file.filename),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  });
