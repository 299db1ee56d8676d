import type { Db } from '~/db/client';
import { incrementVisitors, visitorsCount } from '~/db/queries/engagement/counter';

/** A visitor answered the cookie banner (either way): one more visit. */
export async function countVisit(db: Db): Promise<void> {
  await incrementVisitors(db);
}

/** The figure for the admin: spec section 7 "Returns the visit count", the bare number. */
export async function counterFigure(db: Db): Promise<number> {
  return visitorsCount(db);
}
