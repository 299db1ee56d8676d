import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { invalid, notFound } from '../domain/errors';
import { objectKeyFromPath } from '../http/object-key';
import { INVOICE_KEY_PREFIX } from '../services/invoices/invoice-file';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Store folders with personal data (invoices, mail attachments), never served here. */
const PRIVATE_PREFIXES = [INVOICE_KEY_PREFIX, 'outbox/'];

export const UPLOADS_MESSAGES = {
  notFound: 'Súbor sa nenašiel.',
  badPath: 'Neplatná adresa súboru.',
} as const;

/** Files from the object store under /uploads/{key}. Keys are content-addressed or never reused, so cache long. */
export const uploadsRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  // The path as it arrived (c.req.path is already partly decoded): decoded once, checked, bounded.
  const key = objectKeyFromPath(new URL(c.req.url).pathname, '/uploads/');
  if (key === null) throw invalid(UPLOADS_MESSAGES.badPath);
  // Kept invoices (worker/services/invoices/invoice-file.ts) are served only through /api/orders/{id}/invoice, to their owner
  // and staff, and mail attachments only to staff (/api/outbox/{mail}/attachments/{n}): under /uploads they do not exist.
  if (PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix))) throw notFound(UPLOADS_MESSAGES.notFound);
  const obj = await c.get('deps').store.get(key);
  if (!obj) throw notFound(UPLOADS_MESSAGES.notFound);
  return new Response(obj.body as BodyInit, {
    headers: {
      'content-type': obj.contentType,
      // Uploaded images (img/) get a fresh random key each time: never changed, cached for a year.
      'cache-control': key.startsWith('img/') ? IMMUTABLE : 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      // Uploaded SVGs must never run script in our origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    },
  });
});
