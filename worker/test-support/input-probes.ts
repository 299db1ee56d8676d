import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertAudio, insertBanner, insertVideo } from '../../db/queries/media/media';
import { TOKEN_LIFETIMES } from '../domain/account-rules';
import { issueOneTimeToken } from '../services/accounts/one-time-tokens';
import { unsubscribeToken } from '../services/newsletter/unsubscribe-token';
import { createAccount, loginToken } from './accounts';
import { insertReview } from './engagement';
import { CHECKOUT_BODY_ROUTES } from './input-probes-checkout';
import { insertOrderRow, insertProduct, orderBody, TAMPERED } from './orders';
import { createTestApp, type TestApp } from './test-app';

/**
 * The routes that read a JSON body, with a valid body each, and the probes' common parts: shared by
 * worker/routes/input-probes.test.ts (bodies) and input-probes-query.test.ts (queries and the coverage of every route).
 */

export type { BodyRoute, Caller, Fixture } from './input-probe-types';
import type { BodyRoute, Fixture } from './input-probe-types';

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const fixed = (path: string, body: Record<string, unknown>) => async () => ({ path, body });

export const BODY_ROUTES: BodyRoute[] = [
  {
    route: 'POST /api/users',
    as: 'visitor',
    ok: 201,
    setup: async () => ({
      path: '/api/users',
      body: { name: 'Nový Zákazník', email: `novy-${unique()}@example.sk`, password: 'Modre-Nebo-2026', redirect: '/shipping' },
    }),
    clientExtras: { origURL: 'https://iny.example' },
  },
  {
    route: 'POST /api/users/login',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({ path: '/api/users/login', body: { email: f.customer.email, password: f.customer.password } }),
  },
  {
    route: 'PUT /api/users/profile',
    as: 'customer',
    ok: 200,
    nullable: ['password'],
    // An account of its own: the baseline changes the password, which ends the account's older tokens.
    setup: async (f) => {
      const me = await createAccount(f.t);
      const body = { name: 'Meno z probe', isSubscribed: true, password: 'Nove-Heslo-2026', confirmPassword: 'Nove-Heslo-2026' };
      return { path: '/api/users/profile', body, token: await loginToken(f.t, me) };
    },
    clientExtras: { _id: '1' },
  },
  // Issue 31, 'Zrušiť účet': an account of its own, deleted by the baseline call.
  {
    route: 'DELETE /api/users/profile',
    as: 'customer',
    ok: 200,
    setup: async (f) => {
      const me = await createAccount(f.t);
      return { path: '/api/users/profile', body: { password: me.password }, token: await loginToken(f.t, me) };
    },
  },
  {
    route: 'PUT /api/users/:id',
    as: 'admin',
    ok: 200,
    setup: async (f) => ({
      path: `/api/users/${(await createAccount(f.t)).id}`,
      body: { name: 'Upravené meno', email: `upraveny-${unique()}@example.sk`, isAdmin: false, isAssistant: true, isSubscribed: true },
    }),
    clientExtras: { _id: '1', isRegistered: false, isUnsubscribed: true, hasGoogle: true, createdAt: '2020-01-01' },
  },
  {
    route: 'POST /api/auth/forgot-password',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({ path: '/api/auth/forgot-password', body: { email: f.customer.email, redirect: '/shipping' } }),
    clientExtras: { origURL: 'https://iny.example' },
  },
  {
    route: 'POST /api/auth/reset-password',
    as: 'visitor',
    ok: 200,
    setup: async (f) => {
      const a = await createAccount(f.t);
      const token = await issueOneTimeToken(f.t.deps, a.id, 'reset', TOKEN_LIFETIMES.resetMs);
      return {
        path: '/api/auth/reset-password',
        body: { token, id: a.id, password: 'Nove-Heslo-2026', confirmPassword: 'Nove-Heslo-2026' },
      };
    },
  },
  {
    route: 'POST /api/auth/currentuser',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({
      path: '/api/auth/currentuser',
      body: { dataInfo: await issueOneTimeToken(f.t.deps, f.customer.id, 'login', TOKEN_LIFETIMES.loginCodeMs) },
    }),
  },
  {
    route: 'POST /api/auth/contact',
    as: 'visitor',
    ok: 201,
    setup: fixed('/api/auth/contact', { contactForm: { name: 'Ján', email: 'jan@example.sk', emailMessage: 'Dobrý deň, máte aj audio?' } }),
  },
  { route: 'POST /api/products/discount', as: 'admin', ok: 200, setup: fixed('/api/products/discount', { discount: 10 }) },
  {
    route: 'PUT /api/products/:id',
    as: 'admin',
    ok: 200,
    nullable: ['countInStock', 'description', 'related', 'pages', 'excerpt.image', 'excerpt.part', 'excerpt.excerpt'],
    setup: async (f) => {
      const [id, other] = [await insertProduct(f.t), await insertProduct(f.t)];
      const body = {
        name: 'Sondovaný titul',
        price: 12.5,
        author: 'Watchman Nee',
        countInStock: 3,
        description: 'Popis',
        related: other,
        pages: 120,
        language: 'SK',
        excerpt: { image: '', part: 'Úvod', excerpt: '' },
      };
      return { path: `/api/products/${id}`, body };
    },
    clientExtras: {
      _id: '1',
      discountedPrice: 0.01,
      reviews: [{ comment: 'x' }],
      numReviews: 9,
      rating: 5,
      favoriteOf: [{ _id: '1' }],
      createdAt: '2020-01-01',
      updatedAt: '2020-01-01',
    },
  },
  {
    route: 'POST /api/products/:id/reviews',
    as: 'customer',
    ok: 201,
    setup: async (f) => ({ path: `/api/products/${await insertProduct(f.t)}/reviews`, body: { comment: 'Výborná kniha', rating: 5 } }),
  },
  {
    route: 'PUT /api/products/:id/reviews/acknowledge',
    as: 'admin',
    ok: 200,
    setup: async (f) => {
      const r = await insertReview(f.t);
      return { path: `/api/products/${r.productId}/reviews/acknowledge`, body: { reviewId: r.reviewId } };
    },
    clientExtras: { comment: 'text recenzie' },
  },
  ...['POST /api/orders', 'POST /api/orders/'].map(
    (route): BodyRoute => ({
      route,
      as: 'customer',
      ok: 201,
      nullable: [],
      setup: async (f) => ({
        path: route.slice(5),
        body: orderBody([{ product: await insertProduct(f.t, { stock: 1 }), qty: 1 }], {
          shippingAddress: {
            name: 'Ján',
            address: 'Hlavná 1',
            city: 'Nitra',
            postalCode: '949 01',
            country: 'Slovensko',
            phone: '0900 000 000',
          },
        }),
      }),
      clientExtras: TAMPERED,
    }),
  ),
  {
    route: 'PUT /api/orders/:id/deliver',
    as: 'admin',
    ok: 200,
    nullable: ['parcelNumber'],
    setup: async (f) => ({ path: `/api/orders/${(await insertOrderRow(f.t, null)).id}/deliver`, body: { parcelNumber: 'RR123456789SK' } }),
  },
  {
    route: 'POST /api/create-stripe-checkout-session',
    as: 'customer',
    ok: 200,
    setup: async (f) => ({
      path: '/api/create-stripe-checkout-session',
      body: {
        initPaymentId: (await insertOrderRow(f.t, f.customer.id, { paymentMethod: 'Stripe', initPaymentId: crypto.randomUUID() }))
          .initPaymentId!,
      },
    }),
    clientExtras: {
      userName: 'Ján',
      email: 'jan@example.sk',
      products: [{ name: 'x', qty: 1, price: 0.01 }],
      url: 'https://iny.example',
      shippingPrice: 0,
    },
  },
  {
    route: 'PUT /api/audio/:id',
    as: 'admin',
    ok: 200,
    setup: async (f) => ({
      path: `/api/audio/${(await insertAudio(f.t.db)).id}`,
      body: { audioTitle: 'Sonda', mp3file: 'https://drive.google.com/x', category: 'Slová života', subcategory: 'Kristus' },
    }),
    clientExtras: { _id: '1' },
  },
  {
    route: 'PUT /api/video/:id',
    as: 'admin',
    ok: 200,
    setup: async (f) => ({ path: `/api/video/${(await insertVideo(f.t.db)).id}`, body: { videoTitle: 'Sonda', code: 'dQw4w9WgXcQ' } }),
    clientExtras: { _id: '1' },
  },
  {
    route: 'PUT /api/banner/:id',
    as: 'admin',
    ok: 200,
    setup: async (f) => ({
      path: `/api/banner/${(await insertBanner(f.t.db)).id}`,
      body: { bannerTitle: 'Sonda', image: '/uploads/a.jpg', category: 'eshop' },
    }),
    clientExtras: { _id: '1' },
  },
  {
    route: 'POST /api/subscribers/unsubscribe',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({
      path: '/api/subscribers/unsubscribe',
      body: { token: await unsubscribeToken(f.t.deps.config.tokenSecret, (await createAccount(f.t, { isSubscribed: true })).id) },
    }),
  },
  // Operations and reach (issues 19, 20): the shop's terms, one order's extension, the newsletter and its preview and test.
  {
    route: 'PUT /api/shop-settings',
    as: 'admin',
    ok: 200,
    setup: fixed('/api/shop-settings', { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 }),
  },
  {
    route: 'PUT /api/orders/:id/extend',
    as: 'admin',
    ok: 200,
    setup: async (f) => ({ path: `/api/orders/${(await insertOrderRow(f.t, f.customer.id)).id}/extend`, body: { days: 7 } }),
  },
  ...(['', '/preview', '/test'] as const).map((end) => ({
    route: `POST /api/newsletters${end}`,
    as: 'admin' as const,
    ok: end ? 200 : 202,
    // A subject of its own: the same newsletter twice within a day is refused (a double click).
    setup: async () => ({ path: `/api/newsletters${end}`, body: { subject: `Sonda ${unique()}`, text: 'Text z probe.' } }),
  })),
  // Issue 30: delivery settings, the quote, guest orders and their claim, discount codes.
  ...CHECKOUT_BODY_ROUTES,
];

