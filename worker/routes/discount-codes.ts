import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { discountCodeSchema } from '../domain/discount-codes';
import { idParams } from '../domain/path-params';
import { requireAdmin } from '../http/auth';
import { validate } from '../http/validate';
import { createDiscountCode, listDiscountCodes, removeDiscountCode, updateDiscountCode } from '../services/orders/discount-codes';

/**
 * `/api/discount-codes` (admins only: the assistant's role is audio, video and banners, worker/domain/roles.ts, and
 * a code is money): `GET /` every code with its uses so far, newest first; `POST /` creates one (201); `PUT /:id`
 * replaces its terms (deactivating is `active: false`); `DELETE /:id` deletes a code no order used, or only
 * deactivates one that orders did. Writes answer the code with the Slovak `message`.
 */
export const discountCodesRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await listDiscountCodes(c.get('deps'))))
  .post('/', requireAdmin, validate('json', discountCodeSchema), async (c) =>
    c.json(await createDiscountCode(c.get('deps'), c.req.valid('json')), 201),
  )
  .put('/:id', requireAdmin, validate('param', idParams), validate('json', discountCodeSchema), async (c) =>
    c.json(await updateDiscountCode(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', requireAdmin, validate('param', idParams), async (c) =>
    c.json(await removeDiscountCode(c.get('deps'), c.req.valid('param').id)),
  );
