/**
 * Build-time data of the storefront pages (product detail, e-shop categories, new books, library, banners).
 * Only page frontmatter and getStaticPaths call these.
 */
import { allProducts, allPublicReviews, type ProductRow } from '~/db/queries/catalogue/catalogue';
import { listBanners } from '~/db/queries/media/media';
import { ratingTallies } from '~/db/queries/engagement/review-marks';
import { summaryOf, type RatingSummary } from '~/worker/domain/ratings';
import { toApiProductsWithDetails, type ApiProduct } from '~/worker/domain/product-shape';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { siteFacts } from '~/worker/domain/site-facts';
import { buildDb } from './build-db';
import { perRound } from './build-round';
import { digestOf, pageKey } from './page-key';
import { categoryWords, slovakCollator } from '../lib/catalog-view';

const LIBRARY_PAGE_SIZE = PAGE_SIZES.library;

const categoryLabels = new Map(siteFacts.eshopCategories.map((c) => [c.slug, c.label]));

/** "božia-ekonómia" → "Božia ekonómia" (the label from site facts; unknown slugs with hyphens as spaces). */
export function categoryLabel(slug: string): string {
  return categoryLabels.get(slug) ?? categoryWords(slug);
}

const byName = (a: { name: string }, b: { name: string }) => slovakCollator.compare(a.name, b.name);

/**
 * Every published product (by name), read once per build round: every list below is cut from it. Reading each list
 * from the database took the 10,000-title catalogue's rows, texts and excerpts included, seven times a build
 * (3 s of row decoding and much of the build's garbage collection in its profile, bench/results.md).
 */
export const publishedProducts: () => Promise<ProductRow[]> = perRound(() => allProducts(buildDb()));

const newestFirst = (rows: readonly ProductRow[]) => [...rows].sort((a, b) => b.id - a.id);
const withExcerpt = async () => newestFirst((await publishedProducts()).filter((p) => p.excerptText !== ''));

/** Every product in the API's shape (related titles and approved reviews included), for /product/{id}. */
export async function allProductDetails(): Promise<ApiProduct[]> {
  const [rows, reviews] = await Promise.all([publishedProducts(), allPublicReviews(buildDb())]);
  return toApiProductsWithDetails(rows, reviews);
}

/**
 * Every product's rating from its approved reviews (issue 31), read once per build round (build-round.ts): the
 * product cards of every list (ProductGrid.astro) show it, whoever chose the products.
 */
export const productRatings: () => Promise<Map<number, RatingSummary>> = perRound(() =>
  ratingTallies(buildDb()).then((tallies) => new Map([...tallies].map(([id, tally]) => [id, summaryOf(tally)]))),
);

/** The cacheKey of a list of product cards (page-key.ts): the products as the cards show them, with their ratings. */
export async function cardsKey(rows: readonly { id: number }[], ...more: unknown[]): Promise<string> {
  const ratings = await productRatings();
  return pageKey(
    rows.map(digestOf),
    rows.map((r) => ratings.get(r.id) ?? null),
    ...more,
  );
}

/** Every page of `rows` cut `size` at a time, as one page of the list query answers it (pages ≥ 1). */
export function pagesOf<T>(rows: T[], size: number): { rows: T[]; page: number; pages: number; total: number }[] {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  return Array.from({ length: pages }, (_, i) => ({ rows: rows.slice(i * size, (i + 1) * size), page: i + 1, pages, total: rows.length }));
}

/** All products in Slovak alphabetical order (the "Abecedný zoznam kníh"). */
export async function alphabeticalProducts(): Promise<Pick<ProductRow, 'id' | 'name'>[]> {
  return (await publishedProducts()).map(({ id, name }) => ({ id, name })).sort(byName);
}

/** Products whose category or category2 is the slug, alphabetically. */
export async function categoryProducts(slug: string): Promise<ProductRow[]> {
  return (await publishedProducts()).filter((p) => p.category === slug || p.category2 === slug).sort(byName);
}

export async function yearProducts(year: string): Promise<ProductRow[]> {
  return (await publishedProducts()).filter((p) => p.year === year).sort(byName);
}

/** Products newest first ("Naše publikácie" on home and /page/n). */
export async function newestProducts(): Promise<ProductRow[]> {
  return newestFirst(await publishedProducts());
}

/** Every page of the Čitáreň list: products with an excerpt, newest first. */
export async function libraryListPages() {
  return pagesOf(await withExcerpt(), LIBRARY_PAGE_SIZE);
}

/** One page of the Čitáreň list (its first page is /library). */
export async function libraryListPage(page: number) {
  const pages = await libraryListPages();
  return pages[page - 1] ?? { rows: [], page, pages: pages.length, total: pages[0]?.total ?? 0 };
}

/** Every product with an excerpt and the list page it appears on. */
export async function libraryEntries(): Promise<{ product: ProductRow; page: number }[]> {
  return (await withExcerpt()).map((product, i) => ({ product, page: Math.floor(i / LIBRARY_PAGE_SIZE) + 1 }));
}

/** The home carousel's banners (1296 × 382 images, oldest first). */
export async function homeBanners() {
  return (await listBanners(buildDb(), { page: 1, pageSize: PAGE_SIZES.media })).rows.filter((b) => b.image);
}
