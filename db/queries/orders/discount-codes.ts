import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../client';
import { discountCodeUses, discountCodes } from '../../schema';
import { refusedWith } from '../driver-errors';

/**
 * The statements of discount codes (issue 30): staff's list and writes, the uses a code's limits count, and the
 * use row an order writes in its own placement batch (order-write.ts), which migration 0014's trigger refuses when
 * a limit is reached. A use counts while its order is not cancelled: a cancelled order gives its use back.
 */

export type CodeRow = typeof discountCodes.$inferSelect;
export type CodeWrite = Omit<typeof discountCodes.$inferInsert, 'id' | 'createdAt'>;

/**
 * Uses by orders not cancelled of the code in the row being read (`discount_codes` of the outer select): the same
 * count the trigger compares with the limit; `email` narrows it to one buyer. Written with qualified names since
 * drizzle leaves a one-table select's columns bare, which the sub-select would read as its own.
 */
function usesOf(email?: string): SQL<number> {
  const byBuyer = email === undefined ? sql`` : sql` AND u.email = ${email}`;
  return sql<number>`(SELECT count(*) FROM discount_code_uses AS u JOIN orders AS o ON o.id = u.order_id
    WHERE u.code_id = "discount_codes"."id" AND o.is_cancelled = 0${byBuyer})`;
}

/** Every code, newest first, with its uses so far. */
export async function listCodes(db: Db): Promise<(CodeRow & { uses: number })[]> {
  return db
    .select({ ...columns(), uses: usesOf() })
    .from(discountCodes)
    .orderBy(desc(discountCodes.id));
}

function columns() {
  const { id, code, kind, amount, validFrom, validUntil, maxUses, maxUsesPerCustomer, minOrderCents, isActive, createdAt } = discountCodes;
  return { id, code, kind, amount, validFrom, validUntil, maxUses, maxUsesPerCustomer, minOrderCents, isActive, createdAt };
}

export async function codeById(db: Db, id: number): Promise<(CodeRow & { uses: number }) | undefined> {
  const [row] = await db
    .select({ ...columns(), uses: usesOf() })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  return row;
}

/** A code by its text (already in capitals), with its uses in all and by this e-mail (lower case). */
export async function codeForBuyer(
  db: Db,
  code: string,
  email: string,
): Promise<(CodeRow & { uses: number; usesByCustomer: number }) | undefined> {
  const [row] = await db
    .select({ ...columns(), uses: usesOf(), usesByCustomer: usesOf(email) })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return row;
}

/** True when `err` is the unique index on the code's text refusing a second code of the same text. */
export function isCodeTaken(err: unknown): boolean {
  return refusedWith(err, /UNIQUE constraint failed: discount_codes\.code/);
}

export async function insertCode(db: Db, values: CodeWrite): Promise<number> {
  const [row] = await db.insert(discountCodes).values(values).returning({ id: discountCodes.id });
  return row.id;
}

/** Replaces a code's terms (none when there is no such code). */
export async function updateCode(db: Db, id: number, values: CodeWrite): Promise<void> {
  await db.update(discountCodes).set(values).where(eq(discountCodes.id, id));
}

/**
 * Deletes a code no order used, or only switches off one that orders did (deleting it would drop their use rows
 * and with them the counts its limits keep), in one statement each, conditional on the uses in the same
 * transaction. Answers what happened.
 */
export async function deleteOrDeactivateCode(db: Db, id: number): Promise<'deleted' | 'deactivated' | 'missing'> {
  const used = sql`EXISTS (SELECT 1 FROM ${discountCodeUses} WHERE ${discountCodeUses.codeId} = ${id})`;
  const [deleted, deactivated] = await db.batch([
    db
      .delete(discountCodes)
      .where(and(eq(discountCodes.id, id), sql`NOT ${used}`))
      .returning({ id: discountCodes.id }),
    db
      .update(discountCodes)
      .set({ isActive: false })
      .where(and(eq(discountCodes.id, id), used))
      .returning({ id: discountCodes.id }),
  ]);
  if (deleted.length) return 'deleted';
  return deactivated.length ? 'deactivated' : 'missing';
}

/**
 * The use row of an order being placed, for its placement batch: `orderId` is the SQL that finds the new order
 * (order-write.ts finds it by its number, as it does for the lines). The trigger refuses it at a limit, which
 * rolls the whole batch back.
 */
export function insertCodeUse(db: Db, codeId: number, orderId: SQL, email: string): BatchItem<'sqlite'> {
  return db.insert(discountCodeUses).values({ codeId, orderId, email: email.toLowerCase() });
}

export type CodeLimitReached = 'code_used_up' | 'code_used_by_customer';

/** Which of the trigger's refusals `err` is (however the driver wrapped it), or null for any other error. */
export function codeLimitReached(err: unknown): CodeLimitReached | null {
  if (refusedWith(err, 'code_used_by_customer')) return 'code_used_by_customer';
  if (refusedWith(err, 'code_used_up')) return 'code_used_up';
  return null;
}
