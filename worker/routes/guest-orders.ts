import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { claimOrderSchema, guestOrderSchema } from '../domain/guest-orders';
import { idParams } from '../domain/path-params';
import { requireAdmin, requireUser } from '../http/auth';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { claimOrder, placeGuestOrder, revokeGuestLink } from '../services/orders/guest-orders';

/**
 * `/api/orders/…` of buying without an account (issue 30): placing a guest's order (no sign-in; limited per client
 * address like registration, since each one mails the address given), the claim by the account of its e-mail, and
 * the staff's revocation of its private link. Reading, paying and the QR take the key on their own routes
 * (worker/http/order-key.ts).
 */
export const guestOrderRoutes = new Hono<AppEnv>()
  .post('/guest', rateLimit('auth', 'guest-order'), validate('json', guestOrderSchema), async (c) =>
    c.json(await placeGuestOrder(c.get('deps'), c.req.valid('json')), 201),
  )
  .post('/:id/claim', requireUser, validate('json', claimOrderSchema), validate('param', idParams), async (c) =>
    c.json(await claimOrder(c.get('deps'), c.var.user, c.req.valid('param').id, c.req.valid('json').orderKey)),
  )
  .delete('/:id/guest-link', requireAdmin, validate('param', idParams), async (c) =>
    c.json(await revokeGuestLink(c.get('deps'), c.req.valid('param').id)),
  );
