import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { PAGE_SIZES } from '../domain/page-sizes';
import { defaultView, listQueryString, namesListParams, parseListQuery, respelledQuery } from '../domain/list-view';
import { NEW_BOOK_YEARS, SHOP_CATEGORIES, siteFacts } from '../domain/site-facts';
import { sortedListPage, type ListSource } from '../services/search/catalogue-list';
import { fillListPage, parseListTemplate, type ListPageView, type ListPlace } from '../services/catalogue/list-page';
import { LIST_SHELL } from '../shell-routes';
import { answerFromStore, catalogueStoreOf } from './catalogue-cache';
import { pageTemplate } from './page-template';

const listTemplate = pageTemplate(LIST_SHELL, parseListTemplate);
const SERVER_ERROR = 'Nastala chyba na serveri. Skúste to prosím neskôr.';

/** `/eshop/{slug}` or `/new-books/{year}` (a trailing slash too) → the list it names, or null (none the site lists). */
function listPlaceOf(pathname: string): { place: ListPlace; source: ListSource } | null {
  const m = /^\/(eshop|new-books)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  let name = m[2];
  try {
    name = decodeURIComponent(name);
  } catch {
    return null;
  }
  if (m[1] === 'eshop') {
    // The A–Z list (not a category: every title, its own list of names) stays as it is: no sorting there.
    const category = SHOP_CATEGORIES.find((c) => c.slug === name);
    if (!category) return null;
    return {
      place: { kind: 'category', path: `/eshop/${name}`, name: category.label, title: `Eshop – ${category.label}` },
      source: { kind: 'category', slug: name },
    };
  }
  if (!NEW_BOOK_YEARS.includes(name)) return null;
  const heading = siteFacts.navigation.nove.itemLabelPattern.replace('{year}', name);
  return { place: { kind: 'year', path: `/new-books/${name}`, name: heading, title: heading }, source: { kind: 'year', year: name } };
}

/**
 * A category or a year's books sorted or filtered (`?zoradenie=…&jazyk=…&sklad=1&strana=n`, issue 31), filled into
 * the list shell like the search results; null when the pre-rendered page answers: no list parameter in the query
 * (other parameters, e.g. a tracker's, change nothing), a path that is no sortable list (the caller's 404 for an
 * unknown category or year), or a build without the shell. A query spelt otherwise than the view's one spelling
 * (the form sends blanks; the defaults' first page is the bare path) is redirected to it. A refused value answers the
 * page with its Slovak reason (400, not kept). The filled page is kept in the catalogue store under its one
 * spelling (list-view.ts listQueryString), so it costs a sort once per catalogue version.
 */
export async function listPage(c: Context<AppEnv>): Promise<Response | null> {
  const url = new URL(c.req.url);
  if (!namesListParams(url.searchParams)) return null;
  const list = listPlaceOf(url.pathname);
  if (!list) return null;
  const parsed = parseListQuery('catalogue', url.searchParams);
  const respelled = parsed.ok && respelledQuery('catalogue', url.searchParams, parsed.view, parsed.page);
  if (respelled !== false && respelled !== null) return c.redirect(`${encodeURI(list.place.path)}${respelled}`, 302);
  const deps = c.get('deps');
  const template = await listTemplate(deps.assets, c.req.raw);
  if (!template) return null;
  const fill = (v: ListPageView) => fillListPage(template.value, v);
  if (!parsed.ok) return errorPage(c, fill({ place: list.place, view: defaultView('catalogue'), page: 1, error: parsed.message }), 400);
  const { view, page } = parsed;
  try {
    const store = catalogueStoreOf(deps.catalogue);
    const version = await deps.catalogue.version.current();
    const key = `list ${template.tag} ${list.place.path}${listQueryString('catalogue', view, page)}`;
    const hit = store.get(version, key);
    if (hit) return answerFromStore(c, hit, store);
    const result = await sortedListPage(deps, list.source, view, page, PAGE_SIZES.catalogueList);
    const made = await store.put(
      version,
      key,
      new Response(fill({ place: list.place, view, page, result }), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    return answerFromStore(c, made, store);
  } catch (err) {
    deps.log('error', 'list page failed', { path: c.req.path, error: String((err as Error)?.stack ?? err) });
    return errorPage(c, fill({ place: list.place, view, page, error: SERVER_ERROR }), 500);
  }
}

function errorPage(c: Context<AppEnv>, html: string, status: 400 | 500): Response {
  return c.html(html, status, { 'cache-control': 'no-store' });
}
