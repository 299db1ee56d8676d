import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { idParams } from '../domain/path-params';
import { requireAdmin } from '../http/auth';
import { validate } from '../http/validate';
import { createPacketaPacket, packetaPacketState } from '../services/delivery/packeta-packet';

/**
 * `/api/orders/:id/packeta-packet` (issue 30), admins only (an assistant is refused, worker/domain/roles.ts):
 * GET says whether the staff order offers 'Vytvoriť zásielku v Packete' (hidden without PACKETA_API_PASSWORD)
 * and shows the packet once made; POST creates it and answers the order.
 */
export const packetaPacketRoutes = new Hono<AppEnv>()
  .get('/:id/packeta-packet', requireAdmin, validate('param', idParams), async (c) =>
    c.json(await packetaPacketState(c.get('deps'), c.req.valid('param').id)),
  )
  .post('/:id/packeta-packet', requireAdmin, validate('param', idParams), async (c) =>
    c.json(await createPacketaPacket(c.get('deps'), c.req.valid('param').id), 201),
  );
