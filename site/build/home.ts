import { listProducts } from '~/db/queries/catalog';
import { siteFacts } from '~/worker/domain/site-facts';
import { buildDb } from './build-db';

export const HOME_PAGE_SIZE = siteFacts.pageSizes.home;

/** One page of "Naše publikácie" (newest first). */
export function homePage(page: number) {
  return listProducts(buildDb(), { page, pageSize: HOME_PAGE_SIZE });
}

export const homePageHref = (n: number) => (n <= 1 ? '/' : `/page/${n}`);
