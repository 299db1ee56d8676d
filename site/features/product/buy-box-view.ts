import type { ApiProduct } from '~/worker/domain/product-shape';
import { formatEuros } from '~/worker/domain/money';
// unit-price.ts, not pricing.ts: the buy box runs before any interaction and needs none of the order's rules.
import { apiIsDiscounted, apiUnitPrice } from '~/worker/domain/unit-price';

/**
 * The parts of the product page's buy box (buy-box-markup.ts) that its script (buy-box.ts) also writes when it
 * shows today's price and stock. Pure: unit-tested. Kept apart from the whole box's HTML, which the page's script
 * never needs, so that its bundle stays small.
 */

/** What the buy box needs of a product. */
export type BuyBoxProduct = Pick<ApiProduct, '_id' | 'name' | 'image' | 'price' | 'discount' | 'discountedPrice' | 'countInStock'>;

export function buyBoxProduct(p: BuyBoxProduct): BuyBoxProduct {
  const { _id, name, image, price, discount, discountedPrice, countInStock } = p;
  return { _id, name, image, price, discount, discountedPrice, countInStock };
}

export const BUY_TEXT = {
  heading: 'Kúpiť',
  add: 'Pridať do košíka',
  inStock: 'Na sklade',
  soldOut: 'Vypredané',
  soldOutMeanwhile: 'Ľutujeme, tento titul je medzitým vypredaný.',
  goToCart: 'Prejsť do košíka',
} as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The price with 'Zľava n%' and the struck list price when discounted. */
export function priceHtml(p: Pick<ApiProduct, 'price' | 'discount' | 'discountedPrice'>): string {
  const now = esc(formatEuros(apiUnitPrice(p)));
  if (!apiIsDiscounted(p)) return `<strong class="price-now">${now}</strong>`;
  return (
    `<span class="discount-tag">Zľava ${Number(p.discount)}%</span> ` +
    `<del><span class="sr-only">Pôvodná cena </span>${esc(formatEuros(p.price))}</del> ` +
    `<strong class="price-now"><span class="sr-only">Cena po zľave </span>${now}</strong>`
  );
}

/** The quantities a buyer can pick: 1 to the stock, `selected` (clamped by the caller) chosen. */
export function qtyOptionsHtml(countInStock: number, selected = 1): string {
  let out = '';
  for (let n = 1; n <= countInStock; n++) out += `<option value="${n}"${n === selected ? ' selected' : ''}>${n}</option>`;
  return out;
}

/** The quantity row (absent when sold out: nothing to choose). */
export function qtyRowHtml(countInStock: number, selected = 1): string {
  return (
    '<div data-buy-qty-row><dt><label for="buy-qty">Počet</label></dt>' +
    `<dd><select id="buy-qty" name="qty">${qtyOptionsHtml(countInStock, selected)}</select></dd></div>`
  );
}
