import type { Db } from '../../client';

/** The cheapest statement that proves the database answers (a local file or Turso over the network). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$client.execute('SELECT 1');
}
