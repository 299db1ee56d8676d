import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { discountCodes } from '../../db/schema';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows of discount codes (worker/routes/discount-codes.ts): admins only, like every money screen;
 * an assistant is refused (worker/domain/roles.ts). Spread into PROTECTED_ENDPOINTS (role-matrix-endpoints.ts).
 */

type Matrix = { t: TestApp };

let made = 0;
/** A fresh code for a call to change or delete. */
async function freshCode(f: Matrix): Promise<number> {
  const [row] = await f.t.db
    .insert(discountCodes)
    .values({ code: `MATRIX-${++made}`, kind: 'percent', amount: 5 })
    .returning({ id: discountCodes.id });
  return row.id;
}
const codeRow = async (f: Matrix, id: number) => (await f.t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];
const idIn = (path: string) => Number(path.split('/').pop());

export const DISCOUNT_CODE_ENDPOINTS = [
  { route: 'GET /api/discount-codes', path: '/api/discount-codes', access: 'admin' as const },
  {
    route: 'POST /api/discount-codes',
    path: '/api/discount-codes',
    body: (_f: Matrix, actor: string) => ({ code: `novy-${actor}-${++made}`, kind: 'amount', amount: 2.5 }),
    access: 'admin' as const,
    ok: 201,
    stored: async (f: Matrix, c: { answer: any }) =>
      expect(await codeRow(f, Number(c.answer._id))).toMatchObject({ code: c.answer.code, kind: 'amount', amount: 250, isActive: true }),
  },
  {
    route: 'PUT /api/discount-codes/:id',
    path: async (f: Matrix) => `/api/discount-codes/${await freshCode(f)}`,
    body: (_f: Matrix, actor: string) => ({ code: `zmeneny-${actor}-${++made}`, kind: 'percent', amount: 15, active: false }),
    access: 'admin' as const,
    stored: async (f: Matrix, c: { path: string; answer: any }) =>
      expect(await codeRow(f, idIn(c.path))).toMatchObject({ code: c.answer.code, amount: 15, isActive: false }),
  },
  {
    route: 'DELETE /api/discount-codes/:id',
    path: async (f: Matrix) => `/api/discount-codes/${await freshCode(f)}`,
    access: 'admin' as const,
    stored: async (f: Matrix, c: { path: string }) => expect(await codeRow(f, idIn(c.path))).toBeUndefined(),
  },
];
