import type { ListView } from './list-view';

/**
 * The contract between the sorted lists' pages and the server that fills them (issue 31): the shell of a sorted or
 * filtered category or year (site/pages/shell/list.astro), and the sort and filter form that the search shell,
 * the list shell and the pre-rendered category and year pages carry (site/components/ListControls.astro). The
 * card and grid parts are the search page's (search-page-slots.ts).
 */

/** Placeholders of the list shell. */
export const LIST_SLOTS = {
  /** The title's text before ` | Prúd`: 'Eshop – Život', 'Knihy 2024', with ' – strana 2'. */
  title: '__LIST_TITLE__',
  /** The list's own path (`/eshop/život`, percent-encoded): the canonical link, 'Naspäť' and the form's action. */
  path: '__LIST_PATH__',
  /** Where the heading goes: the category's or the year's part, with its name. */
  heading: '__LIST_HEADING__',
  /** Inside a heading part: the category's label ('Život') or the year's heading ('Knihy 2024'). */
  name: '__LIST_NAME__',
  /** The count ('20 titulov (strana 1 z 2)'), or the empty list's sentence. */
  status: '__LIST_STATUS__',
  /** Where the grid and pagination, the empty state or the error go. */
  results: '__LIST_RESULTS__',
  /** Inside the error part: the reason. */
  message: '__LIST_MESSAGE__',
} as const;

/** The list shell's parts besides the search page's: its two headings, the filters' empty state, the error. */
export const LIST_PARTS = {
  category: 'list-heading-category',
  year: 'list-heading-year',
  empty: 'list-empty',
  error: 'list-error',
} as const;

/** The form's action in the shells (the pre-rendered pages write their own path). */
export const CONTROLS_ACTION = '__LIST_ACTION__';

/** The form's 'Na sklade' checkbox carries this attribute: the server adds `checked` after it. */
export const STOCK_MARK = 'data-list-stock';

/** An option of the form as ListControls writes it: the server adds `selected` to the view's. */
export function optionTag(value: string): string {
  return `<option value="${value}">`;
}

/**
 * The form as the view left it: the sort and language chosen ('' = every language), 'Na sklade' ticked. The build
 * writes no `selected` or `checked` (its pages show the defaults, each select's first option), so one replacement
 * per choice does.
 */
export function markChosen(html: string, view: ListView): string {
  const language = view.language ?? '';
  const out = html
    .replace(optionTag(view.sort), `<option value="${view.sort}" selected>`)
    .replace(optionTag(language), `<option value="${language}" selected>`);
  return view.inStock ? out.replace(STOCK_MARK, `${STOCK_MARK} checked`) : out;
}
