import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-ops';
import { cartLine, cartLines, changeText, isBadCartPath, parseCartPath, refreshLine, type FreshProduct } from './cart-view';
import { cartTotals } from './cart-totals';

const item = (product: number, over: Partial<CartItem> = {}): CartItem => ({
  product,
  name: `Kniha ${product}`,
  image: `/uploads/covers/${product}.svg`,
  price: 12.5,
  countInStock: 5,
  discount: 0,
  qty: 1,
  ...over,
});

const fresh = (over: Partial<FreshProduct> = {}): FreshProduct => ({
  _id: '1',
  name: 'Kniha 1',
  image: '/uploads/covers/1.svg',
  price: 12.5,
  discount: 0,
  discountedPrice: 12.5,
  countInStock: 5,
  ...over,
});

describe('cartTotals', () => {
  it('sums the lines in cents and adds 4,50 € postage in Slovakia up to 100 €', () => {
    const t = cartTotals([item(1, { qty: 2, price: 12.35 }), item(2, { price: 0.1, qty: 3 })]);
    expect(t.lines.map((l) => l.lineCents)).toEqual([2470, 30]);
    expect(t.itemsCents).toBe(2500);
    expect(t.shippingCents).toBe(450);
    expect(t.totalCents).toBe(2950);
    expect(t.shippingLater).toBe(false);
  });
  it('is free above 100 € (not at exactly 100 €); abroad the post\'s price there (never "later")', () => {
    expect(cartTotals([item(1, { price: 50, qty: 2 })]).shippingCents).toBe(450);
    expect(cartTotals([item(1, { price: 50.05, qty: 2 })]).shippingCents).toBe(0);
    const abroad = cartTotals([item(1, { price: 10, qty: 1 })], 'Česko');
    expect(abroad).toMatchObject({ shippingCents: 1190, shippingLater: false, totalCents: 2190 });
    expect(cartTotals([item(1, { price: 10 })], 'SK').shippingCents).toBe(450);
  });
  it('an empty cart costs nothing but still shows domestic postage rules', () => {
    expect(cartTotals([]).itemsCents).toBe(0);
  });
});

describe('cartLines (the cart: its postage is the server quote’s)', () => {
  it('prices each line in cents and sums the items, with no postage', () => {
    const t = cartLines([item(1, { qty: 2, price: 12.35 }), item(2, { price: 0.1, qty: 3 })]);
    expect(t.lines.map((l) => [l.productId, l.qty, l.unitCents, l.lineCents])).toEqual([
      [1, 2, 1235, 2470],
      [2, 3, 10, 30],
    ]);
    expect(t).toEqual({ lines: t.lines, itemsCents: 2500 });
    expect(cartLines([])).toEqual({ lines: [], itemsCents: 0 });
  });
});

describe('refreshLine', () => {
  it('keeps an unchanged line as it is', () => {
    expect(refreshLine(item(1, { qty: 2 }), fresh())).toEqual({ item: item(1, { qty: 2 }), change: null });
  });
  it('takes today’s discounted price and reports the change', () => {
    const r = refreshLine(item(1), fresh({ discount: 20, discountedPrice: 10 }));
    expect(r.item.price).toBe(10);
    expect(r.item.discount).toBe(20);
    expect(r.change).toEqual({ kind: 'price', before: 12.5, after: 10 });
    expect(changeText(r.change!)).toBe('Cena sa zmenila: pôvodne 12,50\u00a0€, teraz 10,00\u00a0€');
  });
  it('clamps the quantity to a smaller stock', () => {
    const r = refreshLine(item(1, { qty: 4 }), fresh({ countInStock: 2 }));
    expect(r.item.qty).toBe(2);
    expect(r.item.countInStock).toBe(2);
    expect(r.change).toEqual({ kind: 'fewer', left: 2 });
  });
  it('flags a sold-out product and one that no longer exists (stock 0, so checkout is blocked)', () => {
    const sold = refreshLine(item(1), fresh({ countInStock: 0 }));
    expect(sold.change).toEqual({ kind: 'soldOut' });
    expect(sold.item.countInStock).toBe(0);
    const gone = refreshLine(item(1, { qty: 3 }), null);
    expect(gone.change).toEqual({ kind: 'gone' });
    expect(gone.item).toEqual(item(1, { qty: 3, countInStock: 0 }));
    expect(changeText(gone.change!)).toMatch(/už nie je v ponuke/);
  });
});

describe('cart paths', () => {
  it('reads /cart/{id}?qty={n}', () => {
    expect(parseCartPath('/cart/12', '?qty=3')).toEqual({ id: 12, qty: 3 });
    expect(parseCartPath('/cart/12/', '')).toEqual({ id: 12, qty: 1 });
    expect(parseCartPath('/cart/12', '?qty=abc')).toEqual({ id: 12, qty: 1 });
    expect(parseCartPath('/cart/12', '?qty=-4')).toEqual({ id: 12, qty: 1 });
    expect(parseCartPath('/cart/12', '?qty=2.9')).toEqual({ id: 12, qty: 2 });
    expect(parseCartPath('/cart', '')).toBeNull();
    expect(parseCartPath('/cart/', '')).toBeNull();
  });
  it('tells a junk id apart from the plain cart', () => {
    expect(isBadCartPath('/cart/abc')).toBe(true);
    expect(isBadCartPath('/cart/12')).toBe(false);
    expect(isBadCartPath('/cart')).toBe(false);
    expect(isBadCartPath('/cart/')).toBe(false);
  });
});

describe('cartLine', () => {
  it("stores today's unit price and keeps the discount only while it lowers the price (pricing.ts's rule)", () => {
    expect(cartLine(fresh({ _id: '3', price: 20, discount: 25, discountedPrice: 15 }), 2)).toEqual({
      product: 3,
      name: 'Kniha 1',
      image: '/uploads/covers/1.svg',
      price: 15,
      countInStock: 5,
      discount: 25,
      qty: 2,
    });
    expect(cartLine(fresh({ price: 20, discount: 25, discountedPrice: 20 }), 1)).toMatchObject({ price: 20, discount: 0 });
  });
});
