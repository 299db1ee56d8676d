import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthUser } from '../deps';
import { notFound, rateLimited } from '../domain/errors';
import { ORDER_MESSAGES } from '../domain/orders';
import { orderDocumentParams } from '../domain/path-params';
import { requireUser } from '../http/auth';
import { requireUserOrOrderKey } from '../http/order-key';
import { validate } from '../http/validate';
import { invoiceForCaller, payBySquareForCaller } from '../services/invoices/order-documents';
import { resendOrderConfirmation } from '../services/orders/order-mail';

/**
 * `/api/orders/:id/…` documents of an order, for its owner or an admin: the PAY by square code, the PDF invoice
 * and resending the confirmation e-mail (spec section 7: `PUT /api/orders/{id}/resend-confirmation`, empty body).
 */

export const RESEND_TOO_OFTEN = 'Potvrdzujúci e-mail ste si vyžiadali priveľakrát za sebou. Skúste to prosím o minútu.';

/** An id that is not a positive whole number names no order: 404, as for an unknown one. */
const orderIdParam = validate('param', orderDocumentParams, () => notFound(ORDER_MESSAGES.notFound));

/** Per account (after requireUser), not per IP: a customer's budget is theirs wherever they click from. */
const resendLimit = createMiddleware<AppEnv & { Variables: { user: AuthUser } }>(async (c, next) => {
  const allowed = await c.get('deps').rateLimiters.resend.limit(`resend-confirmation:${c.var.user.id}`);
  if (!allowed) {
    c.header('retry-after', '60');
    throw rateLimited(RESEND_TOO_OFTEN);
  }
  await next();
});

export const orderDocumentRoutes = new Hono<AppEnv>()
  .get('/:id/pay-by-square', requireUserOrOrderKey, orderIdParam, async (c) =>
    c.json(await payBySquareForCaller(c.get('deps'), c.var.orderCaller, c.req.valid('param').id)),
  )
  .get('/:id/invoice', requireUserOrOrderKey, orderIdParam, async (c) => {
    const { filename, pdf } = await invoiceForCaller(c.get('deps'), c.var.orderCaller, c.req.valid('param').id);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      // Personal data: never kept by a shared cache or the browser's disk cache.
      'cache-control': 'private, no-store',
    });
  })
  .put('/:id/resend-confirmation', requireUser, resendLimit, orderIdParam, async (c) =>
    c.json(await resendOrderConfirmation(c.get('deps'), c.var.user, c.req.valid('param').id)),
  );
