import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { favorites, orders, products, reviews, users } from '../../db/schema';
import { createAccount, type TestAccount } from './accounts';
import { insertReview } from './engagement';
import { insertOrderRow, insertProduct, orderBody } from './orders';
import {
  DISCOUNT_CODE_ENDPOINTS,
  MEDIA_ENDPOINTS,
  GUEST_ORDER_ENDPOINTS,
  NEWSLETTER_ENDPOINTS,
  OUTBOX_ATTACHMENT_ENDPOINTS,
  PACKETA_ENDPOINTS,
  PERSONAL_DATA_ENDPOINTS,
  STOCK_ALERT_ENDPOINTS,
  UNPAID_ORDER_ENDPOINTS,
} from './role-matrix-features';
import type { TestApp } from './test-app';

/** The rows of the role matrix (worker/routes/role-matrix.test.ts explains them). */

export type Actor = 'visitor' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
type Access = 'user' | 'owner' | 'ownerOnly' | 'staff' | 'admin';

export interface Fixture {
  t: TestApp;
  accounts: Record<Exclude<Actor, 'visitor'>, TestAccount>;
}

/** One allowed call, for `stored` to read back: the caller, the path called, the answer, what `prepare` made. */
export interface Call {
  actor: Actor;
  path: string;
  answer: any;
  prepared: unknown;
}

export interface ProtectedEndpoint {
  /** The route as the app declares it, e.g. 'GET /api/users/:id'. */
  route: string;
  /** Made before each call (a record of its own for the call to change), passed to `path`, `body` and `stored`. */
  prepare?: (f: Fixture, actor: Actor) => Promise<unknown>;
  path: string | ((f: Fixture, actor: Actor, prepared: unknown) => string | Promise<string>);
  // A literal body, or one made per call (`prepared` is what the row's `prepare` returned).
  body?: ((f: Fixture, actor: Actor, prepared: any) => unknown) | object | string | number | boolean | null;
  access: Access;
  /** Status of success (default 200). */
  ok?: number;
  /** After a call that succeeded: asserts what the database holds now. */
  stored?: (f: Fixture, call: Call) => Promise<void>;
  /** Why a row that is not a GET has no `stored` check. */
  writesNothing?: string;
}

/** The tests' fixed clock: timestamps written by the calls are this instant. */
export const NOW = new Date('2026-03-01T10:00:00.000Z');
type Review = { productId: number; reviewId: number };

export { PUBLIC_ENDPOINTS } from './role-matrix-public';

const ownProfileBody = (f: Fixture, actor: Actor) => ({
  name: 'Meno z matice',
  email: actor === 'visitor' ? 'visitor@example.sk' : f.accounts[actor].email,
});

