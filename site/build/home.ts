import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { newestProducts, pagesOf } from './storefront';

const HOME_PAGE_SIZE = PAGE_SIZES.home;

/** Every page of "Naše publikácie" (newest first), cut from the round's one read of the catalogue. */
export async function homePages() {
  return pagesOf(await newestProducts(), HOME_PAGE_SIZE);
}

/** One page of "Naše publikácie" (the first is the home page). */
export async function homePage(page: number) {
  const pages = await homePages();
  return pages[page - 1] ?? { rows: [], page, pages: pages.length, total: pages[0]?.total ?? 0 };
}
