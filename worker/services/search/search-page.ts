import { CARD_SLOTS, PAGE_SLOTS, SEARCH_PARTS, cardPartName } from '../../domain/search-page-slots';
import { formatEur } from '../../domain/money';
import { isDiscounted, pricedFromApi, unitPriceCents } from '../../domain/pricing';
import type { ApiProduct, ApiProductPage } from '../../domain/product-shape';
import { ratingView } from '../../domain/ratings';
import { CONTROLS_ACTION, markChosen } from '../../domain/list-page-slots';
import { defaultView, listQueryString, type ListView } from '../../domain/list-view';
import { escapeHtml } from '../mail/mail-templates';
import { fillSlots, partOf, type SearchTemplate } from './search-page-template';

/**
 * What one search page shows: the results of a page of the search, or why there are none; `list` when they are
 * sorted or filtered (issue 31: the form shows the choice and the pages' links keep it).
 */
export type SearchView = ({ keyword: string; page: number; result: ApiProductPage } | { keyword: string; page: number; error: string }) & {
  list?: ListView;
};

/** `/search/zivot/page/2` (as sent, percent-encoded) → { keyword: 'zivot', page: 2 }; a broken page number counts as 1. */
export function parseSearchPath(pathname: string): { keyword: string; page: number } {
  const [, , raw = '', pageWord, pageRaw] = pathname.split('/');
  let keyword = raw;
  try {
    keyword = decodeURIComponent(raw);
  } catch {
    /* keep it as typed */
  }
  const n = pageWord === 'page' && /^\d{1,6}$/.test(pageRaw ?? '') ? Number(pageRaw) : 1;
  return { keyword: keyword.trim(), page: Math.max(n, 1) };
}

/** The address of a page of results (site/lib/paths.ts searchHref, which server code may not import). */
export function searchPath(keyword: string, page: number): string {
  return `/search/${encodeURIComponent(keyword)}${page > 1 ? `/page/${page}` : ''}`;
}

/** "Nájdený 1 titul", "Nájdené 3 tituly", "Nájdených 12 titulov". */
export function foundText(n: number): string {
  if (n === 1) return 'Nájdený 1 titul';
  if (n >= 2 && n <= 4) return `Nájdené ${n} tituly`;
  return `Nájdených ${n} titulov`;
}

/** The grid has at most 4 columns: the first 4 covers are the first row on every screen (as ProductGrid.astro). */
const FIRST_ROW = 4;

/** A sorted list (or search) whose filters keep no title. */
export const FILTERED_NONE = 'Zvoleným filtrom nezodpovedá žiadny titul.';

/** One result drawn from the card part of its shape: the catalogue's card, values escaped (the sorted lists' too). */
export function card(t: SearchTemplate, p: ApiProduct, index: number): string {
  const priced = pricedFromApi(p);
  const discount = isDiscounted(priced);
  const rating = ratingView(p);
  const html = partOf(
    t,
    cardPartName({ image: Boolean(p.image), discount, author: Boolean(p.author), soldOut: p.countInStock <= 0, rated: rating !== null }),
  );
  const values: Record<string, string> = {
    [CARD_SLOTS.id]: escapeHtml(encodeURIComponent(String(p._id))),
    [CARD_SLOTS.name]: escapeHtml(p.name),
    [CARD_SLOTS.author]: escapeHtml(p.author),
    [CARD_SLOTS.image]: escapeHtml(p.image),
    [t.sample.price]: escapeHtml(formatEur(priced.priceCents)),
    [t.sample.now]: escapeHtml(formatEur(unitPriceCents(priced))),
    [t.sample.discount]: `${priced.discount}%`,
  };
  // Only a rated card's part has these slots. Our own words and digits, escaped all the same.
  if (rating) {
    values[CARD_SLOTS.stars] = escapeHtml(rating.stars);
    values[CARD_SLOTS.rating] = escapeHtml(rating.value);
    values[CARD_SLOTS.reviews] = escapeHtml(rating.count);
  }
  if (index < FIRST_ROW) values['loading="lazy"'] = 'loading="eager"';
  return fillSlots(html, values);
}

