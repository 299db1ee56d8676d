import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { idParams } from '../domain/path-params';
import { requireUserOrOrderKey } from '../http/order-key';
import { validate } from '../http/validate';
import { currentCardPayment, noteCardPaymentFailed, startCardPayment, storedOrderAfterCardReturn } from '../services/payments/payments';

/**
 * `/api/orders/:id/…` card payment steps (spec section 7). Starting, reading and failing an attempt: the order's
 * owner only (not even an admin pays someone's order), or for an order without an account the holder of its
 * private key (`X-Order-Key`, issue 30). `pay-stripe` (owner or admin) only reads: paid is set
 * by the verified webhook alone.
 */
export const orderPaymentRoutes = new Hono<AppEnv>()
  .get('/:id/init-payment', requireUserOrOrderKey, validate('param', idParams), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await currentCardPayment(c.get('deps'), c.var.orderCaller, id));
  })
  .put('/:id/init-payment', requireUserOrOrderKey, validate('param', idParams), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await startCardPayment(c.get('deps'), c.var.orderCaller, id));
  })
  .put('/:id/failed-payment-notif', requireUserOrOrderKey, validate('param', idParams), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await noteCardPaymentFailed(c.get('deps'), c.var.orderCaller, id));
  })
  // The old client sends the order (or Stripe's answer) as the body: it is never read.
  .put('/:id/pay-stripe', requireUserOrOrderKey, validate('param', idParams), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await storedOrderAfterCardReturn(c.get('deps'), c.var.orderCaller, id));
  });
