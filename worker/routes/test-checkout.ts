import { Hono, type Context } from 'hono';
import type { AppEnv } from '../deps';
import { cancelTestCheckout, payTestCheckout, testCheckoutEnabled, testCheckoutView } from '../services/payments/test-checkout';
import { TEST_CHECKOUT_CSP, testCheckoutNotFoundPage, testCheckoutPage } from './test-checkout-page';

/**
 * `/test-checkout/:sessionId` (outside /api: a page of the shop). Only without a Stripe secret key; with one,
 * every path here is a 404. "Zaplatiť" and "Zrušiť" are plain POST forms answered with 303 redirects.
 */

function html(c: Context<AppEnv>, body: string, status: 200 | 404) {
  c.header('content-security-policy', TEST_CHECKOUT_CSP);
  c.header('cache-control', 'no-store');
  return c.html(body, status);
}

const notFoundPage = (c: Context<AppEnv>) => html(c, testCheckoutNotFoundPage(), 404);

export const testCheckoutRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!testCheckoutEnabled(c.get('deps'))) return notFoundPage(c);
    await next();
  })
  .get('/:sessionId', async (c) => {
    const view = await testCheckoutView(c.get('deps'), c.req.param('sessionId'));
    return view ? html(c, testCheckoutPage(view), 200) : notFoundPage(c);
  })
  .post('/:sessionId/pay', async (c) => {
    const next = await payTestCheckout(c.get('deps'), c.req.param('sessionId'));
    return next ? c.redirect(next, 303) : notFoundPage(c);
  })
  .post('/:sessionId/cancel', async (c) => {
    const next = await cancelTestCheckout(c.get('deps'), c.req.param('sessionId'));
    return next ? c.redirect(next, 303) : notFoundPage(c);
  });
