import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { outbox } from '../../schema';
import { pageCount } from '~/worker/domain/page-sizes';
import type { Page } from '../catalogue/catalogue';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Stores one mail; answers its id (a provider's answer is written to it afterwards). */
export async function insertOutboxMail(db: Db, row: NewOutboxRow): Promise<number> {
  const [{ id }] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return id;
}

/** What became of a stored mail once its provider answered (worker/domain/outbox.ts `MailDelivery`). */
export async function setOutboxDelivery(db: Db, id: number, delivery: NonNullable<OutboxRow['delivery']>): Promise<void> {
  await db.update(outbox).set({ delivery }).where(eq(outbox.id, id));
}

/** Newest first (by id: rows inserted in the same millisecond keep their order). */
export async function listOutbox(db: Db, o: { page: number; pageSize: number }): Promise<Page<OutboxRow>> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(outbox),
  ]);
  return { rows, page: o.page, pages: pageCount(n, o.pageSize), total: n };
}

/** One stored mail by id (staff open its attachments), or undefined. */
export async function outboxMailById(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
