import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, shopSettings } from '../../db/schema';
import { DEFAULT_DELIVERY_SETTINGS } from '../domain/delivery';
import { insertOrderRow } from './orders';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows of the unpaid-order life cycle (worker/services/orders/unpaid-orders.ts), spread into
 * PROTECTED_ENDPOINTS (role-matrix-endpoints.ts, whose Fixture they take by shape: no import cycle).
 */

type Matrix = { t: TestApp; accounts: { customer: { id: number } } };

const orderRow = async (f: Matrix, id: number) => (await f.t.db.select().from(orders).where(eq(orders.id, id)))[0];

export const UNPAID_ORDER_ENDPOINTS = [
  // A fresh order of the customer placed 5 March (insertOrderRow), due 19 March: +7 days.
  {
    route: 'PUT /api/orders/:id/extend',
    path: async (f: Matrix) => `/api/orders/${(await insertOrderRow(f.t, f.accounts.customer.id)).id}/extend`,
    body: { days: 7 },
    access: 'admin' as const,
    stored: async (f: Matrix, c: { path: string }) =>
      expect(await orderRow(f, Number(c.path.split('/')[3]))).toMatchObject({ payUntil: '2026-03-26T10:00:00.000Z' }),
  },
  { route: 'GET /api/shop-settings', path: '/api/shop-settings', access: 'admin' as const },
  {
    route: 'PUT /api/shop-settings',
    path: '/api/shop-settings',
    body: (_f: Matrix, actor: string) => ({ transferPayDays: 14, cardPayDays: actor === 'admin' ? 4 : 3, maxOpenUnpaid: 20 }),
    access: 'admin' as const,
    stored: async (f: Matrix) => {
      expect((await f.t.db.select().from(shopSettings))[0]).toMatchObject({ transferPayDays: 14, cardPayDays: 4, maxOpenUnpaid: 20 });
      // Back to the test app's roomy limit: the matrix's customers hold many open orders.
      await f.t.db.update(shopSettings).set({ maxOpenUnpaid: 1_000_000 });
    },
  },
  // The delivery methods and fees (issue 30, worker/services/delivery/delivery-settings.ts): admins only, like the terms.
  { route: 'GET /api/shop-settings/delivery', path: '/api/shop-settings/delivery', access: 'admin' as const },
  {
    route: 'PUT /api/shop-settings/delivery',
    path: '/api/shop-settings/delivery',
    body: (_f: Matrix, actor: string) => ({ ...DEFAULT_DELIVERY_SETTINGS, codFeeCents: actor === 'admin' ? 120 : 999 }),
    access: 'admin' as const,
    stored: async (f: Matrix) => expect(JSON.parse((await f.t.db.select().from(shopSettings))[0].delivery).codFeeCents).toBe(120),
  },
];
