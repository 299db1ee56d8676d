import { createMiddleware } from 'hono/factory';
import type { AppDeps, AuthUser } from '../deps';
import { ORDER_KEY_HEADER } from '../domain/guest-orders';
import type { OrderCaller } from '../services/orders/guest-access';
import { requireUser } from './auth';

type OrderReader = { Variables: { deps: AppDeps; user?: AuthUser; orderCaller: OrderCaller } };

/**
 * In front of the routes a guest's order page uses (the order, its card payment, its QR and invoice): a request
 * with `X-Order-Key` acts as the holder of that order's private key (worker/services/orders/guest-access.ts), whatever
 * else it carries; any other request must be signed in, as before (requireUser). No log line carries request
 * headers (the one per-request error line names the path): the key stays out of the logs.
 */
export const requireUserOrOrderKey = createMiddleware<OrderReader>(async (c, next) => {
  const key = c.req.header(ORDER_KEY_HEADER);
  if (key !== undefined) {
    // Fetch trims a header's value already; the service checks the key's shape.
    c.set('orderCaller', { orderKey: key });
    return next();
  }
  return requireUser(c as never, async () => {
    c.set('orderCaller', c.var.user!);
    await next();
  });
});
