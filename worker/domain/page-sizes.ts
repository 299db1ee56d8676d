/**
 * Page arithmetic, free of imports so that the database's queries and any island (the search page, the outbox) can
 * read it without pulling zod along. The query schemas that use these defaults are in pagination.ts.
 */

/** How many pages `total` rows fill, `pageSize` a page: at least one, so an empty list still has its page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Every page size of the shop, one home for the API's defaults, the built pages and the screens that ask for a
 * page (spec section 9 names home, library and the two admin lists).
 */
export const PAGE_SIZES = {
  /** The home grid 'Naše publikácie' (`/`, `/page/N`) and the default of `GET /api/products`. */
  home: 8,
  /** The search results (`/search/...`): a page as long as the home grid's. */
  search: 8,
  /**
   * A category or a year's books sorted or filtered (`/eshop/{slug}?zoradenie=…`, issue 31): the server's pages.
   * The pre-rendered default pages list every title at once (the longest today has about 20).
   */
  catalogueList: 12,
  /** The library (Čitáreň, `/library/page/N`). */
  library: 6,
  /** The admin's product list. */
  adminProducts: 10,
  /** The admin's reviews: products with reviews per page. */
  adminReviews: 10,
  /** Audio, video and banner lists (the staff's screens, the default of their `GET`s, the home carousel's banners). */
  media: 20,
  /** The admin's outbox of sent e-mails. */
  outbox: 20,
} as const;
