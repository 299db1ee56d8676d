import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema';
import { insertOrderRow } from './orders';
import type { TestAccount } from './accounts';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows for the staff's Packeta packet (issue 30): admins only, an assistant refused. Spread into
 * PROTECTED_ENDPOINTS (role-matrix-endpoints.ts); its types are restated here, not imported, so that the two files
 * import in one direction only. The matrix's shop has no PACKETA_API_PASSWORD, so the admin's POST passes the
 * guard and meets "not configured" (503) with nothing written; worker/routes/packeta-packet.test.ts creates packets
 * against the Packeta stand-in.
 */
type Actor = 'visitor' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
type Fixture = { t: TestApp; accounts: Record<Exclude<Actor, 'visitor'>, TestAccount> };
type Call = { actor: Actor; path: string };

const pointOrder = async (f: Fixture) =>
  `/api/orders/${(await insertOrderRow(f.t, f.accounts.customer.id, { deliveryMethod: 'packeta-point', pickupPointId: '10001', weightGrams: 500 })).id}/packeta-packet`;
const orderIn = async (f: Fixture, path: string) =>
  (
    await f.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(path.split('/')[3])))
  )[0];

export const PACKETA_ENDPOINTS = [
  { route: 'GET /api/orders/:id/packeta-packet', path: pointOrder, access: 'admin' as const },
  {
    route: 'POST /api/orders/:id/packeta-packet',
    path: pointOrder,
    access: 'admin' as const,
    ok: 503,
    stored: async (f: Fixture, c: Call) => expect(await orderIn(f, c.path)).toMatchObject({ packetaPacketId: '', parcelNumber: '' }),
  },
];
