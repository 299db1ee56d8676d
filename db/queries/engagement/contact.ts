import type { Db } from '../../client';
import { contactMessages } from '../../schema';

/** Kept in the database as well as mailed, so a message survives a failed delivery. */
export async function insertContactMessage(db: Db, m: { name: string; email: string; message: string }): Promise<void> {
  await db.insert(contactMessages).values(m);
}
