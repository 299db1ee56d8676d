import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { deliverOrderSchema } from '../domain/order-notices';
import { adminOrdersQuerySchema, createOrderSchema } from '../domain/orders';
import { extendOrderSchema } from '../domain/unpaid-orders';
import { idParams } from '../domain/path-params';
import { requireAdmin, requireUser } from '../http/auth';
import { requireUserOrOrderKey } from '../http/order-key';
import { validate, validateOptionalJson } from '../http/validate';
import { allOrders, cancelOrder, markDelivered, markPaid } from '../services/orders/order-admin';
import { accountBuyer, placeOrder } from '../services/orders/order-placement';
import { myOrders, orderDetail } from '../services/orders/orders';
import { extendOrder } from '../services/orders/unpaid-orders';

/**
 * `/api/orders` (spec section 7): placing an order, the customer's own list and detail, the admin's list and
 * flags. Documents (invoice, confirmation mail) and card payment steps are separate routers on the same prefix
 * (app.ts). Fixed paths such as `/myorders` must stay before `/:id`.
 */

/**
 * Placing an order. Mounted twice: inside `ordersRoutes` (`POST /api/orders`) and by app.ts at `/orders/`, because
 * the spec and its client say `POST /api/orders/` and Hono matches the trailing slash strictly.
 */
export const placeOrderRoutes = new Hono<AppEnv>().post('/', requireUser, validate('json', createOrderSchema), async (c) =>
  c.json(await placeOrder(c.get('deps'), accountBuyer(c.var.user), c.req.valid('json')), 201),
);

export const ordersRoutes = new Hono<AppEnv>()
  .route('/', placeOrderRoutes)
  .get('/', requireAdmin, validate('query', adminOrdersQuerySchema), async (c) =>
    c.json(await allOrders(c.get('deps'), c.req.valid('query').status)),
  )
  .get('/myorders', requireUser, async (c) => c.json(await myOrders(c.get('deps'), c.var.user)))
  // The owner, an admin, or (issue 30) the holder of a guest order's private key in `X-Order-Key`.
  .get('/:id', requireUserOrOrderKey, validate('param', idParams), async (c) =>
    c.json(await orderDetail(c.get('deps'), c.var.orderCaller, c.req.valid('param').id)),
  )
  .put('/:id/paid', requireAdmin, validate('param', idParams), async (c) => c.json(await markPaid(c.get('deps'), c.req.valid('param').id)))
  // 'Odoslané': an empty body (the spec's clients) or `{ parcelNumber }`. The body is checked before the id.
  .put('/:id/deliver', requireAdmin, validateOptionalJson(deliverOrderSchema), validate('param', idParams), async (c) =>
    c.json(await markDelivered(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .put('/:id/cancell', requireAdmin, validate('param', idParams), async (c) =>
    c.json(await cancelOrder(c.get('deps'), c.req.valid('param').id)),
  )
  // The admin gives an unpaid order more time (worker/services/orders/unpaid-orders.ts): `{ days }`.
  .put('/:id/extend', requireAdmin, validate('json', extendOrderSchema), validate('param', idParams), async (c) =>
    c.json(await extendOrder(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  );
