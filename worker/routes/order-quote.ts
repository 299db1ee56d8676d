import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { orderQuoteSchema } from '../domain/order-quote';
import { validate } from '../http/validate';
import { quoteCodeResolver } from '../services/orders/discount-codes';
import { quoteOrder } from '../services/orders/order-quote';

/**
 * `POST /api/orders/quote` (issue 30; no sign-in, nothing written): what this cart would cost delivered to this
 * country by each method the shop offers there, priced by the server as the order will be.
 */
export const orderQuoteRoutes = new Hono<AppEnv>().post('/', validate('json', orderQuoteSchema), async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await quoteOrder(c.get('deps'), c.req.valid('json'), quoteCodeResolver(c.get('deps'))));
});
