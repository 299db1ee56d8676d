import { describe, expect, it } from 'vitest';
import { addItem, blockedLines, cartCount, clampQty, isAvailable, removeItem, sanitizeCart, setQty, type CartItem } from './cart-ops';

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

describe('clampQty', () => {
  it('keeps whole numbers from 1 to the stock', () => {
    expect(clampQty(3, 5)).toBe(3);
    expect(clampQty(9, 5)).toBe(5);
    expect(clampQty(0, 5)).toBe(1);
    expect(clampQty(-2, 5)).toBe(1);
    expect(clampQty(2.7, 5)).toBe(2);
    expect(clampQty(Number.NaN, 5)).toBe(1);
    expect(clampQty('4' as unknown as number, 5)).toBe(4);
  });
  it('never goes below 1, even with no stock', () => {
    expect(clampQty(3, 0)).toBe(1);
    expect(clampQty(3, Number.NaN)).toBe(1);
  });
});

describe('addItem', () => {
  it('appends a new product at the end', () => {
    const cart = [item(1)];
    const next = addItem(cart, item(2, { qty: 2 }));
    expect(next.map((x) => [x.product, x.qty])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(cart).toHaveLength(1); // pure
  });
  it('replaces the line of the same product in place (new price, stock and quantity)', () => {
    const cart = [item(1), item(2), item(3)];
    const next = addItem(cart, item(2, { price: 9.9, discount: 20, countInStock: 3, qty: 3 }));
    expect(next).toHaveLength(3);
    expect(next[1]).toEqual(item(2, { price: 9.9, discount: 20, countInStock: 3, qty: 3 }));
    expect(next.map((x) => x.product)).toEqual([1, 2, 3]);
  });
  it('clamps the quantity to the stock', () => {
    expect(addItem([], item(1, { qty: 10, countInStock: 4 }))[0].qty).toBe(4);
    expect(addItem([], item(1, { qty: 0 }))[0].qty).toBe(1);
  });
});

describe('removeItem and setQty', () => {
  it('removes only that product', () => {
    expect(removeItem([item(1), item(2)], 1).map((x) => x.product)).toEqual([2]);
    expect(removeItem([item(1)], 99)).toEqual([item(1)]);
  });
  it('sets a clamped quantity on that line only', () => {
    const cart = [item(1), item(2, { countInStock: 3 })];
    expect(setQty(cart, 2, 2)[1].qty).toBe(2);
    expect(setQty(cart, 2, 7)[1].qty).toBe(3);
    expect(setQty(cart, 2, 0)[1].qty).toBe(1);
    expect(setQty(cart, 2, 2)[0]).toBe(cart[0]);
    expect(setQty(cart, 99, 2)).toEqual(cart);
  });
});

describe('cartCount and sanitizeCart', () => {
  it('counts pieces', () => {
    expect(cartCount([item(1, { qty: 2 }), item(2, { qty: 3 })])).toBe(5);
    expect(cartCount([])).toBe(0);
  });
  it('keeps only well-formed lines from storage', () => {
    expect(sanitizeCart('nope')).toEqual([]);
    expect(sanitizeCart(null)).toEqual([]);
    expect(sanitizeCart([item(1), { product: 'x' }, null, { ...item(2), price: 'free' }])).toEqual([item(1)]);
  });
});

describe('isAvailable and blockedLines', () => {
  it('a line without stock blocks checkout', () => {
    expect(isAvailable(item(1))).toBe(true);
    expect(isAvailable(item(1, { countInStock: 0 }))).toBe(false);
    expect(blockedLines([item(1), item(2, { countInStock: 0 })]).map((x) => x.product)).toEqual([2]);
  });
});
