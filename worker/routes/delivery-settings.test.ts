import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_MESSAGES } from '../domain/delivery';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Issue 30: the delivery methods, bands and fees staff set (`/api/shop-settings/delivery`, admins only). */

let t: TestApp;
let buyer: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = bearer(await loginToken(t, await createAccount(t)));
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

async function book(grams: number) {
  const id = await insertProduct(t, { priceCents: 1000, stock: 10 });
  await t.db
    .update(products)
    .set({ weight: (grams / 1000).toFixed(3) })
    .where(eq(products.id, id));
  return id;
}
const quote = (body: Record<string, unknown>) => t.call('POST', '/api/orders/quote', body);

describe('/api/shop-settings/delivery', () => {
  it('admins read the defaults and store a change that the next quote uses', async () => {
    const read = await t.call('GET', '/api/shop-settings/delivery', undefined, admin);
    expect(read.body).toEqual(DEFAULT_DELIVERY_SETTINGS);
    const changed = structuredClone(DEFAULT_DELIVERY_SETTINGS);
    changed.methods[0].rates[0].bands[0].priceCents = 390;
    const asked = t.published.length;
    const put = await t.call('PUT', '/api/shop-settings/delivery', changed, admin);
    try {
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.message).toBe(DELIVERY_MESSAGES.saved);
      // The product feeds print the postage: the save republishes them (issue 31).
      expect(t.published.slice(asked)).toEqual(['delivery']);
      expect((await t.call('GET', '/api/shop-settings/delivery', undefined, admin)).body.methods[0].rates[0].bands[0].priceCents).toBe(390);
      const b = await book(300);
      expect((await quote({ orderItems: [{ product: b, qty: 1 }], country: 'SK' })).body.shippingPrice).toBe(3.9);
    } finally {
      await t.call('PUT', '/api/shop-settings/delivery', DEFAULT_DELIVERY_SETTINGS, admin);
    }
  });

  it('refuses bands out of order, a country twice, pickup abroad, a negative fee: 400 with the message, nothing stored', async () => {
    const bad = (edit: (s: typeof DEFAULT_DELIVERY_SETTINGS) => void) => {
      const s = structuredClone(DEFAULT_DELIVERY_SETTINGS);
      edit(s);
      return s;
    };
    for (const [body, message] of [
      [bad((s) => s.methods[0].rates[0].bands.reverse()), 'Pásma zoraďte od najľahšieho, každé ťažšie ako predošlé.'],
      [bad((s) => s.methods[0].rates.push(s.methods[0].rates[0])), 'Krajina Slovensko je uvedená dvakrát.'],
      [
        bad((s) => s.methods[3].rates.push({ country: 'CZ', bands: [{ upToGrams: 1000, priceCents: 0 }], freeAboveCents: null })),
        'Osobné prevzatie je len na Slovensku.',
      ],
      [bad((s) => (s.codFeeCents = -1)), 'Poplatok za dobierku: suma nemôže byť záporná.'],
    ] as const) {
      const r = await t.call('PUT', '/api/shop-settings/delivery', body, admin);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await t.call('GET', '/api/shop-settings/delivery', undefined, admin)).body).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });

  it('a refused save asks for no republish', async () => {
    const asked = t.published.length;
    const s = structuredClone(DEFAULT_DELIVERY_SETTINGS);
    s.codFeeCents = -1;
    expect((await t.call('PUT', '/api/shop-settings/delivery', s, admin)).status).toBe(400);
    expect(t.published.length).toBe(asked);
  });

  it('customers may not read or change them', async () => {
    expect((await t.call('GET', '/api/shop-settings/delivery', undefined, buyer)).status).toBe(403);
    expect((await t.call('PUT', '/api/shop-settings/delivery', DEFAULT_DELIVERY_SETTINGS, buyer)).status).toBe(403);
  });
});
