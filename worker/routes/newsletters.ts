import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { newsletterSchema } from '../domain/newsletters';
import { requireAdmin } from '../http/auth';
import { validate } from '../http/validate';
import {
  newsletterList,
  newsletterRecipients,
  previewNewsletter,
  sendNewsletter,
  sendTestNewsletter,
} from '../services/newsletter/newsletter-admin';

/**
 * `/api/newsletters` (admins): `GET /` the newsletters with their progress (sent, failed, pending, skipped),
 * newest first; `GET /recipients` `{ total }`, how many readers a newsletter sent now goes to; `POST /`
 * `{ subject, text }` writes one and a delivery per subscribed reader and answers 202 with its id at once (the
 * background job mails them); `POST /preview` the mail as a reader gets it; `POST /test` the same mail to the
 * caller's own address (throttled per account).
 */
export const newslettersRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await newsletterList(c.get('deps'))))
  .get('/recipients', requireAdmin, async (c) => c.json(await newsletterRecipients(c.get('deps'))))
  .post('/', requireAdmin, validate('json', newsletterSchema), async (c) =>
    c.json(await sendNewsletter(c.get('deps'), c.get('user'), c.req.valid('json')), 202),
  )
  .post('/preview', requireAdmin, validate('json', newsletterSchema), async (c) =>
    c.json(await previewNewsletter(c.get('deps'), c.get('user'), c.req.valid('json'))),
  )
  .post('/test', requireAdmin, validate('json', newsletterSchema), async (c) =>
    c.json(await sendTestNewsletter(c.get('deps'), c.get('user'), c.req.valid('json'))),
  );
