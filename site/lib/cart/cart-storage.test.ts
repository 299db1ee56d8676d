import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from './cart-ops';
import { addToStoredCart, CART_CHANGE_EVENT, CART_KEY, decodeCart } from './cart-storage';

const line = (product: number, qty = 1): CartItem => ({
  product,
  name: `Kniha ${product}`,
  image: '',
  price: 5,
  countInStock: 4,
  discount: 0,
  qty,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { data, storage: { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) } as Storage };
}

afterEach(() => vi.unstubAllGlobals());

describe('stored cart', () => {
  it('decodes well-formed lines only; broken or missing text is an empty cart', () => {
    expect(decodeCart(JSON.stringify([line(1), { product: 'x' }]))).toEqual([line(1)]);
    expect(decodeCart('{not json')).toEqual([]);
    expect(decodeCart(null)).toEqual([]);
    expect(decodeCart('')).toEqual([]);
  });

  it('adds a line after the stored ones, replaces a line of the same product, clamps to the stock, and tells this tab', () => {
    const events: string[] = [];
    vi.stubGlobal('window', { dispatchEvent: (e: Event) => events.push(e.type) });
    const { data, storage } = memoryStorage({ [CART_KEY]: JSON.stringify([line(1)]) });
    addToStoredCart(line(2, 3), storage);
    expect(JSON.parse(data[CART_KEY])).toEqual([line(1), line(2, 3)]);
    addToStoredCart(line(1, 9), storage);
    expect(JSON.parse(data[CART_KEY])).toEqual([line(1, 4), line(2, 3)]);
    expect(events).toEqual([CART_CHANGE_EVENT, CART_CHANGE_EVENT]);
  });

  it('starts a cart where storage held none or junk', () => {
    vi.stubGlobal('window', { dispatchEvent: () => true });
    const { data, storage } = memoryStorage({ [CART_KEY]: 'junk' });
    addToStoredCart(line(7), storage);
    expect(JSON.parse(data[CART_KEY])).toEqual([line(7)]);
  });
});
