import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { users } from '../../schema';

/**
 * Accounts that are full admins (worker/domain/roles.ts: the assistant flag restricts even an admin account).
 * Start-up warns while there are none: nobody could run the shop's admin.
 */
export async function countAdmins(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isAssistant, false)));
  return n;
}
