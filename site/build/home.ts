import { listProducts } from '~/db/queries/catalogue/catalogue';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { buildDb } from './build-db';

const HOME_PAGE_SIZE = PAGE_SIZES.home;

/** One page of "Naše publikácie" (newest first). */
export function homePage(page: number) {
  return listProducts(buildDb(), { page, pageSize: HOME_PAGE_SIZE });
}
