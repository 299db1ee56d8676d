import { DEFAULT_DELIVERY_SETTINGS } from '../domain/delivery';
import type { BodyRoute } from './input-probe-types';
import { insertProduct, orderBody } from './orders';

/**
 * The body routes of issue 30 (delivery settings, the quote, guest orders and their claim, discount codes) for the
 * input probes (input-probes.ts spreads them into BODY_ROUTES): each with a valid body made fresh for each test.
 */

let n = 0;
const ADDRESS = { name: 'Ján', address: 'Hlavná 1', city: 'Nitra', postalCode: '949 01', country: 'Slovensko', phone: '0900 000 000' };
const guestBody = async (f: Parameters<BodyRoute['setup']>[0], email: string) => ({
  ...orderBody([{ product: await insertProduct(f.t, { stock: 1 }), qty: 1 }], {
    shippingAddress: { ...ADDRESS, address: `Sondová ${++n}` },
  }),
  email,
  privacy: true,
  terms: true,
});

export const CHECKOUT_BODY_ROUTES: BodyRoute[] = [
  {
    route: 'PUT /api/shop-settings/delivery',
    as: 'admin',
    ok: 200,
    // A rate's free threshold may be null: never free.
    nullable: DEFAULT_DELIVERY_SETTINGS.methods.flatMap((m, mi) => m.rates.map((_, ri) => `methods.${mi}.rates.${ri}.freeAboveCents`)),
    setup: async () => ({ path: '/api/shop-settings/delivery', body: structuredClone(DEFAULT_DELIVERY_SETTINGS) }),
  },
  {
    route: 'POST /api/orders/quote',
    as: 'visitor',
    ok: 200,
    setup: async (f) => ({
      path: '/api/orders/quote',
      body: {
        orderItems: [{ product: await insertProduct(f.t, { stock: 1 }), qty: 1 }],
        country: 'Slovensko',
        deliveryMethod: 'post',
        paymentMethod: 'Prevodom vopred',
        discountCode: '',
      },
    }),
  },
  {
    route: 'POST /api/orders/guest',
    as: 'visitor',
    ok: 201,
    nullable: [],
    setup: async (f) => ({ path: '/api/orders/guest', body: await guestBody(f, `sonda-${++n}@example.sk`) }),
  },
  {
    route: 'POST /api/orders/:id/claim',
    as: 'customer',
    ok: 200,
    // A guest order of the customer's own e-mail, placed for each test; the customer claims it with its key.
    setup: async (f) => {
      const placed = await f.t.call('POST', '/api/orders/guest', await guestBody(f, f.customer.email));
      return { path: `/api/orders/${placed.body._id}/claim`, body: { orderKey: placed.body.orderKey } };
    },
  },
  {
    route: 'POST /api/discount-codes',
    as: 'admin',
    ok: 201,
    nullable: ['validFrom', 'validUntil', 'maxUses', 'maxUsesPerCustomer'],
    setup: async () => ({
      path: '/api/discount-codes',
      body: {
        code: `SONDA-${++n}`,
        kind: 'percent',
        amount: 10,
        validFrom: '2026-03-01',
        validUntil: '2026-05-31',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        minOrder: 20,
      },
    }),
  },
  {
    route: 'PUT /api/discount-codes/:id',
    as: 'admin',
    ok: 200,
    nullable: ['validFrom', 'validUntil', 'maxUses', 'maxUsesPerCustomer'],
    setup: async (f) => {
      const made = await f.t.call(
        'POST',
        '/api/discount-codes',
        { code: `SONDA-${++n}`, kind: 'amount', amount: 5 },
        { authorization: `Bearer ${f.tokens.admin}` },
      );
      return {
        path: `/api/discount-codes/${made.body._id}`,
        body: {
          code: `ZMENA-${++n}`,
          kind: 'amount',
          amount: 4.5,
          validFrom: '2026-03-01',
          validUntil: '2026-12-31',
          maxUses: 10,
          maxUsesPerCustomer: 2,
          minOrder: 0,
        },
      };
    },
  },
];
