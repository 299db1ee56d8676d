import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema';
import { sha256Hex } from '../services/accounts/tokens';
import { insertOrderRow } from './orders';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows of buying without an account (worker/routes/guest-orders.ts), spread into
 * PROTECTED_ENDPOINTS (role-matrix-endpoints.ts, whose Fixture they take by shape: no import cycle). Placing a
 * guest order is public (PUBLIC_ENDPOINTS); the reads with `X-Order-Key` are tested in guest-orders.test.ts.
 */

type Matrix = { t: TestApp; accounts: Record<string, { id: number; email: string }> };

type Made = { id: number; orderKey: string };

let made = 0;
/** An order without an account, for the caller's e-mail, with a link of a key known here. */
async function guestOrder(f: Matrix, actor: string): Promise<Made> {
  const orderKey = `matrix-key-${String(++made).padStart(4, '0')}`.padEnd(43, 'x');
  const email = f.accounts[actor]?.email ?? 'visitor@example.sk';
  const row = await insertOrderRow(f.t, null, {
    orderNumber: `1998${String(made).padStart(4, '0')}W`,
    email,
    guestKeyHash: await sha256Hex(orderKey),
  });
  return { id: row.id, orderKey };
}
const orderRow = async (f: Matrix, id: number) => (await f.t.db.select().from(orders).where(eq(orders.id, id)))[0];
const idIn = (path: string) => Number(path.split('/')[3]);

export const GUEST_ORDER_ENDPOINTS = [
  {
    // Any account whose e-mail is the order's, holding its key (another e-mail: guest-orders.test.ts).
    route: 'POST /api/orders/:id/claim',
    prepare: (f: Matrix, actor: string) => guestOrder(f, actor),
    path: (_f: Matrix, _actor: string, p: unknown) => `/api/orders/${(p as Made).id}/claim`,
    body: (_f: Matrix, _actor: string, p: unknown) => ({ orderKey: (p as Made).orderKey }),
    access: 'user' as const,
    stored: async (f: Matrix, c: { actor: string; path: string }) =>
      expect(await orderRow(f, idIn(c.path))).toMatchObject({ userId: f.accounts[c.actor].id, guestKeyHash: null }),
  },
  {
    route: 'DELETE /api/orders/:id/guest-link',
    prepare: (f: Matrix, actor: string) => guestOrder(f, actor),
    path: (_f: Matrix, _actor: string, p: unknown) => `/api/orders/${(p as Made).id}/guest-link`,
    access: 'admin' as const,
    // Revoked: the hash of a key nobody holds replaces the one of the key the order was made with.
    stored: async (f: Matrix, c: { path: string; prepared: unknown }) => {
      const row = await orderRow(f, idIn(c.path));
      expect(row.userId).toBeNull();
      expect(row.guestKeyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.guestKeyHash).not.toBe(await sha256Hex((c.prepared as Made).orderKey));
    },
  },
];
