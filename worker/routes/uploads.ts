import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { notFound } from '../http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files from the object store under /uploads/{key}. Keys are content-addressed or never reused, so cache long. */
export const uploadsRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ''));
  if (!key || key.includes('..')) throw notFound('Súbor sa nenašiel.');
  const obj = await c.get('deps').store.get(key);
  if (!obj) throw notFound('Súbor sa nenašiel.');
  return new Response(obj.body as BodyInit, {
    headers: {
      'content-type': obj.contentType,
      // E-mail attachments (invoices) hold personal data: unguessable keys, and never kept by a shared cache.
      // Uploaded images (img/) get a fresh random key each time: never changed, cached for a year.
      'cache-control': key.startsWith('outbox/') ? 'private, no-store' : key.startsWith('img/') ? IMMUTABLE : 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      // Uploaded SVGs must never run script in our origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    },
  });
});
