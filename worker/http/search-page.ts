import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { listQuerySchema } from '../domain/pagination';
import { PAGE_SIZES } from '../domain/page-sizes';
import type { ApiProductPage } from '../domain/product-shape';
import { firstIssueMessage } from '../domain/strict-object';
import { isDefaultView, listQueryString, parseListQuery, respelledQuery } from '../domain/list-view';
import { productPage } from '../services/catalogue/catalogue';
import { sortedListPage } from '../services/search/catalogue-list';
import { fillSearchPage, parseSearchPath, searchPath, type SearchView } from '../services/search/search-page';
import { parseSearchTemplate } from '../services/search/search-page-template';
import { SEARCH_SHELL } from '../shell-routes';
import { answerFromStore, catalogueStoreOf } from './catalogue-cache';
import type { CatalogueStore } from './catalogue-store';
import { pageTemplate } from './page-template';

const searchTemplate = pageTemplate(SEARCH_SHELL, parseSearchTemplate);
/** The API's own rules for the query (length of the keyword, the page number), so both refuse alike. */
const searchQuery = listQuerySchema(PAGE_SIZES.home);
const SERVER_ERROR = 'Nastala chyba na serveri. Skúste to prosím neskôr.';

/**
 * The key under which the API keeps `GET /api/products?keyword=…&pageNumber=…` (catalogue-cache.ts: path and
 * query as sent); the page size only when the search's differs from the API's default.
 */
function searchApiKey(keyword: string, page: number): string {
  const query = new URLSearchParams({ keyword, pageNumber: String(page) });
  if (PAGE_SIZES.search !== PAGE_SIZES.home) query.set('pageSize', String(PAGE_SIZES.search));
  return `/api/products?${query}`;
}

/** The page of results as the API answers it: from the store, or read and then kept for the API as well. */
async function resultOf(
  c: Context<AppEnv>,
  store: CatalogueStore,
  version: number,
  keyword: string,
  page: number,
): Promise<ApiProductPage> {
  const key = searchApiKey(keyword, page);
  const hit = store.get(version, key);
  if (hit) return JSON.parse(new TextDecoder().decode(hit.identity)) as ApiProductPage;
  const result = await productPage(c.get('deps'), { keyword, page, pageSize: PAGE_SIZES.search });
  // The bytes the route's c.json would make, so the API answers this read from memory too.
  await store.put(version, key, Response.json(result));
  return result;
}

/**
 * `/search/{keyword}[/page/{n}]` with its results in the HTML, or null when the build has no search page (the
 * caller answers 404). The filled page is kept in the catalogue store too (under its own key, with the template's
 * tag), so a popular search costs neither a query nor a fill, and carries the catalogue answers' ETag and
 * Cache-Control. A refused query or a failed read answers the page with its error state, not kept. A sort or a
 * filter in the query (`?zoradenie=cena-vzostupne&jazyk=sk&sklad=1`, issue 31) reads every match and orders them
 * (services/search/catalogue-list.ts); its page is kept under its key with the query in one spelling.
 */
export async function searchPage(c: Context<AppEnv>): Promise<Response | null> {
  const { keyword, page } = parseSearchPath(new URL(c.req.url).pathname);
  if (!keyword) return c.redirect('/', 302);
  const deps = c.get('deps');
  const template = await searchTemplate(deps.assets, c.req.raw);
  if (!template) return null;
  const fill = (view: SearchView) => fillSearchPage(template.value, view);
  const refused = searchQuery.safeParse({ keyword, pageNumber: String(page) });
  if (!refused.success) return errorPage(c, fill({ keyword, page, error: firstIssueMessage(refused.error.issues) }), 400);
  // Sorted or filtered (issue 31): the form's choice from the query, its refusal in the page like the keyword's.
  const query = new URL(c.req.url).searchParams;
  const chosen = parseListQuery('search', query);
  if (!chosen.ok) return errorPage(c, fill({ keyword, page, error: chosen.message }), 400);
  // The form sends every field, blanks too: the choice's one spelling is the address (list-view.ts).
  const respelled = respelledQuery('search', query, chosen.view, 1);
  if (respelled !== null) return c.redirect(`${searchPath(keyword, page)}${respelled}`, 302);
  const list = isDefaultView('search', chosen.view) ? undefined : chosen.view;
  try {
    const store = catalogueStoreOf(deps.catalogue);
    const version = await deps.catalogue.version.current();
    const pageKey = `page ${template.tag} ${page} ${keyword}${list ? ` ${listQueryString('search', list)}` : ''}`;
    const hit = store.get(version, pageKey);
    if (hit) return answerFromStore(c, hit, store);
    const result = list
      ? await sortedListPage(deps, { kind: 'search', keyword }, list, page, PAGE_SIZES.search)
      : await resultOf(c, store, version, keyword, page);
    const html = fill({ keyword, page, result, list });
    const made = await store.put(version, pageKey, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    return answerFromStore(c, made, store);
  } catch (err) {
    deps.log('error', 'search page failed', { path: c.req.path, error: String((err as Error)?.stack ?? err) });
    return errorPage(c, fill({ keyword, page, error: SERVER_ERROR }), 500);
  }
}

function errorPage(c: Context<AppEnv>, html: string, status: 400 | 500): Response {
  return c.html(html, status, { 'cache-control': 'no-store' });
}