/** The pages of a search's results; `query` (a sort or filter, list-view.ts) kept in every link. */
export function paginationHtml(keyword: string, page: number, pages: number, query = ''): string {
  return pagesNavHtml(page, pages, (n) => searchPath(keyword, n) + query, 'Stránkovanie výsledkov');
}

/** The same markup as site/components/Pagination.astro (nothing when one page holds everything). */
export function pagesNavHtml(page: number, pages: number, href: (n: number) => string, label: string): string {
  if (pages <= 1) return '';
  const link = (n: number, inner: string, attrs = '') => `<li><a href="${escapeHtml(href(n))}"${attrs}>${inner}</a></li>`;
  const items: string[] = [];
  if (page > 1)
    items.push(link(page - 1, '<span aria-hidden="true">«</span><span class="sr-only">Predchádzajúca strana</span>', ' rel="prev"'));
  for (let n = 1; n <= pages; n++)
    items.push(link(n, `<span class="sr-only">Strana </span>${n}`, n === page ? ' aria-current="page"' : ''));
  if (page < pages)
    items.push(link(page + 1, '<span aria-hidden="true">»</span><span class="sr-only">Ďalšia strana</span>', ' rel="next"'));
  return `<nav class="pagination" aria-label="${escapeHtml(label)}"><ul>${items.join('')}</ul></nav>`;
}

/** The count line and what goes under it: cards and pages, the empty state, or the pages of a page past the end. */
function resultsOf(t: SearchTemplate, view: SearchView): { status: string; results: string } {
  if ('error' in view) {
    return { status: '', results: fillSlots(partOf(t, SEARCH_PARTS.error), { [PAGE_SLOTS.message]: escapeHtml(view.error) }) };
  }
  const { products, page, pages, total } = view.result;
  const query = view.list ? listQueryString('search', view.list) : '';
  if (!products.length) {
    // Past the last page: say so and link the real pages (the requested page stays the "current" one).
    if (total > 0)
      return {
        status: `${foundText(total)}, na tejto strane však už nie sú.`,
        results: paginationHtml(view.keyword, view.page, pages, query),
      };
    // The words found titles, the filters kept none (issue 31): say so rather than 'try another word'.
    if (view.list?.language || view.list?.inStock) return { status: FILTERED_NONE, results: '' };
    return { status: 'Nenašli sa žiadne tituly.', results: partOf(t, SEARCH_PARTS.empty) };
  }
  const cards = products.map((p, i) => card(t, p, i)).join('');
  const count = pages > 1 ? `${foundText(total)} (strana ${page} z ${pages})` : foundText(total);
  // The keyword as typed found nothing: say what these are the results for (worker/domain/spelling.ts).
  const corrected = view.result.correctedKeyword;
  return {
    status: corrected ? `Zobrazujeme výsledky pre „${corrected}“. ${count}` : count,
    results: fillSlots(partOf(t, SEARCH_PARTS.grid), { [PAGE_SLOTS.cards]: cards }) + paginationHtml(view.keyword, page, pages, query),
  };
}

/** The whole page for one search: title, canonical link, heading, search box, count, results, 'Naspäť'. */
export function fillSearchPage(t: SearchTemplate, view: SearchView): string {
  const { status, results } = resultsOf(t, view);
  const path = searchPath(view.keyword, view.page);
  const page = markChosen(t.page, view.list ?? defaultView('search'));
  return fillSlots(page, {
    [CONTROLS_ACTION]: escapeHtml(searchPath(view.keyword, 1)),
    [PAGE_SLOTS.title]: escapeHtml(`${view.keyword}${view.page > 1 ? ` – strana ${view.page}` : ''}`),
    [PAGE_SLOTS.path]: escapeHtml(path.slice('/search/'.length)),
    [PAGE_SLOTS.keyword]: escapeHtml(view.keyword),
    [PAGE_SLOTS.status]: escapeHtml(status),
    [PAGE_SLOTS.results]: results,
  });
}
