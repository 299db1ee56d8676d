/**
 * Pure rules of the product edit screen (/admin/product/{id}/edit): the product (as `GET /api/products/:id`
 * answers) ↔ the form's text fields, the check with the server's own schema (worker/domain/product-admin.ts),
 * the read-only discounted price (pricing.ts, the server's rule), the related-title choices and the image advice.
 * No DOM, no storage.
 */
import { IMAGE_HINTS } from '~/worker/domain/media-admin';
import { eurosToCents, formatEur } from '~/worker/domain/money';
import { effectivePricing } from '~/worker/domain/pricing';
import { isExcerptImageName, PRODUCT_MESSAGES, productUpdateSchema, type ProductUpdate } from '~/worker/domain/product-admin';
import type { ApiAllProducts, ApiProduct, ApiRelatedSlot } from '~/worker/domain/product-shape';
import { checkWith, type Checked } from '../form-check';

/** Every editable field as the form holds it: text, exactly as typed (the schema trims and converts). */
export interface ProductForm {
  name: string;
  price: string;
  author: string;
  /** The product's OWN discount (a running shop-wide sale may give the customer more). */
  discount: string;
  countInStock: string;
  image: string;
  category: string;
  category2: string;
  description: string;
  catalog: string;
  /** Ids of the related titles as text, '' for none. */
  related: string;
  related2: string;
  related3: string;
  weight: string;
  tags: string;
  binding: string;
  pages: string;
  isbn: string;
  language: 'SK' | 'CZ';
  year: string;
  excerptImage: string;
  excerptPart: string;
  excerptText: string;
}

export const RELATED_KEYS = ['related', 'related2', 'related3'] as const;

/** 12.5 → '12,50' (people here write a decimal comma; the schema takes both). */
export function priceText(v: number): string {
  return (Math.round(v * 100) / 100).toFixed(2).replace('.', ',');
}

/** A related slot (`{ id, name }`, or '' for none) → its id as text, '' for none. */
export function relatedIdText(slot: ApiRelatedSlot): string {
  return slot === '' ? '' : slot.id;
}

/**
 * A product as `GET /api/products/:id` answers it → the form. The form edits the product's own discount
 * (`ownDiscount`; the answer's `discount` is the effective one, which a running sale may have raised).
 */
export function formOfProduct(p: ApiProduct): ProductForm {
  return {
    name: p.name,
    price: priceText(p.price),
    author: p.author,
    discount: String(p.ownDiscount),
    countInStock: String(p.countInStock),
    image: p.image,
    category: p.category,
    category2: p.category2,
    description: p.description,
    catalog: p.catalog,
    related: relatedIdText(p.related),
    related2: relatedIdText(p.related2),
    related3: relatedIdText(p.related3),
    weight: p.weight,
    tags: p.tags,
    binding: p.binding,
    pages: p.pages === null ? '' : String(p.pages),
    isbn: p.isbn,
    language: p.language,
    year: p.year,
    excerptImage: p.excerpt.image,
    excerptPart: p.excerpt.part,
    excerptText: p.excerpt.excerpt,
  };
}

/** The form in the shape of `PUT /api/products/:id` before the schema converts it. */
export function bodyOfForm(f: ProductForm): Record<string, unknown> {
  return {
    name: f.name,
    price: f.price,
    author: f.author,
    discount: f.discount,
    countInStock: f.countInStock,
    image: f.image,
    category: f.category,
    category2: f.category2,
    description: f.description,
    catalog: f.catalog,
    related: f.related || null,
    related2: f.related2 || null,
    related3: f.related3 || null,
    weight: f.weight,
    tags: f.tags,
    binding: f.binding,
    pages: f.pages,
    isbn: f.isbn,
    language: f.language,
    year: f.year,
    excerpt: { image: f.excerptImage, part: f.excerptPart, excerpt: f.excerptText },
  };
}

/**
 * The body of the PUT, checked by the schema the server checks it with (`{ ok: false, message }` with the first
 * Slovak message when not). Two checks the schema leaves to the server's database are done here too, because
 * the form knows the answers: a title related to itself, and the same title chosen twice.
 */
export function checkProductForm(f: ProductForm, categorySlugs: readonly string[], selfId: number | null): Checked<ProductUpdate> {
  const checked = checkWith(productUpdateSchema(categorySlugs), bodyOfForm(f), 'Neplatné údaje produktu.');
  if (!checked.ok) return checked;
  const ids = RELATED_KEYS.map((k) => checked.body[k]).filter((v): v is number => v !== null);
  if (selfId !== null && ids.includes(selfId)) return { ok: false, message: PRODUCT_MESSAGES.relatedSelf };
  if (new Set(ids).size !== ids.length) return { ok: false, message: PRODUCT_MESSAGES.relatedTwice };
  return checked;
}

