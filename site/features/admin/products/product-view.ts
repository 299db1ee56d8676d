/**
 * Pure rules of the staff product list (/admin/productlist[/{n}]) and the shop-wide discount screen
 * (/create-discount): addresses, the price and stock cells, the category names, the questions asked before
 * destructive actions. No DOM, no storage.
 */
import { apiIsDiscounted, apiUnitPrice } from '~/worker/domain/pricing';
import { formatEuros } from '~/worker/domain/money';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { isLowStock, shopDiscountSchema } from '~/worker/domain/product-admin';
import type { ApiProduct, ApiProductPage } from '~/worker/domain/product-shape';

// The screens' addresses are built in site/lib/paths.ts (one module for every link of the site).
export { PRODUCTLIST_PATH, productEditHref, productListHref } from '~/site/lib/paths';
export const DISCOUNT_PATH = '/create-discount';
/** Spec section 9: the admin product list shows 10 a page. */
export const PRODUCT_PAGE_SIZE = PAGE_SIZES.adminProducts;

/** The list ← edit hand-over of the green 'saved' line (sessionStorage, shown once, not kept in the address). */
export const PRODUCT_SAVED_FLASH_KEY = 'prud-admin-product-saved';

/** `/admin/productlist` → 1, `/admin/productlist/3` (trailing slash allowed) → 3; anything odd → 1. */
export function pageFromPath(pathname: string): number {
  const m = /^\/admin\/productlist(?:\/([1-9]\d{0,5}))?\/?$/.exec(pathname);
  return m?.[1] ? Number(m[1]) : 1;
}

/** `/admin/product/12/edit` (trailing slash allowed) → 12; anything else → null. */
export function productIdFromPath(pathname: string): number | null {
  const m = /^\/admin\/product\/([1-9]\d{0,14})\/edit\/?$/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** The fields of a list row (a product as `GET /api/products` lists it). */
export type ProductRow = Pick<
  ApiProduct,
  '_id' | 'name' | 'isDraft' | 'price' | 'discount' | 'discountedPrice' | 'countInStock' | 'category' | 'category2'
>;

/**
 * The CENA cell: the list price, and — while a discount lowers it (the shop's own rule, pricing.ts) — the price a
 * buyer pays now and the percent.
 */
export function priceCell(p: Pick<ProductRow, 'price' | 'discount' | 'discountedPrice'>): {
  price: string;
  discounted: string | null;
  percent: number;
} {
  const on = apiIsDiscounted(p);
  return { price: formatEuros(p.price), discounted: on ? formatEuros(apiUnitPrice(p)) : null, percent: on ? p.discount : 0 };
}

export const LOW_STOCK_LABEL = 'Nízky stav';

/**
 * The SKLAD cell: the count, and for 10 or fewer the word 'Nízky stav' (a tag, not colour alone) and the class
 * that tints the whole row.
 */
export function stockCell(countInStock: number): { count: string; low: boolean; label: string | null; className: string } {
  const low = isLowStock(countInStock);
  return {
    count: String(countInStock),
    low,
    label: low ? LOW_STOCK_LABEL : null,
    className: low ? 'padmin-stock padmin-stock--low' : 'padmin-stock',
  };
}

/** Category slugs → what people read ('kresťanská-prax' → 'Kresťanská prax'); unknown slugs as they are. */
export function categoryText(
  p: Pick<ProductRow, 'category' | 'category2'>,
  categories: readonly { slug: string; label: string }[],
): string {
  const label = (slug: string) => categories.find((c) => c.slug === slug)?.label ?? slug;
  const names = [p.category, p.category2].filter((s) => s.trim() !== '').map(label);
  return names.length ? names.join(', ') : '—';
}

/** '1 produkt', '3 produkty', '25 produktov' (Slovak plural). */
export function productCount(n: number): string {
  if (n === 1) return '1 produkt';
  if (n >= 2 && n <= 4) return `${n} produkty`;
  return `${n} produktov`;
}

export function deleteQuestion(name: string): string {
  const what = name.trim() ? `produkt „${name.trim()}“` : 'tento produkt';
  return `Zmazať ${what}? Túto akciu nemožno vrátiť.`;
}

/** A page of the list as the API answers it, as the list screen reads it. */
export function listOf(d: ApiProductPage): { rows: ProductRow[]; page: number; pages: number; total: number } {
  return { rows: d.products, page: d.page, pages: d.pages, total: d.total };
}

// ---------- /create-discount ----------
// The sale is a campaign over the products' own discounts (pricing.ts effectiveDiscount): the screen says so.

/** '10 %' that never breaks between the number and its sign. */
const pct = (n: number) => `${n}\u00a0%`;

/** What starting a sale will do, in one sentence; with the typed percent once it is one. */
export function saleOutcome(percent: number | null): string {
  const atLeast = percent && percent > 0 ? pct(percent) : 'zadané percento';
  return `Všetky produkty budú mať zľavu aspoň ${atLeast}; produkty s vlastnou vyššou zľavou si ju ponechajú. Ukončením akcie sa vrátia vlastné zľavy.`;
}

/** The running sale as the screen states it; `date` is its start, formatted by the caller ('' when unknown). */
export function runningSaleText(sale: { discount: number }, date: string): string {
  if (sale.discount <= 0) return 'Žiadna zľavová akcia neprebieha: každý produkt má svoju vlastnú zľavu.';
  return `Prebieha zľavová akcia ${pct(sale.discount)}${date ? ` (od ${date})` : ''}.`;
}

export const END_SALE_HINT = 'Akciu ukončíte tlačidlom „Zrušiť akciu“: každému produktu sa vráti jeho vlastná zľava.';

export function discountQuestion(percent: number): string {
  return `Spustiť akciu ${pct(percent)}? Všetky produkty budú mať zľavu aspoň ${pct(percent)}.`;
}

/** Why 'Zrušiť akciu' is disabled: there is nothing to end. */
export const NO_SALE_TO_END = 'Nie je čo zrušiť: žiadna akcia neprebieha.';

export const CANCEL_DISCOUNT_QUESTION = 'Zrušiť akciu? Každému produktu sa vráti jeho vlastná zľava.';

export const DISCOUNT_ZERO_MESSAGE = 'Zadajte zľavu 1 až 100 %. Akciu zrušíte tlačidlom „Zrušiť akciu“.';

/** 'Vytvoriť akciu': the percent typed, checked by the server's schema; 0 is refused here (that is 'Zrušiť akciu'). */
export function checkShopDiscount(text: string): { ok: true; percent: number } | { ok: false; message: string } {
  const parsed = shopDiscountSchema.safeParse({ discount: text });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Neplatná zľava.' };
  if (parsed.data.discount === 0) return { ok: false, message: DISCOUNT_ZERO_MESSAGE };
  return { ok: true, percent: parsed.data.discount };
}
