import { listProducts } from '~/db/queries/catalogue/catalogue';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { buildDb } from './build-db';
import { pagesOf } from './storefront';

const HOME_PAGE_SIZE = PAGE_SIZES.home;

/** One page of "Naše publikácie" (newest first). */
export function homePage(page: number) {
  return listProducts(buildDb(), { page, pageSize: HOME_PAGE_SIZE });
}

/** Every page of "Naše publikácie" (one read for all of them, in the order of homePage). */
export async function homePages() {
  const { total } = await homePage(1);
  const all = await listProducts(buildDb(), { page: 1, pageSize: Math.max(1, total) });
  return pagesOf(all.rows, HOME_PAGE_SIZE);
}
