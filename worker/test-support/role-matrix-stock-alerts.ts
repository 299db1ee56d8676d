import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stockAlerts } from '../../db/schema';
import { insertProduct } from './orders';
import type { TestAccount } from './accounts';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows for "notify me when it is back" (issue 20): any signed-in reader, their own alert. Spread
 * into PROTECTED_ENDPOINTS (role-matrix-endpoints.ts); its types are restated here, not imported, so that the two
 * files import in one direction only.
 */
type Actor = 'visitor' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
type Fixture = { t: TestApp; accounts: Record<Exclude<Actor, 'visitor'>, TestAccount> };
type Call = { actor: Actor; path: string };

const alertOf = (f: Fixture, actor: Actor, productId: number) =>
  f.t.db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.userId, f.accounts[actor as Exclude<Actor, 'visitor'>].id)));
const productIn = (path: string) => Number(path.split('/')[3]);
const soldOut = async (f: Fixture) => `/api/products/${await insertProduct(f.t, { stock: 0 })}/notify-me`;

export const STOCK_ALERT_ENDPOINTS = [
  { route: 'GET /api/products/:id/notify-me', path: soldOut, access: 'user' as const },
  {
    route: 'PUT /api/products/:id/notify-me',
    path: soldOut,
    access: 'user' as const,
    stored: async (f: Fixture, c: Call) => expect((await alertOf(f, c.actor, productIn(c.path))).map((a) => a.notifiedAt)).toEqual([null]),
  },
  {
    route: 'DELETE /api/products/:id/notify-me',
    // The caller's own alert to remove (visitors have none).
    prepare: async (f: Fixture, actor: Actor) => {
      const productId = await insertProduct(f.t, { stock: 0 });
      if (actor !== 'visitor') await f.t.db.insert(stockAlerts).values({ productId, userId: f.accounts[actor].id });
      return productId;
    },
    path: (_f: Fixture, _actor: Actor, productId: unknown) => `/api/products/${productId}/notify-me`,
    access: 'user' as const,
    stored: async (f: Fixture, c: Call) => expect(await alertOf(f, c.actor, productIn(c.path))).toEqual([]),
  },
];