/** Reading back what an allowed write stored: one row by id (undefined once deleted). */
const userRow = async (f: Fixture, id: number) => (await f.t.db.select().from(users).where(eq(users.id, id)))[0];
const productRow = async (f: Fixture, id: number) => (await f.t.db.select().from(products).where(eq(products.id, id)))[0];
const orderRow = async (f: Fixture, id: number) => (await f.t.db.select().from(orders).where(eq(orders.id, id)))[0];
const reviewRow = async (f: Fixture, id: number) => (await f.t.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const favoriteRows = (f: Fixture, userId: number, productId: number) =>
  f.t.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
/** The n-th segment of a path: `/api/orders/7/paid` → segment 3 is 7. */
const idIn = (path: string, segment = 3) => Number(path.split('/')[segment]);
const accountOf = (f: Fixture, actor: Actor) => f.accounts[actor as Exclude<Actor, 'visitor'>];

export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  { route: 'GET /api/users/profile', path: '/api/users/profile', access: 'user' },
  {
    route: 'PUT /api/users/profile',
    path: '/api/users/profile',
    body: ownProfileBody,
    access: 'user',
    stored: async (f, c) =>
      expect(await userRow(f, accountOf(f, c.actor).id)).toMatchObject({ name: 'Meno z matice', email: accountOf(f, c.actor).email }),
  },
  { route: 'GET /api/users', path: '/api/users', access: 'admin' },
  { route: 'GET /api/users/:id', path: (f) => `/api/users/${f.accounts.customer.id}`, access: 'admin' },
  {
    route: 'PUT /api/users/:id',
    path: (f) => `/api/users/${f.accounts.otherCustomer.id}`,
    body: (_f, actor) => ({ name: `Upravené meno (${actor})` }),
    access: 'admin',
    stored: async (f, c) =>
      expect(await userRow(f, f.accounts.otherCustomer.id)).toMatchObject({ name: `Upravené meno (${c.actor})`, isAdmin: false }),
  },
  {
    route: 'DELETE /api/users/:id',
    path: async (f) => `/api/users/${(await createAccount(f.t)).id}`,
    access: 'admin',
    stored: async (f, c) => expect(await userRow(f, idIn(c.path))).toBeUndefined(),
  },
  { route: 'GET /api/subscribers/subscribed', path: '/api/subscribers/subscribed', access: 'admin' },
  { route: 'GET /api/subscribers/unsubscribed', path: '/api/subscribers/unsubscribed', access: 'admin' },
  { route: 'GET /api/outbox', path: '/api/outbox', access: 'admin' },
  // Engagement: favourites (the caller's own), reviews (one per account and product: a fresh product per call).
  { route: 'GET /api/products/favorites', path: '/api/products/favorites', access: 'user' },
  {
    route: 'PUT /api/products/:id/anybody',
    path: async (f) => `/api/products/${await insertProduct(f.t)}/anybody`,
    access: 'user',
    stored: async (f, c) => expect(await favoriteRows(f, accountOf(f, c.actor).id, idIn(c.path))).toHaveLength(1),
  },
  {
    route: 'PUT /api/products/:id/remove/favorites',
    // A favourite of the caller's own to remove (visitors have none).
    prepare: async (f, actor) => {
      const productId = await insertProduct(f.t);
      if (actor !== 'visitor') await f.t.db.insert(favorites).values({ userId: accountOf(f, actor).id, productId });
      return productId;
    },
    path: (_f, _actor, productId) => `/api/products/${productId}/remove/favorites`,
    access: 'user',
    stored: async (f, c) => expect(await favoriteRows(f, accountOf(f, c.actor).id, idIn(c.path))).toHaveLength(0),
  },
  { route: 'GET /api/products/:id/favorite', path: async (f) => `/api/products/${await insertProduct(f.t)}/favorite`, access: 'user' },
  {
    route: 'POST /api/products/:id/reviews',
    path: async (f) => `/api/products/${await insertProduct(f.t)}/reviews`,
    body: { comment: 'Recenzia z matice' },
    access: 'user',
    ok: 201,
    stored: async (f, c) => {
      const rows = await f.t.db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, idIn(c.path)));
      expect(rows).toMatchObject([{ userId: accountOf(f, c.actor).id, comment: 'Recenzia z matice', isAcknowledged: false }]);
    },
  },
  { route: 'GET /api/products/reviews', path: '/api/products/reviews?pageNumber=1', access: 'admin' },
  {
    route: 'POST /api/products',
    path: '/api/products',
    access: 'admin',
    ok: 201,
    stored: async (f, c) => expect(await productRow(f, Number(c.answer._id))).toBeDefined(),
  },
  {
    route: 'PUT /api/products/:id',
    path: async (f) => `/api/products/${await insertProduct(f.t)}`,
    body: { name: 'Kniha z matice', price: 9.9, author: 'Autor' },
    access: 'admin',
    stored: async (f, c) =>
      expect(await productRow(f, idIn(c.path))).toMatchObject({ name: 'Kniha z matice', priceCents: 990, author: 'Autor' }),
  },
  {
    route: 'DELETE /api/products/:id',
    path: async (f) => `/api/products/${await insertProduct(f.t)}`,
    access: 'admin',
    stored: async (f, c) => expect(await productRow(f, idIn(c.path))).toBeUndefined(),
  },
  { route: 'GET /api/products/discount', path: '/api/products/discount', access: 'admin' },
  // Ends the shop-wide sale (no sale runs in this file, so 0 disturbs nothing): a product priced by a 20 % sale
  // (its own discount 0) is back at its own price.
  {
    route: 'POST /api/products/discount',
    prepare: (f) => insertProduct(f.t, { priceCents: 1000, discount: 20, ownDiscount: 0 }),
    path: '/api/products/discount',
    body: { discount: 0 },
    access: 'admin',
    stored: async (f, c) => expect(await productRow(f, c.prepared as number)).toMatchObject({ discount: 0, discountedPriceCents: 1000 }),
  },
  {
    route: 'PUT /api/products/:id/reviews/acknowledge',
    prepare: (f) => insertReview(f.t),
    path: (_f, _actor, r) => `/api/products/${(r as Review).productId}/reviews/acknowledge`,
    body: (_f, _actor, r) => ({ reviewId: (r as Review).reviewId }),
    access: 'admin',
    stored: async (f, c) => expect(await reviewRow(f, (c.prepared as Review).reviewId)).toMatchObject({ isAcknowledged: true }),
  },
  {
    route: 'DELETE /api/products/:id/reviews/:reviewId',
    path: async (f) => {
      const r = await insertReview(f.t);
      return `/api/products/${r.productId}/reviews/${r.reviewId}`;
    },
    access: 'admin',
    stored: async (f, c) => expect(await reviewRow(f, idIn(c.path, 5))).toBeUndefined(),
  },
  { route: 'GET /api/counter/count', path: '/api/counter/count', access: 'admin' },
  { route: 'GET /api/orders/myorders', path: '/api/orders/myorders', access: 'user' },
  // Orders: each call gets a fresh order of `customer` (or a fresh product to buy).
  ...['POST /api/orders', 'POST /api/orders/'].map(
    (route): ProtectedEndpoint => ({
      route,
      prepare: (f) => insertProduct(f.t, { stock: 1 }),
      path: route.slice(5),
      body: (_f, _actor, product) => orderBody([{ product: product as number, qty: 1 }]),
      access: 'user',
      ok: 201,
      stored: async (f, c) => {
        expect(await orderRow(f, Number(c.answer._id))).toMatchObject({
          userId: accountOf(f, c.actor).id,
          paymentMethod: 'Prevodom vopred',
        });
        expect(await productRow(f, c.prepared as number)).toMatchObject({ countInStock: 0 });
      },
    }),
  ),
  { route: 'GET /api/orders', path: '/api/orders', access: 'admin' },
  { route: 'GET /api/orders/:id', path: (f) => customerOrder(f, ''), access: 'owner' },
  {
    route: 'PUT /api/orders/:id/paid',
    path: (f) => customerOrder(f, '/paid'),
    access: 'admin',
    stored: async (f, c) => expect(await orderRow(f, idIn(c.path))).toMatchObject({ isPaid: true, paidAt: NOW.toISOString() }),
  },
  {
    route: 'PUT /api/orders/:id/deliver',
    path: (f) => customerOrder(f, '/deliver'),
    access: 'admin',
    stored: async (f, c) => expect(await orderRow(f, idIn(c.path))).toMatchObject({ isDelivered: true, deliveredAt: NOW.toISOString() }),
  },
  {
    route: 'PUT /api/orders/:id/cancell',
    path: (f) => customerOrder(f, '/cancell'),
    access: 'admin',
    stored: async (f, c) => expect(await orderRow(f, idIn(c.path))).toMatchObject({ isCancelled: true, cancelledAt: NOW.toISOString() }),
  },
  { route: 'GET /api/orders/:id/pay-by-square', path: (f) => customerOrder(f, '/pay-by-square'), access: 'owner' },
  { route: 'GET /api/orders/:id/invoice', path: (f) => customerOrder(f, '/invoice'), access: 'owner' },
  {
    route: 'PUT /api/orders/:id/resend-confirmation',
    path: (f) => customerOrder(f, '/resend-confirmation'),
    access: 'owner',
    stored: async (f, c) => expect(await orderRow(f, idIn(c.path))).toMatchObject({ mailStatus: 'sent', mailSentAt: NOW.toISOString() }),
  },
  { route: 'GET /api/orders/:id/init-payment', path: (f) => customerOrder(f, '/init-payment', CARD_ORDER), access: 'ownerOnly' },
  {
    route: 'PUT /api/orders/:id/init-payment',
    path: (f) => customerOrder(f, '/init-payment', CARD_ORDER),
    access: 'ownerOnly',
    stored: async (f, c) => expect((await orderRow(f, idIn(c.path)))?.initPaymentId).toBe(c.answer.initPaymentId),
  },
  {
    route: 'PUT /api/orders/:id/failed-payment-notif',
    path: (f) => customerOrder(f, '/failed-payment-notif', CARD_ORDER),
    access: 'ownerOnly',
    stored: async (f, c) => expect(await orderRow(f, idIn(c.path))).toMatchObject({ paymentFailedAt: NOW.toISOString() }),
  },
  {
    route: 'PUT /api/orders/:id/pay-stripe',
    path: (f) => customerOrder(f, '/pay-stripe', CARD_ORDER),
    access: 'owner',
    writesNothing: 'answers the stored order after the return from the card provider',
  },
  {
    route: 'POST /api/create-stripe-checkout-session',
    prepare: (f) => insertOrderRow(f.t, f.accounts.customer.id, { ...CARD_ORDER, initPaymentId: crypto.randomUUID() }),
    path: '/api/create-stripe-checkout-session',
    body: (_f, _actor, order) => ({ initPaymentId: (order as { initPaymentId: string }).initPaymentId }),
    access: 'ownerOnly',
    stored: async (f, c) => expect((await orderRow(f, (c.prepared as { id: number }).id))?.stripeSessionId).toBe(c.answer.id),
  },
  ...MEDIA_ENDPOINTS,
  // Rows kept in files of their own, one a feature (role-matrix-features.ts lists them).
  ...OUTBOX_ATTACHMENT_ENDPOINTS,
  ...UNPAID_ORDER_ENDPOINTS,
  ...STOCK_ALERT_ENDPOINTS,
  ...PACKETA_ENDPOINTS,
  ...NEWSLETTER_ENDPOINTS,
  ...DISCOUNT_CODE_ENDPOINTS,
  ...GUEST_ORDER_ENDPOINTS,
  ...PERSONAL_DATA_ENDPOINTS,
];

const CARD_ORDER = { paymentMethod: 'Stripe' };

/** A fresh order of `customer` (so actions that change it never meet an earlier call's result). */
async function customerOrder(f: Fixture, suffix: string, o: Parameters<typeof insertOrderRow>[2] = {}): Promise<string> {
  return `/api/orders/${(await insertOrderRow(f.t, f.accounts.customer.id, o)).id}${suffix}`;
}
