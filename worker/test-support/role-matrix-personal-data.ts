import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import type { TestAccount } from './accounts';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows for a person's own data (issue 31): any signed-in account, its own data only. Spread into
 * PROTECTED_ENDPOINTS (role-matrix-endpoints.ts); its types are restated here, not imported, so that the two files
 * import in one direction only. The matrix's accounts are shared by every row, so its delete call carries a wrong
 * password: it proves who may knock (401 without a sign-in, a forged token refused), while the deletion itself is
 * worker/routes/account-erasure.test.ts's.
 */
type Actor = 'visitor' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
type Fixture = { t: TestApp; accounts: Record<Exclude<Actor, 'visitor'>, TestAccount> };
type Call = { actor: Actor };

export const PERSONAL_DATA_ENDPOINTS = [
  { route: 'GET /api/users/profile/export', path: '/api/users/profile/export', access: 'user' as const },
  {
    route: 'DELETE /api/users/profile',
    path: '/api/users/profile',
    body: { password: 'Nie-Je-To-Heslo-2026' },
    access: 'user' as const,
    ok: 400,
    stored: async (f: Fixture, c: Call) => {
      const me = f.accounts[c.actor as Exclude<Actor, 'visitor'>];
      expect((await f.t.db.select().from(users).where(eq(users.id, me.id))).length).toBe(1);
    },
  },
];
