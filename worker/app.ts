import { orderQuoteRoutes } from './routes/order-quote';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { onError } from './http/errors';
import { limitBodies } from './http/body-limits';
import { catalogueCache } from './http/catalogue-cache';
import { securityHeaders } from './http/security-headers';
import { requestIds } from './http/request-id';
import { counterRoutes } from './routes/counter';
import { dashboardRoutes } from './routes/dashboard';
import { discountCodesRoutes } from './routes/discount-codes';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { audioRoutes, bannerRoutes, videoRoutes } from './routes/media';
import { guestOrderRoutes } from './routes/guest-orders';
import { orderDocumentRoutes } from './routes/order-documents';
import { orderPaymentRoutes } from './routes/order-payments';
import { packetaPacketRoutes } from './routes/packeta-packet';
import { ordersRoutes, placeOrderRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { testCheckoutRoutes } from './routes/test-checkout';
import { openApiRoutes } from './routes/openapi';
import { outboxRoutes } from './routes/outbox';
import { productsRoutes } from './routes/products';
import { publishRoutes } from './routes/publish';
import { shopSettingsRoutes } from './routes/shop-settings';
import { siteRoutes } from './routes/site';
import { stockAlertRoutes } from './routes/stock-alerts';
import { newslettersRoutes } from './routes/newsletters';
import { subscribersRoutes } from './routes/subscribers';
import { suggestionRoutes } from './routes/suggestions';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { uploadRoutes } from './routes/upload';
import { uploadsRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';

/** The API: one router per resource (Hono's recommended composition). */
function api() {
  return (
    new Hono<AppEnv>()
      .route('/health', healthRoutes)
      // This API described (worker/domain/api-contract), for the docs page and other clients.
      .route('/openapi.json', openApiRoutes)
      .route('/products', productsRoutes)
      // `/products/{id}/notify-me`: the reader's back-in-stock alert (issue 20).
      .route('/products', stockAlertRoutes)
      // The header search's titles and authors while someone types (issue 31).
      .route('/suggestions', suggestionRoutes)
      .route('/audio', audioRoutes)
      .route('/video', videoRoutes)
      .route('/banner', bannerRoutes)
      .route('/upload', uploadRoutes)
      .route('/publish', publishRoutes)
      .route('/counter', counterRoutes)
      .route('/dashboard', dashboardRoutes)
      .route('/shop-settings', shopSettingsRoutes)
      .route('/discount-codes', discountCodesRoutes)
      .route('/users', usersRoutes)
      .route('/auth', authRoutes)
      .route('/subscribers', subscribersRoutes)
      .route('/newsletters', newslettersRoutes)
      .route('/outbox', outboxRoutes)
      // Three routers share /orders: placing and managing, documents (invoice, confirmation), card payment steps.
      .route('/orders/quote', orderQuoteRoutes)
      .route('/orders', ordersRoutes)
      // `POST /api/orders/` as the spec spells it (Hono does not treat the trailing slash as the same path).
      .route('/orders/', placeOrderRoutes)
      .route('/orders', orderDocumentRoutes)
      .route('/orders', orderPaymentRoutes)
      // Staff create an order's Packeta packet (issue 30): `GET`/`POST /orders/:id/packeta-packet`.
      .route('/orders', packetaPacketRoutes)
      // Buying without an account (issue 30): `POST /orders/guest`, the claim, the staff's revocation of the link.
      .route('/orders', guestOrderRoutes)
      // `/create-stripe-checkout-session` and `/stripe/webhook` (spec section 7).
      .route('/', paymentsRoutes)
  );
}

/** The Workers execution context, or undefined on Node and in tests (Hono throws when there is none). */
function executionContextOf(c: Context): { waitUntil(task: Promise<unknown>): void } | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** The whole application, identical on Node and on Cloudflare: only `deps` differ. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Only Workers have an execution context; elsewhere asking for one costs a thrown Error per request (about a
  // seventh of a cached catalogue read on Node, bench/results.md).
  const perRequestContext = deps.config.environment === 'cloudflare';
  // First: every answer (errors, 404s, static files) carries the request's id, and log lines written meanwhile name it.
  app.use('*', requestIds(deps.config.trustedRequestIdHeader));
  app.use('*', async (c, next) => {
    // On Workers background work must be handed to this request's execution context, or it is cut off.
    const ctx = perRequestContext ? executionContextOf(c) : undefined;
    c.set('deps', ctx ? { ...deps, waitUntil: (task) => ctx.waitUntil(task) } : deps);
    await next();
  });
  // Security headers and `Cache-Control: no-store` for personal answers, on every answer (http/security-headers.ts).
  app.use('*', securityHeaders);
  // Before any route reads a body (and before authentication): 413 for bodies over their route's limit.
  app.use('*', limitBodies);
  // Public catalogue reads from memory until the catalogue changes; writes make the version source look again.
  app.use('/api/*', catalogueCache(deps.catalogue));
  app.onError(onError);
  app.route('/api', api());
  app.all('/api/*', (c) => c.json({ message: 'Neznáma adresa API.' }, 404));
  app.route('/uploads', uploadsRoutes);
  // The built-in test checkout (no Stripe keys): a page of the shop, clearly marked as a test.
  app.route('/test-checkout', testCheckoutRoutes);
  // One-click unsubscribe (POST to the List-Unsubscribe URL); GET stays the shell page.
  app.route('/unsubscribe', unsubscribeRoutes);
  app.route('/', siteRoutes);
  app.notFound((c) => c.json({ message: 'Nenájdené.' }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
