import type { Db } from '~/db/client';
import { pageTargetExists } from '~/db/queries/catalogue/page-targets';
import { idSchema } from '../../domain/pagination';
import type { PageTarget } from '../../shell-routes';

/**
 * Whether a product or excerpt shell has a record to show. Ids that are not plain digits name nothing (the API
 * refuses them too), so `/product/0x1` is as unknown as `/product/999999`.
 */
export async function shellTargetExists(db: Db, target: { kind: PageTarget; id: string }): Promise<boolean> {
  const id = idSchema.safeParse(target.id);
  if (!id.success) return false;
  return pageTargetExists(db, target.kind, id.data);
}
