import { describe, expect, it } from 'vitest';
import { discountedPriceCents } from '~/worker/domain/pricing';
import { formatEur } from '~/worker/domain/money';
import { PRODUCT_MESSAGES } from '~/worker/domain/product-admin';
import type { ApiProduct } from '~/worker/domain/product-shape';
import {
  bodyOfForm,
  checkProductForm,
  discountPreview,
  fileRefusal,
  saleLine,
  formOfProduct,
  imageSizeWarning,
  priceText,
  relatedChoices,
  relatedIdText,
  type ProductForm,
} from './product-form';

const SLUGS = ['kristus', 'život'];

const stored: ApiProduct = {
  _id: '7',
  name: 'Boh a človek',
  image: '/uploads/img/a.png',
  price: 12.5,
  // During a 10 % sale: the effective discount is the sale's, the product's own is 5 %.
  discount: 10,
  ownDiscount: 5,
  discountedPrice: 11.25,
  countInStock: 4,
  author: 'Witness Lee',
  category: 'kristus',
  category2: '',
  description: 'Popis',
  catalog: 'K-1',
  related: { id: '3', name: 'Tri' },
  related2: { id: '4', name: 'Štyri' },
  related3: '',
  weight: '0.33',
  tags: 'boh, človek',
  binding: 'brožovaná',
  pages: 120,
  isbn: '978-80-1234-567-8',
  language: 'CZ',
  year: '2024',
  excerpt: { image: '/uploads/img/ukazka.png', part: 'Kapitola 1', excerpt: 'Na počiatku…' },
  reviews: [],
  rating: 0,
  numReviews: 0,
  favoriteOf: [],
  isDraft: false,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const form = (over: Partial<ProductForm> = {}): ProductForm => ({ ...formOfProduct(stored), ...over });

describe('product form ↔ API', () => {
  it('fills every field from the stored product: its own discount, related titles by id', () => {
    expect(formOfProduct(stored)).toEqual({
      name: 'Boh a človek',
      price: '12,50',
      author: 'Witness Lee',
      discount: '5',
      countInStock: '4',
      image: '/uploads/img/a.png',
      category: 'kristus',
      category2: '',
      description: 'Popis',
      catalog: 'K-1',
      related: '3',
      related2: '4',
      related3: '',
      weight: '0.33',
      tags: 'boh, človek',
      binding: 'brožovaná',
      pages: '120',
      isbn: '978-80-1234-567-8',
      language: 'CZ',
      year: '2024',
      excerptImage: '/uploads/img/ukazka.png',
      excerptPart: 'Kapitola 1',
      excerptText: 'Na počiatku…',
    });
  });

  it('reads a new, empty draft as empty fields', () => {
    const draft: ApiProduct = {
      ...stored,
      name: '',
      price: 0,
      discount: 0,
      ownDiscount: 0,
      countInStock: 0,
      related: '',
      related2: '',
      pages: null,
      language: 'SK',
      excerpt: { image: '', part: '', excerpt: '' },
    };
    expect(formOfProduct(draft)).toMatchObject({
      name: '',
      price: '0,00',
      discount: '0',
      countInStock: '0',
      related: '',
      related2: '',
      pages: '',
      language: 'SK',
      excerptImage: '',
    });
  });

  it('writes money with a decimal comma and related ids as text', () => {
    expect(priceText(9.9)).toBe('9,90');
    expect(priceText(12.345)).toBe('12,35');
    expect(relatedIdText({ id: '6', name: 'y' })).toBe('6');
    expect(relatedIdText('')).toBe('');
  });

  it('sends related titles as ids or null and the excerpt as one object', () => {
    const b = bodyOfForm(form({ related3: '' }));
    expect(b).toMatchObject({
      related: '3',
      related2: '4',
      related3: null,
      excerpt: { image: '/uploads/img/ukazka.png', part: 'Kapitola 1', excerpt: 'Na počiatku…' },
    });
  });
});

describe('product form: the server schema', () => {
  it('converts what people type: 12,50 €, trimmed text, ids', () => {
    const r = checkProductForm(form({ price: ' 12,50 ', name: '  Boh  ' }), SLUGS, 7);
    expect(r.ok).toBe(true);
    expect(r.ok && r.body).toMatchObject({
      name: 'Boh',
      price: 12.5,
      discount: 5,
      countInStock: 4,
      related: 3,
      related2: 4,
      related3: null,
      pages: 120,
      language: 'CZ',
    });
  });

  it('refuses with the first Slovak message: name, price, author required', () => {
    expect(checkProductForm(form({ name: '  ' }), SLUGS, 7)).toEqual({ ok: false, message: 'Názov je povinný údaj.' });
    expect(checkProductForm(form({ price: '' }), SLUGS, 7)).toMatchObject({ ok: false, message: expect.stringMatching(/Cena/) });
    expect(checkProductForm(form({ author: '' }), SLUGS, 7)).toEqual({ ok: false, message: 'Autor je povinný údaj.' });
    expect(checkProductForm(form({ discount: '150' }), SLUGS, 7)).toMatchObject({ ok: false, message: expect.stringMatching(/Zľava/) });
    expect(checkProductForm(form({ category: 'neznáma' }), SLUGS, 7)).toEqual({ ok: false, message: PRODUCT_MESSAGES.unknownCategory });
  });

  it('refuses a title related to itself or chosen twice', () => {
    expect(checkProductForm(form({ related3: '7' }), SLUGS, 7)).toEqual({ ok: false, message: PRODUCT_MESSAGES.relatedSelf });
    expect(checkProductForm(form({ related3: '3' }), SLUGS, 7)).toEqual({ ok: false, message: PRODUCT_MESSAGES.relatedTwice });
  });
});

describe('product form: discounted price preview', () => {
  it('follows the server rule (rounded up to 5 cents), 0 cancels', () => {
    expect(discountPreview('12,35', '10')).toEqual({ text: formatEur(discountedPriceCents(1235, 10)), discounted: true, discount: 10 });
    expect(discountPreview('12,35', '10')?.text).toBe('11,15\u00a0€');
    expect(discountPreview('12.50', '0')).toEqual({ text: '12,50\u00a0€', discounted: false, discount: 0 });
    expect(discountPreview('12.50', '')).toEqual({ text: '12,50\u00a0€', discounted: false, discount: 0 });
  });

  it('during a shop-wide sale shows what the customer pays: the larger of the own discount and the sale', () => {
    // 19,95 € with its own 15 % during a 10 % sale: 16,9575 → 17,00 €; own 0 → the sale's 10 %: 18,00 €.
    expect(discountPreview('19,95', '15', 10)).toEqual({ text: '17,00\u00a0€', discounted: true, discount: 15 });
    expect(discountPreview('19,95', '0', 10)).toEqual({ text: '18,00\u00a0€', discounted: true, discount: 10 });
    expect(discountPreview('19,95', '25', 10)).toEqual({ text: '15,00\u00a0€', discounted: true, discount: 25 });
  });

  it('names the running sale under the prices, and why the customer pays what they pay', () => {
    expect(saleLine('19,95', '15', 0)).toBeNull();
    expect(saleLine('19,95', '15', 10)).toBe(
      'Prebieha zľavová akcia 10\u00a0%: zákazník platí 17,00\u00a0€, lebo vlastná zľava 15\u00a0% je vyššia.',
    );
    expect(saleLine('19,95', '5', 10)).toBe(
      'Prebieha zľavová akcia 10\u00a0%: zákazník platí 18,00\u00a0€ so zľavou akcie. Po jej skončení platí vlastná zľava 5\u00a0%.',
    );
    expect(saleLine('19,95', '', 10)).toBe(
      'Prebieha zľavová akcia 10\u00a0%: zákazník platí 18,00\u00a0€ so zľavou akcie. Po jej skončení platí cena bez zľavy.',
    );
    expect(saleLine('abc', '5', 10)).toBe('Prebieha zľavová akcia 10\u00a0%.');
  });

  it('shows nothing while the price or percent is not a number', () => {
    for (const [p, d] of [
      ['', '10'],
      ['abc', '10'],
      ['12,50', '101'],
      ['12,50', '2.5'],
      ['1,234', '5'],
    ])
      expect(discountPreview(p, d)).toBeNull();
  });
});

describe('product form: related titles and images', () => {
  it('offers every other product, sorted as Slovak readers sort', () => {
    const all = {
      products: [
        ['2', 'Život'],
        ['7', 'Ja'],
        ['3', 'Čas'],
        ['1', 'Cesta'],
      ].map(([_id, name]) => ({ ...stored, _id, name })),
    };
    expect(relatedChoices(all, 7)).toEqual([
      { id: 1, name: 'Cesta' },
      { id: 3, name: 'Čas' },
      { id: 2, name: 'Život' },
    ]);
    expect(relatedChoices(null, 7)).toEqual([]);
  });

  it('warns (never refuses) about the size: 274×379 and 250×250', () => {
    expect(imageSizeWarning('productImage', 274, 379)).toBeNull();
    expect(imageSizeWarning('productImage', 1, 1)).toMatch(/1×1 px.*274×379 px/);
    expect(imageSizeWarning('excerptImage', 250, 250)).toBeNull();
    expect(imageSizeWarning('excerptImage', 274, 379)).toMatch(/250×250 px/);
  });

  it("refuses an excerpt file whose name lacks 'ukazka' before uploading", () => {
    expect(fileRefusal('excerptImage', 'strana.png')).toBe(PRODUCT_MESSAGES.excerptImageName);
    expect(fileRefusal('excerptImage', 'Boh-Ukážka-1.png')).toBeNull();
    expect(fileRefusal('productImage', 'obalka.png')).toBeNull();
  });
});
