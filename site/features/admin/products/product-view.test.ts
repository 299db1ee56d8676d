import { describe, expect, it } from 'vitest';
import {
  categoryText,
  checkShopDiscount,
  DISCOUNT_ZERO_MESSAGE,
  discountQuestion,
  runningSaleText,
  saleOutcome,
  deleteQuestion,
  listOf,
  LOW_STOCK_LABEL,
  pageFromPath,
  priceCell,
  productEditHref,
  productIdFromPath,
  productCount,
  productListHref,
  stockCell,
} from './product-view';

describe('product list: addresses', () => {
  it('reads the page from the address, anything odd is page 1', () => {
    expect(pageFromPath('/admin/productlist')).toBe(1);
    expect(pageFromPath('/admin/productlist/')).toBe(1);
    expect(pageFromPath('/admin/productlist/2')).toBe(2);
    expect(pageFromPath('/admin/productlist/17/')).toBe(17);
    for (const p of [
      '/admin/productlist/0',
      '/admin/productlist/abc',
      '/admin/productlist/-1',
      '/admin/productlist/2/3',
      '/admin/productlistx/2',
    ]) {
      expect(pageFromPath(p)).toBe(1);
    }
  });

  it('builds the pager and edit links', () => {
    expect(productListHref(1)).toBe('/admin/productlist');
    expect(productListHref(4)).toBe('/admin/productlist/4');
    expect(productEditHref(12)).toBe('/admin/product/12/edit');
    expect(productIdFromPath('/admin/product/12/edit')).toBe(12);
    expect(productIdFromPath('/admin/product/12/edit/')).toBe(12);
    for (const p of ['/admin/product/0/edit', '/admin/product/x/edit', '/admin/product/12', '/shell/admin/product-edit/'])
      expect(productIdFromPath(p)).toBeNull();
  });
});

describe('product list: cells', () => {
  it('shows the discounted price (rounded up to 5 cents) only while a discount lowers the price', () => {
    expect(priceCell({ price: 12.5, discount: 0, discountedPrice: 12.5 })).toEqual({ price: '12,50\u00a0€', discounted: null, percent: 0 });
    expect(priceCell({ price: 12.35, discount: 10, discountedPrice: 11.15 })).toEqual({
      price: '12,35\u00a0€',
      discounted: '11,15\u00a0€',
      percent: 10,
    });
  });

  it('marks 10 or fewer copies with a word, not colour alone', () => {
    expect(stockCell(10)).toMatchObject({ count: '10', low: true, label: LOW_STOCK_LABEL });
    expect(stockCell(0).className).toContain('padmin-stock--low');
    expect(stockCell(11)).toEqual({ count: '11', low: false, label: null, className: 'padmin-stock' });
  });

  it('names the categories, unknown slugs as they are', () => {
    const cats = [
      { slug: 'kristus', label: 'Kristus' },
      { slug: 'kresťanská-prax', label: 'Kresťanská prax' },
    ];
    expect(categoryText({ category: 'kresťanská-prax', category2: 'kristus' }, cats)).toBe('Kresťanská prax, Kristus');
    expect(categoryText({ category: 'iné', category2: '' }, cats)).toBe('iné');
    expect(categoryText({ category: '', category2: '' }, cats)).toBe('—');
  });

  it('reads a list answer: its products as rows, its page, pages and total', () => {
    expect(listOf({ products: [], page: 2, pages: 3, total: 21 })).toEqual({ rows: [], page: 2, pages: 3, total: 21 });
  });

  it('counts products in Slovak', () => {
    expect([1, 2, 4, 5, 0, 21].map(productCount)).toEqual([
      '1 produkt',
      '2 produkty',
      '4 produkty',
      '5 produktov',
      '0 produktov',
      '21 produktov',
    ]);
  });

  it('asks before deleting, naming the product', () => {
    expect(deleteQuestion(' Boh ')).toBe('Zmazať produkt „Boh“? Túto akciu nemožno vrátiť.');
    expect(deleteQuestion('')).toMatch(/tento produkt/);
  });
});

describe('shop-wide discount', () => {
  it('accepts 1 … 100 and asks with the number', () => {
    expect(checkShopDiscount(' 15 ')).toEqual({ ok: true, percent: 15 });
    expect(checkShopDiscount('100')).toEqual({ ok: true, percent: 100 });
    expect(discountQuestion(15)).toBe('Spustiť akciu 15\u00a0%? Všetky produkty budú mať zľavu aspoň 15\u00a0%.');
  });

  it('says what a sale does and which one runs', () => {
    expect(saleOutcome(10)).toBe(
      'Všetky produkty budú mať zľavu aspoň 10\u00a0%; produkty s vlastnou vyššou zľavou si ju ponechajú. Ukončením akcie sa vrátia vlastné zľavy.',
    );
    expect(saleOutcome(null)).toMatch(/^Všetky produkty budú mať zľavu aspoň zadané percento;/);
    expect(runningSaleText({ discount: 10 }, '25. 11. 2026')).toBe('Prebieha zľavová akcia 10\u00a0% (od 25. 11. 2026).');
    expect(runningSaleText({ discount: 10 }, '')).toBe('Prebieha zľavová akcia 10\u00a0%.');
    expect(runningSaleText({ discount: 0 }, '')).toBe('Žiadna zľavová akcia neprebieha: každý produkt má svoju vlastnú zľavu.');
  });

  it('refuses 0 (that is the cancel button), blanks, fractions and out-of-range numbers in Slovak', () => {
    expect(checkShopDiscount('0')).toEqual({ ok: false, message: DISCOUNT_ZERO_MESSAGE });
    for (const t of ['', '101', '-5', '2.5', 'abc']) {
      const r = checkShopDiscount(t);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toMatch(/zľav/i);
    }
  });
});
