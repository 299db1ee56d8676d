import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { ENGAGEMENT_MESSAGES } from '../domain/engagement';
import { DomainError } from '../domain/errors';
import { tokenParams } from '../domain/path-params';
import { validate } from '../http/validate';
import { unsubscribeWithToken } from '../services/newsletter/newsletter';

/**
 * `POST /unsubscribe/:token`: the RFC 8058 one-click unsubscribe that mail clients send to the URL of the
 * `List-Unsubscribe` header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). Plain-text answer.
 * `GET` of the same URL is the shell page with its confirmation button (worker/routes/site.ts).
 */
export const unsubscribeRoutes = new Hono<AppEnv>().post('/:token', validate('param', tokenParams), async (c) => {
  try {
    await unsubscribeWithToken(c.get('deps'), c.req.valid('param').token);
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'invalid') return c.text(ENGAGEMENT_MESSAGES.unsubscribeInvalid, 400);
    throw err;
  }
  return c.text(ENGAGEMENT_MESSAGES.unsubscribed);
});
