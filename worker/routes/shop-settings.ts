import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { deliverySettingsSchema } from '../domain/delivery';
import { shopTermsSchema } from '../domain/unpaid-orders';
import { requireAdmin } from '../http/auth';
import { validate } from '../http/validate';
import { readDelivery, setDelivery } from '../services/delivery/delivery-settings';
import { readTerms, setTerms } from '../services/orders/unpaid-orders';

/**
 * `/api/shop-settings` (admins only): the terms of unpaid orders (worker/domain/unpaid-orders.ts): days to pay a
 * bank transfer and a card order, open unpaid orders per account. `GET` answers them; `PUT` sets all three and
 * answers them with the Slovak `message`. `/delivery`: the delivery methods, bands and fees (issue 30), the same way.
 */
export const shopSettingsRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await readTerms(c.get('deps')));
  })
  .put('/', requireAdmin, validate('json', shopTermsSchema), async (c) => c.json(await setTerms(c.get('deps'), c.req.valid('json'))))
  .get('/delivery', requireAdmin, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await readDelivery(c.get('deps')));
  })
  .put('/delivery', requireAdmin, validate('json', deliverySettingsSchema), async (c) =>
    c.json(await setDelivery(c.get('deps'), c.req.valid('json'))),
  );
