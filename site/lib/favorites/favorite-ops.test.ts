import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES } from '~/worker/domain/engagement';
import type { ApiProduct } from '~/worker/domain/product-shape';
import { FAVORITE_TEXTS, favoritePaths, favoriteProducts, isFavoriteAnswer, withoutProduct } from './favorite-ops';

const product = (id: number) => ({ _id: String(id), name: `Kniha ${id}` }) as ApiProduct;

describe('favourite texts', () => {
  it('are the contract texts (copied so the product page does not load zod)', () => {
    for (const [key, text] of Object.entries(FAVORITE_TEXTS)) expect(text).toBe(ENGAGEMENT_MESSAGES[key as keyof typeof FAVORITE_TEXTS]);
  });

  it("spell 'obľúbené' with its ľ (the spec's 'oblúbené' is a typo we do not copy)", () => {
    expect(FAVORITE_TEXTS.emptyFavorites).toBe('Nemáte žiadne obľúbené produkty');
    for (const text of [...Object.values(FAVORITE_TEXTS), ...Object.values(ENGAGEMENT_MESSAGES)]) expect(text).not.toMatch(/oblúb/i);
  });
});

describe('favoritePaths', () => {
  it('are the contract endpoints', () => {
    expect(favoritePaths.state(7)).toBe('/api/products/7/favorite');
    expect(favoritePaths.add(7)).toBe('/api/products/7/anybody');
    expect(favoritePaths.remove(7)).toBe('/api/products/7/remove/favorites');
    expect(favoritePaths.list).toBe('/api/products/favorites');
  });
  it('never let an id leave its path segment', () => {
    expect(favoritePaths.add('1/../../users')).toBe('/api/products/1%2F..%2F..%2Fusers/anybody');
  });
});

describe('answers', () => {
  it('isFavorite is true only for an explicit true', () => {
    expect(isFavoriteAnswer({ isFavorite: true })).toBe(true);
    expect(isFavoriteAnswer({ isFavorite: false })).toBe(false);
    expect(isFavoriteAnswer({ isFavorite: 'true' })).toBe(false);
    expect(isFavoriteAnswer(undefined)).toBe(false);
  });
  it('favoriteProducts keeps the server order and drops junk', () => {
    expect(favoriteProducts({ products: [product(3), product(1), null, { name: 'x' }, { _id: 4, name: 'číslo' }] }).map((p) => p._id)).toEqual(['3', '1']);
    expect(favoriteProducts({ message: 'x' })).toEqual([]);
    expect(favoriteProducts(null)).toEqual([]);
  });
  it('withoutProduct removes only that product', () => {
    const list = [product(3), product(2), product(1)];
    expect(withoutProduct(list, '2').map((p) => p._id)).toEqual(['3', '1']);
    expect(withoutProduct(list, '9')).toHaveLength(3);
    expect(list).toHaveLength(3);
  });
});
