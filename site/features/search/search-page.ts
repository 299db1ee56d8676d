/**
 * The search shell's script (/search/{keyword}[/page/{n}]): reads the URL, asks the API, renders cards cloned
 * from the ProductCard templates on the page, the count and the pagination. No framework.
 */
import type { ApiProduct } from '~/worker/domain/product-shape';
import { formatEuros } from '~/worker/domain/money';
import { apiIsDiscounted, apiUnitPrice } from '~/worker/domain/pricing';
import { productHref, searchHref } from '~/site/lib/paths';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { searchProducts } from './search-api';

export const SEARCH_PAGE_SIZE = PAGE_SIZES.search;

/** `/search/zivot/page/2` → { keyword: 'zivot', page: 2 }; a broken page number counts as 1. */
export function parseSearchPath(pathname: string): { keyword: string; page: number } {
  const [, , raw = '', pageWord, pageRaw] = pathname.split('/');
  let keyword = raw;
  try {
    keyword = decodeURIComponent(raw);
  } catch {
    /* keep it as typed */
  }
  const n = pageWord === 'page' && /^\d{1,6}$/.test(pageRaw ?? '') ? Number(pageRaw) : 1;
  return { keyword: keyword.trim(), page: n >= 1 ? n : 1 };
}

/** "Nájdený 1 titul", "Nájdené 3 tituly", "Nájdených 12 titulov". */
export function foundText(n: number): string {
  if (n === 1) return 'Nájdený 1 titul';
  if (n >= 2 && n <= 4) return `Nájdené ${n} tituly`;
  return `Nájdených ${n} titulov`;
}

function setText(el: Element, text: string) {
  for (const node of [...el.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
  el.append(text);
}

function card(p: ApiProduct): HTMLElement {
  const discounted = apiIsDiscounted(p);
  const tpl = document.querySelector<HTMLTemplateElement>(`template[data-card="${discounted ? 'discount' : 'plain'}"]`)!;
  const li = tpl.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const href = productHref(p._id);
  for (const a of li.querySelectorAll('a')) a.setAttribute('href', href);
  const img = li.querySelector('img')!;
  if (p.image) {
    img.src = p.image;
    img.alt = p.name;
  } else {
    img.replaceWith(Object.assign(document.createElement('span'), { className: 'product-image-empty', textContent: p.name }));
  }
  li.querySelector('.product-name a')!.textContent = p.name;
  const author = li.querySelector('.product-author')!;
  if (p.author) author.textContent = p.author;
  else author.remove();
  if (discounted) {
    li.querySelector('.discount-badge')!.textContent = `Zľava ${p.discount}%`;
    setText(li.querySelector('del')!, formatEuros(p.price));
    setText(li.querySelector('.price-now')!, formatEuros(apiUnitPrice(p)));
  } else {
    li.querySelector('.price-now')!.textContent = formatEuros(p.price);
  }
  if (p.countInStock > 0) li.querySelector('[data-stock]')?.remove();
  return li;
}

/** The same markup as components/Pagination.astro. */
function pageLinks(nav: HTMLElement, keyword: string, page: number, pages: number) {
  const list = nav.querySelector('ul')!;
  const item = (href: string, parts: [string, boolean][], attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    for (const [text, srOnly] of parts) {
      const span = document.createElement('span');
      span.textContent = text;
      if (srOnly) span.className = 'sr-only';
      else span.setAttribute('aria-hidden', 'true');
      a.appendChild(span);
    }
    const li = document.createElement('li');
    li.appendChild(a);
    return li;
  };
  const items: HTMLElement[] = [];
  if (page > 1) items.push(item(searchHref(keyword, page - 1), [['«', false], ['Predchádzajúca strana', true]], { rel: 'prev' }));
  for (let n = 1; n <= pages; n++) {
    const li = item(searchHref(keyword, n), [['Strana ', true]], n === page ? { 'aria-current': 'page' } : {});
    li.firstElementChild!.append(String(n));
    items.push(li);
  }
  if (page < pages) items.push(item(searchHref(keyword, page + 1), [['»', false], ['Ďalšia strana', true]], { rel: 'next' }));
  list.replaceChildren(...items);
  nav.hidden = pages <= 1;
}

export async function runSearchPage() {
  const el = <T extends HTMLElement = HTMLElement>(name: string) => document.querySelector<T>(`[data-s="${name}"]`)!;
  const { keyword, page } = parseSearchPath(location.pathname);
  if (!keyword) {
    location.replace('/');
    return;
  }
  const input = document.querySelector<HTMLInputElement>('form[data-search-form] input[name="keyword"]');
  if (input) input.value = keyword;
  el('heading').textContent = `Výsledky hľadania: „${keyword}“`;
  document.title = `Hľadanie: ${keyword}${page > 1 ? ` – strana ${page}` : ''} | ${document.title.split(' | ').pop()}`;

  const status = el('status');
  try {
    const res = await searchProducts(keyword, page, SEARCH_PAGE_SIZE);
    const total = res.total ?? res.products.length;
    if (!res.products.length) {
      status.textContent = total > 0 ? `${foundText(total)}, na tejto strane však už nie sú.` : 'Nenašli sa žiadne tituly.';
      el('empty').hidden = total > 0;
      if (total > 0) pageLinks(el('pages'), keyword, page, res.pages);
      return;
    }
    status.textContent = res.pages > 1 ? `${foundText(total)} (strana ${res.page} z ${res.pages})` : foundText(total);
    const grid = el('grid');
    grid.replaceChildren(...res.products.map(card));
    grid.hidden = false;
    pageLinks(el('pages'), keyword, res.page, res.pages);
  } catch (err) {
    status.textContent = '';
    const box = el('error');
    box.textContent = `Vyhľadávanie sa nepodarilo. ${(err as Error).message}`;
    box.hidden = false;
  }
}
