import { z } from 'zod';
import { pageNumberSchema } from './pagination';
import { firstIssueMessage } from './strict-object';

/**
 * How a list of books is sorted and filtered (issue 31): a category (/eshop/{slug}), a year's new books
 * (/new-books/{year}) and the search results. The one home of the address's names: the form on those pages
 * (site/components/ListControls.astro), the server that fills them (worker/http/list-page.ts) and the links
 * between their pages all read them here. Slovak, like the shop's other addresses (/eshop/život, ?tema=).
 */

/** The query's parameter names: `?zoradenie=cena-vzostupne&jazyk=sk&sklad=1&strana=2`. */
export const LIST_PARAMS = { sort: 'zoradenie', language: 'jazyk', inStock: 'sklad', page: 'strana' } as const;

/** The orders, by their value in the address. */
export const SORTS = {
  relevance: 'relevancia',
  newest: 'najnovsie',
  priceUp: 'cena-vzostupne',
  priceDown: 'cena-zostupne',
  name: 'nazov',
} as const;
export type Sort = (typeof SORTS)[keyof typeof SORTS];

/** The choice's Slovak label: short, as a phone's select shows about 15 letters. */
export const SORT_LABELS: Readonly<Record<Sort, string>> = {
  [SORTS.relevance]: 'Relevancia',
  [SORTS.name]: 'Podľa názvu',
  [SORTS.newest]: 'Najnovšie',
  [SORTS.priceUp]: 'Najlacnejšie',
  [SORTS.priceDown]: 'Najdrahšie',
};

/**
 * Which lists offer which orders, the first being the default: search results come by relevance, a category and a
 * year by name (the pre-rendered page's order, Slovak alphabet).
 */
export type ListKind = 'search' | 'catalogue';
export const SORTS_OF: Readonly<Record<ListKind, readonly Sort[]>> = {
  search: [SORTS.relevance, SORTS.name, SORTS.newest, SORTS.priceUp, SORTS.priceDown],
  catalogue: [SORTS.name, SORTS.newest, SORTS.priceUp, SORTS.priceDown],
};

/** The languages a book is in (db/schema/catalog.ts `language`), by their value in the address. */
export const LANGUAGES = { sk: 'SK', cz: 'CZ' } as const;
export type LanguageParam = keyof typeof LANGUAGES;
export const LANGUAGE_LABELS: Readonly<Record<LanguageParam | '', string>> = { '': 'Všetky jazyky', sk: 'Slovenčina', cz: 'Čeština' };

/** The value of the 'Na sklade' checkbox. */
export const IN_STOCK_ON = '1';

/** What a list shows: its order, and the filters (none: every language, sold-out titles too). */
export interface ListView {
  sort: Sort;
  language: LanguageParam | null;
  inStock: boolean;
}

export function defaultView(kind: ListKind): ListView {
  return { sort: SORTS_OF[kind][0], language: null, inStock: false };
}

/** The view as the pre-rendered page shows it: no query, or one that names only the defaults. */
export function isDefaultView(kind: ListKind, v: ListView): boolean {
  return v.sort === defaultView(kind).sort && v.language === null && !v.inStock;
}

const text = (message: string) => z.string({ message }).trim().toLowerCase();

function viewSchema(kind: ListKind) {
  const sorts = SORTS_OF[kind];
  return z.object({
    sort: text('Neznáme zoradenie.')
      .refine((s) => s === '' || (sorts as readonly string[]).includes(s), {
        message: 'Takéto zoradenie tu nepoznáme. Vyberte ho prosím zo zoznamu.',
      })
      .optional(),
    language: text('Neznámy jazyk.')
      .refine((s) => s === '' || s in LANGUAGES, { message: 'Takýto jazyk nepoznáme: vyberte slovenčinu alebo češtinu.' })
      .optional(),
    inStock: text('Neznáma voľba skladu.')
      .refine((s) => s === '' || s === IN_STOCK_ON || s === '0', { message: 'Voľba „Na sklade“ je 1 alebo nič.' })
      .optional(),
    page: z.preprocess((v) => (v === '' ? undefined : v), pageNumberSchema.default(1)),
  });
}

const schemas: Record<ListKind, ReturnType<typeof viewSchema>> = { search: viewSchema('search'), catalogue: viewSchema('catalogue') };

/** A parsed query: the view and its page, or the first refusal in Slovak. */
export type ParsedList = { ok: true; view: ListView; page: number } | { ok: false; message: string };

/**
 * The list's part of a query (the first of repeated values; any other parameter, e.g. a tracker's `fbclid`, is not
 * ours and is left alone). Blank values are the defaults, as a form sends them ('Všetky jazyky'). A search pages by
 * its path (/search/{keyword}/page/{n}): its `strana` is not read.
 */
export function parseListQuery(kind: ListKind, query: URLSearchParams): ParsedList {
  const parsed = schemas[kind].safeParse({
    sort: query.get(LIST_PARAMS.sort) ?? undefined,
    language: query.get(LIST_PARAMS.language) ?? undefined,
    inStock: query.get(LIST_PARAMS.inStock) ?? undefined,
    page: kind === 'catalogue' ? (query.get(LIST_PARAMS.page) ?? undefined) : undefined,
  });
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error.issues) };
  const { sort, language, inStock, page } = parsed.data;
  return {
    ok: true,
    view: {
      sort: (sort || defaultView(kind).sort) as Sort,
      language: (language || null) as LanguageParam | null,
      inStock: inStock === IN_STOCK_ON,
    },
    page,
  };
}

/**
 * The query of a view in one spelling (fixed order, defaults left out, `strana` only after page 1): the links
 * between its pages, and the key under which its filled page is kept. '' for the default view's first page.
 */
export function listQueryString(kind: ListKind, v: ListView, page = 1): string {
  const q = new URLSearchParams();
  if (v.sort !== defaultView(kind).sort) q.set(LIST_PARAMS.sort, v.sort);
  if (v.language) q.set(LIST_PARAMS.language, v.language);
  if (v.inStock) q.set(LIST_PARAMS.inStock, IN_STOCK_ON);
  if (page > 1) q.set(LIST_PARAMS.page, String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The view's one spelling when the query spells it otherwise (a form sends every field, blanks too:
 * `?zoradenie=nazov&jazyk=`), else null: the address to send the reader to, so that what is shared is short and
 * the defaults' first page is the pre-rendered page's own address. Parameters not of the list are not compared.
 */
export function respelledQuery(kind: ListKind, query: URLSearchParams, v: ListView, page: number): string | null {
  const names: readonly string[] =
    kind === 'catalogue' ? Object.values(LIST_PARAMS) : Object.values(LIST_PARAMS).filter((n) => n !== LIST_PARAMS.page);
  const given = new URLSearchParams([...query].filter(([name]) => names.includes(name))).toString();
  const wanted = listQueryString(kind, v, page);
  return (given ? `?${given}` : '') === wanted ? null : wanted;
}

/** Whether a query names anything of a list (otherwise the pre-rendered page answers as it is). */
export function namesListParams(query: URLSearchParams): boolean {
  return Object.values(LIST_PARAMS).some((name) => query.has(name));
}