/**
 * 'Cena po zľave' as the form is being typed: what the customer pays, by the server's rule (pricing.ts
 * effectivePricing: the larger of the typed own discount and the running sale's `saleDiscount`, rounded up to 5
 * cents; 0 cancels) on the typed price. `discount` is the effective percent. null while either is not a number.
 */
export function discountPreview(
  price: string,
  ownDiscount: string,
  saleDiscount = 0,
): { text: string; discounted: boolean; discount: number } | null {
  const p = price.trim().replace(',', '.');
  const d = ownDiscount.trim() === '' ? '0' : ownDiscount.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(p) || !/^\d{1,3}$/.test(d) || Number(d) > 100) return null;
  const effective = effectivePricing(eurosToCents(Number(p)), Number(d), saleDiscount);
  return { text: formatEur(effective.discountedPriceCents), discounted: effective.discount > 0, discount: effective.discount };
}

/**
 * The line under the prices while a shop-wide sale runs ('Prebieha zľavová akcia 10 %: zákazník platí …'),
 * null without one. The price is the preview's, so the line and 'Cena po zľave' never disagree.
 */
export function saleLine(price: string, ownDiscount: string, saleDiscount: number): string | null {
  if (saleDiscount <= 0) return null;
  // '10 %' never breaks between the number and its sign (a phone's narrow column would).
  const pct = (n: number) => `${n}\u00a0%`;
  const preview = discountPreview(price, ownDiscount, saleDiscount);
  if (!preview) return `Prebieha zľavová akcia ${pct(saleDiscount)}.`;
  const own = Number(ownDiscount.trim() || '0');
  const head = `Prebieha zľavová akcia ${pct(saleDiscount)}: zákazník platí ${preview.text}`;
  if (own > saleDiscount) return `${head}, lebo vlastná zľava ${pct(own)} je vyššia.`;
  return `${head} so zľavou akcie. Po jej skončení platí ${own > 0 ? `vlastná zľava ${pct(own)}` : 'cena bez zľavy'}.`;
}

/** The choices of a related-title select: every other product, by name as Slovak readers sort. */
export function relatedChoices(all: ApiAllProducts | null, selfId: number | null): { id: number; name: string }[] {
  return (all?.products ?? [])
    .map((p) => ({ id: Number(p._id), name: p.name }))
    .filter((p) => p.id !== selfId)
    .sort((a, b) => a.name.localeCompare(b.name, 'sk') || a.id - b.id);
}

export type ImageKind = 'productImage' | 'excerptImage';

/** Every label unique on the page (two image blocks sit on one form). */
export const IMAGE_TEXT: Record<ImageKind, { legend: string; path: string; file: string; progress: string }> = {
  productImage: {
    legend: 'Hlavný obrázok',
    path: 'Cesta k hlavnému obrázku',
    file: 'Súbor hlavného obrázka',
    progress: 'Priebeh nahrávania hlavného obrázka',
  },
  excerptImage: {
    legend: 'Obrázok ukážky',
    path: 'Cesta k obrázku ukážky',
    file: 'Súbor obrázka ukážky',
    progress: 'Priebeh nahrávania obrázka ukážky',
  },
};

export function imageHint(kind: ImageKind): string {
  const s = IMAGE_HINTS[kind];
  const name = kind === 'excerptImage' ? ' Názov súboru musí obsahovať „ukazka“.' : '';
  return `Rozmer ${s.width}×${s.height} px; JPEG, PNG, WebP alebo AVIF, najviac 5 MB.${name} Nahrá sa hneď po výbere, uloží sa tlačidlom „Uložiť“.`;
}

/** Advice (never a refusal) when a chosen image is not the recommended size; null when it fits. */
export function imageSizeWarning(kind: ImageKind, width: number, height: number): string | null {
  const s = IMAGE_HINTS[kind];
  if (width === s.width && height === s.height) return null;
  return `Pozor: obrázok má ${width}×${height} px, odporúča sa ${s.width}×${s.height} px. Na stránke sa môže orezať alebo roztiahnuť.`;
}

/** Before uploading: the excerpt image's file NAME must contain 'ukazka' (the stored name is random). */
export function fileRefusal(kind: ImageKind, fileName: string): string | null {
  return kind === 'excerptImage' && !isExcerptImageName(fileName) ? PRODUCT_MESSAGES.excerptImageName : null;
}

/** A field's message when the product does not exist (404) or the address holds no id. */
export const BAD_ADDRESS = 'Neplatná adresa produktu.';
export function notFoundMessage(id: number): string {
  return `Produkt s ID ${id} neexistuje (možno bol zmazaný).`;
}
