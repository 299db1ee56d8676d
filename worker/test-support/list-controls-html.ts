import { CONTROLS_ACTION, STOCK_MARK } from '../domain/list-page-slots';
import { IN_STOCK_ON, LANGUAGE_LABELS, LIST_PARAMS, SORT_LABELS, SORTS_OF, type ListKind } from '../domain/list-view';

/** A stand-in for the sort and filter form as Astro builds it (site/components/ListControls.astro, issue 31). */
export function controlsHtml(kind: ListKind): string {
  const option = (value: string, label: string) => `<option value="${value}">${label}</option>`;
  return [
    `<form class="list-controls" method="get" action="${CONTROLS_ACTION}" aria-label="Zoradenie a filtre" autocomplete="off">`,
    `<div class="list-control"><label for="zoznam-zoradenie">Zoradiť</label><select id="zoznam-zoradenie" name="${LIST_PARAMS.sort}">`,
    ...SORTS_OF[kind].map((s) => option(s, SORT_LABELS[s])),
    `</select></div><div class="list-control"><label for="zoznam-jazyk">Jazyk</label><select id="zoznam-jazyk" name="${LIST_PARAMS.language}">`,
    ...Object.entries(LANGUAGE_LABELS).map(([v, l]) => option(v, l)),
    '</select></div><div class="list-control list-control-check">',
    `<input type="checkbox" id="zoznam-sklad" name="${LIST_PARAMS.inStock}" value="${IN_STOCK_ON}" ${STOCK_MARK}><label for="zoznam-sklad">Len na sklade</label></div>`,
    '<button type="submit" class="btn btn-outline">Zoradiť</button></form>',
  ].join('');
}
