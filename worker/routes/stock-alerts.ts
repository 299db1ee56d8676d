import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { idParams } from '../domain/path-params';
import { requireUser } from '../http/auth';
import { validate } from '../http/validate';
import { askToBeNotified, notifyState, stopBeingNotified } from '../services/stock-alerts/stock-alerts';

/**
 * `/api/products/{id}/notify-me` (issue 20): the signed-in caller's wish to be mailed when a sold-out title is
 * back. No body: the product is the path's id, the reader the bearer token's account. Mounted beside the
 * products router (worker/app.ts); none of its paths is a catalogue read, so nothing here is cached.
 */
export const stockAlertRoutes = new Hono<AppEnv>()
  .get('/:id/notify-me', requireUser, validate('param', idParams), async (c) =>
    c.json(await notifyState(c.get('deps'), c.var.user, c.req.valid('param').id)),
  )
  .put('/:id/notify-me', requireUser, validate('param', idParams), async (c) =>
    c.json(await askToBeNotified(c.get('deps'), c.var.user, c.req.valid('param').id)),
  )
  .delete('/:id/notify-me', requireUser, validate('param', idParams), async (c) =>
    c.json(await stopBeingNotified(c.get('deps'), c.var.user, c.req.valid('param').id)),
  );
