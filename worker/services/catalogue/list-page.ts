import { CONTROLS_ACTION, LIST_PARTS, LIST_SLOTS, STOCK_MARK, markChosen, optionTag } from '../../domain/list-page-slots';
import { SORTS_OF, listQueryString, type ListView } from '../../domain/list-view';
import { PAGE_SLOTS, SEARCH_PARTS } from '../../domain/search-page-slots';
import type { ApiProductPage } from '../../domain/product-shape';
import { escapeHtml } from '../mail/mail-templates';
import { FILTERED_NONE, card, pagesNavHtml } from '../search/search-page';
import { fillSlots, partOf, takeTemplateApart, type SearchTemplate } from '../search/search-page-template';

/**
 * A category or a year's books sorted or filtered (issue 31), filled into site/pages/shell/list.astro the way the
 * search results are filled into theirs (search-page.ts): the same cards, grid and pagination markup.
 */

/** Which list: its address (as the pre-rendered page has it, e.g. `/eshop/život`), heading and title. */
export interface ListPlace {
  kind: 'category' | 'year';
  path: string;
  /** The category's label ('Život') or the year's heading ('Knihy 2024'). */
  name: string;
  /** The page's title before ` | Prúd` ('Eshop – Život', 'Knihy 2024'), as the pre-rendered page's. */
  title: string;
}

export type ListPageView = { place: ListPlace; view: ListView; page: number } & ({ result: ApiProductPage } | { error: string });

/** Takes the pre-rendered list shell apart; throws when a part, a placeholder or a choice of the form is missing. */
export function parseListTemplate(html: string): SearchTemplate {
  const slots = [
    ...Object.values(LIST_SLOTS).filter((s) => s !== LIST_SLOTS.name && s !== LIST_SLOTS.message),
    CONTROLS_ACTION,
    STOCK_MARK,
  ];
  const t = takeTemplateApart(html, 'list page', {
    parts: Object.values(LIST_PARTS),
    slots: [...slots, ...SORTS_OF.catalogue.map(optionTag)],
  });
  return t;
}

/** '1 titul', '3 tituly', '12 titulov'. */
export function titlesText(n: number): string {
  if (n === 1) return '1 titul';
  if (n >= 2 && n <= 4) return `${n} tituly`;
  return `${n} titulov`;
}

/** The path percent-encoded once (a link's `href`), whether it came encoded or not. */
function encodedPath(path: string): string {
  return path
    .split('/')
    .map((part) => {
      try {
        return encodeURIComponent(decodeURIComponent(part));
      } catch {
        return encodeURIComponent(part);
      }
    })
    .join('/');
}

function resultsOf(t: SearchTemplate, v: ListPageView, path: string): { status: string; results: string } {
  if ('error' in v) return { status: '', results: fillSlots(partOf(t, LIST_PARTS.error), { [LIST_SLOTS.message]: escapeHtml(v.error) }) };
  const { products, pages, total } = v.result;
  const nav = pagesNavHtml(v.page, pages, (n) => path + listQueryString('catalogue', v.view, n), 'Stránkovanie zoznamu');
  if (!products.length) {
    if (total > 0) return { status: `${titlesText(total)}, na tejto strane však už nie sú.`, results: nav };
    return { status: FILTERED_NONE, results: fillSlots(partOf(t, LIST_PARTS.empty), { [LIST_SLOTS.path]: escapeHtml(path.slice(1)) }) };
  }
  const cards = products.map((p, i) => card(t, p, i)).join('');
  return {
    status: pages > 1 ? `${titlesText(total)} (strana ${v.page} z ${pages})` : titlesText(total),
    results: fillSlots(partOf(t, SEARCH_PARTS.grid), { [PAGE_SLOTS.cards]: cards }) + nav,
  };
}

/** The whole page: title, canonical link (the list's own page), heading, the form as chosen, count, cards, pages. */
export function fillListPage(t: SearchTemplate, v: ListPageView): string {
  const path = encodedPath(v.place.path);
  const { status, results } = resultsOf(t, v, path);
  const heading = fillSlots(partOf(t, v.place.kind === 'category' ? LIST_PARTS.category : LIST_PARTS.year), {
    [LIST_SLOTS.name]: escapeHtml(v.place.name),
  });
  return fillSlots(markChosen(t.page, v.view), {
    [LIST_SLOTS.title]: escapeHtml(`${v.place.title}${v.page > 1 ? ` – strana ${v.page}` : ''}`),
    [LIST_SLOTS.path]: escapeHtml(path.slice(1)),
    [CONTROLS_ACTION]: escapeHtml(path),
    [LIST_SLOTS.heading]: heading,
    [LIST_SLOTS.status]: escapeHtml(status),
    [LIST_SLOTS.results]: results,
  });
}
