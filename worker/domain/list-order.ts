import { LANGUAGES, SORTS, type ListView } from './list-view';
import { unitPriceCents, type PricedProduct } from './pricing';

/**
 * The orders and filters of a list of books (worker/domain/list-view.ts names them), on rows as the database holds
 * them. Lists are short (a category, a year, a search's matches: tens of titles), so they are sorted here, where
 * the Slovak alphabet and the price a buyer pays are known, not in SQL.
 */

/** What sorting and filtering read of a product. */
export interface ListedProduct extends PricedProduct {
  id: number;
  name: string;
  /** The year of publication as stored ('2024'; '' when unknown). */
  year: string;
  language: string;
  countInStock: number;
}

/** The Slovak alphabet: 'Č' after 'C', 'Ch' after 'H', case and accents only where nothing else differs. */
const slovakNames = new Intl.Collator('sk');

const byName = (a: ListedProduct, b: ListedProduct) => slovakNames.compare(a.name, b.name) || a.id - b.id;

/** A year as a number; unknown ('' or not a year) is 0, after every known one. */
function yearOf(p: ListedProduct): number {
  return /^\d{4}$/.test(p.year) ? Number(p.year) : 0;
}

/** Newest first: the year of publication, then the title added last (the higher id). */
const byNewest = (a: ListedProduct, b: ListedProduct) => yearOf(b) - yearOf(a) || b.id - a.id;

/** The price a buyer pays now (pricing.ts), equal prices by name. */
const byPriceUp = (a: ListedProduct, b: ListedProduct) => unitPriceCents(a) - unitPriceCents(b) || byName(a, b);
const byPriceDown = (a: ListedProduct, b: ListedProduct) => unitPriceCents(b) - unitPriceCents(a) || byName(a, b);

const ORDERS = {
  [SORTS.name]: byName,
  [SORTS.newest]: byNewest,
  [SORTS.priceUp]: byPriceUp,
  [SORTS.priceDown]: byPriceDown,
} as const;

/**
 * The rows the view shows, in its order: its language only, only those in stock when asked. Relevance keeps the
 * order the rows came in (the search's ranking). A new array; the input is left as it was.
 */
export function applyView<T extends ListedProduct>(rows: readonly T[], view: ListView): T[] {
  const language = view.language ? LANGUAGES[view.language] : null;
  const kept = rows.filter((p) => (!language || p.language === language) && (!view.inStock || p.countInStock > 0));
  return view.sort === SORTS.relevance ? kept : kept.sort(ORDERS[view.sort]);
}
