import { productsInCategory, productsOfYear, type ProductRow } from '~/db/queries/catalogue/catalogue';
import { rankedMatches } from '~/db/queries/search/search-matches';
import { applyView } from '../../domain/list-order';
import type { ListView } from '../../domain/list-view';
import { pageCount } from '../../domain/page-sizes';
import type { ApiProductPage } from '../../domain/product-shape';
import { toFtsQuery } from '../../domain/search';
import { withRelated } from '../catalogue/catalogue';
import { findCorrectingTypos, type VocabularyDeps } from './spelling-vocabulary';

/** Whose books a sorted list shows: an e-shop category, a year's new books, or a search's matches. */
export type ListSource = { kind: 'category'; slug: string } | { kind: 'year'; year: string } | { kind: 'search'; keyword: string };

/**
 * A search's matches best first; when the words as typed find nothing, the typos corrected as the search's own
 * answer does (catalog.ts productPage), with the words it searched for.
 */
async function searchRows(deps: VocabularyDeps, keyword: string): Promise<{ rows: ProductRow[]; correctedKeyword?: string }> {
  const { found, corrected } = await findCorrectingTypos(
    deps,
    keyword,
    (text) => rankedMatches(deps.db, toFtsQuery(text)),
    (rows) => !rows.length,
  );
  return corrected ? { rows: found, correctedKeyword: corrected } : { rows: found };
}

async function rowsOf(deps: VocabularyDeps, source: ListSource): Promise<{ rows: ProductRow[]; correctedKeyword?: string }> {
  if (source.kind === 'category') return { rows: await productsInCategory(deps.db, source.slug) };
  if (source.kind === 'year') return { rows: await productsOfYear(deps.db, source.year) };
  return searchRows(deps, source.keyword);
}

/**
 * One page of a list sorted and filtered (issue 31; worker/domain/list-order.ts), in the API's page shape
 * (`total` = the titles the filters keep): the published titles only, as every public read.
 */
export async function sortedListPage(
  deps: VocabularyDeps,
  source: ListSource,
  view: ListView,
  page: number,
  pageSize: number,
): Promise<ApiProductPage> {
  const { rows, correctedKeyword } = await rowsOf(deps, source);
  const shown = applyView(rows, view);
  const slice = shown.slice((page - 1) * pageSize, page * pageSize);
  const answer: ApiProductPage = {
    products: await withRelated(deps.db, slice),
    page,
    pages: pageCount(shown.length, pageSize),
    total: shown.length,
  };
  return correctedKeyword ? { ...answer, correctedKeyword } : answer;
}
