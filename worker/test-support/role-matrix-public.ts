/** The role matrix's routes anyone may call (worker/routes/role-matrix.test.ts checks each answers a visitor). */
export const PUBLIC_ENDPOINTS = [
  'GET /api/health',
  // The API's description (issue 32): public, as the routes it describes each check their caller.
  'GET /api/openapi.json',
  'GET /api/products',
  'GET /api/products/all',
  'GET /api/products/:id',
  'GET /api/audio',
  'GET /api/audio/:id',
  'GET /api/video',
  'GET /api/video/:id',
  'GET /api/banner',
  'GET /api/banner/:id',
  // The header search's suggestions (issue 31): the catalogue's titles and authors, the same for everyone.
  'GET /api/suggestions',
  'PUT /api/counter/increase',
  'POST /api/users',
  'POST /api/users/login',
  'GET /api/users/:email/:token',
  'GET /api/auth/config',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/currentuser',
  'POST /api/auth/contact',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
  // Stripe calls it; its signature is the authentication (worker/routes/payments.test.ts).
  'POST /api/stripe/webhook',
  // The deploy workflow calls it; its HMAC signature is the authentication (worker/routes/publish-report.test.ts).
  'POST /api/publish/report',
  // Engagement: approved reviews are public; the unsubscribe token is its own authority (no login).
  'GET /api/products/:id/reviews',
  'POST /api/subscribers/unsubscribe',
  // Buying without an account (issue 30): no login; limited per client address like registration.
  'POST /api/orders/guest',
  // What an order of this cart would cost (issue 30): nothing written, nothing about anyone (order-delivery.test.ts).
  'POST /api/orders/quote',
];