/** Every row of every table: compared before and after, it proves that a refused request wrote nothing. */
export async function everything(t: TestApp): Promise<Record<string, unknown[]>> {
  const tables = await t.db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) out[name] = await t.db.all(sql.raw(`SELECT * FROM "${name}"`));
  return out;
}

/** One app for a whole probe file, with a customer and an admin signed in. */
export async function probeFixture(): Promise<Fixture> {
  const t = await createTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  const [customer, admin] = await Promise.all([createAccount(t), createAccount(t, { role: 'admin' })]);
  return { t, customer, tokens: { customer: await loginToken(t, customer), admin: await loginToken(t, admin) } };
}

/**
 * A refusal as the shop words it: 4xx, `{ message }` (a form's route adds `fields`, each wrong field's own message),
 * all in Slovak (none of zod's or Hono's English).
 */
export function expectSlovakRefusal(r: { status: number; body: any }, status: number, label: string) {
  expect(r.status, `${label}: ${JSON.stringify(r.body)}`).toBe(status);
  expect(
    Object.keys(r.body).filter((k) => k !== 'fields'),
    label,
  ).toEqual(['message']);
  for (const text of [r.body.message, ...Object.values(r.body.fields ?? {})]) {
    expect(text, label).toEqual(expect.any(String));
    expect(text, label).not.toMatch(/invalid|expected|received|unrecognized|required|malformed|too (big|small)/i);
  }
}
