import type { Db } from '../../db/client';
import { incrementVisitors, visitorsCount } from '../../db/queries/counter';

/** A visitor answered the cookie banner (either way): one more visit. */
export async function countVisit(db: Db): Promise<void> {
  await incrementVisitors(db);
}

/** The figure for the admin, in the spec's shape. */
export async function counterFigure(db: Db): Promise<{ visitorsCount: number }> {
  return { visitorsCount: await visitorsCount(db) };
}
