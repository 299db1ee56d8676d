import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { counter } from '../../schema';

/** The one visit-counter row has this id. */
const COUNTER_ID = 1;

/** Adds one visit in a single statement (creates the row when missing), so concurrent calls never lose a count. */
export async function incrementVisitors(db: Db): Promise<number> {
  const [row] = await db
    .insert(counter)
    .values({ id: COUNTER_ID, visitorsCount: 1 })
    .onConflictDoUpdate({ target: counter.id, set: { visitorsCount: sql`${counter.visitorsCount} + 1` } })
    .returning({ visitorsCount: counter.visitorsCount });
  return row.visitorsCount;
}

export async function visitorsCount(db: Db): Promise<number> {
  const [row] = await db.select({ visitorsCount: counter.visitorsCount }).from(counter).where(eq(counter.id, COUNTER_ID));
  return row?.visitorsCount ?? 0;
}
